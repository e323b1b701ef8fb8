// Renders the countdown widget of seed 003 for small, medium and large in light and dark.
//
//   swift run CountdownExample [output-folder]     (default: out/examples)
import Foundation
import WidgetRender
import ExampleWidgets

let outDir = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out/examples")
// An explicit "now", so every run draws the same picture.
let now = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z") ?? Date(timeIntervalSince1970: 0)
let entry = SimpleEntry(date: now, model: AddTimePlanModel(title: "Anniversary"))
do {
    // The seed ran on iOS 14, before content margins: render it the way it looked there.
    let options = RenderOptions(now: now, contentMargins: nil)
    for file in try WidgetRenderer.renderAll(CountdownEntryView(entry: entry), named: "countdown", into: outDir, options: options) {
        print("\(file.url.path)  \(file.widget.pixelWidth)x\(file.widget.pixelHeight)")
        for d in file.widget.diagnostics where d.severity != .info { print("  \(d)") }
    }
} catch {
    FileHandle.standardError.write(Data("countdown: \(error)\n".utf8))
    exit(1)
}
