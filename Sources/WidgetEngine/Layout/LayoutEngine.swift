/// SwiftUI's layout: the parent proposes a size, the child chooses its size, the parent
/// places the child (rule A1-1). Pure: it reads the node tree and writes only node frames.
///
/// Sizes are computed in points without rounding; frames are snapped to device pixels when the
/// display list is built (rule A1-2), so errors never accumulate down the tree.
package struct LayoutEngine {
    /// The default distance between adjacent stack children and `Spacer`'s default minimum
    /// length (rules A2-11, A2-12; OpenSwiftUI's `defaultSpacing`).
    static let defaultSpacing = 8.0
    /// What shapes and colors report on an axis proposed nil (SwiftUI's placeholder 10).
    static let unspecifiedShapeLength = 10.0

    let scale: Double
    /// Where frames, proposals and cached sizes are kept (shared by copies of the engine).
    package let table = LayoutTable()

    package init(scale: Double) { self.scale = scale }

    /// The frame layout gave `node`, in absolute points (unsnapped).
    package func frame(of node: Node) -> Rect { table.frame(of: node) }
    /// The proposal `node` was placed with.
    package func proposal(of node: Node) -> ProposedSize { table.proposal(of: node) }

    // MARK: Sizing

    /// The size `node` chooses for proposal `p`, memoized per node: stacks probe children with
    /// the same proposals many times.
    func size(_ node: Node, _ p: ProposedSize) -> Size {
        if let s = table.cachedSize(of: node, for: p) { return s }
        let s = node.computeSize(p, self)
        table.storeSize(s, of: node, for: p)
        return s
    }

    func inset(_ p: ProposedSize, _ e: EdgeInsets) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - e.horizontal) }, height: p.height.map { max(0, $0 - e.vertical) })
    }

    // MARK: Flexible frames (rule A3-15)

    /// The frame's size and the proposal its child gets. Per axis: the child is proposed the
    /// proposal clamped to [min, max] (or `ideal` when the proposal is nil); the frame's size is
    /// the child's, pulled towards the clamped proposal by `min` and `max`. With both bounds
    /// and a proposal this is the clamped proposal, whatever the child chose.
    func flexFrameSize(_ f: FlexFrameKind, _ child: Node?, _ p: ProposedSize) -> (size: Size, childProposal: ProposedSize) {
        func childAxis(_ v: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
            guard var v else { return ideal }
            if let lo { v = max(lo, v) }
            if let hi { v = min(hi, v) }
            return v
        }
        let cp = ProposedSize(width: childAxis(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                              height: childAxis(p.height, f.minHeight, f.idealHeight, f.maxHeight))
        let cs = child.map { size($0, cp) } ?? .zero
        func result(_ childLen: Double, _ proposed: Double?, _ clamped: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double {
            guard proposed != nil, let target = clamped else {
                // A nil proposal asks for the ideal size: `ideal`, else the child's, within bounds.
                var r = ideal ?? childLen
                if let lo { r = max(lo, r) }
                if let hi { r = min(hi, r) }
                return r
            }
            var r = childLen
            if let lo { r = max(lo, min(r, target)) }
            if let hi { r = min(hi, max(r, target)) }
            return r
        }
        let w = result(cs.width, p.width, cp.width, f.minWidth, f.idealWidth, f.maxWidth)
        let h = result(cs.height, p.height, cp.height, f.minHeight, f.idealHeight, f.maxHeight)
        return (Size(width: w, height: h), cp)
    }

    /// What a flexible frame proposes its child when it places it (rule A3-15): per axis, the
    /// frame's own final size, except that an axis with no proposal, no `ideal` and a size
    /// strictly between `min` and `max` stays unproposed. So `Text(long).frame(maxWidth: 100)`
    /// asked for its ideal size is 100 wide and its text wraps at 100, where proposing nil
    /// again would draw it unwrapped past the frame. Source: SwiftUI's
    /// `_FlexFrameLayout.childPlacementProposal(of:context:)` as reconstructed by OpenSwiftUI
    /// (`Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift`).
    func flexFramePlacementProposal(_ f: FlexFrameKind, frameSize s: Size, _ p: ProposedSize) -> ProposedSize {
        func axis(_ size: Double, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ proposed: Double?) -> Double? {
            if ideal == nil, proposed == nil, (lo ?? -.infinity) < size, size < (hi ?? .infinity) { return nil }
            return size
        }
        return ProposedSize(width: axis(s.width, f.minWidth, f.idealWidth, f.maxWidth, p.width),
                            height: axis(s.height, f.minHeight, f.idealHeight, f.maxHeight, p.height))
    }

    // MARK: Aspect ratio (rule A3-18)

    /// The largest (`.fit`) or smallest (`.fill`) size of the ratio that fits (covers) the
    /// proposal; the child is proposed that size and the modifier takes the child's answer.
    func aspectProposal(_ child: Node, ratio: Double?, mode: ContentMode, _ p: ProposedSize) -> ProposedSize {
        let ideal = size(child, .unspecified)
        let r = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }
        let h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let fitsWidth = w / h <= r  // the proposal is narrower than the ratio
            if (mode == .fit) == fitsWidth { return ProposedSize(width: w, height: w / r) }
            return ProposedSize(width: h * r, height: h)
        case let (w?, nil):
            return ProposedSize(width: w, height: w / r)
        case let (nil, h?):
            return ProposedSize(width: h * r, height: h)
        case (nil, nil):
            if p.width == .infinity || p.height == .infinity { return ProposedSize(width: p.width, height: p.height) }
            // Both nil: the ideal size, reshaped to the ratio with the same area's width.
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }
}
