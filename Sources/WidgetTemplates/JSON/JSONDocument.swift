import Foundation

/// A parsed JSON file: its root value and where each node starts, for error messages.
public struct JSONDocument: Sendable {
    /// The file name used in messages.
    public var file: String
    /// The parsed value.
    public var root: JSONValue
    /// The start of each node: the key of an object member, the value of an array element.
    var positions: PositionTree?

    /// A document of `root` named `file`, with the start of each node when known.
    public init(file: String, root: JSONValue, positions: [JSONPointer: SourcePosition] = [:]) {
        self.file = file; self.root = root; self.positions = PositionTree(positions, shape: root)
    }

    /// A document of `root` with the positions a parser recorded.
    init(file: String, root: JSONValue, tree: PositionTree?) {
        self.file = file; self.root = root; self.positions = tree
    }

    /// Parses strict JSON (RFC 8259): no comments, no trailing commas, no duplicate keys,
    /// nesting at most ``JSONParser/maxDepth`` deep, numbers within Double's range.
    public static func parse(_ bytes: [UInt8], file: String) throws(TemplateError) -> JSONDocument {
        var parser = JSONParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    /// Reads and parses a file; `displayName` is how messages name it (defaults to the path).
    /// A `.yaml` or `.yml` file is read as YAML (``parseYAML(_:file:)``), any other as JSON.
    public static func read(_ url: URL, displayName: String? = nil) throws(TemplateError) -> JSONDocument {
        let name = displayName ?? url.path
        let yaml = isYAML(url)
        let kind = yaml ? "YAML" : "JSON"
        let data: Data
        do {
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey, .fileSizeKey])
            if values.isDirectory == true {
                throw TemplateError(TemplateIssue(file: name, pointer: .root, message: "is a folder, not a \(kind) file."))
            }
            // A device or a FIFO would be read forever (or block): refused before any read.
            if values.isRegularFile != true {
                throw TemplateError(TemplateIssue(file: name, pointer: .root,
                    message: "is not a regular file (a device, a FIFO or a socket); give a \(kind) file saved on disk."))
            }
            if let size = values.fileSize, size > JSONParser.maxBytes {
                throw TemplateError(TemplateIssue(file: name, pointer: .root,
                                                  message: "is \(size) bytes; \(kind) files of at most \(JSONParser.maxBytes) bytes are accepted."))
            }
            data = try Data(contentsOf: url)
        } catch let e as TemplateError {
            throw e
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw TemplateError(TemplateIssue(file: name, pointer: .root,
                                              message: exists ? "cannot be read: \(error.localizedDescription)"
                                                : "no such file or folder; check the path (relative paths resolve against the current directory)."))
        }
        return yaml ? try parseYAML([UInt8](data), file: name) : try parse([UInt8](data), file: name)
    }

    /// Where the node at `pointer` starts, or the nearest ancestor's start.
    public func position(of pointer: JSONPointer) -> SourcePosition? {
        positions?.position(of: pointer.tokens)
    }

    /// An issue located at `pointer` in this document.
    func issue(_ pointer: JSONPointer, _ message: String, suggestion: String? = nil) -> TemplateIssue {
        TemplateIssue(file: file, pointer: pointer, position: position(of: pointer), message: message, suggestion: suggestion)
    }
}
