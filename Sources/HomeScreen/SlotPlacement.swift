import WidgetCore
/// Where one widget sits in one screenshot: the exact pixel rectangle, and what it came from.
public struct SlotPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The catalog entry the screenshot matched.
    public let device: CatalogDevice
    /// The home-screen layout whose slot was used.
    public let layout: HomeScreenLayout
    /// The slot.
    public let slot: WidgetSlot
    /// The widget's rectangle in screenshot pixels.
    public let rect: PixelRect

    /// The placement, or ``HomeScreenError/slotUnavailable(device:layout:slot:reason:)`` when the
    /// layout has no such slot (no bottom row).
    public init(device: CatalogDevice, layout: HomeScreenLayout, slot: WidgetSlot) throws(HomeScreenError) {
        guard let rect = layout.metrics.rect(for: slot) else {
            throw .slotUnavailable(device: device.id, layout: layout.era, slot: slot.id,
                                   reason: layout.noBottomRowReason ?? "this layout has no bottom row.")
        }
        guard rect.isInside(device.screenshot) else {
            // Validated catalogs never get here; a hand-built one might.
            throw .cropOutside(rect: rect, imageSize: device.screenshot)
        }
        self.device = device
        self.layout = layout
        self.slot = slot
        self.rect = rect
    }

    /// Screenshot pixels per point: the scale the widget is rendered at.
    public var scale: Int { device.scale }

    /// The widget's size in points (pixels ÷ scale; fractional where the sources measured so).
    public var pointSize: (width: Double, height: Double) {
        (Double(rect.width) / Double(device.scale), Double(rect.height) / Double(device.scale))
    }

    /// What the user should know about these numbers: the checks the layout fails, with the reasons.
    public var warnings: [String] {
        layout.marks.map { "\(device.id) \(layout.id): fails \($0.check): \($0.reason)" }
    }

    public var description: String { "\(slot.id) on \(device.id) (\(layout.era)): \(rect)" }
}
