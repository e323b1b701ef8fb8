import Foundation
import Testing
@testable import WidgetTemplates

/// Which templates are built once more to collect remote image URLs before rendering: only those
/// with an image source that a binding or a URL could make remote.
@Suite("Remote image sources found at load")
struct RemoteSourceScanTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")

    @Test("A template whose images are all local files, or that has none, is never scanned for URLs", arguments: ["weather", "clock", "link-demo"])
    func localOnly(name: String) throws {
        let template = try WidgetTemplate.load(from: Self.templates.appendingPathComponent(name))
        #expect(!template.mayUseRemoteImages)
    }

    @Test("A bound image source may be remote", arguments: ["countdown", "transparent-photo"])
    func bound(name: String) throws {
        let template = try WidgetTemplate.load(from: Self.templates.appendingPathComponent(name))
        #expect(template.mayUseRemoteImages)
    }

    @Test("Sources are found in nested views, components and as URLs; a plain file name is local")
    func scan() {
        func source(_ value: JSONValue) -> JSONValue {
            .object(JSONObject([("type", .string("VStack")), ("children", .array([.object(JSONObject([("type", .string("Image")), ("source", value)]))]))]))
        }
        #expect(WidgetTemplate.mayReferenceRemoteImages(source(.string("https://example.com/a.png"))))
        #expect(WidgetTemplate.mayReferenceRemoteImages(source(.string("{{entry.photo}}"))))
        #expect(WidgetTemplate.mayReferenceRemoteImages(source(.number(1))))
        #expect(!WidgetTemplate.mayReferenceRemoteImages(source(.string("logo.png"))))
    }
}
