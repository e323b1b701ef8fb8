/// SwiftUI's proposed size: nil on an axis asks for the ideal size, 0 for the minimum,
/// infinity for the maximum (rule A1-3).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for the ideal width.
    public var width: Double?
    /// The proposed height, or nil for the ideal height.
    public var height: Double?
    /// A proposal; nil on an axis asks for the ideal size there.
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: Size) { self.width = size.width; self.height = size.height }
    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the minimum size on both axes.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the maximum size on both axes.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    /// nil axes replaced by `value` (SwiftUI uses 10 for shapes and colors).
    package func replacingUnspecified(with value: Double) -> Size {
        Size(width: width ?? value, height: height ?? value)
    }
    public var description: String {
        "(\(width.map(fmt) ?? "nil"), \(height.map(fmt) ?? "nil"))"
    }
}


extension Size {
    package subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    package init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Axis {
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
