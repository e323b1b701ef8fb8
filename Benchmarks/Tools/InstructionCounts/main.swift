// Runs one scenario of the benchmarks a given number of times, for counting instructions under
// callgrind (scripts/bench-instructions.sh): counts of two runs, with 1 and with 1 + N
// repetitions, differ by N repetitions' work, which is the same on any machine of one kind
// whatever else it is doing — unlike time, and unlike perf counters, which many VMs lack.
//
//   InstructionCounts SCENARIO REPETITIONS
import ExampleWidgets
import Foundation
import WidgetCore
import WidgetRaster
import WidgetRender

let scenarios: [String: () throws -> Void] = {
    let now = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z") ?? Date(timeIntervalSince1970: 0)
    let countdown = CountdownEntryView(entry: SimpleEntry(date: now, model: AddTimePlanModel(title: "Anniversary")))
    let medium = RenderOptions(family: .systemMedium, now: now, contentMargins: nil)
    var peerBitmap: Bitmap?
    let clippedImages = clippedImageGrid()
    var weather: WeatherRequest?
    return [
        "peer-view-to-pixels": { _ = try PeerScene.render() },
        "peer-pixels-to-png": {
            if peerBitmap == nil { peerBitmap = try PeerScene.render().bitmap }
            if let bitmap = peerBitmap { _ = try PNGEncoder.encode(bitmap) }
        },
        "peer-view-to-png": { _ = try PeerScene.render().pngData() },
        "countdown-view-to-png": { _ = try WidgetRenderer.render(countdown, options: medium).pngData() },
        // A large widget's 10 x 10 grid of photos, each clipped to its own rounded rectangle:
        // guards the cost of clips that only frame what they clip (ClipElision must not work out
        // their inside).
        "clipped-images-to-pixels": {
            guard let list = clippedImages else { throw CocoaError(.featureUnsupported) }
            _ = try CairoRasterizer.shared.render(list, scale: 3)
        },
        // What the render service does for a distinct POST /v1/render of the weather template
        // (medium, light, the sample data, a new "now" each time), without the HTTP around it.
        "weather-template-to-png": {
            if weather == nil { weather = WeatherRequest() }
            try weather?.render()
        },
        // The same request for the colour-only cells of a matrix: light and dark, each in full
        // colour, tinted and clear (six images of one geometry; issue 31's "layout once per geometry").
        "weather-six-colour-cells-to-png": {
            if weather == nil { weather = WeatherRequest() }
            try weather?.render(matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.light, .dark],
                                                     appearances: RenderMatrix.allAppearances(), firstEntryOnly: true))
        },
        "extension-two-view-to-png": {
            _ = try WidgetRenderer.render(Extension_TwoEntryView(), options: RenderOptions(family: .systemMedium)).pngData()
        },
    ]
}()

/// The repository's weather template, loaded once as the service keeps it; each render binds its
/// sample data at a different "now", as distinct requests do.
final class WeatherRequest {
    let template: WidgetTemplate?
    var count = 0
    init() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates/weather")
        template = try? WidgetTemplate.load(from: folder, displayName: "weather")
    }
    func render(matrix: RenderMatrix = RenderMatrix(families: [.systemMedium], colorSchemes: [.light], firstEntryOnly: true)) throws {
        guard let template else { throw CocoaError(.fileReadNoSuchFile) }
        count += 1
        let now = Date(timeIntervalSince1970: 1_772_355_600 + Double(count) * 61)
        let bound = try BoundTemplate(template, document: nil, defaultDate: now)
        let jobs = try WidgetRenderer.plan(bound, matrix: matrix, options: RenderOptions(now: now))
        for job in jobs { _ = try job.render().pngData() }
    }
}

/// 100 pixel-aligned 28 pt photos in rounded clips, inside a large widget's continuous mask.
func clippedImageGrid() -> DisplayList? {
    let canvas = Rect(x: 0, y: 0, width: 338, height: 354)
    guard let photo = Bitmap(width: 40, height: 40, pixels: (0..<1600).map { 0xFF00_0000 | UInt32($0 * 997 % 0xFF_FFFF) }) else { return nil }
    var items: [DisplayItem] = [.pushClip(Path.roundedRect(canvas, cornerRadius: 22, style: .continuous))]
    for row in 0..<10 {
        for col in 0..<10 {
            let cell = Rect(x: 10 + Double(col) * 32, y: 10 + Double(row) * 33, width: 28, height: 28)
            items += [.pushClip(Path.roundedRect(cell, cornerRadius: 6)), .image(ImageDraw(bitmap: photo, rect: cell, interpolation: .medium)), .pop]
        }
    }
    return DisplayList(size: canvas.size, items: items + [.pop])
}

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
