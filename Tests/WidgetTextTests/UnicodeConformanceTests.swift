import Foundation
import Testing
@testable import WidgetText

/// The Unicode test files that ship with the UCD (Debian `unicode-data`, the same 15.0 data the
/// tables are generated from; `scripts/setup.sh` installs it). Skipped when they are not
/// installed, unless `WIDGETRENDER_REQUIRE_ALL_SUITES` is set (CI sets it): then they fail.
enum UCDTestFiles {
    static let lineBreak = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
    static let bidi = "/usr/share/unicode/BidiTest.txt"
    static let required = ProcessInfo.processInfo.environment["WIDGETRENDER_REQUIRE_ALL_SUITES"] != nil
    static func runs(_ path: String) -> Bool { required || FileManager.default.fileExists(atPath: path) }
    static func text(_ path: String) throws -> String {
        try #require(FileManager.default.fileExists(atPath: path),
                     "\(path) is missing: install Debian's unicode-data (bash scripts/setup.sh)")
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}

@Suite("Unicode conformance (UCD test files)")
struct UnicodeConformanceTests {
    @Test("The line breaker agrees with all 7,000+ cases of LineBreakTest.txt 15.0 (CJK quote tailoring off)",
          .enabled(if: UCDTestFiles.runs(UCDTestFiles.lineBreak)))
    func lineBreakTest() throws {
        let text = try UCDTestFiles.text(UCDTestFiles.lineBreak)
        var cases = 0, failures: [String] = []
        for raw in text.split(separator: "\n") {
            let line = raw.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let tokens = line.split(separator: " ").map(String.init)
            guard tokens.first == "×" || tokens.first == "÷" else { continue }
            var scalars: [Unicode.Scalar] = []
            var expected: [Bool] = []   // break before scalar i
            var pendingBreak = false
            for token in tokens {
                if token == "×" { pendingBreak = false } else if token == "÷" { pendingBreak = true } else if let v = UInt32(token, radix: 16), let s = Unicode.Scalar(v) {
                    expected.append(pendingBreak)
                    scalars.append(s)
                }
            }
            guard !scalars.isEmpty else { continue }
            expected[0] = false
            cases += 1
            let got = LineBreaking.opportunities(scalars, cjkQuotes: false)
            if got != expected, failures.count < 10 { failures.append(line) }
            else if got != expected { failures.append("") }
        }
        #expect(cases > 7000)
        #expect(failures.isEmpty, "\(failures.count) of \(cases) cases differ, e.g. \(failures.prefix(10))")
    }

    @Test("Bidi levels and visual order agree with all 48,387 BidiTest.txt 15.0 cases without explicit formatting, BN, S or B",
          .enabled(if: UCDTestFiles.runs(UCDTestFiles.bidi)))
    func bidiTest() throws {
        let text = try UCDTestFiles.text(UCDTestFiles.bidi)
        let names: [String: BidiClass] = ["L": .l, "R": .r, "AL": .al, "EN": .en, "ES": .es, "ET": .et, "AN": .an,
                                          "CS": .cs, "NSM": .nsm, "WS": .ws, "ON": .on]
        var levels: [UInt8?] = [], order: [Int] = []
        var cases = 0, failures: [String] = []
        for raw in text.split(separator: "\n") {
            if raw.hasPrefix("#") || raw.isEmpty { continue }
            if raw.hasPrefix("@Levels:") {
                levels = raw.dropFirst("@Levels:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map { UInt8($0) }
                continue
            }
            if raw.hasPrefix("@Reorder:") {
                order = raw.dropFirst("@Reorder:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
                continue
            }
            let parts = raw.split(separator: ";")
            guard parts.count == 2, let bits = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let tokens = parts[0].split(separator: " ").map(String.init)
            let classes = tokens.compactMap { names[$0] }
            guard classes.count == tokens.count, !classes.isEmpty else { continue }
            for (bit, direction) in [(1, -1), (2, 0), (4, 1)] where bits & bit != 0 {
                let level: UInt8 = direction < 0 ? Bidi.paragraphLevel(classes) : UInt8(direction)
                var got = Bidi.levels(classes, paragraphLevel: level)
                var k = got.count - 1
                while k >= 0, classes[k] == .ws { got[k] = level; k -= 1 }
                cases += 1
                if got.map(Optional.some) != levels || Bidi.visualOrder(got) != order {
                    if failures.count < 10 { failures.append("\(parts[0]) dir \(direction)") } else { failures.append("") }
                }
            }
        }
        #expect(cases > 45_000)
        #expect(failures.isEmpty, "\(failures.count) of \(cases) cases differ, e.g. \(failures.prefix(10))")
    }
}
