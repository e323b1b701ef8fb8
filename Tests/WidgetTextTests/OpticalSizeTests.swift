import Testing
@testable import WidgetText

/// SF Pro's optical sizes as the bundled faces follow them (`Fonts/Metrics/optical-sizes.json`,
/// `OpticalTracking`): the HIG tracking table at every size, glyph advances that move between
/// Inter and InterDisplay as SF Pro moves from Text to Display, and no jump where the drawn cut
/// changes.
@Suite("Optical sizes")
struct OpticalSizeTests {
    let sizes = engine.fonts.opticalSizes

    @Test("Tracking follows the HIG's SF Pro table past 20 pt: +0.38 pt at 28 pt, 0 from 80 pt, plus the face's offset")
    func trackingTable() throws {
        let regular = try #require(sizes.tracking(forFile: "Inter-Regular.otf"))
        #expect(abs(regular.points(at: 28) - (0.38 - 0.0013 * 28)) < 1e-9)
        #expect(abs(regular.points(at: 20) - (-0.45 - 0.0013 * 20)) < 1e-9)
        #expect(abs(regular.points(at: 96) - (-0.0013 * 96)) < 1e-9)
        let display = try #require(sizes.tracking(forFile: "InterDisplay-SemiBold.otf"))
        #expect(abs(display.points(at: 40) - (0.37 - 0.0022 * 40)) < 1e-9)
    }

    @Test("A Text face with no Display cut narrows with the Display share: ExtraBold (SF Heavy) at 20, 22.6 and 28 pt")
    func narrowingWithoutPartner() throws {
        let heavy = try #require(sizes.tracking(forFile: "Inter-ExtraBold.otf"))
        // Display share: SF Pro's opsz axis through its avar map, 0.0909 at 19 pt, 0.8182 at 24 pt.
        let share = { (size: Double) in 0.0909 + (size - 19) / 5 * (0.8182 - 0.0909) }
        #expect(abs(heavy.points(at: 20) - (-0.45 + (0.0216 - 0.0646 * share(20)) * 20)) < 1e-9)
        #expect(abs(heavy.points(at: 22.6) - (-0.164 + (0.0216 - 0.0646 * share(22.6)) * 22.6)) < 1e-9)
        #expect(abs(heavy.points(at: 28) - (0.38 + (0.0216 - 0.0646) * 28)) < 1e-9)
        // Faces with the other cut at hand move glyph by glyph instead.
        #expect(try #require(sizes.tracking(forFile: "Inter-Bold.otf")).narrowing == 0)
    }

    @Test("No jump where the drawn cut changes: a line just below and just above the switch sets within 0.5 %")
    func continuousAtTheSwitch() {
        let below = sizes.displaySwitch - 0.001, above = sizes.displaySwitch + 0.001
        let text = "Weather Forecast"
        let a = lay(text, FontSpec(size: below)), b = lay(text, FontSpec(size: above))
        #expect(a.glyphs.first?.font.fileName == "Inter-Regular.otf")
        #expect(b.glyphs.first?.font.fileName == "InterDisplay-Regular.otf")
        // Advances meet halfway; what is left is the two cuts' kerning and measured offsets
        // (0.82 pt of 170.7 pt).
        #expect(abs(a.size.width - b.size.width) < 0.005 * a.size.width, "\(a.size.width) vs \(b.size.width)")
    }

    @Test("At 17 pt and below nothing moves: SF Pro Text's advances")
    func textSizesUntouched() {
        #expect(close(lay("Hello", body17).size.width, 39.253))
    }

    @Test("Between the designs, a line narrows as the Display share grows, per em (21 pt is between 20 and 22 pt)")
    func narrowsThroughTheTransition() {
        let text = "Temperature"
        func perEm(_ size: Double) -> Double {
            let tracking = sizes.tracking(forFile: "Inter-Regular.otf")?.points(at: size) ?? 0
            return (lay(text, FontSpec(size: size)).size.width - Double(text.count - 1) * tracking) / size
        }
        #expect(perEm(20) > perEm(21))
        #expect(perEm(21) > perEm(22))
    }

    @Test("Tabular figures keep one advance for every digit at Display sizes")
    func tabularDigitsStayEqual() {
        let line = lay("0123456789", FontSpec(size: 30, monospacedDigit: true))
        let advances = Set(line.glyphs.map { ($0.advance * 1000).rounded() })
        #expect(advances.count == 1, "\(advances)")
    }
}
