/// Where each node of a parsed document starts, kept in the document's own shape: one position
/// per node however deep it is. (A table keyed by JSON pointer repeats every ancestor's key in
/// every entry: a megabyte of numbers nested a hundred deep took gigabytes.)
struct PositionTree: Sendable {
    /// Where the node starts: the key of an object member, the value of an array element.
    var start: SourcePosition
    /// The elements of an array, in order.
    var elements: [PositionTree] = []
    /// The members of an object, by key.
    var members: [String: PositionTree] = [:]

    init(start: SourcePosition) { self.start = start }

    /// The node at `tokens`, or nil when the tree has none there.
    func subtree(at tokens: some Sequence<String>) -> PositionTree? {
        var node = self
        for token in tokens {
            guard let next = node.child(token) else { return nil }
            node = next
        }
        return node
    }

    /// Where the node at `tokens` starts, or its nearest recorded ancestor.
    func position(of tokens: some Sequence<String>) -> SourcePosition {
        var node = self
        for token in tokens {
            guard let next = node.child(token) else { break }
            node = next
        }
        return node.start
    }

    private func child(_ token: String) -> PositionTree? {
        if let member = members[token] { return member }
        if let index = Int(token), elements.indices.contains(index) { return elements[index] }
        return nil
    }

    /// A tree from a table of positions by pointer, shaped by `value` (the table's document).
    init?(_ positions: [JSONPointer: SourcePosition], shape value: JSONValue) {
        guard let root = positions[.root] else {
            guard !positions.isEmpty else { return nil }
            self.init(positions, shape: value, at: [], start: SourcePosition(line: 1, column: 1))
            return
        }
        self.init(positions, shape: value, at: [], start: root)
    }

    private init(_ positions: [JSONPointer: SourcePosition], shape value: JSONValue, at tokens: [String], start: SourcePosition) {
        self.start = start
        switch value {
        case .array(let items):
            elements = items.indices.map { i in
                let t = tokens + [String(i)]
                return PositionTree(positions, shape: items[i], at: t, start: positions[JSONPointer(t)] ?? start)
            }
        case .object(let object):
            for (key, member) in object.members {
                let t = tokens + [key]
                members[key] = PositionTree(positions, shape: member, at: t, start: positions[JSONPointer(t)] ?? start)
            }
        default: break
        }
    }
}
