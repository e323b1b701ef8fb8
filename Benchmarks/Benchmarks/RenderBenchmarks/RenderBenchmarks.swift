// The two scenes of issue 14 through the pipeline, warm (fonts, shaped words and decoded images
// cached, as in a long-running renderer or a test suite), plus batch rendering on 1 and 2 threads.
//
// Thresholds (`Thresholds/`, checked by `swift package benchmark thresholds check`) are on
// allocation counts, which repeat from run to run on any machine. Time is reported, not
// checked: this VM's CPU-time clock ticks in 10 ms and its wall clock moves with the load.
// Instruction counts need perf events, which many VMs do not expose, so
// `scripts/bench-instructions.sh` counts them under callgrind and checks its own thresholds.
import Benchmark
import ExampleWidgets
import Foundation
import WidgetRaster
import WidgetRender

let benchmarks: @Sendable () -> Void = {
    let now = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z") ?? Date(timeIntervalSince1970: 0)
    let countdown = CountdownEntryView(entry: SimpleEntry(date: now, model: AddTimePlanModel(title: "Anniversary")))
    let medium = RenderOptions(family: .systemMedium, now: now, contentMargins: nil)
    let allocations: [BenchmarkMetric: BenchmarkThresholds] = [.mallocCountTotal: .init(relative: [.p90: 5], absolute: [.p90: 20])]
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .throughput],
                                           maxDuration: .seconds(3), maxIterations: 2_000, thresholds: allocations)

    // MARK: The peer scene (Examples/Widgets/PeerScene.swift): 1014x474 px over a wallpaper crop.

    Benchmark("PeerScene-view-to-pixels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PeerScene.render())
        }
    }

    let peer = try? PeerScene.render()

    Benchmark("PeerScene-pixels-to-PNG") { benchmark in
        guard let bitmap = peer?.bitmap else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try PNGEncoder.encode(bitmap))
        }
    }

    Benchmark("PeerScene-pixels-to-PNG-compact-preset") { benchmark in
        guard let bitmap = peer?.bitmap else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try PNGEncoder.encode(bitmap, options: .compact))
        }
    }

    Benchmark("PeerScene-view-to-PNG") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PeerScene.render().pngData())
        }
    }

    // MARK: The countdown of seed 003: a photo with a corner mask (an RGBA frame).

    Benchmark("Countdown-view-to-display-list") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.compose(countdown, options: medium))
        }
    }

    Benchmark("Countdown-view-to-pixels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.render(countdown, options: medium))
        }
    }

    Benchmark("Countdown-view-to-PNG") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.render(countdown, options: medium).pngData())
        }
    }

    let composed = try? WidgetRenderer.compose(countdown, options: medium)
    let rendered = try? WidgetRenderer.render(countdown, options: medium)

    Benchmark("Countdown-display-list-to-pixels") { benchmark in
        guard let list = composed?.displayList else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try CairoRasterizer.shared.render(list, scale: 3))
        }
    }

    Benchmark("Countdown-pixels-to-PNG") { benchmark in
        guard let bitmap = rendered?.bitmap else { return }
        for _ in benchmark.scaledIterations {
            blackHole(try PNGEncoder.encode(bitmap))
        }
    }

    Benchmark("ExtensionTwo-view-to-PNG") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WidgetRenderer.render(Extension_TwoEntryView(), options: RenderOptions(family: .systemMedium)).pngData())
        }
    }

    // MARK: What the render service does for a distinct POST /v1/render of the weather template
    // (medium, light, its sample data, a new "now" each time), without the HTTP around it.

    let weather = GalleryJobs.template(named: "weather")
    Benchmark("WeatherTemplate-request-to-PNG") { benchmark in
        guard let weather else { return }
        for request in benchmark.scaledIterations {
            let now = Date(timeIntervalSince1970: 1_772_355_600 + Double(request) * 61)
            let bound = try BoundTemplate(weather, document: nil, defaultDate: now)
            let jobs = try WidgetRenderer.plan(bound, matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.light], firstEntryOnly: true),
                                               options: RenderOptions(now: now))
            for job in jobs { blackHole(try job.render().pngData()) }
        }
    }

    // MARK: The same request's six colour-only cells (light and dark × full colour, tinted,
    // clear): one layout drawn six times where the views allow it (issue 31).

    Benchmark("WeatherTemplate-six-colour-cells-to-PNG") { benchmark in
        guard let weather else { return }
        for request in benchmark.scaledIterations {
            let now = Date(timeIntervalSince1970: 1_772_355_600 + Double(request) * 61)
            let bound = try BoundTemplate(weather, document: nil, defaultDate: now)
            let matrix = RenderMatrix(families: [.systemMedium], colorSchemes: [.light, .dark],
                                      appearances: RenderMatrix.allAppearances(), firstEntryOnly: true)
            let jobs = try WidgetRenderer.plan(bound, matrix: matrix, options: RenderOptions(now: now))
            for job in jobs { blackHole(try job.render().pngData()) }
        }
    }

    // MARK: Batch: every template × family × scheme of Templates/, encoded to PNG, on 1 and 2
    // threads (as `widget-render gallery --jobs N` does, without the files). Wall clock is the
    // figure to compare; the 2-thread run should take a little over half the 1-thread one.

    let galleryJobs = GalleryJobs.plan()
    for threads in [1, 2] {
        Benchmark("Gallery-\(threads)-thread\(threads == 1 ? "" : "s")",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                       maxDuration: .seconds(5), maxIterations: 20,
                                       thresholds: [.mallocCountTotal: .init(relative: [.p90: 5])])) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try WidgetRenderer.render(galleryJobs, threads: threads) { _, widget in try widget.pngData().count })
            }
        }
    }

    // MARK: One tap resolved on a large widget holding 100 links (a 10 x 10 grid of 30.6 x 32.2 pt
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

    Benchmark("HitTest-100-links",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput],
                                   timeUnits: .nanoseconds, scalingFactor: .kilo,
                                   maxDuration: .seconds(3), maxIterations: 100_000,
                                   thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])) { benchmark in
        guard let map = hitTestMap else { return }
        var x = 17.0, y = 17.0
        for _ in benchmark.scaledIterations {
            blackHole(map.target(at: Point(x: x, y: y)))
            x += 31
            if x > 330 { x -= 310; y += 33; if y > 340 { y -= 330 } }
        }
    }
}
