/// The layout's results, kept beside the node tree rather than on it (as Taffy keeps layouts
/// in its tree's store): each node's frame, the proposal it was placed with, and its size
/// cache. A node gets a row the first time layout touches it; a tree is laid out by one table.
package final class LayoutTable {
    /// Sizes remembered per node: stacks probe children with the same proposals many times.
    static let cacheCapacity = 8

    private var frames: [Rect] = []
    private var proposals: [ProposedSize] = []
    /// `cacheCapacity` entries per row; `cacheCounts[row]` of them valid, the oldest replaced
    /// first (at `cacheNext[row]`) once the row is full.
    private var cacheKeys: [ProposedSize] = []
    private var cacheSizes: [Size] = []
    private var cacheCounts: [Int] = []
    private var cacheNext: [Int] = []

    package init() {}

    private func row(of node: Node) -> Int {
        if node.layoutRow >= 0 { return node.layoutRow }
        let row = frames.count
        node.layoutRow = row
        frames.append(.zero)
        proposals.append(.unspecified)
        cacheCounts.append(0)
        cacheNext.append(0)
        cacheKeys.append(contentsOf: repeatElement(.unspecified, count: Self.cacheCapacity))
        cacheSizes.append(contentsOf: repeatElement(.zero, count: Self.cacheCapacity))
        return row
    }

    /// The node's frame in absolute points (unsnapped); zero until it is placed.
    package func frame(of node: Node) -> Rect { node.layoutRow >= 0 ? frames[node.layoutRow] : .zero }

    /// The proposal the node was placed with (drawing lays text out again with it).
    package func proposal(of node: Node) -> ProposedSize { node.layoutRow >= 0 ? proposals[node.layoutRow] : .unspecified }

    func setFrame(_ frame: Rect, of node: Node) { frames[row(of: node)] = frame }

    func setPlacement(_ frame: Rect, proposal: ProposedSize, of node: Node) {
        let r = row(of: node)
        frames[r] = frame
        proposals[r] = proposal
    }

    func cachedSize(of node: Node, for p: ProposedSize) -> Size? {
        let r = node.layoutRow
        guard r >= 0 else { return nil }
        let base = r * Self.cacheCapacity
        for i in 0..<cacheCounts[r] where cacheKeys[base + i] == p { return cacheSizes[base + i] }
        return nil
    }

    func storeSize(_ s: Size, of node: Node, for p: ProposedSize) {
        let r = row(of: node)
        let base = r * Self.cacheCapacity
        let i: Int
        if cacheCounts[r] < Self.cacheCapacity {
            i = cacheCounts[r]
            cacheCounts[r] += 1
        } else {
            i = cacheNext[r]
            cacheNext[r] = (i + 1) % Self.cacheCapacity
        }
        cacheKeys[base + i] = p
        cacheSizes[base + i] = s
    }
}
