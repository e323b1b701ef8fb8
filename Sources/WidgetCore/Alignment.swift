/// A horizontal or vertical direction.
public enum Axis: String, Hashable, Sendable {
    /// Left to right, or top to bottom.
    case horizontal, vertical
    /// SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// SwiftUI's `HorizontalAlignment`: how children line up across a `VStack`, and where content sits across a frame.
public enum HorizontalAlignment: String, Hashable, Sendable {
    /// The leading edge, the centre, or the trailing edge.
    case leading, center, trailing
}

/// SwiftUI's `VerticalAlignment`, with the text-baseline guides.
public enum VerticalAlignment: String, Hashable, Sendable {
    /// The top, centre or bottom edge, or the first or last text baseline.
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A pair of horizontal and vertical alignments: where content sits inside a frame.
public struct Alignment: Hashable, Sendable {
    /// Where content sits horizontally.
    public var horizontal: HorizontalAlignment
    /// Where content sits vertically.
    public var vertical: VerticalAlignment
    /// An alignment from a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centered horizontally and vertically.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centered horizontally, on the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centered horizontally, on the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first text baseline vertically.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last text baseline vertically.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
}

/// A point in a view's own unit square: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 is the leading edge, 1 the trailing edge.
    public var x: Double
    /// The vertical position: 0 is the top edge, 1 the bottom edge.
    public var y: Double
    /// A unit point; values outside 0...1 lie outside the view.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The top-leading corner: (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// Centered horizontally and vertically: (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading edge, centered vertically: (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge, centered vertically: (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top edge, centered horizontally: (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge, centered horizontally: (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner: (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner: (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner: (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner: (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    package func point(in rect: Rect) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
}

/// SwiftUI's `Edge` and `Edge.Set`, for `padding(_:_:)`.
public enum Edge: String, Hashable, Sendable {
    /// One of the four edges; leading and trailing follow the layout direction.
    case top, leading, bottom, trailing
    /// A set of edges (SwiftUI's `Edge.Set`), as `padding(_:_:)` takes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// How `aspectRatio` and `scaledToFit`/`scaledToFill` size content.
public enum ContentMode: String, Hashable, Sendable {
    /// Scale to fit inside the space (`fit`), or to fill it, overflowing (`fill`).
    case fit, fill
}
