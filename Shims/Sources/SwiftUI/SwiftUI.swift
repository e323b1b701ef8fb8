// `import SwiftUI` on Linux: WidgetRender's SwiftUI vocabulary (see Shims/README.md).
#if os(Linux)
@_exported import WidgetRender
// URLSession, URLRequest and friends live in FoundationNetworking on Linux; Apple's SDK has them
// in Foundation, so extension code uses them after `import Foundation` alone.
@_exported import FoundationNetworking
// Apple's SwiftUI re-exports Combine: `ObservableObject` and `@Published` need no import of their own.
@_exported import Combine
#endif
