// Renders the weather, activity and steps-chart examples (SF Symbols, Label, Gauge, ProgressView,
// rings, Swift Charts) for small, medium and large, light and dark, in full colour and on the
// tinted Home Screen.
//
//   swift run ShowcaseExample [output-folder]     (default: out/examples)
import Foundation
import WidgetRender
import ExampleWidgets

let outDir = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out/examples")
// An explicit "now", so every run draws the same picture.
let now = ISO8601DateFormatter().date(from: "2026-05-20T18:30:00Z") ?? Date(timeIntervalSince1970: 0)
let activity = ActivityEntry(date: now, move: 0.75, exercise: 0.5, stand: 0.6, steps: 6_400, stepGoal: 10_000,
                             workout: now.addingTimeInterval(-600)...now.addingTimeInterval(1_200))
do {
    let modes: [WidgetAppearance?] = [.fullColor, .tinted(WidgetAppearance.defaultTint)]
    let options = RenderOptions(now: now)
    let matrix = RenderMatrix(appearances: modes)
    let jobs = try WidgetRenderer.plan(ViewSource(WeatherWidgetView(), named: "weather"), matrix: matrix, options: options)
        + WidgetRenderer.plan(ViewSource(ActivityWidgetView(entry: activity), named: "activity"), matrix: matrix, options: options)
        + WidgetRenderer.plan(ViewSource(StepsChartView(entry: .sample(now: now)), named: "steps-chart"), matrix: matrix, options: options)
    let files = try WidgetRenderer.write(jobs, into: outDir)
    for file in files {
        print("\(file.url.path)  \(file.widget.pixelWidth)x\(file.widget.pixelHeight)")
        for d in file.widget.diagnostics where d.severity != .info { print("  \(d)") }
    }
    // The delivery Live Activity in every presentation, on an iPhone with a Dynamic Island
    // (393 x 852 pt) and, Lock Screen only, on one without.
    if let delivery = WidgetTimelines.activity(of: DeliveryActivityWidget()) {
        let folder = outDir.appendingPathComponent("live-activity", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let island = DeviceProfile.named("1179x2556") ?? .iPhone390x844
        for (i, state) in DeliveryAttributes.states.enumerated() {
            for p in ActivityPresentation.allCases where p != .smartStack {
                for device in p.isInDynamicIsland ? [island] : [island, .iPhone390x844] {
                    let w = try WidgetRenderer.render(activity: delivery, attributes: DeliveryAttributes.sample, state: state,
                                                      presentation: p, options: RenderOptions(device: device, now: now))
                    let url = folder.appendingPathComponent("delivery-\(p.rawValue)-\(i)-\(device.id).png")
                    try w.writePNG(to: url)
                    print("\(url.path)  \(w.bitmap.width)x\(w.bitmap.height)")
                    for d in w.diagnostics where d.severity != .info { print("  \(d)") }
                }
            }
        }
    }
} catch {
    FileHandle.standardError.write(Data("showcase: \(error)\n".utf8))
    exit(1)
}
