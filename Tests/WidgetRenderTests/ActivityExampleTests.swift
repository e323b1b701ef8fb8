import Foundation
import Testing
import WidgetRender
import ExampleWidgets

@MainActor @Suite("Activity rings example (Gauge, ProgressView, Grid, trimmed rings)")
struct ActivityExampleTests {
    static let now = Date(timeIntervalSince1970: 1_767_225_600)
    static let entry = ActivityEntry(date: now, move: 0.75, exercise: 0.5, stand: 0.6, steps: 6_400, stepGoal: 10_000,
                                     workout: now.addingTimeInterval(-600)...now.addingTimeInterval(1_200))

    @Test("Small and medium, light and dark: rings, bars and gauge draw where laid out")
    func renders() throws {
        for family in [WidgetFamily.systemSmall, .systemMedium] {
            for scheme in ColorScheme.allCases {
                let w = try WidgetRenderer.render(ActivityWidgetView(entry: Self.entry),
                                                  options: RenderOptions(family: family, colorScheme: scheme, now: Self.now))
                ViewRender.save(w.bitmap, "activity-\(family.shortName)-\(scheme.rawValue)")
                #expect(w.diagnostics.filter { $0.severity != .info }.isEmpty, "\(w.diagnostics)")
            }
        }
    }
}

@MainActor @Suite("Gauge and ProgressView styles side by side")
struct GaugeStyleGalleryTests {
    struct Gallery: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 12) {
                    Gauge(value: 62, in: 0...100) { Text("SPD") } currentValueLabel: { Text("62") }
                        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.65) { Text("Bat") } currentValueLabel: { Text("65") }
                        .gaugeStyle(.accessoryCircularCapacity).tint(.green)
                    ProgressView(value: 0.4).progressViewStyle(.circular)
                    ProgressView()
                    AccessoryWidgetBackground().frame(width: 50, height: 50).clipShape(.circle)
                }
                .frame(height: 58)
                Gauge(value: 0.3) { Text("Storage") } currentValueLabel: { Text("30 %") }
                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1 TB") }
                Gauge(value: 0.7) { Text("Linear") } minimumValueLabel: { Text("Lo") } maximumValueLabel: { Text("Hi") }
                    .gaugeStyle(.accessoryLinear).tint(.orange)
                Gauge(value: 0.7) { Text("Capacity") }.gaugeStyle(.accessoryLinearCapacity).tint(.purple)
                ProgressView("Download", value: 0.55)
                Text("Material").padding(6).background(.ultraThinMaterial, in: .capsule)
            }
            .font(.caption)
            .padding(12)
            .background(LinearGradient(colors: [.pink, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    @Test("Every style draws without warnings")
    func gallery() throws {
        for scheme in ColorScheme.allCases {
            let b = try ViewRender.bitmap(Gallery(), size: Size(width: 338, height: 354), scheme: scheme)
            ViewRender.save(b, "gauge-gallery-\(scheme.rawValue)")
            let layout = try WidgetLayout(Gallery(), in: Rect(x: 0, y: 0, width: 338, height: 354))
            #expect(layout.diagnostics.filter { $0.severity != .info }.isEmpty, "\(layout.diagnostics)")
        }
    }
}

@Suite("Effects render deterministically")
struct EffectDeterminismTests {
    @Test("The gauge gallery (blur, materials, blend modes, transforms) gives the same pixels on four threads at once")
    func sameBytes() async throws {
        let reference = try ViewRender.bitmap(GaugeStyleGalleryTests.Gallery(), size: Size(width: 338, height: 354))
        let results = try await withThrowingTaskGroup(of: [UInt32].self) { group in
            for _ in 0..<4 {
                group.addTask { try ViewRender.bitmap(GaugeStyleGalleryTests.Gallery(), size: Size(width: 338, height: 354)).pixels }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == reference.pixels })
    }
}
