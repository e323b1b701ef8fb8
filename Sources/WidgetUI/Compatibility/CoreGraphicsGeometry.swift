import Foundation

/// CoreGraphics geometry where views take it (the conversions and `Path` overloads are in
/// WidgetCore, `Geometry+CoreGraphics.swift`).
nonisolated extension View {
    /// `offset(CGSize(width:height:))`, as in SwiftUI.
    public func offset(_ size: CGSize) -> some View { offset(x: Double(size.width), y: Double(size.height)) }
}
