import Foundation
import Testing
@testable import WidgetText

/// Digits of the system font at SF Pro's Display sizes take SF Pro Display's advances
/// (`Fonts/Metrics/display-digits.json`). Source of every Regular number: Apple Developer Forums
/// thread 715797, `UIFont.systemFont(ofSize: 64, weight: .regular)` digit advances on iOS, in SF
/// Pro's 2048 units per em: 0 1249, 1 915, 2 1166, 3 1219, 4 1245, 5 1205, 6 1271, 7 1127,
/// 8 1235, 9 1271.
@Suite("SF Pro Display digit advances")
struct DisplayDigitTests {
    static let sfRegular: [Character: Double] = ["0": 1249, "1": 915, "2": 1166, "3": 1219, "4": 1245, "5": 1205,
                                                 "6": 1271, "7": 1127, "8": 1235, "9": 1271]
    static func sfWidth(_ digits: String, _ size: Double) -> Double {
        digits.reduce(0) { $0 + (sfRegular[$1] ?? 0) } / 2048 * size
    }

    @Test("Every digit at 64 pt regular is as wide as iOS measured it (e.g. \"1\" 28.594 pt, \"0\" 39.031 pt)", arguments: Array("0123456789"))
    func eachDigit(_ d: Character) {
        #expect(close(lay(String(d), FontSpec(size: 64)).size.width, Self.sfWidth(String(d), 64), tolerance: 0.001))
    }

    @Test("\"2026\" at 34 pt regular and \"18\" at 30 pt rounded regular: the sum of SF's advances (rounded shares SF Pro's widths)")
    func numbers() {
        #expect(close(lay("2026", FontSpec(size: 34)).size.width, Self.sfWidth("2026", 34), tolerance: 0.001))
        #expect(close(lay("18", FontSpec(size: 30, design: .rounded)).size.width, Self.sfWidth("18", 30), tolerance: 0.001))
    }

    @Test("Other weights follow the rule: SF's Regular advance × the face's mean digit width over its Regular's (a semibold \"18\" is wider than a regular one, a light one narrower)")
    func weights() {
        let regular = lay("18", FontSpec(size: 30)).size.width
        let semibold = lay("18", FontSpec(size: 30, weight: .semibold)).size.width
        let light = lay("21", FontSpec(size: 44, weight: .light)).size.width
        #expect(semibold > regular)
        #expect(light < Self.sfWidth("21", 44) && light > Self.sfWidth("21", 44) * 0.95)
    }

    @Test("Below 20 pt, with monospacedDigit() and in a custom or monospaced font, digits keep the face's own advances")
    func notApplied() {
        // 19 pt: Inter's text digits (its tracked text cut).
        #expect(!close(lay("1", FontSpec(size: 19)).size.width, Self.sfWidth("1", 19), tolerance: 0.05))
        for size in [17.0, 20, 40] {   // tabular at every size (InterDisplay's tnum is not: the text cut is used)
            let tabular = lay("1111", FontSpec(size: size, monospacedDigit: true)).size.width
            #expect(close(tabular, lay("0000", FontSpec(size: size, monospacedDigit: true)).size.width, tolerance: 0.001), "\(size) pt")
        }
        #expect(!close(lay("1", FontSpec(size: 40, design: .monospaced)).size.width, Self.sfWidth("1", 40), tolerance: 0.05))
    }

    @Test("A digit between letters moves only by its own advance: \"A1B\" is \"AB\" plus the digit's SF advance (within kerning)")
    func mixed() {
        let ab = lay("HH", FontSpec(size: 40)).size.width, a1b = lay("H1H", FontSpec(size: 40)).size.width
        #expect(abs((a1b - ab) - Self.sfWidth("1", 40)) < 0.05)
    }
}
