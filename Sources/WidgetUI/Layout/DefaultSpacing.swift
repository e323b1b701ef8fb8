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
    ///   A text wrapped in a layout modifier (padding, frame, fixedSize, aspectRatio) counts as a
    ///   plain view: SwiftUI resets the spacing of padded edges, and the frame cases are not
    ///   measured, so the general value is kept there.
    func defaultGap(between a: Node, and b: Node, axis: Axis) -> Double {
        guard axis == .vertical, spacingText(a) != nil, let lower = spacingText(b) else { return Self.defaultSpacing }
        let leading = max(0, lower.measurer.fontMetrics(for: lower.font).lineGap)
        return scale > 0 ? (leading * scale - 1e-9).rounded(.up) / scale : leading
    }

    /// The text whose spacing a node shows its stack: itself, or through modifiers that draw
    /// without laying out (opacity, clip, shadow, links, overlays and backgrounds of a text).
    private func spacingText(_ node: Node) -> TextNode? {
        switch node.kind {
        case .text(let t): return t
        case .opacity, .clip, .shadow, .link, .widgetURL, .passthrough, .overlay, .background, .mask, .offset:
            return node.child.flatMap(spacingText)
        default: return nil
        }
    }
}
