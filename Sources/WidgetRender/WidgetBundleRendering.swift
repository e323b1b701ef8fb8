import Foundation

/// One picture of a `Widget` as the system shows it: which widget, and the planned job
/// (family, scheme, phase: placeholder, snapshot or timeline entry) with its image.
public struct RenderedWidgetFrame: Sendable {
    /// The widget's `kind`, display name, description and families.
    public let descriptor: WidgetDescriptor
    /// Which image of the widget's set this is.
    public let cell: RenderCell
    /// The render.
    public let widget: RenderedWidget

    /// The family drawn.
    public var family: WidgetFamily { cell.family }
    /// `placeholder`, `snapshot` or `entry-N`.
    public var phase: String { cell.phase.description }
    /// The entry's date, the render's `now`.
    public var date: Date { cell.date }

    /// The file stem, as every set names its files (``RenderCell/fileStem(_:)``) with the
    /// widget's `kind` as the name: `Countdown-small-light`, `Countdown-small-light-placeholder`,
    /// `Countdown-small-light-2`.
    public var fileStem: String { cell.fileStem(descriptor.kind) }

    /// The render as every report spells it.
    public var summary: RenderSummary {
        RenderSummary(source: descriptor.kind, cell: cell, composed: widget.composed, width: widget.pixelWidth,
                      height: widget.pixelHeight, file: fileStem + ".png")
    }
}

extension WidgetRenderer {
    /// Renders a `Widget` the way the system would (`WidgetTimelines`): for each family it
    /// supports (or the matrix's families, each of which it must support), the placeholder
    /// (redacted), the snapshot and every timeline entry, each at its date as `now`, with the
    /// widget's `contentMarginsDisabled` and `containerBackgroundRemovable`. Providers run at
    /// `options.now`; each family is drawn at the options' device size for it. Planned by
    /// ``plan(_:matrix:options:)`` like every other set; with no matrix, in the options' color
    /// scheme and rendering mode (named in files when it is not the family's own).
    public static func render<W: Widget>(_ widget: W, matrix: RenderMatrix? = nil,
                                         options: RenderOptions = RenderOptions()) async throws -> [RenderedWidgetFrame] {
        let matrix = matrix ?? defaultMatrix(options)
        let enumerated = try await WidgetTimelines.enumerate(widget, options: enumeration(matrix.families, options))
        return try draw([enumerated], matrix: matrix, options: options)
    }

    /// Renders every widget of a `WidgetBundle` (see ``render(_:matrix:options:)-(W,_,_)``).
    public static func render<B: WidgetBundle>(bundle: B, matrix: RenderMatrix? = nil,
                                               options: RenderOptions = RenderOptions()) async throws -> [RenderedWidgetFrame] {
        let matrix = matrix ?? defaultMatrix(options)
        let enumerated = try await WidgetTimelines.enumerate(bundle, options: enumeration(matrix.families, options))
        return try draw(enumerated, matrix: matrix, options: options)
    }

    private static func defaultMatrix(_ options: RenderOptions) -> RenderMatrix {
        RenderMatrix(colorSchemes: [options.colorScheme], appearances: [options.appearance])
    }

    /// A widget's enumerated timelines as a source for the planner: its `kind` names the files.
    public static func source(of widget: EnumeratedWidget) -> TimelineSource {
        let d = widget.descriptor
        let byFamily = Dictionary(widget.timelines.map { ($0.family, $0.frames) }, uniquingKeysWith: { a, _ in a })
        var source = TimelineSource(name: d.kind, families: widget.timelines.map(\.family), subject: "The widget \"\(d.kind)\"",
                                    contentMarginsDisabled: d.contentMarginsDisabled,
                                    containerBackgroundRemovable: d.containerBackgroundRemovable) { family in
            (byFamily[family] ?? []).map { frame in
                TimelineSource.Frame(phase: frame.phase, date: frame.date) { _ in frame.view }
            }
        }
        source.requiresContainerBackground = true
        return source
    }

    package static func enumeration(_ families: [WidgetFamily]?, _ options: RenderOptions) -> WidgetEnumerationOptions {
        let device = options.device
        return WidgetEnumerationOptions(now: options.now, families: families, displaySize: { family in
            device.size(of: family).map { CGSize($0) } ?? .zero
        })
    }

    private static func draw(_ widgets: [EnumeratedWidget], matrix: RenderMatrix,
                             options: RenderOptions) throws(RenderError) -> [RenderedWidgetFrame] {
        var out: [RenderedWidgetFrame] = []
        for enumerated in widgets {
            for job in try plan(source(of: enumerated), matrix: matrix, options: options) {
                out.append(RenderedWidgetFrame(descriptor: enumerated.descriptor, cell: job.cell, widget: try job.render()))
            }
        }
        return out
    }
}

/// What ``WidgetRenderer/write(_:into:)-([RenderedWidgetFrame],_)`` writes beside the images: `bundle.json`, the widgets'
/// metadata (kind, names, description, families) and every image as every report spells it
/// (``RenderSummary``: its `source` is the widget's `kind`, `file` the file's name).
public struct WidgetBundleReport: Encodable, Sendable {
    /// The widgets' metadata.
    public var widgets: [WidgetDescriptor]
    /// Every image written, in order.
    public var images: [RenderSummary]
    /// The Live Activities' images (the extension's `@main` program), each named by its
    /// presentation (`surface`: `activityLockScreen`, `islandCompact`…).
    public var activities: [RenderSummary] = []
    /// The controls' images (`surface`: `controlSmall`…, `-on`/`-off` for a toggle's states).
    public var controls: [RenderSummary] = []
}

extension WidgetRenderer {
    /// Writes each frame as `<fileStem>.png` (``RenderedWidgetFrame/fileStem``) and `bundle.json`
    /// (``WidgetBundleReport``) into `directory`; each file appears whole or not at all.
    @discardableResult
    public static func write(_ frames: [RenderedWidgetFrame], into directory: URL) throws(RenderError) -> WidgetBundleReport {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .encoding(.writeFailed(path: directory.path, reason: "could not create the folder: \(error.localizedDescription)"))
        }
        var widgets: [WidgetDescriptor] = []
        var images: [RenderSummary] = []
        for frame in frames {
            if !widgets.contains(frame.descriptor) { widgets.append(frame.descriptor) }
            let summary = frame.summary
            try frame.widget.writePNG(to: directory.appendingPathComponent(frame.fileStem + ".png"))
            images.append(summary)
        }
        let report = WidgetBundleReport(widgets: widgets, images: images)
        try writeBundleJSON(report, into: directory)
        return report
    }

    /// Writes `report` as `directory/bundle.json`, whole or not at all.
    static func writeBundleJSON(_ report: WidgetBundleReport, into directory: URL) throws(RenderError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do { json = try encoder.encode(report) } catch {
            throw .encoding(.writeFailed(path: directory.appendingPathComponent("bundle.json").path, reason: "\(error)"))
        }
        do { try AtomicFile.write(json, to: directory.appendingPathComponent("bundle.json")) } catch { throw .encoding(error) }
    }
}
