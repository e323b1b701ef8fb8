/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Hashable, Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the space left after fixed items, between `minimum` and `maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many items of at least `minimum` points as fit, sharing the space.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    /// How wide the column (or tall the row) is.
    public var size: Size
    /// The space after this item, in points; nil for the default.
    public var spacing: Double?
    /// How cells sit in the item; nil for the grid's alignment.
    public var alignment: Alignment?
    /// A grid item; the default is one flexible column.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}
