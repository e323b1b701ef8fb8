/// One problem in a template or entry file: where it is, what is wrong, and what to write instead.
///
/// ```
/// Templates/countdown/template.json:14:11: /body/modifiers/0/paddng: unknown modifier "paddng". Did you mean "padding"?
/// ```
public struct TemplateIssue: Hashable, Sendable, CustomStringConvertible, Error {
    /// The file as the caller named it (a template, an entry file, or `<data>` for in-memory JSON).
    public var file: String
    /// The JSON pointer of the bad node.
    public var pointer: JSONPointer
    /// Where the node starts in the file; nil when the node is not in a file (built in memory).
    public var position: SourcePosition?
    /// What is wrong and what was expected, as one or two sentences.
    public var message: String
    /// The nearest valid key or value, for a typo.
    public var suggestion: String?

    /// An issue at `pointer` of `file`.
    public init(file: String, pointer: JSONPointer, position: SourcePosition? = nil, message: String, suggestion: String? = nil) {
        self.file = file; self.pointer = pointer; self.position = position; self.message = message; self.suggestion = suggestion
    }

    /// `file:line:column: pointer: message Did you mean "x"?`; a problem of the whole file
    /// (not found, empty, not JSON) has no pointer to show.
    public var description: String {
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        let node = pointer == .root ? "" : "\(pointer.display): "
        return "\(place): \(node)\(message)" + (suggestion.map { " Did you mean \"\($0)\"?" } ?? "")
    }
}

/// Everything wrong with a template or its data, sorted by position. Thrown whole: a caller
/// shows every problem at once and writes nothing.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found, in file order.
    public var issues: [TemplateIssue]

    /// An error of these issues.
    public init(_ issues: [TemplateIssue]) { self.issues = issues }
    /// An error of one issue.
    public init(_ issue: TemplateIssue) { self.issues = [issue] }

    /// One issue per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
