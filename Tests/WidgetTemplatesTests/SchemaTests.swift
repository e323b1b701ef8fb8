import Foundation
import Testing
import WidgetRender
@testable import WidgetTemplates

/// The JSON Schema shipped for editors knows the same views, modifiers, colors and filters as
/// the decoder.
@Suite("JSON Schema")
struct SchemaTests {
    static func schema() throws -> JSONObject {
        let url = TemplateGalleryTests.templatesDirectory.appendingPathComponent("schema/widget-template.schema.json")
        guard case .object(let o) = try JSONDocument.read(url).root else { throw TemplateError(TemplateIssue(file: "schema", pointer: .root, message: "not an object")) }
        return o
    }

    func defs() throws -> JSONObject { try #require(Self.schema()["$defs"]?.objectValue) }

    @Test("Every view type of the decoder is in the schema, and no other")
    func views() throws {
        let variants = try #require(defs()["view"]?.objectValue?["anyOf"]?.arrayValue)
        let titles = variants.compactMap { $0.objectValue?["title"]?.stringValue }
        #expect(Set(titles) == Set(ViewKinds.names))
    }

    @Test("Every modifier of the decoder is in the schema, and no other")
    func modifiers() throws {
        let variants = try #require(defs()["modifier"]?.objectValue?["anyOf"]?.arrayValue)
        let names = variants.compactMap { $0.objectValue?["required"]?.arrayValue?.first?.stringValue }
        #expect(Set(names) == Set(ModifierKinds.names))
    }

    @Test("The schema's color names are the decoder's")
    func colors() throws {
        let variants = try #require(defs()["color"]?.objectValue?["anyOf"]?.arrayValue)
        let names = variants.first?.objectValue?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(names == TemplateBuilder.colorNames)
    }

    @Test("The schema's top-level keys are the decoder's")
    func topLevel() throws {
        let keys = try #require(Self.schema()["properties"]?.objectValue?.keys)
        #expect(Set(keys).subtracting(["$comment"]) == Set(TemplateBuilder.topLevelKeys))
    }
}

/// The format's documentation stays true: its first example loads and renders.
@Suite("Templates/README.md")
struct ReadmeTests {
    @Test("The README's first template loads, and renders a small widget with the parameter's color")
    func firstExample() throws {
        let url = TemplateGalleryTests.templatesDirectory.appendingPathComponent("README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let template = try Fixture.load(String(text[start.upperBound..<end.lowerBound]))
        #expect(template.metadata.name == "hello")
        let instance = try template.instantiate(entry: try Fixture.entry(#"{"name": "Ann"}"#), family: .systemSmall, images: RemoteImageLoader())
        let composed = try WidgetRenderer.compose(instance)
        #expect(composed.displayList.items.contains { if case .fill(_, .linearGradient) = $0 { return true } else { return false } })
    }
}
