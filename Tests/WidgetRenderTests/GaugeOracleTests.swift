import Foundation
import Testing
import WidgetRender

/// home-assistant/iOS's gauge arc, ported as written (`GaugeArcView` and the `.scaleEffect(0.72)
/// .padding(10).tint(.haPrimary)` of `WidgetGaugeContentView`; labels kept, the logo left out),
/// against their iOS snapshots in `shared/oracles/home-assistant-ios/gaugeWidget*.png`.
/// Measured there (px at @3x on a 480×480 canvas): open gauge arc box x 61…419, top 83, the
/// gap's round caps bottoming at 393; capacity ring box 61…419 on both axes.
struct HAGaugeArc: View {
    let value: Double
    var centerLabel: String?
    var minLabel: String?
    var maxLabel: String?
    var usesFullCircleRange = false

    private static let sweep = 0.75
    private static let gaugeSize = 150.0
    private static var lineWidth: Double { gaugeSize * 0.1 }

    var body: some View {
        ZStack {
            arc(to: 1).stroke(.tint.opacity(0.25), style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
            arc(to: max(0, min(1, value))).stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
            if let centerLabel {
                Text(verbatim: centerLabel).font(.largeTitle.bold()).lineLimit(1).minimumScaleFactor(0.5)
            }
            if minLabel != nil || maxLabel != nil {
                HStack(spacing: 0) {
                    if let minLabel { Text(verbatim: minLabel).foregroundStyle(.secondary).frame(maxWidth: .infinity, alignment: .leading) }
                    if minLabel != nil, maxLabel != nil { Spacer() }
                    if let maxLabel { Text(verbatim: maxLabel).foregroundStyle(.secondary).frame(maxWidth: .infinity, alignment: .trailing) }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                .padding(28)
                .clipShape(.circle)
            }
        }
        .frame(width: Self.gaugeSize, height: Self.gaugeSize)
        .offset(y: usesFullCircleRange ? 0 : 10)
    }

    private func arc(to fraction: Double) -> some Shape {
        Circle()
            .trim(from: 0, to: usesFullCircleRange ? fraction : Self.sweep * fraction)
            .rotation(.degrees(usesFullCircleRange ? -90 : 135))
    }
}

struct HAGaugeWidget: View {
    var arc: HAGaugeArc
    var body: some View {
        arc.scaleEffect(0.72).padding(10).tint(Color(red: 0, green: 154 / 255, blue: 199 / 255))
    }
}

@Suite("Gauge arcs against real iOS renders (home-assistant/iOS)")
struct GaugeOracleTests {
    /// Blue-ish pixels: the arc and its track, not the black or grey labels.
    static func arcBox(_ b: Bitmap) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        ViewRender.inkBox(b) { r, _, bl in bl - r > 20 }
    }

    @Test("Open 270° gauge: the arc's box, cap bottoms, stroke and track match the iOS render (light and dark)",
          arguments: [(ColorScheme.light, (191, 230, 241)), (.dark, (0, 39, 50))])
    func openGauge(_ scheme: ColorScheme, _ track: (Int, Int, Int)) throws {
        let view = HAGaugeWidget(arc: HAGaugeArc(value: 0.84, centerLabel: "84%", minLabel: "0", maxLabel: "100"))
        let b = try ViewRender.bitmap(view, size: Size(width: 160, height: 160), scheme: scheme)
        ViewRender.save(b, "ha-gauge-\(scheme.rawValue)")
        let box = try #require(Self.arcBox(b))
        #expect(abs(box.x0 - 61) <= 2 && abs(box.x1 - 419) <= 2, "x \(box.x0)…\(box.x1), iOS 61…419")
        #expect(abs(box.y0 - 83) <= 2, "top \(box.y0), iOS 83")
        #expect(abs(box.y1 - 393) <= 2, "cap bottom \(box.y1), iOS 393")
        // Stroke width across the left side at the ring's centre row: iOS 33 px (10.8 pt).
        let row = 244
        let run = (0..<240).filter { x in let c = ViewRender.rgba(b, x, row); return c.b - c.r > 20 }
        #expect(abs(run.count - 33) <= 2, "stroke \(run.count) px, iOS 33")
        // The track is the tint at 25 % over the background, right of the gap (iOS pixel (397, 330)).
        let t = ViewRender.rgba(b, 397, 330)
        #expect(abs(t.r - track.0) <= 3 && abs(t.g - track.1) <= 3 && abs(t.b - track.2) <= 3, "track \(t), iOS \(track)")
    }

    @Test("Capacity gauge: the closed ring's box matches the iOS render within 2 px")
    func capacityGauge() throws {
        let view = HAGaugeWidget(arc: HAGaugeArc(value: 0.84, centerLabel: "84%", usesFullCircleRange: true))
        let b = try ViewRender.bitmap(view, size: Size(width: 160, height: 160))
        ViewRender.save(b, "ha-gauge-capacity")
        let box = try #require(Self.arcBox(b))
        #expect(abs(box.x0 - 61) <= 2 && abs(box.x1 - 419) <= 2, "x \(box.x0)…\(box.x1), iOS 61…419")
        #expect(abs(box.y0 - 61) <= 2 && abs(box.y1 - 419) <= 2, "y \(box.y0)…\(box.y1), iOS 61…419")
    }
}
