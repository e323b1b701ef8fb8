import Foundation

/// The combinations a batch renders: families × color schemes × rendering modes × Dynamic
/// Type sizes × locales × timeline entries. Every axis defaults to one value (the options').
public struct RenderMatrix: Hashable, Sendable {
    /// nil: every family the template supports but `systemExtraLarge`.
    public var families: [WidgetFamily]?
    /// The color schemes; both by default.
    public var colorSchemes: [ColorScheme]
    /// nil entries (and the default, `[nil]`): the options' appearance, or the family's own.
    public var appearances: [WidgetAppearance?]
    /// Empty: the options' size.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Empty: the options' locale (and no locale in file names).
    public var locales: [Locale]
    /// Render only the first timeline entry (a gallery, a snapshot) instead of all of them.
    public var firstEntryOnly: Bool
    /// Render only the timeline entries at these positions (a server asked for one); nil: all.
    /// Only these entries are instantiated; their cells keep their positions in the timeline.
    public var entries: Range<Int>?

    /// A matrix; by default every supported family in light and dark, in each family's own rendering mode, for every entry.
    public init(families: [WidgetFamily]? = nil, colorSchemes: [ColorScheme] = ColorScheme.allCases,
                appearances: [WidgetAppearance?] = [nil], dynamicTypeSizes: [DynamicTypeSize] = [],
                locales: [Locale] = [], firstEntryOnly: Bool = false) {
        self.families = families; self.colorSchemes = colorSchemes
        self.appearances = appearances.isEmpty ? [nil] : appearances
        self.dynamicTypeSizes = dynamicTypeSizes; self.locales = locales
        self.firstEntryOnly = firstEntryOnly
        self.entries = nil
    }

    /// Every rendering mode a family is drawn in: full colour, tinted (with `tint`) and clear
    /// on the Home Screen; vibrant on the Lock Screen (and StandBy night for small widgets is
    /// left to an explicit `WidgetAppearance/standByNight`).
    public static func allAppearances(tint: RGBA = WidgetAppearance.defaultTint) -> [WidgetAppearance?] {
        [.fullColor, .tinted(tint), .clear, .vibrant]
    }
}

/// One image of a batch, named predictably.
public struct RenderCell: Hashable, Sendable, CustomStringConvertible {
    /// The family drawn.
    public var family: WidgetFamily
    /// The color scheme drawn.
    public var colorScheme: ColorScheme
    /// The rendering mode drawn.
    public var appearance: WidgetAppearance
    /// Whether the mode goes into the file name (it was asked for, and is not the family's own).
    public var namesAppearance: Bool
    /// The Dynamic Type size, when the matrix names it.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The locale, when the matrix names it.
    public var locale: Locale?
    /// The timeline entry's position (0 for the first).
    public var entry: Int
    /// The entry's date: the `now` the image shows.
    public var date: Date

    /// A cell; `appearance` nil is the family's own rendering mode.
    public init(family: WidgetFamily, colorScheme: ColorScheme, appearance: WidgetAppearance? = nil, namesAppearance: Bool = false,
                dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil, entry: Int = 0, date: Date) {
        self.family = family; self.colorScheme = colorScheme
        self.appearance = appearance ?? .own(for: family)
        self.namesAppearance = namesAppearance; self.dynamicTypeSize = dynamicTypeSize; self.locale = locale
        self.entry = entry; self.date = date
    }

    /// `<name>-<family>-<scheme>[-<mode>][-<text size>][-<language>][-<n>]`: the mode when it
    /// is not the family's own (`tinted`, `clear`, `vibrant`…), the Dynamic Type size and the
    /// locale when the matrix has those axes, `-<n>` for the entries after the first:
    /// `weather-small-dark`, `weather-small-dark-tinted-ax3-ar`, `clock-medium-light-2`.
    public func fileStem(_ name: String) -> String {
        name + "-" + variantName
    }

    /// ``fileStem(_:)`` without the name: `small-dark`, `small-dark-tinted-ax3-ar`.
    public var variantName: String {
        var parts = [family.shortName, colorScheme.rawValue]
        if namesAppearance { parts.append(appearance.name) }
        if let dynamicTypeSize { parts.append(dynamicTypeSize.shortName) }
        if let locale { parts.append(locale.identifier.replacingOccurrences(of: "_", with: "-")) }
        if entry > 0 { parts.append(String(entry)) }
        return parts.joined(separator: "-")
    }

    public var description: String { fileStem("widget") }
}

/// One planned render of a template: the cell, the instance and the options, ready to draw.
public struct TemplateRenderJob {
    /// Which image of the batch this is.
    public let cell: RenderCell
    /// The template instantiated for the cell's family and entry.
    public let instance: TemplateInstance
    /// The options for the cell.
    public let options: RenderOptions

    /// Draws it (`WidgetRenderer.render(_:options:)`).
    public func render() throws(RenderError) -> RenderedWidget {
        try WidgetRenderer.render(instance, options: options)
    }

    /// Composes it without pixels (`WidgetRenderer.compose(_:options:)`).
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
        let locales: [Locale?] = matrix.locales.isEmpty ? [nil] : matrix.locales
        let sizes: [DynamicTypeSize?] = matrix.dynamicTypeSizes.isEmpty ? [nil] : matrix.dynamicTypeSizes
        // Every remote image of the set at once, under one deadline, before any instance is built.
        template.prefetchRemoteImages(families: template.families(matrix.families),
                                      locales: locales.map { $0 ?? options.locale }, timeZone: options.timeZone, images: images)
        for family in template.families(matrix.families) {
            for locale in locales {
                var instances: [TemplateInstance]
                let selected = matrix.entries
                do {
                    instances = try template.instances(for: family, entries: selected, locale: locale ?? options.locale,
                                                       timeZone: options.timeZone, images: images)
                } catch {
                    throw .template(error)
                }
                if matrix.firstEntryOnly { instances = Array(instances.prefix(1)) }
                let first = selected.map { max(0, $0.lowerBound) } ?? 0
                for (offset, instance) in instances.enumerated() {
                    let index = first + offset
                    for scheme in family.isAccessory ? [ColorScheme.dark] : matrix.colorSchemes {
                        for asked in Self.appearances(matrix.appearances, family: family, options: options) {
                            for size in sizes {
                                let (cell, o) = Self.cell(family: family, colorScheme: scheme, appearance: asked, dynamicTypeSize: size,
                                                          locale: locale, entry: index, date: instance.now, options: options)
                                jobs.append(TemplateRenderJob(cell: cell, instance: instance, options: o))
                            }
                        }
                    }
                }
            }
        }
        return jobs
    }

    /// One render's cell and options: `options` with the cell's scheme, mode, text size and
    /// locale applied. Lock Screen widgets have one look, the dark appearance, whatever
    /// `colorScheme` asks. Every planner of renders (templates here, Swift previews in the
    /// server) names and configures its cells with this.
    public static func cell(family: WidgetFamily, colorScheme: ColorScheme,
                            appearance asked: (appearance: WidgetAppearance?, named: Bool),
                            dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil, entry: Int, date: Date,
                            options: RenderOptions) -> (cell: RenderCell, options: RenderOptions) {
        var o = options
        o.colorScheme = family.isAccessory ? .dark : colorScheme
        o.appearance = asked.appearance
        if let dynamicTypeSize { o.dynamicTypeSize = dynamicTypeSize }
        if let locale { o.locale = locale }
        let cell = RenderCell(family: family, colorScheme: o.colorScheme, appearance: o.appearance ?? .own(for: family),
                              namesAppearance: asked.named, dynamicTypeSize: dynamicTypeSize, locale: locale,
                              entry: entry, date: date)
        return (cell, o)
    }

    /// The modes a family is drawn in for a matrix: the Lock Screen families only in vibrant
    /// (what iPhone shows), the Home Screen families in every mode asked but vibrant; each
    /// named in files unless it is the family's own and the only one. With no mode asked
    /// (`[nil]`), the options' own, unnamed.
    public static func appearances(_ asked: [WidgetAppearance?], family: WidgetFamily,
                            options: RenderOptions) -> [(appearance: WidgetAppearance?, named: Bool)] {
        let explicit = asked.compactMap { $0 }
        if explicit.isEmpty { return [(options.appearance, false)] }
        let own = WidgetAppearance.own(for: family)
        var fitting = explicit.filter { family.isAccessory ? $0.style == .vibrant : $0.style != .vibrant || $0 == .standByNight }
        if fitting.isEmpty { fitting = [own] }
        let named = !(fitting.count == 1 && fitting[0] == own)
        return fitting.map { ($0, named) }
    }
}

extension WidgetAppearance {
    /// How the system draws `family` unless told otherwise: vibrant on the Lock Screen (iPhone
    /// draws its families no other way), full colour on the Home Screen.
    public static func own(for family: WidgetFamily) -> WidgetAppearance { family.isAccessory ? .vibrant : .fullColor }
}
