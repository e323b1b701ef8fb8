import Foundation
import Yams

/// YAML input for templates and entry files: parsed into the same ``JSONDocument`` a JSON file
/// gives (same ``JSONValue`` tree, a position per JSON pointer), so every later check and
/// message works unchanged.
///
/// ```yaml
/// # A comment.
/// name: hello
/// families: [systemSmall]
/// body:
///   type: Text
///   text: Hello
///   modifiers:
///     - padding: 8
/// ```
///
/// Rules (YAML 1.2 core schema): mappings are objects (string keys, no duplicates), sequences
/// are lists; a plain scalar is `null` (`null`, `~`, empty), a boolean (`true`, `false`), a
/// number (`12`, `-3.5`, `1e3`, `0x1F`, `0o17`; not `.inf` or `.nan`) or else a string; quoted
/// and block (`|`, `>`) scalars are always strings. Anchors and aliases are expanded, up to
/// ``YAMLReader/maxValues(forBytes:)`` values in all. Only the core tags (`!!str`, `!!int`, `!!float`,
/// `!!bool`, `!!null`, `!!seq`, `!!map`) are accepted, one document per file, nesting at most
/// ``JSONParser/maxDepth`` deep.
extension JSONDocument {
    /// Parses a YAML file (see the rules above); `file` is how messages name it.
    public static func parseYAML(_ bytes: [UInt8], file: String) throws(TemplateError) -> JSONDocument {
        if bytes.count > JSONParser.maxBytes {
            throw TemplateError(TemplateIssue(file: file, pointer: .root,
                                              message: "is \(bytes.count) bytes; YAML files of at most \(JSONParser.maxBytes) bytes are accepted."))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TemplateError(InvalidUTF8.issue(Array(bytes), file: file))
        }
        // Yams builds its node tree recursively: refuse absurd nesting before it sees the text,
        // and give it a large stack of its own.
        if let deep = YAMLNestingScan.firstTooDeep(Array(bytes)) {
            throw TemplateError(TemplateIssue(file: file, pointer: .root, position: deep,
                                              message: "is nested more than \(JSONParser.maxDepth) levels deep; flatten the template (use components or ForEach)."))
        }
        let result = YAMLReader.onLargeStack { () -> Result<JSONDocument, TemplateError> in
            var reader = YAMLReader(file: file, text: text)
            do throws(TemplateError) { return .success(try reader.read()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Whether `url` is read as YAML: its extension is `.yaml` or `.yml` (any case).
    static func isYAML(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension.lowercased())
    }
}

/// Turns one YAML document into a ``JSONDocument``: Yams parses, this walks the nodes.
struct YAMLReader {
    /// The most values (scalars, lists, objects) a file may expand to, aliases included:
    /// 100,000, or one per two bytes for a larger file (no file without aliases holds more).
    /// A "billion laughs" file of nested aliases stops here with an error instead of filling memory.
    static func maxValues(forBytes count: Int) -> Int { max(100_000, count / 2 + 1) }

    let file: String
    let text: String
    private let maxValues: Int
    private var positions: [JSONPointer: SourcePosition] = [:]
    private var valueCount = 0

    init(file: String, text: String) {
        self.file = file; self.text = text
        maxValues = Self.maxValues(forBytes: text.utf8.count)
    }

    /// Parses the text: one document, converted with positions.
    mutating func read() throws(TemplateError) -> JSONDocument {
        let root: Node
        do {
            let parser = try Parser(yaml: text, encoding: .utf8)
            guard let first = try parser.nextRoot() else {
                throw TemplateError(TemplateIssue(file: file, pointer: .root, message: "is empty; expected a YAML value (a mapping for a template)."))
            }
            if let second = try parser.nextRoot() {
                throw TemplateError(issue(.root, second.mark,
                    "has more than one YAML document (a second one starts here, after '---'); keep one document per file."))
            }
            root = first
        } catch let e as TemplateError {
            throw e
        } catch let e as YamlError {
            throw TemplateError(YAMLSyntaxError.issue(e, file: file, text: text))
        } catch {
            throw TemplateError(TemplateIssue(file: file, pointer: .root, message: "cannot be read as YAML: \(error)."))
        }
        positions[.root] = position(root.mark)
        let value = try convert(root, at: .root, depth: 0)
        return JSONDocument(file: file, root: value, positions: positions)
    }

    // MARK: - Nodes

    private mutating func convert(_ node: Node, at pointer: JSONPointer, depth: Int) throws(TemplateError) -> JSONValue {
        valueCount += 1
        if valueCount > maxValues {
            throw TemplateError(issue(pointer, node.mark,
                "expands to more than \(maxValues) values (each alias '*name' repeats its anchor's content); use fewer aliases or split the data."))
        }
        switch node {
        case .scalar(let s):
            return try YAMLScalars.value(s, at: pointer, in: self)
        case .sequence(let seq):
            try checkCollectionTag(seq.tag, expected: "tag:yaml.org,2002:seq", node: node, pointer: pointer)
            try checkDepth(depth + 1, node, pointer)
            var items: [JSONValue] = []
            for (i, child) in seq.enumerated() {
                let p = pointer / i
                positions[p] = position(child.mark)
                items.append(try convert(child, at: p, depth: depth + 1))
            }
            return .array(items)
        case .mapping(let map):
            try checkCollectionTag(map.tag, expected: "tag:yaml.org,2002:map", node: node, pointer: pointer)
            try checkDepth(depth + 1, node, pointer)
            var object = JSONObject()
            for (keyNode, valueNode) in map {
                let key = try self.key(keyNode, in: pointer)
                let p = pointer / key
                if object[key] != nil {
                    throw TemplateError(issue(p, keyNode.mark, "the key \"\(key)\" appears twice in the same object."))
                }
                positions[p] = position(keyNode.mark)
                object[key] = try convert(valueNode, at: p, depth: depth + 1)
            }
            return .object(object)
        }
    }

    /// A mapping key: a scalar that is a string under the core schema.
    private func key(_ node: Node, in pointer: JSONPointer) throws(TemplateError) -> String {
        guard case .scalar(let s) = node else {
            throw TemplateError(issue(pointer, node.mark,
                "has a key that is a \(node.isSequence ? "list" : "mapping"); keys must be strings, such as `name:`."))
        }
        let value = try YAMLScalars.value(s, at: pointer, in: self)
        guard case .string(let key) = value else {
            throw TemplateError(issue(pointer / s.string, s.mark,
                "the key \(s.string.isEmpty ? "(empty)" : s.string) is \(value.kindDescription) in YAML; keys must be strings: write it in quotes, \"\(s.string)\"."))
        }
        if key == "<<", s.style == .plain || s.style == .any, s.tag.description.isEmpty {
            throw TemplateError(issue(pointer / key, s.mark,
                "uses a merge key '<<', which is not supported; repeat the keys, or use a component for shared views."))
        }
        return key
    }

    private func checkDepth(_ depth: Int, _ node: Node, _ pointer: JSONPointer) throws(TemplateError) {
        if depth > JSONParser.maxDepth {
            throw TemplateError(issue(pointer, node.mark,
                "is nested more than \(JSONParser.maxDepth) levels deep; flatten the template (use components or ForEach)."))
        }
    }

    private func checkCollectionTag(_ tag: Tag, expected: String, node: Node, pointer: JSONPointer) throws(TemplateError) {
        let name = tag.description
        if name.isEmpty || name == "!" || name == expected { return }
        throw TemplateError(issue(pointer, node.mark, YAMLScalars.unsupportedTag(name)))
    }

    // MARK: - Positions

    /// A Yams mark as a position (both 1-based; columns count Unicode scalars, like JSON's).
    func position(_ mark: Mark?) -> SourcePosition? {
        mark.map { SourcePosition(line: $0.line, column: $0.column) }
    }

    func issue(_ pointer: JSONPointer, _ mark: Mark?, _ message: String) -> TemplateIssue {
        TemplateIssue(file: file, pointer: pointer, position: position(mark), message: message)
    }

    /// Runs `body` on a thread with a 64 MB stack and waits for it: Yams composes nodes with
    /// one stack frame per nesting level, more than a test or concurrency thread may hold.
    static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { box.value = body(); done.signal() }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return box.value ?? body()
    }
}

/// Hands a result from the parsing thread back to the waiting one (the semaphore orders the accesses).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
    init() {}
}

private extension Node {
    var isSequence: Bool { if case .sequence = self { return true }; return false }
}
