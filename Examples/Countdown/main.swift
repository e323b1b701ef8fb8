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
    let jobs = try WidgetRenderer.plan(ViewSource(CountdownEntryView(entry: entry), named: "countdown"), options: options)
    for file in try WidgetRenderer.write(jobs, into: outDir) {
        print("\(file.url.path)  \(file.widget.pixelWidth)x\(file.widget.pixelHeight)")
        for d in file.widget.diagnostics where d.severity != .info { print("  \(d)") }
    }
    // The whole widget as the system runs it (CountdownWidget: its provider's placeholder,
    // snapshot and daily entries), in full colour and on the iOS 18 tinted Home Screen, with
    // bundle.json listing the widget's metadata and every image.
    let folder = outDir.appendingPathComponent("countdown-widget")
    let modes = RenderMatrix(colorSchemes: [.light], appearances: [.fullColor, .tinted(WidgetAppearance.defaultTint)])
    let frames = try await WidgetRenderer.render(CountdownWidget(), matrix: modes, options: RenderOptions(now: now))
    let report = try WidgetRenderer.write(frames, into: folder)
    print("\(folder.path)  \(report.images.count) images of \(report.widgets.map(\.kind).joined(separator: ", ")), bundle.json")
    // The scene the benchmarks compare with other renderers (Benchmarks/, issue 14).
    let peer = try PeerScene.render()
    let peerFile = outDir.appendingPathComponent("peer-scene.png")
    try peer.writePNG(to: peerFile)
    print("\(peerFile.path)  \(peer.pixelWidth)x\(peer.pixelHeight)")
} catch {
    FileHandle.standardError.write(Data("countdown: \(error)\n".utf8))
    exit(1)
}
