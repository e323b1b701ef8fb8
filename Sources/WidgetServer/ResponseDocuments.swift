import Foundation
import WidgetRender

/// The JSON answer of `POST /v1/render` with `"format": "json"`: the render as every report
/// spells it (``RenderSummary``: family, scheme, rendering mode, link map, diagnostics…), the
/// number of entries in the timeline, and the image by reference (and inline on request).
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
    let summary: RenderSummary
    let entries: Int
    let image: Image

    init(_ r: RenderResult, etag: String, inlineImage: Bool) {
        summary = r.summary
        entries = r.entries
        image = Image(href: "/v1/images/\(etag).png", etag: etag, width: r.summary.width, height: r.summary.height,
                      scale: r.summary.scale, base64: inlineImage ? Data(r.png).base64EncodedString() : nil)
    }

    private enum CodingKeys: String, CodingKey { case entries, image }

    func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(image, forKey: .image)
    }
}

/// One template of `GET /v1/templates`: what it is and the version on disk, or why it does not load.
struct TemplateSummary: Encodable {
    let name: String
    let version: String
    let displayName: String?
    let description: String?
    let families: [String]
    /// `widget`, `liveActivity` or `control`: what `families` lists (families or presentations).
    var kind: String = TemplateKind.widget.rawValue
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
