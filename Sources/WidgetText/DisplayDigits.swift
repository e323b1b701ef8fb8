import Foundation

/// The advances, in ems, the bundled Inter faces give the digits 0–9 of the system font at SF
/// Pro's Display sizes (`Fonts/Metrics/display-digits.json`, which cites its source and states
/// its one assumption): SF Pro Display Regular's digits as measured on iOS, other weights by
/// Inter's own progression. Inter Display's digits are 7 % narrower than SF Pro Display's (its
/// "1" by a tenth of an em), and digits are what widgets show largest; with these advances a
/// number takes the width it takes on iOS while the glyphs keep their shapes.
enum DisplayDigits {
    struct File: Decodable {
        var minimumSize: Double
        var faces: [String: [Double]]
    }

    /// The table in a font folder; empty when the file is missing or malformed.
    static func load(from directory: URL) -> File {
        let url = directory.appendingPathComponent("Metrics", isDirectory: true).appendingPathComponent("display-digits.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data),
              file.faces.values.allSatisfy({ $0.count == 10 }) else {
            return File(minimumSize: .infinity, faces: [:])
        }
        return file
    }

    /// Whether a request sets its digits with the Display advances: the system font (default or
    /// rounded design, not a custom font) at the Display sizes, with proportional figures.
    static func applies(to spec: FontSpec, minimumSize: Double) -> Bool {
        spec.family == nil && (spec.design == .default || spec.design == .rounded) && !spec.monospacedDigit
            && spec.size >= minimumSize
    }
}
