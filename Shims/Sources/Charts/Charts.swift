// `import Charts` on Linux: Swift Charts' marks, axes, scales and legends are WidgetRender's
// (Sources/WidgetUI/Charts), drawn as iOS draws them by default; what a still widget cannot use
// (selection, scrolling, chart proxies) is declared unavailable with a message there.
#if os(Linux)
@_exported import WidgetRender
@_exported import FoundationNetworking
#endif
