import Foundation
import Testing
@testable import WidgetText

/// System text takes SF Pro's advances (`Fonts/Metrics/sf-advances.json`, read from Apple's SF
/// Pro fonts, version 16.0d18e1; the file cites them) plus SF Pro's tracking for the size (Apple
/// HIG, Typography → Tracking values; `Fonts/Metrics/optical-sizes.json`), while the bundled
/// glyphs keep their shapes (``SFAdvances``). A line's width is the sum of its advances and one
/// tracking between each two graphemes (the last one hangs).
@Suite("SF Pro advances for system text")
struct SFAdvanceTests {
    /// Points for `units` of SF Pro's 2048-unit em at `size`.
    static func pt(_ units: Double, _ size: Double) -> Double { units / 2048 * size }

    /// iOS's own digit advances, `UIFont.systemFont(ofSize: 64, weight: .regular)` through
    /// `CTFontGetAdvancesForGlyphs` (Apple Developer Forums thread 715797, 2022), in SF Pro's units:
    /// the table's SF Pro Display Regular advances plus iOS's 0.22 pt tracking at 64 pt.
    static let iOSDigitsAt64: [Character: Double] = ["0": 1249, "1": 915, "2": 1166, "3": 1219, "4": 1245, "5": 1205,
                                                     "6": 1271, "7": 1127, "8": 1235, "9": 1271]

    @Test("Every digit at 64 pt regular advances as far as iOS measured it (\"1\" 28.594 pt, \"0\" 39.031 pt)", arguments: Array("0123456789"))
    func digitsMatchIOSMeasurement(_ d: Character) {
        // Core Text's advance holds the tracking; a lone digit's width does not (it hangs).
        let advance = lay(String(d), FontSpec(size: 64)).size.width + 0.22
        #expect(close(advance, Self.pt(Self.iOSDigitsAt64[d]!, 64), tolerance: 0.01))
    }

    @Test("A rounded 30 pt semibold \"18\": SF Pro Rounded Semibold's 956 + 1296 units and 0.40 pt tracking, 33.38 pt")
    func roundedDate() {
        let width = lay("18", FontSpec(size: 30, weight: .semibold, design: .rounded)).size.width
        #expect(close(width, Self.pt(956 + 1296, 30) + 0.40, tolerance: 0.01), "\(width)")
    }

    @Test("A 44 pt light \"21°\": SF Pro Display Light's 1152 + 863 + 777 units, its −56 unit \"1°\" kerning (sf-kerning.json) and two trackings of 0.37 pt")
    func lightTemperature() {
        let width = lay("21°", FontSpec(size: 44, weight: .light)).size.width
        #expect(close(width, Self.pt(1152 + 863 - 56 + 777, 44) + 2 * 0.37, tolerance: 0.01), "\(width)")
    }

    @Test("A 17 pt monospacedDigit() price \"$12.99\": SF Pro Text's tabular digits (1290 units each) and $ (1290), five trackings of −0.43 pt; the point the face's tabular form substitutes keeps its own advance")
    func tabularPrice() {
        let tabular = FontSpec(size: 17, monospacedDigit: true)
        let width = lay("$12.99", tabular).size.width
        #expect(close(width, Self.pt(1290 + 4 * 1290, 17) + lay(".", tabular).size.width + 5 * -0.43, tolerance: 0.01), "\(width)")
        #expect(close(lay("1111", FontSpec(size: 17, monospacedDigit: true)).size.width,
                      lay("0000", FontSpec(size: 17, monospacedDigit: true)).size.width, tolerance: 0.001))
    }

    @Test("The narrow no-break space iOS 17+ puts before AM/PM (\"4:00\u{202F}PM\") takes SF Pro Text's 288 units and one tracking, half a space's 576")
    func narrowNoBreakSpace() {
        let font = FontSpec(size: 17)
        let narrow = lay("a\u{202F}a", font).size.width - lay("aa", font).size.width
        #expect(close(narrow, Self.pt(288, 17) - 0.43, tolerance: 0.01), "\(narrow)")
        let time = lay("4:00\u{202F}PM", font).size.width, spaced = lay("4:00 PM", font).size.width
        #expect(time < spaced - 1, "\(time) against \(spaced)")
    }

    @Test("Body text: \"Checked\" at 17 pt regular is SF Pro Text's 8,527 units, its one kerned pair (\"ke\", −50 units) and six trackings of −0.43 pt")
    func bodyWord() {
        let width = lay("Checked", FontSpec(size: 17)).size.width
        let sf = Self.pt(1466 + 1205 + 1170 + 1146 + 1112 - 50 + 1170 + 1258, 17) + 6 * -0.43
        #expect(close(width, sf, tolerance: 0.01), "\(width) against \(sf)")
    }

    @Test("Between the optical sizes an advance moves from SF Pro Text's toward Display's by the Display share: at 22.6 pt, 0.6145 of the way (SF Pro's opsz axis through its avar map)")
    func opticalBlend() {
        // "0": Text Regular 1290, Display Regular 1242 units, no "00" kerning; "00" holds one
        // tracking (−0.26 pt at 22 pt, −0.10 at 23: −0.164 at 22.6). The share is kept in 1/256 steps.
        let width = lay("00", FontSpec(size: 22.6)).size.width
        let share = ((0.0909 + 3.6 / 5 * (0.8182 - 0.0909)) * 256).rounded() / 256
        let tracking = -0.26 + 0.6 * (-0.10 + 0.26)
        #expect(close(width, 2 * Self.pt(1290 + share * (1242 - 1290), 22.6) + tracking, tolerance: 0.01), "\(width)")
    }

    @Test("SF Pro's kerning: \"AV\" at 17 pt is SF Pro Text Regular's 1380 + 1380 units less its −130 unit pair, and one tracking")
    func sfKerning() {
        let width = lay("AV").size.width
        #expect(close(width, Self.pt(1380 - 130 + 1380, 17) - 0.43, tolerance: 0.01), "\(width)")
    }

    @Test("A time \"12:30\" at 17 pt: the colon Inter raises between digits (calt) takes SF's ':' advance; 5,368 units, SF's −10 unit \":3\" pair and four trackings")
    func timeColon() {
        let width = lay("12:30").size.width
        #expect(close(width, Self.pt(950 + 1236 + 608 - 10 + 1284 + 1290, 17) + 4 * -0.43, tolerance: 0.01), "\(width)")
    }

    @Test("A character outside the table keeps the face's correction toward SF's widths: each Cyrillic \"Ж\" of a 17 pt heavy line advances by Inter ExtraBold's own advance plus the face's full tracking")
    func outsideTheTable() throws {
        let heavy = FontSpec(size: 17, weight: .heavy)
        let face = engine.fonts.face(for: heavy)
        let glyph = try #require(face.glyph(for: "Ж"))
        let tracking = try #require(face.tracking)
        let step = lay("ЖЖЖ", heavy).size.width - lay("ЖЖ", heavy).size.width
        #expect(close(step, face.nominalAdvance(of: glyph) * 17 + tracking.points(at: 17), tolerance: 0.01), "\(step)")
        #expect(SFAdvances.applies(to: heavy))
    }

    @Test("Custom and monospaced fonts, and widths of the rounded design and of italics, keep their own advances")
    func notApplied() {
        // Noto Sans Mono: 0.6 em for every character.
        #expect(close(lay("1", FontSpec(size: 40, design: .monospaced)).size.width, 24, tolerance: 0.01))
        var roundedCondensed = FontSpec(size: 40, design: .rounded)
        roundedCondensed.width = -0.2
        #expect(!SFAdvances.applies(to: roundedCondensed))
        var italicCondensed = FontSpec(size: 40, italic: true)
        italicCondensed.width = -0.2
        #expect(!SFAdvances.applies(to: italicCondensed))
    }

    // SF Pro's widths (`Fonts/Metrics/sf-width-advances.json`). The expected numbers below were
    // read independently of that file: Apple's variable SF-Pro.ttf 19.0d7e1 (as subset in
    // github.com/sipt/tab-player@dc18690e, src/assets/fonts/SF-Pro.ttf), shaped with HarfBuzz at
    // the font's named instance (Condensed Regular: wdth 60, wght 410; Compressed Bold: wdth 47,
    // wght 760; Expanded Semibold: wdth 132, wght 650) and the optical size of the point size
    // (opsz 17 for Text sizes, 28 for Display), kern feature on; plus SF Pro's tracking (HIG).

    static func width(_ value: Double, _ spec: FontSpec) -> FontSpec {
        var out = spec
        out.width = value
        return out
    }

    @Test("A condensed 13 pt label \"Low Power Mode\": SF Pro Condensed Regular's 13,371 units with kerning and thirteen trackings of −0.08 pt, 83.84 pt (standard width: 16,386 units, 102.97 pt)")
    func condensedLabel() {
        let condensed = lay("Low Power Mode", Self.width(-0.2, FontSpec(size: 13))).size.width
        #expect(close(condensed, Self.pt(13_371, 13) + 13 * -0.08, tolerance: 0.01), "\(condensed)")
        let standard = lay("Low Power Mode", FontSpec(size: 13)).size.width
        #expect(close(standard, Self.pt(16_386, 13) + 13 * -0.08, tolerance: 0.01), "\(standard)")
    }

    @Test("A compressed 34 pt bold \"72\" (a large number): SF Pro Compressed Bold's 777 + 821 Display units and one tracking of 0.40 pt")
    func compressedNumber() {
        let width = lay("72", Self.width(-0.3, FontSpec(size: 34, weight: .bold))).size.width
        #expect(close(width, Self.pt(777 + 821, 34) + 0.40, tolerance: 0.01), "\(width)")
    }

    @Test("An expanded 17 pt semibold \"Wide\": SF Pro Expanded Semibold's 2,581 + 650 + 1,674 + 1,552 units and three trackings of −0.43 pt")
    func expandedWord() {
        let width = lay("Wide", Self.width(0.2, FontSpec(size: 17, weight: .semibold))).size.width
        #expect(close(width, Self.pt(2_581 + 650 + 1_674 + 1_552, 17) + 3 * -0.43, tolerance: 0.01), "\(width)")
    }

    @Test("The bundled glyphs are drawn at the width: narrower for condensed, wider for expanded, as wide as designed otherwise")
    func glyphsDrawnAtTheWidth() {
        func scales(_ spec: FontSpec) -> Set<Double> { Set(lay("Hello", spec).glyphs.map(\.font.widthScale)) }
        let condensed = scales(Self.width(-0.2, FontSpec(size: 17))), expanded = scales(Self.width(0.2, FontSpec(size: 17)))
        #expect(condensed.count == 1 && condensed.allSatisfy { (0.75...0.9).contains($0) }, "\(condensed)")
        #expect(expanded.count == 1 && expanded.allSatisfy { (1.15...1.35).contains($0) }, "\(expanded)")
        #expect(scales(FontSpec(size: 17)) == [1])
    }

    @Test("A Font.Width between the named ones takes the nearest: −0.22 is condensed, 0.05 standard")
    func nearestWidth() {
        let text = "Widths", size = FontSpec(size: 17)
        #expect(close(lay(text, Self.width(-0.22, size)).size.width, lay(text, Self.width(-0.2, size)).size.width, tolerance: 0.001))
        #expect(close(lay(text, Self.width(0.05, size)).size.width, lay(text, size).size.width, tolerance: 0.001))
    }

    @Test("monospacedDigit() at a width: every digit as wide as the others, narrower than the standard width's tabular digits")
    func tabularAtAWidth() {
        let condensed = Self.width(-0.2, FontSpec(size: 17, monospacedDigit: true))
        let ones = lay("1111", condensed).size.width, zeros = lay("0000", condensed).size.width
        #expect(close(ones, zeros, tolerance: 0.001), "\(ones) against \(zeros)")
        #expect(zeros < lay("0000", FontSpec(size: 17, monospacedDigit: true)).size.width * 0.9)
    }
}
