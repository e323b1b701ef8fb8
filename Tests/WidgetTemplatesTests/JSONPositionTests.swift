import Foundation
import Testing
@testable import WidgetTemplates

/// Where a node of a parsed document starts is kept once per node, in the document's shape:
/// a megabyte of numbers nested 127 deep parses with every position right, and errors deep
/// inside still name their pointer, line and column.
@Suite("JSON positions")
struct JSONPositionTests {
    @Test("Every element of a list nested 127 deep knows its column; a subdocument keeps them")
    func deepListPositions() throws {
        let count = 100_000
        let text = String(repeating: "[", count: 127) + Array(repeating: "0", count: count).joined(separator: ",") + String(repeating: "]", count: 127)
        let document = try JSONDocument.parse(Array(text.utf8), file: "deep.json")
        let inner = JSONPointer(Array(repeating: "0", count: 126))
        // Element k starts at column 128 + 2k.
        #expect(document.position(of: inner / (count - 1)) == SourcePosition(line: 1, column: 128 + 2 * (count - 1)))
        #expect(document.position(of: inner / 7) == SourcePosition(line: 1, column: 142))
        // A pointer past the document falls back to its nearest node.
        #expect(document.position(of: inner / count / "x") == SourcePosition(line: 1, column: 127))
        let sub = try #require(document.subdocument(at: inner, file: "sub"))
        #expect(sub.position(of: JSONPointer(["3"])) == SourcePosition(line: 1, column: 134))
    }

    @Test("A pointer is written as RFC 6901 escapes it: ~ as ~0 and / as ~1, other tokens as they are; the root is empty")
    func pointerEscapes() {
        #expect(JSONPointer(["body", "children", "0"]).description == "/body/children/0")
        #expect(JSONPointer(["a/b", "m~n", "é~/x", ""]).description == "/a~1b/m~0n/é~0~1x/")
        #expect(JSONPointer.root.description == "" && JSONPointer.root.display == "/")
    }

    @Test("A bad value deep inside is reported at its pointer, line and column")
    func deepError() {
        let text = "{\"a\": [1, 2,\n  {\"b\": tru}]}"
        #expect(throws: TemplateError.self) { try JSONDocument.parse(Array(text.utf8), file: "bad.json") }
        do {
            _ = try JSONDocument.parse(Array(text.utf8), file: "bad.json")
        } catch {
            let issue = error.issues.first
            #expect(issue?.pointer == JSONPointer(["a", "2", "b"]))
            #expect(issue?.position == SourcePosition(line: 2, column: 9))
        }
    }

    @Test("Positions of objects are their keys'; YAML documents keep theirs through the same tree")
    func membersAndYAML() throws {
        let json = try JSONDocument.parse(Array("{\n  \"body\": {\"type\": \"Text\"}\n}".utf8), file: "t.json")
        #expect(json.position(of: JSONPointer(["body", "type"])) == SourcePosition(line: 2, column: 12))
        let yaml = try JSONDocument.parseYAML(Array("body:\n  type: Text\n  items: [1, 2]\n".utf8), file: "t.yaml")
        #expect(yaml.position(of: JSONPointer(["body", "type"])) == SourcePosition(line: 2, column: 3))
        #expect(yaml.position(of: JSONPointer(["body", "items", "1"])) == SourcePosition(line: 3, column: 14))
    }
}
