// Runs one scenario of the benchmarks a given number of times, for counting instructions under
// callgrind (scripts/bench-instructions.sh): counts of two runs, with 1 and with 1 + N
// repetitions, differ by N repetitions' work, which is the same on any machine of one kind
// whatever else it is doing — unlike time, and unlike perf counters, which many VMs lack.
//
//   InstructionCounts SCENARIO REPETITIONS
import ExampleWidgets
import Foundation
import WidgetRaster
import WidgetRender

let scenarios: [String: () throws -> Void] = {
    let now = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z") ?? Date(timeIntervalSince1970: 0)
    let countdown = CountdownEntryView(entry: SimpleEntry(date: now, model: AddTimePlanModel(title: "Anniversary")))
    let medium = RenderOptions(family: .systemMedium, now: now, contentMargins: nil)
    var peerBitmap: Bitmap?
    return [
        "peer-view-to-pixels": { _ = try PeerScene.render() },
        "peer-pixels-to-png": {
            if peerBitmap == nil { peerBitmap = try PeerScene.render().bitmap }
            if let bitmap = peerBitmap { _ = try PNGEncoder.encode(bitmap) }
        },
        "peer-view-to-png": { _ = try PeerScene.render().pngData() },
        "countdown-view-to-png": { _ = try WidgetRenderer.render(countdown, options: medium).pngData() },
        "extension-two-view-to-png": {
            _ = try WidgetRenderer.render(Extension_TwoEntryView(), options: RenderOptions(family: .systemMedium)).pngData()
        },
    ]
}()

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let name = arguments.first, let run = scenarios[name], let repetitions = Int(arguments.last ?? ""),
      repetitions >= 1 else {
    FileHandle.standardError.write(Data("usage: InstructionCounts SCENARIO REPETITIONS (scenarios: \(scenarios.keys.sorted().joined(separator: ", ")))\n".utf8))
    exit(2)
}
do {
    for _ in 0..<repetitions { try run() }
} catch {
    FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
    exit(1)
}
