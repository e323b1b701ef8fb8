import Foundation
import WidgetRender

/// The JSON answer of `POST /v1/render` with `"format": "json"`: the image by reference (and
/// inline on request), the link map and the diagnostics.
struct RenderDocument: Encodable {
    struct Image: Encodable {
        let href: String
        let etag: String
        let contentType = "image/png"
        let width: Int
        let height: Int
        let scale: Double
        let base64: String?
    }
    let name: String
    let family: String
    let scheme: String
    let appearance: String
    let entry: Int
    let entries: Int
    let date: String
    let image: Image
    let links: LinkMapDocument
    let diagnostics: [Diagnostic]

    init(_ r: RenderResult, etag: String, inlineImage: Bool) {
        name = r.name
        family = r.cell.family.shortName
        scheme = r.cell.colorScheme.rawValue
        appearance = r.cell.appearance.name
        entry = r.cell.entry
        entries = r.entries
        date = ISO8601DateFormatter().string(from: r.cell.date)
        image = Image(href: "/v1/images/\(etag).png", etag: etag, width: r.pixelWidth, height: r.pixelHeight, scale: r.scale,
                      base64: inlineImage ? Data(r.png).base64EncodedString() : nil)
        links = r.links
        diagnostics = r.diagnostics
    }
}

/// One template of `GET /v1/templates`: what it is and the version on disk, or why it does not load.
struct TemplateSummary: Encodable {
    let name: String
    let version: String
    let displayName: String?
    let description: String?
    let families: [String]
    /// The dates of the sample timeline's entries (one for a single entry).
    let entries: [String]
    let error: ProblemDocument?
}

/// `GET /v1/templates`.
struct TemplateList: Encodable {
    let generation: Int
    let templates: [TemplateSummary]
}

enum JSONBody {
    static func encode<T: Encodable>(_ value: T) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? [UInt8](encoder.encode(value))) ?? Array("{}".utf8)
    }
}
