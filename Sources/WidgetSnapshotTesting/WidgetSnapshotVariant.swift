/// One family × color scheme × device of a snapshot assertion, and the name its reference
/// files get.
public struct WidgetSnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    public var family: WidgetFamily
    public var colorScheme: ColorScheme
    public var device: DeviceProfile

    public init(family: WidgetFamily, colorScheme: ColorScheme, device: DeviceProfile = .iPhone390x844) {
        self.family = family; self.colorScheme = colorScheme; self.device = device
    }

    /// `small-light`; `small-light-1290x2796` on a device other than the default.
    public var name: String {
        "\(family.shortName)-\(colorScheme.rawValue)" + (device == .iPhone390x844 ? "" : "-\(device.id)")
    }

    public var description: String { name }

    /// `base` with this variant's family, color scheme and device.
    public func renderOptions(_ base: RenderOptions = RenderOptions()) -> RenderOptions {
        var o = base
        o.family = family
        o.colorScheme = colorScheme
        o.device = device
        return o
    }

    /// Every combination, devices outermost, then families, then color schemes. Lock Screen
    /// families have one look (dark, vibrant: ``RenderOptions/environmentValues``), so one variant.
    public static func matrix(families: [WidgetFamily], colorSchemes: [ColorScheme],
                              devices: [DeviceProfile]) -> [WidgetSnapshotVariant] {
        devices.flatMap { d in
            families.flatMap { f in
                (f.isAccessory ? [.dark] : colorSchemes).map { WidgetSnapshotVariant(family: f, colorScheme: $0, device: d) }
            }
        }
    }
}

/// Which references an assertion keeps for each variant.
public struct WidgetSnapshotFormats: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `<name>.png`, compared by decoded pixels.
    public static let image = WidgetSnapshotFormats(rawValue: 1)
    /// `<name>.txt`: options, links, diagnostics and the display list (``WidgetSnapshotText``).
    public static let text = WidgetSnapshotFormats(rawValue: 2)
    /// Both.
    public static let all: WidgetSnapshotFormats = [.image, .text]
}
