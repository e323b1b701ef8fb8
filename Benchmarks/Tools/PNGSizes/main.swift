// The PNG writers side by side on a folder of images (a gallery): every image decoded, then
// encoded by the fast writer (the default), by libdeflate level 2 with adaptive filters and by
// the compact preset, with the total bytes of each and the CPU time of each encode (the best of
// three). Lines per image with --each; --fast only the fast writer (for a profiler).
//
//   PNGSizes FOLDER [--each] [--fast]
import Foundation
import WidgetRender

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first else {
    FileHandle.standardError.write(Data("usage: PNGSizes FOLDER [--each] [--fast]\n".utf8))
    exit(2)
}
let each = arguments.contains("--each")
let presets: [(name: String, options: PNGEncodingOptions)] = [
    ("fast", .fast),
    ("level 2 adaptive", PNGEncodingOptions(compressionLevel: 2, filter: .adaptive)),
    ("compact", .compact),
].filter { $0.name == "fast" || !arguments.contains("--fast") }

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
}

let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
var bytes = Array(repeating: 0, count: presets.count)
var seconds = Array(repeating: 0.0, count: presets.count)
for name in names {
    let bitmap = try ImageDecoder.decode(contentsOfFile: (folder as NSString).appendingPathComponent(name))
    var line = name
    for (i, preset) in presets.enumerated() {
        var best = Double.infinity
        var size = 0
        for _ in 0..<3 {
            let start = cpuSeconds()
            size = try PNGEncoder.encode(bitmap, options: preset.options).count
            best = min(best, cpuSeconds() - start)
        }
        bytes[i] += size
        seconds[i] += best
        line += "  \(preset.name) \(size) " + String(format: "%.3f ms", best * 1000)
    }
    if each { print(line) }
}
print("\(names.count) images in \(folder)")
for (i, preset) in presets.enumerated() {
    let ratio = Double(bytes[i]) / Double(max(1, bytes[min(1, bytes.count - 1)]))
    print(String(format: "%@: %d bytes (%.3f of level 2), %.1f ms to encode", preset.name.padding(toLength: 17, withPad: " ", startingAt: 0),
                 bytes[i], ratio, seconds[i] * 1000))
}
