/// A member of a parsed document as a document of its own, keeping where each node sits in the
/// original bytes: how a template or data sent inside a larger JSON body (an HTTP request) is
/// checked, with errors that point into that body.
extension JSONDocument {
    /// The node at `pointer` as a document named `file`, with the positions of its nodes in
    /// this document's bytes; nil when there is no node there.
    public func subdocument(at pointer: JSONPointer, file: String) -> JSONDocument? {
        var node = root
        for token in pointer.tokens {
            switch node {
            case .object(let o):
                guard let next = o[token] else { return nil }
                node = next
            case .array(let a):
                guard let i = Int(token), a.indices.contains(i) else { return nil }
                node = a[i]
            default:
                return nil
            }
        }
        return JSONDocument(file: file, root: node, tree: positions?.subtree(at: pointer.tokens))
    }
}
