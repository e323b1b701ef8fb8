// The medium countdown widget (seed 003) through the pipeline, warm (fonts, shaped words and the
// decoded background image cached, as in a long-running renderer or a test suite).
import Benchmark
import ExampleWidgets
import Foundation
import WidgetRaster
import WidgetRender

let benchmarks: @Sendable () -> Void = {
    let now = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z") ?? Date(timeIntervalSince1970: 0)
    let countdown = CountdownEntryView(entry: SimpleEntry(date: now, model: AddTimePlanModel(title: "Anniversary")))
    let medium = RenderOptions(family: .systemMedium, now: now, contentMargins: nil)
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
                                           maxDuration: .seconds(3), maxIterations: 2_000)

    Benchmark("Countdown medium: view → display list") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.compose(countdown, options: medium))
        }
    }

    Benchmark("Countdown medium: view → pixels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.render(countdown, options: medium))
        }
    }

    Benchmark("Countdown medium: view → PNG bytes") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.render(countdown, options: medium).pngData())
        }
    }

    // Stage by stage, from prepared inputs.
    let composed = try? WidgetRenderer.compose(countdown, options: medium)
    let rendered = try? WidgetRenderer.render(countdown, options: medium)

    Benchmark("Countdown medium: display list → pixels (Cairo)") { benchmark in
        guard let list = composed?.displayList else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try CairoRasterizer.shared.render(list, scale: 3))
        }
    }

    Benchmark("Countdown medium: pixels → PNG bytes") { benchmark in
        guard let bitmap = rendered?.bitmap else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try PNGEncoder.encode(bitmap))
        }
    }

    Benchmark("Extension_Two medium: view → PNG bytes") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.render(Extension_TwoEntryView(), options: RenderOptions(family: .systemMedium)).pngData())
        }
    }

    // One tap resolved on a large widget holding 100 links (a 10 x 10 grid of 30.6 x 32.2 pt
    // cells under the continuous corner mask), from a link map built once: the hit test reads
    // a precomputed grid and must not allocate. The point moves each time to visit every cell.
    // Figures are per 1,000 hit tests (scaling factor kilo); `--scale` shows one.
    let hitTestMap: LinkMap? = {
        let urls = (0..<100).compactMap { URL(string: "app://cell/\($0)") }
        let grid = VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { col in
                        Link(destination: urls[row * 10 + col]) { Color.blue.frame(width: 30.6, height: 32.2) }
                    }
                }
            }
        }.widgetURL(URL(string: "app://widget"))
        let map = try? WidgetRenderer.compose(grid, options: RenderOptions(family: .systemLarge)).linkMap
        return map?.activeRegions.count == 100 ? map : nil
    }()

    Benchmark("Hit test: 100 links",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
                                   timeUnits: .nanoseconds, scalingFactor: .kilo,
                                   maxDuration: .seconds(3), maxIterations: 100_000)) { benchmark in
        guard let map = hitTestMap else { return }
        var x = 17.0, y = 17.0
        for _ in benchmark.scaledIterations {
            blackHole(map.target(at: Point(x: x, y: y)))
            x += 31
            if x > 330 { x -= 310; y += 33; if y > 340 { y -= 330 } }
        }
    }
}
