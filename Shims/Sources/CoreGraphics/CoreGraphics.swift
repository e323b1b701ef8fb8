// `import CoreGraphics` on Linux: the CG geometry widget views use (`CGFloat`, `CGPoint`,
// `CGSize`, `CGRect`, `CGAffineTransform`, `CGPath` building) comes with Foundation and
// WidgetRender (see Shims/README.md).
#if os(Linux)
@_exported import Foundation
@_exported import WidgetRender
#endif
