print("widget-render: not yet written")
