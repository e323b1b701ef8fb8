extension LayoutEngine {
    /// The space a stack with `spacing: nil` puts between two neighbours (rule A2-11: "a default
    /// distance for each pair of adjacent subviews").
    ///
    /// - Text above text in a VStack: the lower text's font leading (line gap), rounded up to the
    ///   pixel grid, which is 0 for the system font: the two sit like two lines of one paragraph.
    ///   Source: SwiftUI's `Spacing.TextMetrics.spacing(top:bottom:)` as reconstructed by
    ///   OpenSwiftUI (`Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`, audited for iOS 18:
    ///   "result = bottom.leading", rounded up to the pixel length), where a `Text`'s top and
    ///   bottom edges carry the `textToText` category and the larger of the matching categories
    ///   wins; and a public side-by-side (moreSwift/swift-cross-ui issue 367): the same
    ///   `VStack { Text(title).font(.title); Text(subtitle) }` is 11 px shorter in SwiftUI than
    ///   with a 10 pt gap.
    /// - Every other pair, and neighbours along an HStack: 8 pt (OpenSwiftUI's `defaultSpacing`).
    /// - A text wrapped in a frame (`.frame(maxWidth:)`, fixed or flexible) or `fixedSize` keeps
    ///   its spacing: those layouts pass their child's spacing on (OpenSwiftUI's `UnaryLayout`
    ///   default, `spacing(in:child:)` returns the child's). `padding` resets the spacing of the
    ///   edges it names (at any length, 0 included) and passes on the others, so `.padding(.horizontal)` keeps the text's top
    ///   and bottom (`_PaddingLayout.spacing`, `spacing.reset(edges)`). Observed on iOS: text
    ///   in `.frame(maxWidth: .infinity)` or `.padding(.horizontal)` above text sits with no gap.
    func defaultGap(between a: Node, and b: Node, axis: Axis) -> Double {
        guard axis == .vertical, a.spacingText(edge: .bottom) != nil, let lower = b.spacingText(edge: .top) else {
            return Self.defaultSpacing
        }
        let leading = max(0, lower.measurer.fontMetrics(for: lower.font).lineGap)
        return scale > 0 ? (leading * scale - 1e-9).rounded(.up) / scale : leading
    }
}
