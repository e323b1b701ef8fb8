import Foundation

/// One combination of a snapshot assertion — family × color scheme × rendering mode × Dynamic
/// Type size × locale × device — and the name its reference files get.
///
/// Names follow `RenderCell/fileStem(_:)`, as `widget-render` names its files: `small-light`,
/// `small-dark-tinted-ax3-ar`; a device other than the default adds its id
/// (`small-light-1290x2796`). An axis left at its default is not named, so adding an axis to
/// an assertion keeps the names (and references) of the combinations it already had.
public struct WidgetSnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    /// The widget family rendered.
    public var family: WidgetFamily
    /// Light or dark (always dark for the Lock Screen families).
    public var colorScheme: ColorScheme
    /// The device drawn on.
    public var device: DeviceProfile
    /// The rendering mode; nil keeps the options' (or the family's own).
    public var appearance: WidgetAppearance?
    /// Whether the name carries the rendering mode.
    public var namesAppearance: Bool
    /// The Dynamic Type size; nil keeps the options' (and is not named).
    public var dynamicTypeSize: DynamicTypeSize?
    /// The locale; nil keeps the options' (and is not named).
    public var locale: Locale?

    /// A combination; `namesAppearance` nil names the mode when one is given.
    public init(family: WidgetFamily, colorScheme: ColorScheme, device: DeviceProfile = .iPhone390x844,
                appearance: WidgetAppearance? = nil, namesAppearance: Bool? = nil,
                dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil) {
        self.family = family; self.colorScheme = colorScheme; self.device = device
        self.appearance = appearance; self.namesAppearance = namesAppearance ?? (appearance != nil)
        self.dynamicTypeSize = dynamicTypeSize; self.locale = locale
    }

    /// The combination as the facade names it (`RenderCell`).
    public var cell: RenderCell {
        RenderCell(family: family, colorScheme: colorScheme, appearance: appearance, namesAppearance: namesAppearance,
                   dynamicTypeSize: dynamicTypeSize, locale: locale, date: Date(timeIntervalSince1970: 0))
    }

    /// `small-light`, `small-dark-tinted-ax3-ar`; `small-light-1290x2796` on a device other
    /// than the default.
    public var name: String {
        cell.variantName + (device == .iPhone390x844 ? "" : "-\(device.id)")
    }

    /// ``name``.
    public var description: String { name }

    /// `base` with this variant's family, color scheme, device, and its rendering mode,
    /// Dynamic Type size and locale where it has them.
    public func renderOptions(_ base: RenderOptions = RenderOptions()) -> RenderOptions {
        var o = base
        o.family = family
        o.colorScheme = colorScheme
        o.device = device
        if let appearance { o.appearance = appearance }
        if let dynamicTypeSize { o.dynamicTypeSize = dynamicTypeSize }
        if let locale { o.locale = locale }
        return o
    }

    /// Every combination: devices outermost, then families, locales, color schemes, rendering
    /// modes and Dynamic Type sizes (the facade's order, `WidgetRenderer/plan(_:matrix:options:images:)`).
    /// Lock Screen families have one look (dark, vibrant: `RenderOptions/environmentValues`),
    /// so one color scheme and one mode; Home Screen families take every mode asked but
    /// vibrant (`WidgetRenderer/appearances(_:family:options:)`).
    ///
    /// - Parameters:
    ///   - families: the widget families.
    ///   - colorSchemes: the color schemes of the Home Screen families.
    ///   - devices: the devices; one other than the default is named.
    ///   - appearances: `[nil]` (the default) keeps the options' mode and names none.
    ///   - dynamicTypeSizes: empty (the default) keeps the options' size and names none.
    ///   - locales: empty (the default) keeps the options' locale and names none.
    ///   - options: the options the modes are chosen for (a mode the family cannot show is left out).
    public static func matrix(families: [WidgetFamily], colorSchemes: [ColorScheme], devices: [DeviceProfile],
                              appearances: [WidgetAppearance?] = [nil], dynamicTypeSizes: [DynamicTypeSize] = [],
                              locales: [Locale] = [], options: RenderOptions = RenderOptions()) -> [WidgetSnapshotVariant] {
        let localeAxis: [Locale?] = locales.isEmpty ? [nil] : locales
        let sizeAxis: [DynamicTypeSize?] = dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes
        let asked = appearances.isEmpty ? [nil] : appearances
        var out: [WidgetSnapshotVariant] = []
        for d in devices {
            for f in families {
                let modes = WidgetRenderer.appearances(asked, family: f, options: options)
                for locale in localeAxis {
                    for scheme in f.isAccessory ? [.dark] : colorSchemes {
                        for mode in modes {
                            for size in sizeAxis {
                                let explicit = asked.contains { $0 != nil }
                                out.append(WidgetSnapshotVariant(family: f, colorScheme: scheme, device: d,
                                                                 appearance: explicit ? mode.appearance : nil,
                                                                 namesAppearance: mode.named, dynamicTypeSize: size, locale: locale))
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}

/// Which references an assertion keeps for each variant.
public struct WidgetSnapshotFormats: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `<name>.png`, compared by decoded pixels.
    public static let image = WidgetSnapshotFormats(rawValue: 1)
    /// `<name>.txt`: options, links, diagnostics and the display list (``WidgetSnapshotText``).
    public static let text = WidgetSnapshotFormats(rawValue: 2)
    /// Both.
    public static let all: WidgetSnapshotFormats = [.image, .text]
    /// With ``text``: every glyph id of each text run too (`count:4 ids:[1399,975,2307,3865]`),
    /// for tests of shaping and fallback. Off by default: the text of each run says what
    /// changed, the ids do not.
    public static let glyphIDs = WidgetSnapshotFormats(rawValue: 4)
}
