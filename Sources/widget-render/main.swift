// widget-render: iOS widgets rendered on Linux, from template files.
WidgetRenderCLI.main()
