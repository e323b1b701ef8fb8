import Foundation
import Testing
import WidgetCore
import WidgetImageIO

/// Measures PNG encoding options on a widget-sized frame; the numbers behind
/// `PNGEncodingOptions.fast`. Off by default (it asserts nothing about time); run it with
/// `WIDGET_IMAGEIO_BENCHMARK=1 swift test -c release --filter EncoderBenchmark`.
@Suite("PNG encoder benchmark")
struct EncoderBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["WIDGET_IMAGEIO_BENCHMARK"] != nil

    @Test("times zlib levels and row filters on a 1014×474 frame", .enabled(if: enabled))
    func measure() throws {
        let frame = try #require(Self.syntheticFrame())
        let reference = try PNGEncoder.encode(frame, options: PNGEncodingOptions(compressionLevel: 1, filter: .none))
        try Data(reference).write(to: FileManager.default.temporaryDirectory.appendingPathComponent("widget-imageio-benchmark-frame.png"))

        // Thread CPU time as well as wall time: other processes on a shared machine stretch the
        // wall clock but not the CPU time this thread spends encoding.
        print("level filter    cpu min ms  wall min ms  wall median ms     KB")
        for level in [1, 3, 6, 9] {
            for filter in [PNGEncodingOptions.Filter.none, .sub, .up, .paeth, .adaptive] {
                let options = PNGEncodingOptions(compressionLevel: level, filter: filter)
                var size = 0
                var wall: [Double] = []
                var cpu: [Double] = []
                for run in 0..<12 {
                    let cpuStart = Self.threadCPUMilliseconds()
                    let start = ContinuousClock.now
                    size = try PNGEncoder.encode(frame, options: options).count
                    let elapsed = ContinuousClock.now - start
                    let cpuElapsed = Self.threadCPUMilliseconds() - cpuStart
                    if run > 1 {
                        wall.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
                        cpu.append(cpuElapsed)
                    }
                }
                wall.sort()
                let name = "\(filter)".padding(toLength: 9, withPad: " ", startingAt: 0)
                print(String(format: "%5d ", level) + name
                      + String(format: " %10.2f %12.2f %15.2f %6d", cpu.min() ?? 0, wall[0], wall[wall.count / 2], size / 1024))
            }
        }
        let decodeStart = ContinuousClock.now
        _ = try ImageDecoder.decode(reference)
        print("decode (level 1, none):", ContinuousClock.now - decodeStart)
    }

    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// A widget-like frame: gradient background, rounded transparent corners, a lighter card,
    /// anti-aliased rings, rows of glyph-like marks, and a noisy photo-like area.
    static func syntheticFrame(width: Int = 1014, height: Int = 474) -> Bitmap? {
        var random = SeededGenerator(seed: 42)
        var pixels = [UInt32](repeating: 0, count: width * height)
        func coverage(_ distanceOutside: Double) -> Double { min(1, max(0, 0.5 - distanceOutside)) }
        func roundedRectDistance(_ x: Double, _ y: Double, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r: Double) -> Double {
            let cx = min(max(x, x0 + r), x1 - r), cy = min(max(y, y0 + r), y1 - r)
            return ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - r
        }
        func premultiplied(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UInt32 {
            let a8 = UInt32((a * 255).rounded())
            func c(_ v: Double) -> UInt32 { UInt32((min(255, max(0, v)) * a).rounded()) }
            return a8 << 24 | c(r) << 16 | c(g) << 8 | c(b)
        }
        let marks = (0..<260).map { _ in (Double.random(in: 560...980, using: &random), Double.random(in: 0...5, using: &random).rounded()) }
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let t = 0.6 * py / Double(height) + 0.4 * px / Double(width)
                var (r, g, b) = (30 + 60 * t, 60 - 30 * t, 140 - 20 * t) // diagonal background gradient
                // Card with a horizontal gradient.
                let card = coverage(roundedRectDistance(px, py, 520, 40, 990, 434, 36))
                if card > 0 {
                    let s = px / Double(width) - py / Double(height)
                    r += (235 - 20 * s - r) * card; g += (235 - 10 * s - g) * card; b += (245 + 8 * s - b) * card
                }
                // Two progress rings.
                for (cx, cy, radius, color) in [(150.0, 150.0, 90.0, (255.0, 149.0, 0.0)), (150.0, 340.0, 70.0, (52.0, 199.0, 89.0))] {
                    let d = abs(((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() - radius) - 9
                    let ring = coverage(d)
                    r += (color.0 - r) * ring; g += (color.1 - g) * ring; b += (color.2 - b) * ring
                }
                // Glyph-like marks on text lines inside the card: vertical stems, and horizontal
                // bars at a per-glyph height, with gray anti-aliased edges.
                if card == 1, x >= 560, x < 980, y >= 70, y < 420, (y - 70) % 48 < 22 {
                    let line = (y - 70) / 48, row = (y - 70) % 48
                    let (offset, weight) = marks[(x / 11 + line * 37) % marks.count]
                    let column = (x + Int(offset)) % 11
                    let stem = column < 2 ? 1.0 : column == 2 ? 0.4 : 0
                    let bar = (row == 2 + Int(weight) * 3 || row == 21) && column < 8 ? 1.0 : 0
                    let ink = max(stem, bar)
                    r *= 1 - 0.85 * ink; g *= 1 - 0.85 * ink; b *= 1 - 0.82 * ink
                }
                // Photo-like area: smooth shapes plus sensor noise.
                if px > 280, px < 500, py > 60, py < 414 {
                    let n = Double.random(in: -10...10, using: &random)
                    r = 128 + 90 * sin(px / 23) * cos(py / 31) + n
                    g = 110 + 70 * sin((px + py) / 40) + n
                    b = 90 + 60 * cos(px / 17 - py / 29) + n
                }
                let alpha = coverage(roundedRectDistance(px, py, 0, 0, Double(width), Double(height), 66))
                pixels[y * width + x] = premultiplied(r, g, b, alpha)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
