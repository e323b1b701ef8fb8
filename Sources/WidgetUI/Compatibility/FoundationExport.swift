/// Widget files import SwiftUI, which brings Foundation (Date, URL, CGFloat, CGPoint, CGSize,
/// CGRect, FormatStyle) with it; `import WidgetRender` does the same.
@_exported import Foundation
