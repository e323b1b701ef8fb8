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
}
