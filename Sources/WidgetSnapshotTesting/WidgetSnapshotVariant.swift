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
    /// The Live Activity or control surface drawn in place of ``family`` (`islandCompact`,
    /// `controlSmall-on`): it names the reference; nil for a widget.
    public var surface: String?
    /// The frame of a widget's timeline drawn: the first entry (not named) unless an assertion
    /// on a `Widget` asks for its placeholder, snapshot or later entries (`small-light-placeholder`,
    /// `small-light-2`).
    public var phase: RenderPhase = .entry(0)

    /// A combination; `namesAppearance` nil names the mode when one is given.
    public init(family: WidgetFamily, colorScheme: ColorScheme, device: DeviceProfile = .iPhone390x844,
                appearance: WidgetAppearance? = nil, namesAppearance: Bool? = nil,
                dynamicTypeSize: DynamicTypeSize? = nil, locale: Locale? = nil) {
        self.family = family; self.colorScheme = colorScheme; self.device = device
        self.appearance = appearance; self.namesAppearance = namesAppearance ?? (appearance != nil)
        self.dynamicTypeSize = dynamicTypeSize; self.locale = locale
    }

    /// A Live Activity's or control's presentation (`islandCompact`, `controlSmall`) in
    /// `colorScheme` on `device`.
    public init(presentation: String, colorScheme: ColorScheme, device: DeviceProfile = .iPhone390x844) {
        self.init(family: .systemMedium, colorScheme: colorScheme, device: device)
        surface = presentation
    }

    /// The combination as the facade names it (`RenderCell`).
    public var cell: RenderCell {
        var c = RenderCell(family: family, colorScheme: colorScheme, appearance: appearance, namesAppearance: namesAppearance,
                           dynamicTypeSize: dynamicTypeSize, locale: locale, phase: phase, date: Date(timeIntervalSince1970: 0))
        c.surface = surface
        return c
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

    /// The variant a planned job fills: its family, scheme, device, and the mode, size and
    /// locale the matrix named.
    init(_ job: RenderJob, explicitAppearance: Bool) {
        self.init(family: job.cell.family, colorScheme: job.cell.colorScheme, device: job.options.device,
                  appearance: explicitAppearance ? job.cell.appearance : nil, namesAppearance: job.cell.namesAppearance,
                  dynamicTypeSize: job.cell.dynamicTypeSize, locale: job.cell.locale)
        surface = job.cell.surface
        phase = job.cell.phase
    }

    /// Every combination an assertion covers, planned by ``WidgetRenderer/plan(_:matrix:options:)``
    /// (devices outermost, then families, locales, color schemes, rendering modes and Dynamic
    /// Type sizes; Lock Screen families once, dark and vibrant), each with its job.
    static func planned(_ source: some RenderSource, matrix: RenderMatrix,
                        options: RenderOptions) throws(RenderError) -> [(variant: WidgetSnapshotVariant, job: RenderJob)] {
        let explicit = matrix.appearances.contains { $0 != nil }
        return try WidgetRenderer.plan(source, matrix: matrix, options: options).map { (WidgetSnapshotVariant($0, explicitAppearance: explicit), $0) }
    }
}

extension RenderMatrix {
    /// The matrix of a snapshot assertion: the first timeline entry of each combination, on
    /// each device (one other than the default is named).
    static func snapshot(families: [WidgetFamily]?, colorSchemes: [ColorScheme], devices: [DeviceProfile],
                         appearances: [WidgetAppearance?], dynamicTypeSizes: [DynamicTypeSize], locales: [Locale],
                         presentations: [String]? = nil) -> RenderMatrix {
        RenderMatrix(families: families, colorSchemes: colorSchemes, appearances: appearances, dynamicTypeSizes: dynamicTypeSizes,
                     locales: locales, devices: devices, presentations: presentations, firstEntryOnly: true)
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
