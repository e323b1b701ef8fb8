import Foundation

/// One picture of a `Widget` as the system shows it: which widget, family and phase
/// (placeholder, snapshot, timeline entry), and the rendered image.
public struct RenderedWidgetFrame: Sendable {
    /// The widget's `kind`, display name, description and families.
    public let descriptor: WidgetDescriptor
    public let family: WidgetFamily
    /// `placeholder`, `snapshot` or `entry-N`.
    public let phase: String
    /// The entry's date, the render's `now`.
    public let date: Date
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
