import Foundation

/// The catalog as JSON for `widget-render devices --json`: every entry with its sizes and, per
/// layout, every slot rectangle in screenshot pixels (`[x, y, width, height]`).
public enum CatalogListing {
    struct Listing: Encodable {
        var schema: String
        var files: [String]
        var devices: [Device]
    }

    struct Device: Encodable {
        var id: String
        var models: [String]
        var points: [Int]
        var scale: Int
        var screenshot: [Int]
        var display_zoom: Bool
        var notes: [String]
        var layouts: [Layout]
    }

    struct Layout: Encodable {
        var id: String
        var ios: [Int]
        var icons: String
        var source: String
        var field_sources: [String: String]
        var warnings: [String]
        var widget_sizes_px: [String: [Int]]
        var widget_sizes_pt: [String: [Double]]
        var slots: [String: [Int]]
        var unavailable_slots: [String: String]
    }

    /// The listing as pretty-printed JSON with sorted keys (stable across runs).
    public static func json(_ catalog: DeviceCatalog) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(listing(catalog))
    }

    static func listing(_ catalog: DeviceCatalog) -> Listing {
        Listing(schema: HomeScreenInfo.schema, files: catalog.files, devices: catalog.devices.map { d in
            Device(id: d.id, models: d.models, points: [d.points.width, d.points.height], scale: d.scale,
                   screenshot: [d.screenshot.width, d.screenshot.height], display_zoom: d.displayZoom, notes: d.notes,
                   layouts: d.layouts.map { layout(of: d, $0) })
        })
    }

    private static func layout(of device: CatalogDevice, _ l: HomeScreenLayout) -> Layout {
        var slots: [String: [Int]] = [:]
        var unavailable: [String: String] = [:]
        for slot in WidgetSlot.all {
            if let rect = l.metrics.rect(for: slot) {
                slots[slot.id] = rect.xywh
            } else {
                unavailable[slot.id] = l.noBottomRowReason ?? "no bottom row"
            }
        }
        var px: [String: [Int]] = [:], pt: [String: [Double]] = [:]
        for family in SlotFamily.allCases {
            let s = l.metrics.size(of: family)
            px[family.rawValue] = [s.width, s.height]
            pt[family.rawValue] = [round2(Double(s.width) / Double(device.scale)), round2(Double(s.height) / Double(device.scale))]
        }
        let warnings = l.marks.map { "fails \($0.check): \($0.reason)" }
        return Layout(id: l.id, ios: [l.ios.lowerBound, l.ios.upperBound], icons: l.icons.rawValue, source: l.source,
                      field_sources: l.fieldSources, warnings: warnings, widget_sizes_px: px, widget_sizes_pt: pt,
                      slots: slots, unavailable_slots: unavailable)
    }

    private static func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
