import Foundation
import Testing
import WidgetRender
@testable import WidgetTemplates
import WidgetTestSupport

/// Templates written into a fresh temporary folder, so every test has its own files.
enum Fixture {
    /// A folder with `files` (name → text or bytes) in it.
    static func folder(_ files: [String: [UInt8]] = [:]) throws -> URL {
        let dir = ScratchFolder.make("widget-templates")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, bytes) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return dir
    }

    /// A template whose top level is on line 1 and whose `body` starts on line 2, column 9.
    static func json(body: String, extra: String = "", families: String = #"["systemSmall", "systemMedium", "systemLarge"]"#) -> String {
        #"{"name": "t", "displayName": "T", "families": \#(families),\#(extra)"# + "\n" + #""body": \#(body)}"#
    }

    /// Loads `text` as `template.json` in a folder holding `files`; messages name it `template.json`.
    static func load(_ text: String, files: [String: [UInt8]] = [:]) throws -> WidgetTemplate {
        let dir = try folder(files.merging(["template.json": Array(text.utf8)]) { a, _ in a })
        return try WidgetTemplate.load(from: dir.appendingPathComponent("template.json"), displayName: "template.json")
    }

    /// The messages `load` reports for `text` (empty when it loads).
    static func issues(_ text: String, files: [String: [UInt8]] = [:]) -> [String] {
        do {
            _ = try load(text, files: files)
            return []
        } catch let e as TemplateError {
            return e.issues.map(\.description)
        } catch {
            return ["unexpected: \(error)"]
        }
    }

    /// An entry from JSON text.
    static func entry(_ json: String, date: Date = RenderOptions().now) throws -> TemplateEntry {
        let doc = try JSONDocument.parse(Array(json.utf8), file: "entry.json")
        guard case .object(let o) = doc.root else { throw TemplateError(TemplateIssue(file: "entry.json", pointer: .root, message: "not an object")) }
        return TemplateEntry(date: date, data: o, file: "entry.json")
    }

    /// The view for `body`, built for a family with an entry.
    static func view(_ body: String, extra: String = "", entry: String = "{}", family: WidgetFamily = .systemMedium,
                     files: [String: [UInt8]] = [:], images: RemoteImageLoader = RemoteImageLoader()) throws -> TemplateInstance {
        let template = try load(json(body: body, extra: extra), files: files)
        return try template.instantiate(entry: try Fixture.entry(entry), family: family, images: images)
    }

    /// The body laid out in a 300×200 rectangle with the fixed-advance measurer (every
    /// character is half the font size wide, lines are the font size tall).
    static func layout(_ body: String, extra: String = "", entry: String = "{}", family: WidgetFamily = .systemMedium,
                       scheme: ColorScheme = .light, files: [String: [UInt8]] = [:]) throws -> WidgetLayout {
        let instance = try view(body, extra: extra, entry: entry, family: family, files: files)
        var env = instance.environment()
        env.colorScheme = scheme
        return try WidgetTestSupport.layout(instance.view, width: 300, height: 200, environment: env)
    }

    /// The display items of the laid-out body, as text.
    static func items(_ body: String, extra: String = "", entry: String = "{}", scheme: ColorScheme = .light,
                      files: [String: [UInt8]] = [:]) throws -> [String] {
        let l = try layout(body, extra: extra, entry: entry, scheme: scheme, files: files)
        return l.draw(bounds: Rect(x: 0, y: 0, width: 300, height: 200)).items.map(\.description)
    }

    /// A PNG of `width`×`height` pixels of one color (encoded by WidgetImageIO).
    static func png(width: Int = 4, height: Int = 2, argb: UInt32 = 0xFF33_6699) throws -> [UInt8] {
        try PNGEncoder.encode(solidBitmap(width: width, height: height, argb: argb))
    }
}
