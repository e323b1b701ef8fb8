import Foundation
import Testing
import WidgetRender
@testable import WidgetTemplates

/// YAML templates and entry files: the same documents, checks and messages as JSON.
@Suite("YAML input")
struct YAMLTests {
    static let templates = TemplateGalleryTests.templatesDirectory

    /// The messages for parsing `text` as YAML named `file` (empty when it parses).
    static func yamlIssues(_ text: String, file: String = "t.yaml") -> [String] {
        do {
            _ = try JSONDocument.parseYAML(Array(text.utf8), file: file)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    /// The messages for loading `text` as `template.yaml` (empty when it loads).
    static func templateIssues(_ text: String) -> [String] {
        do {
            let dir = try Fixture.folder(["template.yaml": Array(text.utf8)])
            _ = try WidgetTemplate.load(from: dir.appendingPathComponent("template.yaml"), displayName: "template.yaml")
            return []
        } catch let e as TemplateError {
            return e.issues.map(\.description)
        } catch {
            return ["unexpected: \(error)"]
        }
    }

    @Test("Templates/todo-yaml parses to the JSON todo's tree (but for its name and sample file), and its sample to the same data")
    func todoTreeMatchesJSON() throws {
        let json = try JSONDocument.read(Self.templates.appendingPathComponent("todo/template.json"))
        let yaml = try JSONDocument.read(Self.templates.appendingPathComponent("todo-yaml/template.yaml"))
        var root = try #require(yaml.root.objectValue)
        #expect(root["name"] == .string("todo-yaml"))
        #expect(root["sampleData"] == .string("sample.yaml"))
        root["name"] = .string("todo")
        root["sampleData"] = .string("sample.json")
        #expect(JSONValue.object(root) == json.root)

        let jsonSample = try JSONDocument.read(Self.templates.appendingPathComponent("todo/sample.json"))
        let yamlSample = try JSONDocument.read(Self.templates.appendingPathComponent("todo-yaml/sample.yaml"))
        #expect(yamlSample.root == jsonSample.root)
    }

    @Test("Templates/todo-yaml renders the same PNG bytes as Templates/todo, small, medium and large, light")
    func todoRendersIdentically() throws {
        func pngs(_ folder: String) throws -> [[UInt8]] {
            let template = try WidgetTemplate.load(from: Self.templates.appendingPathComponent(folder))
            let matrix = RenderMatrix(families: [.systemSmall, .systemMedium, .systemLarge], colorSchemes: [.light], firstEntryOnly: true)
            return try WidgetRenderer.plan(try BoundTemplate(template), matrix: matrix, images: RemoteImageLoader())
                .map { try $0.render().pngData() }
        }
        let json = try pngs("todo"), yaml = try pngs("todo-yaml")
        #expect(json.count == 3 && json.allSatisfy { !$0.isEmpty })
        #expect(yaml == json)
    }

    @Test("Plain scalars follow the YAML 1.2 core schema; quoted and block scalars are strings")
    func scalars() throws {
        let text = """
        nulls: [null, ~, Null, {k: }]
        empty:
        bools: [true, false, True, FALSE]
        ints: [0, -12, +7, 0x1F, 0o17]
        floats: [0.5, -1.25e2, .5, 1., 6.02E23]
        strings: [yes, no, on, off, hello world, 1.2.3, 0b101, "0.5", '12', "true", "null", !!str 3]
        block: |
          two
          lines
        folded: >
          one
          line
        tagged: [!!int "42", !!float "1", !!bool "true", !!null "", !!str null]
        """
        let root = try #require(JSONDocument.parseYAML(Array(text.utf8), file: "t.yaml").root.objectValue)
        #expect(root["nulls"] == .array([.null, .null, .null, .object(JSONObject([("k", .null)]))]))
        #expect(root["empty"] == .null)
        #expect(root["bools"] == .array([.bool(true), .bool(false), .bool(true), .bool(false)]))
        #expect(root["ints"] == .array([.number(0), .number(-12), .number(7), .number(31), .number(15)]))
        #expect(root["floats"] == .array([.number(0.5), .number(-125), .number(0.5), .number(1), .number(6.02e23)]))
        #expect(root["strings"] == .array(["yes", "no", "on", "off", "hello world", "1.2.3", "0b101", "0.5", "12", "true", "null", "3"].map { .string($0) }))
        #expect(root["block"] == .string("two\nlines\n"))
        #expect(root["folded"] == .string("one line\n"))
        #expect(root["tagged"] == .array([.number(42), .number(1), .bool(true), .null, .string("null")]))
    }

    @Test("Infinite, NaN and out-of-range numbers are rejected as in JSON; a wrongly tagged value is named")
    func badNumbers() {
        #expect(Self.yamlIssues("a: .inf") == [
            #"t.yaml:1:4: /a: has the number .inf, which is not finite; use a finite number, or quote it (".inf") for text."#])
        #expect(Self.yamlIssues("a: [1, .nan]") == [
            #"t.yaml:1:8: /a/1: has the number .nan, which is not finite; use a finite number, or quote it (".nan") for text."#])
        #expect(Self.yamlIssues("a: 1e999") == [
            "t.yaml:1:4: /a: has the number 1e999, which is out of range (beyond ±1.8e308)."])
        #expect(Self.yamlIssues("a: !!int twelve") == [
            #"t.yaml:1:4: /a: is tagged !!int but "twelve" is not one; remove the tag or fix the value."#])
    }

    @Test("A typo'd modifier in a YAML template is located by line and column, with a suggestion")
    func typoPosition() {
        let text = """
        name: t
        displayName: T
        families: [systemSmall]
        body:
          type: Text
          text: Hi
          modifiers:
            # a comment does not move positions
            - paddng: 8
        """
        #expect(Self.templateIssues(text) == [
            #"template.yaml:9:7: /body/modifiers/0/paddng: unknown modifier "paddng". Did you mean "padding"?"#])
    }

    @Test("A YAML syntax error gives the line and column and what to do")
    func syntaxError() {
        #expect(Self.yamlIssues("name: t\nbody:\n  type: Text\n text: Hi\n") == [
            "t.yaml:4:2: expected a key at this indentation; line it up with the keys above it. (In a block mapping that starts at 1:1.)"])
        #expect(Self.yamlIssues("a: [1, 2\nb: 3\n") == [
            "t.yaml:2:2: expected ',' or ']' in a [ ] list; add the missing one. (In a flow sequence that starts at 1:4.)"])
        #expect(Self.yamlIssues("a: \"open\n") == [
            "t.yaml:2:1: ends inside a quoted string; add the closing quote. (In a quoted scalar that starts at 1:4.)"])
        #expect(Self.yamlIssues("a:\n\t- 1\n") == [
            "t.yaml:2:1: found a character that cannot start a value here (a tab used for indentation, or '@' or '`'); indent with spaces and quote such text."])
    }

    @Test("Duplicate keys are an error, as in JSON")
    func duplicateKeys() {
        #expect(Self.yamlIssues("a: 1\nb:\n  c: 2\n  c: 3\n") == [
            #"t.yaml:4:3: /b/c: the key "c" appears twice in the same object."#])
    }

    @Test("Keys must be strings: a number, null or list key is an error that says to quote it")
    func nonStringKeys() {
        #expect(Self.yamlIssues("a: 1\n200: ok\n") == [
            #"t.yaml:2:1: /200: the key 200 is the number 200 in YAML; keys must be strings: write it in quotes, "200"."#])
        #expect(Self.yamlIssues("\"200\": ok\n'true': yes\n") == [])
        #expect(Self.yamlIssues("? [a, b]\n: 1\n") == [
            "t.yaml:1:3: has a key that is a list; keys must be strings, such as `name:`."])
        #expect(Self.yamlIssues("base: &b {x: 1}\nc:\n  <<: *b\n") == [
            "t.yaml:3:3: /c/<<: uses a merge key '<<', which is not supported; repeat the keys, or use a component for shared views."])
    }

    @Test("Anchors and aliases are expanded, but a billion-laughs file is refused")
    func aliases() throws {
        let ok = try JSONDocument.parseYAML(Array("font: &f {size: 12, weight: bold}\ntitle: {font: *f}\n".utf8), file: "t.yaml")
        #expect(ok.root.objectValue?["title"]?.objectValue?["font"] == ok.root.objectValue?["font"])
        var bomb = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...9 {
            bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let issues = Self.yamlIssues(bomb)
        #expect(issues.count == 1)
        #expect(issues.first?.hasSuffix("expands to more than 100000 values (each alias '*name' repeats its anchor's content); use fewer aliases or split the data.") == true)
        #expect(Self.yamlIssues("a: *nowhere\n") == [
            "t.yaml:1:4: uses an alias that no anchor defines before it; define '&name' first, or fix the name."])
    }

    @Test("Tags other than the core ones are refused")
    func unknownTag() {
        #expect(Self.yamlIssues("a: !color red\n") == [
            "t.yaml:1:4: /a: has the tag !color, which templates do not support; remove it (only !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are accepted)."])
        #expect(Self.yamlIssues("a: !!binary aGVsbG8=\n") == [
            "t.yaml:1:4: /a: has the tag !!binary, which templates do not support; remove it (only !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are accepted)."])
        #expect(Self.yamlIssues("a: !!map [1]\n") == [
            "t.yaml:1:4: /a: has the tag !!map, which templates do not support; remove it (only !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are accepted)."])
    }

    @Test("One document per file; an empty file is an error")
    func documents() {
        #expect(Self.yamlIssues("a: 1\n---\nb: 2\n") == [
            "t.yaml:3:1: has more than one YAML document (a second one starts here, after '---'); keep one document per file."])
        #expect(Self.yamlIssues("---\na: 1\n...\n") == [])
        #expect(Self.yamlIssues("# only a comment\n") == [
            "t.yaml: is empty; expected a YAML value (a mapping for a template)."])
    }

    @Test("Nesting is limited to 128 levels, as in JSON, and absurd nesting is refused before parsing")
    func depth() {
        let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(Self.yamlIssues(ok) == [])
        let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        #expect(Self.yamlIssues(deep) == [
            "t.yaml:1:129: /" + String(repeating: "0/", count: 127) + "0: is nested more than 128 levels deep; flatten the template (use components or ForEach)."])
        var block = ""
        for i in 0..<129 { block += String(repeating: " ", count: i) + "k:\n" }
        #expect(Self.yamlIssues(block).first?.hasSuffix(": is nested more than 128 levels deep; flatten the template (use components or ForEach).") == true)
        let absurd = String(repeating: "[", count: 200_000)
        #expect(Self.yamlIssues(absurd) == [
            "t.yaml:1:263: is nested more than 128 levels deep; flatten the template (use components or ForEach)."])
        let absurdBlock = String(repeating: "- ", count: 200_000) + "x\n"
        #expect(Self.yamlIssues(absurdBlock).count == 1)
    }

    @Test("A folder with both template.json and template.yaml is an error naming both; template.yml alone loads")
    func folderLookup() throws {
        let json = try String(contentsOf: Self.templates.appendingPathComponent("todo/template.json"), encoding: .utf8)
        let yaml = try String(contentsOf: Self.templates.appendingPathComponent("todo-yaml/template.yaml"), encoding: .utf8)
        let sample = try [UInt8](Data(contentsOf: Self.templates.appendingPathComponent("todo-yaml/sample.yaml")))
        let both = try Fixture.folder(["template.json": Array(json.utf8), "template.yaml": Array(yaml.utf8), "sample.yaml": sample])
        #expect(throws: TemplateError(TemplateIssue(file: "todo", pointer: .root,
            message: "holds both template.json and template.yaml; keep one template file and delete the other."))) {
            try WidgetTemplate.load(from: both, displayName: "todo")
        }
        let yml = try Fixture.folder(["template.yml": Array(yaml.utf8), "sample.yaml": sample])
        let template = try WidgetTemplate.load(from: yml)
        #expect(template.metadata.name == "todo-yaml")
        #expect(template.displayName.hasSuffix("/template.yml"))
        let timeline = try template.timeline(from: try #require(template.sampleDataURL))
        #expect(timeline.entries.count == 1)
    }

    @Test("Errors in a YAML entry file are located like JSON ones")
    func entryFile() throws {
        let template = try WidgetTemplate.load(from: Self.templates.appendingPathComponent("todo-yaml"))
        let dir = try Fixture.folder(["bad.yaml": Array("date: 2026-03-12T09:30:00Z\nlist: Today\nlist: Again\n".utf8)])
        #expect(throws: TemplateError(TemplateIssue(file: "bad.yaml", pointer: JSONPointer(["list"]), position: SourcePosition(line: 3, column: 1),
                                                    message: "the key \"list\" appears twice in the same object."))) {
            try template.timeline(from: dir.appendingPathComponent("bad.yaml"), displayName: "bad.yaml")
        }
    }
}
