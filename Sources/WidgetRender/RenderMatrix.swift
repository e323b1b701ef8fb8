import Foundation

/// The combinations a batch renders: families × color schemes × timeline entries.
public struct RenderMatrix: Hashable, Sendable {
    /// nil: every family the template supports but `systemExtraLarge`.
    public var families: [WidgetFamily]?
    public var colorSchemes: [ColorScheme]
    /// Render only the first timeline entry (a gallery, a snapshot) instead of all of them.
    public var firstEntryOnly: Bool

    public init(families: [WidgetFamily]? = nil, colorSchemes: [ColorScheme] = ColorScheme.allCases,
                firstEntryOnly: Bool = false) {
        self.families = families; self.colorSchemes = colorSchemes; self.firstEntryOnly = firstEntryOnly
    }
}

/// One image of a batch, named predictably.
public struct RenderCell: Hashable, Sendable, CustomStringConvertible {
    public var family: WidgetFamily
    public var colorScheme: ColorScheme
    /// The timeline entry's position (0 for the first).
    public var entry: Int
    /// The entry's date: the `now` the image shows.
    public var date: Date

    /// `<name>-<family>-<scheme>`, with `-<n>` for the entries after the first:
    /// `weather-small-dark`, `clock-medium-light-2`.
    public func fileStem(_ name: String) -> String {
        "\(name)-\(family.shortName)-\(colorScheme.rawValue)" + (entry > 0 ? "-\(entry)" : "")
    }

    public var description: String { fileStem("widget") }
}

/// One planned render of a template: the cell, the instance and the options, ready to draw.
public struct TemplateRenderJob {
    public let cell: RenderCell
    public let instance: TemplateInstance
    public let options: RenderOptions

    /// Draws it (``WidgetRenderer/render(_:options:)``).
    public func render() throws(RenderError) -> RenderedWidget {
        try WidgetRenderer.render(instance, options: options)
    }

    /// Composes it without pixels (``WidgetRenderer/compose(_:options:)``).
    public func compose() throws(RenderError) -> ComposedWidget {
        try WidgetRenderer.compose(instance, options: options)
    }
}

extension WidgetRenderer {
    /// Every render of `template` for `matrix`, families outermost, then entries, then color
    /// schemes. Every instance is built first, so a bad entry or an unsupported family throws
    /// before anything is drawn; bindings are formatted in the options' locale and time zone.
    public static func plan(_ template: BoundTemplate, matrix: RenderMatrix = RenderMatrix(),
                            options: RenderOptions = RenderOptions(),
                            images: RemoteImageLoader = .shared) throws(RenderError) -> [TemplateRenderJob] {
        var jobs: [TemplateRenderJob] = []
        for family in template.families(matrix.families) {
            var instances: [TemplateInstance]
            do {
                instances = try template.instances(for: family, locale: options.locale, timeZone: options.timeZone, images: images)
            } catch {
                throw .template(error)
            }
            if matrix.firstEntryOnly { instances = Array(instances.prefix(1)) }
            for (index, instance) in instances.enumerated() {
                for scheme in matrix.colorSchemes {
                    var o = options
                    o.colorScheme = scheme
                    jobs.append(TemplateRenderJob(cell: RenderCell(family: family, colorScheme: scheme, entry: index, date: instance.now),
                                                  instance: instance, options: o))
                }
            }
        }
        return jobs
    }
}
