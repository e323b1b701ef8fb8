import Foundation

/// The combinations a set of renders covers: devices × families × locales × timeline entries ×
/// color schemes × rendering modes × Dynamic Type sizes. Every axis defaults to one value (the
/// options'). ``WidgetRenderer/plan(_:matrix:options:)`` turns a source and a matrix into jobs.
public struct RenderMatrix: Hashable, Sendable {
    /// nil: every family the source supports that the device shows (no extra large on an iPhone).
    public var families: [WidgetFamily]?
    /// The color schemes; both by default. Lock Screen families are drawn dark whatever is asked.
    public var colorSchemes: [ColorScheme]
    /// nil entries (and the default, `[nil]`): the options' appearance, or the family's own.
    public var appearances: [WidgetAppearance?]
    /// Empty: the options' size.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Empty: the options' locale (and no locale in file names).
    public var locales: [Locale]
    /// Empty: the options' device (and no device in file names).
    public var devices: [DeviceProfile]
    /// The Live Activity and control presentations to draw, by name (`activityLockScreen`,
    /// `islandCompact`, `controlSmall`…: `ActivityPresentation` and `ControlPresentation`
    /// raw values); nil: every one the source declares that the device shows. Asking a widget
    /// source for one is an error.
    public var presentations: [String]?
    /// Render only the first timeline entry (a gallery, a snapshot) instead of all of them.
    public var firstEntryOnly: Bool
    /// Render only the timeline entries at these positions (a server asked for one); nil: all.
    /// Only these entries are instantiated; their cells keep their positions in the timeline.
    public var entries: Range<Int>?

    /// A matrix; by default every supported family in light and dark, in each family's own
    /// rendering mode, for every entry, on the options' device.
    public init(families: [WidgetFamily]? = nil, colorSchemes: [ColorScheme] = ColorScheme.allCases,
                appearances: [WidgetAppearance?] = [nil], dynamicTypeSizes: [DynamicTypeSize] = [],
                locales: [Locale] = [], devices: [DeviceProfile] = [], presentations: [String]? = nil, firstEntryOnly: Bool = false) {
        self.families = families; self.colorSchemes = colorSchemes; self.presentations = presentations
        self.appearances = appearances.isEmpty ? [nil] : appearances
        self.dynamicTypeSizes = dynamicTypeSizes; self.locales = locales; self.devices = devices
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

/// Which request of a widget's provider an image shows: a timeline entry (templates, views and
/// previews have only these), the placeholder or the widget-gallery snapshot.
public typealias RenderPhase = WidgetTimelineFrame.Phase

/// One image of a set, named predictably: the one naming scheme of every file WidgetRender
/// writes (CLI, gallery, previews, bundles, snapshot references).
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
    /// The device, when the matrix names it.
    public var device: DeviceProfile?
    /// The placeholder, the snapshot or a timeline entry.
    public var phase: RenderPhase
    /// The entry's date: the `now` the image shows.
    public var date: Date
    /// The surface drawn instead of the family's canvas (``RenderSurface/name``, e.g.
    /// `islandCompact`): it replaces the family in file names.
    public var surface: String?
    /// The presentation the surface shows (``RenderSurface/presentation``: `controlSmall` for
    /// `controlSmall-on`); nil for a family.
    public var presentation: String?

    /// A cell; `appearance` nil is the family's own rendering mode.
    public init(family: WidgetFamily, colorScheme: ColorScheme, appearance: WidgetAppearance? = nil, namesAppearance: Bool = false,
                dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil, device: DeviceProfile? = nil,
                phase: RenderPhase = .entry(0), date: Date) {
        self.family = family; self.colorScheme = colorScheme
        self.appearance = appearance ?? .own(for: family)
        self.namesAppearance = namesAppearance; self.dynamicTypeSize = dynamicTypeSize; self.locale = locale
        self.device = device; self.phase = phase; self.date = date
    }

    /// The timeline entry's position (0 for the first, and for the placeholder and snapshot).
    public var entry: Int {
        if case .entry(let index) = phase { return index }
        return 0
    }

    /// `<name>-<family>-<scheme>[-<mode>][-<text size>][-<language>][-<phase>][-<device>]`:
    /// the mode when it is not the family's own (`tinted`, `clear`, `vibrant`…), the Dynamic
    /// Type size and the locale when the matrix has those axes, `-<n>` for the entries after
    /// the first (`-placeholder`, `-snapshot` for a widget's other phases), and the device's id
    /// when the matrix names a device other than the default: `weather-small-dark`,
    /// `weather-small-dark-tinted-ax3-ar`, `clock-medium-light-2`, `Countdown-small-light-placeholder`,
    /// `logo-small-light-1290x2796`.
    public func fileStem(_ name: String) -> String {
        name + "-" + variantName
    }

    /// ``fileStem(_:)`` without the name: `small-dark`, `small-dark-tinted-ax3-ar`.
    public var variantName: String {
        var parts = [surface ?? family.shortName, colorScheme.rawValue]
        if namesAppearance { parts.append(appearance.name) }
        if let dynamicTypeSize { parts.append(dynamicTypeSize.shortName) }
        if let locale { parts.append(locale.identifier.replacingOccurrences(of: "_", with: "-")) }
        switch phase {
        case .entry(let index): if index > 0 { parts.append(String(index)) }
        case .placeholder, .snapshot: parts.append(phase.description)
        }
        if let device, device != .iPhone390x844 { parts.append(device.id) }
        return parts.joined(separator: "-")
    }

    public var description: String { fileStem("widget") }
}
