import Foundation

/// One picture of a `Widget` as the system shows it: which widget, family and phase
/// (placeholder, snapshot, timeline entry), and the rendered image.
public struct RenderedWidgetFrame: Sendable {
    /// The widget's `kind`, display name, description and families.
    public let descriptor: WidgetDescriptor
    /// The family drawn.
    public let family: WidgetFamily
    /// `placeholder`, `snapshot` or `entry-N`.
    public let phase: String
    /// The entry's date, the render's `now`.
    public let date: Date
    /// The render.
    public let widget: RenderedWidget

    /// `<kind>-<family>-<scheme>-<phase>`: `Widget_Extension-small-light-entry-0`.
    public var fileStem: String {
        "\(descriptor.kind)-\(family.shortName)-\(widget.canvas.colorScheme.rawValue)-\(phase)"
    }
}

extension WidgetRenderer {
    /// Renders a `Widget` the way the system would (`WidgetTimelines`): for each family it
    /// supports (or `families`, each of which it must support), the placeholder (redacted), the
    /// snapshot and every timeline entry, each at its date as `now`, with the widget's
    /// `contentMarginsDisabled` and `containerBackgroundRemovable`. Providers run at
    /// `options.now`; each family is drawn at the options' device size for it.
    public static func render<W: Widget>(_ widget: W, families: [WidgetFamily]? = nil,
                                         options: RenderOptions = RenderOptions()) async throws -> [RenderedWidgetFrame] {
        let enumerated = try await WidgetTimelines.enumerate(widget, options: enumeration(families, options))
        return try draw([enumerated], options: options)
    }

    /// Renders every widget of a `WidgetBundle` (see ``render(_:families:options:)-(W,_,_)``).
    public static func render<B: WidgetBundle>(bundle: B, families: [WidgetFamily]? = nil,
                                               options: RenderOptions = RenderOptions()) async throws -> [RenderedWidgetFrame] {
        let enumerated = try await WidgetTimelines.enumerate(bundle, options: enumeration(families, options))
        return try draw(enumerated, options: options)
    }

    private static func enumeration(_ families: [WidgetFamily]?, _ options: RenderOptions) -> WidgetEnumerationOptions {
        let device = options.device
        return WidgetEnumerationOptions(now: options.now, families: families, displaySize: { family in
            device.size(of: family).map { CGSize($0) } ?? .zero
        })
    }

    private static func draw(_ widgets: [EnumeratedWidget], options: RenderOptions) throws(RenderError) -> [RenderedWidgetFrame] {
        var out: [RenderedWidgetFrame] = []
        for enumerated in widgets {
            let d = enumerated.descriptor
            for timeline in enumerated.timelines {
                for frame in timeline.frames {
                    var o = options
                    o.family = frame.family
                    o.now = frame.date
                    o.containerBackgroundRemovable = d.containerBackgroundRemovable
                    if d.contentMarginsDisabled { o.contentMargins = nil }
                    out.append(RenderedWidgetFrame(descriptor: d, family: frame.family, phase: frame.phase.description,
                                                   date: frame.date, widget: try render(frame.view, options: o)))
                }
            }
        }
        return out
    }
}

/// What ``WidgetRenderer/write(_:into:)`` writes beside the images: `bundle.json`, the widgets'
/// metadata (kind, names, description, families) and every image with its family, phase, date
/// and diagnostics.
public struct WidgetBundleReport: Encodable, Sendable {
    /// One image written.
    public struct Image: Encodable, Sendable {
        /// The image's file name.
        public var file: String
        /// The widget's `kind`.
        public var kind: String
        /// The family's raw value (`systemSmall`).
        public var family: String
        /// `light` or `dark`.
        public var scheme: String
        /// The rendering mode's name (`full-color`, `tinted`, `vibrant`…).
        public var renderingMode: String
        /// `placeholder`, `snapshot` or `entry-N`.
        public var phase: String
        /// The entry's date, ISO 8601.
        public var date: String
        /// The render's diagnostics.
        public var diagnostics: [Diagnostic]
    }
    /// The widgets' metadata.
    public var widgets: [WidgetDescriptor]
    /// Every image written, in order.
    public var images: [Image]
}

extension WidgetRenderer {
    /// Writes each frame as `<kind>-<family>-<scheme>[-<mode>]-<phase>.png` and `bundle.json`
    /// (``WidgetBundleReport``) into `directory`; each file appears whole or not at all.
    @discardableResult
    public static func write(_ frames: [RenderedWidgetFrame], into directory: URL) throws(RenderError) -> WidgetBundleReport {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .encoding(.writeFailed(path: directory.path, reason: "could not create the folder: \(error.localizedDescription)"))
        }
        var widgets: [WidgetDescriptor] = []
        var images: [WidgetBundleReport.Image] = []
        let iso = ISO8601DateFormatter()
        for frame in frames {
            if !widgets.contains(frame.descriptor) { widgets.append(frame.descriptor) }
            let appearance = frame.widget.canvas.appearance
            let mode = appearance == .own(for: frame.family) ? "" : "-\(appearance.name)"
            let file = "\(frame.descriptor.kind)-\(frame.family.shortName)-\(frame.widget.canvas.colorScheme.rawValue)\(mode)-\(frame.phase).png"
            try frame.widget.writePNG(to: directory.appendingPathComponent(file))
            images.append(.init(file: file, kind: frame.descriptor.kind, family: frame.family.rawValue,
                                scheme: frame.widget.canvas.colorScheme.rawValue, renderingMode: appearance.name,
                                phase: frame.phase, date: iso.string(from: frame.date), diagnostics: frame.widget.diagnostics))
        }
        let report = WidgetBundleReport(widgets: widgets, images: images)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do { json = try encoder.encode(report) } catch {
            throw .encoding(.writeFailed(path: directory.appendingPathComponent("bundle.json").path, reason: "\(error)"))
        }
        do { try AtomicFile.write(json, to: directory.appendingPathComponent("bundle.json")) } catch { throw .encoding(error) }
        return report
    }
}
