// `import UIKit` on Linux: what widget extensions use of it comes with WidgetRender
// (see Shims/README.md).
#if os(Linux)
@_exported import WidgetRender
@_exported import FoundationNetworking
#endif
