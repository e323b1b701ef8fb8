import Foundation
import Testing
import WidgetUI
import WidgetTestSupport

/// SwiftUI and WidgetKit spellings real widget extensions use that draw something, or compile
/// as documented no-ops (the corpus of 80 extension files, issue 27).
@Suite("SwiftUI long tail")
struct SwiftUILongTailTests {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)

    @Test(".fill and its levels are UIKit's system fills, light and dark")
    func fillStyles() {
        #expect(FillShapeStyle.fill._paint(in: rect, scheme: .light) == .color(RGBA(hex: 0x787880, alpha: 0.2)))
        #expect(FillShapeStyle.fill.tertiary._paint(in: rect, scheme: .light) == .color(RGBA(hex: 0x767680, alpha: 0.12)))
        #expect(FillShapeStyle.fill.tertiary._paint(in: rect, scheme: .dark) == .color(RGBA(hex: 0x767680, alpha: 0.24)))
        #expect(FillShapeStyle.fill.quaternary._paint(in: rect, scheme: .light) == .color(RGBA(hex: 0x747480, alpha: 0.08)))
    }

    @Test("Color.gradient runs top to bottom from the colour lifted 15 % towards white to the colour")
    func colorGradient() throws {
        guard case .linearGradient(let g) = Color(red: 0, green: 0, blue: 1).gradient._paint(in: rect, scheme: .light) else {
            Issue.record("not a gradient"); return
        }
        #expect(g.start == Point(x: 5, y: 0) && g.end == Point(x: 5, y: 10))
        #expect(g.stops.first?.color == RGBA(red: 0.15, green: 0.15, blue: 1))
        #expect(g.stops.last?.color == RGBA(red: 0, green: 0, blue: 1))
    }

    @Test("background() is the system background; RoundedRectangle(cornerSize:) takes the width; safe-area and scheme preferences change nothing")
    func modifiers() throws {
        let l = try layout(Text("ab").background().preferredColorScheme(.dark).ignoresSafeArea().id("t"), width: 100, height: 50)
        #expect(l.frame(of: "t")?.width == 17)
        #expect(RoundedRectangle(cornerSize: CGSize(width: 12, height: 12)).cornerRadius == 12)
    }

    @Test("String(localized:) gives the text as written, interpolations in place, or the default value")
    func stringLocalized() {
        let n = 3
        #expect(String(localized: "\(n) days left") == "3 days left")
        #expect(String(localized: "widget.title", defaultValue: "Days") == "Days")
        #expect(String(localized: LocalizedStringResource("k", defaultValue: "Shown")) == "Shown")
    }
}
