/// Where in a file a view was written: a template's file, line and column and its JSON pointer
/// (or a Swift file's line), for diagnostics, `check` findings and SARIF.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file, as the user named it (`Templates/weather/template.json`).
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// The JSON pointer of the view in a template (`/body/children/2`); nil for Swift.
    public var pointer: String?

    /// A location in `file` at `line` and `column`, at `pointer` in a template.
    public init(file: String, line: Int, column: Int, pointer: String? = nil) {
        self.file = file; self.line = line; self.column = column; self.pointer = pointer
    }

    /// `Templates/weather/template.json:12:9 /body/children/2`.
    public var description: String { "\(file):\(line):\(column)" + (pointer.map { " \($0)" } ?? "") }
}
