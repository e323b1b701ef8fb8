import Foundation

/// One rendered image as every report spells it: `render --json`, `POST /v1/render` with
/// `"format": "json"`, `bundle.json`, the previews' `render --json` and the gallery. Families
/// are WidgetKit's names (`systemSmall`, `accessoryCircular`), rendering modes
/// `WidgetAppearance.name` (`full-color`, `tinted`), Dynamic Type sizes their short names
/// (`ax3`), dates ISO 8601.
public struct RenderSummary: Codable, Hashable, Sendable {
    /// What was rendered: the template's or preview's name, the widget's `kind`.
    public var source: String
    /// The file stem (``RenderCell/fileStem(_:)``): `weather-small-dark`.
    public var name: String
    /// Where the image was written, when it was.
    public var file: String?
    /// The family drawn.
    public var family: WidgetFamily
    /// The surface drawn instead of a family's canvas (`islandCompact`, `activityLockScreen`…),
    /// when there is one: the family is then only the planner's loop.
    public var surface: String?
    /// The color scheme drawn.
    public var scheme: ColorScheme
    /// The rendering mode's name.
    public var renderingMode: String
    /// The Dynamic Type size's short name, when the set names it.
    public var dynamicType: String?
    /// The locale's identifier, when the set names it.
    public var locale: String?
    /// The device's id (`390x844`).
    public var device: String
    /// `entry-0`, `entry-1`…, `placeholder` or `snapshot`.
    public var phase: String
    /// The timeline entry's position (0 for the placeholder and snapshot).
    public var entry: Int
    /// The `now` the image shows, ISO 8601.
    public var date: String
    /// The image's size in pixels, and its scale.
    public var width: Int, height: Int, scale: Double
    /// The link map.
    public var links: LinkMapDocument
    /// Every diagnostic and lint of the render.
    public var diagnostics: [Diagnostic]
    /// What VoiceOver reads, element by element in reading order.
    public var voiceOver: [VoiceOverElement] = []

    /// The summary of `widget`, the render of `job`, written to `file` if it was.
    public init(_ job: RenderJob, widget: RenderedWidget, file: String? = nil) {
        self.init(source: job.name, cell: job.cell, composed: widget.composed, width: widget.pixelWidth,
                  height: widget.pixelHeight, file: file)
    }

    /// The summary of a composed render of `cell` of `source` whose image is `width` × `height` pixels.
    public init(source: String, cell: RenderCell, composed: ComposedWidget, width: Int, height: Int, file: String? = nil) {
        self.source = source; self.name = cell.fileStem(source); self.file = file
        family = cell.family; surface = cell.surface; scheme = cell.colorScheme; renderingMode = cell.appearance.name
        dynamicType = cell.dynamicTypeSize?.shortName
        locale = cell.locale?.identifier
        device = composed.canvas.device.id
        phase = cell.phase.description; entry = cell.entry
        date = Self.iso8601(cell.date)
        self.width = width; self.height = height; scale = composed.canvas.scale
        links = composed.linkMap.document; diagnostics = composed.diagnostics; voiceOver = composed.voiceOver
    }

    /// `2026-01-01T09:00:00Z`, as `ISO8601DateFormatter` writes it, without building one per
    /// summary (a formatter costs hundreds of allocations; summaries are made on every thread).
    package static func iso8601(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var t = tm()
        guard gmtime_r(&seconds, &t) != nil else { return ISO8601DateFormatter().string(from: date) }
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let year = Int(t.tm_year) + 1900
        let y = year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(y)-\(two(t.tm_mon + 1))-\(two(t.tm_mday))T\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))Z"
    }
}
