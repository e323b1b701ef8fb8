extension LayoutEngine {
    /// `ViewThatFits` (rule VF-1). Apple: "ViewThatFits evaluates its child views in the order
    /// you provide them … It selects the first child whose ideal size on the constrained axes
    /// fits within the proposed size. If none of the children fit, the view selects the last
    /// child." The ideal size is the size for a nil proposal on the constrained axes (the
    /// proposal is kept on the others); a nil proposal on a constrained axis fits anything.
    /// https://developer.apple.com/documentation/swiftui/viewthatfits
    func viewThatFitsChoice(_ children: [Node], axes: Axis.Set, _ p: ProposedSize) -> Node? {
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let probe = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
        // A thousandth of a point of slack absorbs rounding in text measurement.
        func fits(_ ideal: Double, _ offered: Double?) -> Bool { offered.map { ideal <= $0 + 0.001 } ?? true }
        for child in children {
            let ideal = size(child, probe)
            if (!h || fits(ideal.width, p.width)) && (!v || fits(ideal.height, p.height)) { return child }
        }
        return children.last
    }
}
