import Testing
import WidgetUI
import WidgetTestSupport

/// `@ScaledMetric`, `isEnabled`/`disabled(_:)` and `labelsHidden()`: SwiftUI's environment for
/// controls and Dynamic Type, as custom styles read it.
@Suite("Control environment and scaled metrics")
struct ControlEnvironmentTests {
    struct Square: View {
        @ScaledMetric var side = 20.0
        @ScaledMetric(relativeTo: .caption) var captionSide = 20.0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: side, height: side).id("body")
                Color.blue.frame(width: captionSide, height: captionSide).id("caption")
            }
        }
    }

    private func frames(at size: DynamicTypeSize) throws -> (body: Rect, caption: Rect) {
        let l = try layout(Square().dynamicTypeSize(size), width: 300, height: 300)
        return (try #require(l.frame(of: "body")), try #require(l.frame(of: "caption")))
    }

    @Test("@ScaledMetric grows with its text style: body 17 → 28 pt at AX1 makes 20 pt 32.94; caption 12 → 22 pt makes it 36.67")
    func scaledMetric() throws {
        let large = try frames(at: .large), ax1 = try frames(at: .accessibility1), small = try frames(at: .xSmall)
        #expect(large.body.width == 20 && large.caption.width == 20)
        #expect(abs(ax1.body.width - 20 * 28 / 17) < 0.001)
        #expect(abs(ax1.caption.width - 20 * 22 / 12) < 0.001)
        #expect(abs(small.body.width - 20 * 14 / 17) < 0.001)
    }

    struct FontMetricsProbe: View {
        var body: some View {
            Color.red.frame(width: UIFontMetrics.default.scaledValue(for: 17),
                            height: UIFontMetrics(forTextStyle: .caption).scaledValue(for: 12)).id("m")
        }
    }

    @Test("UIFontMetrics scales a length as its text style scales: body 17 → 28 and caption 12 → 22 at AX1, unchanged at Large")
    func fontMetrics() throws {
        let ax1 = try #require(try layout(FontMetricsProbe().dynamicTypeSize(.accessibility1), width: 100, height: 100).frame(of: "m"))
        #expect(abs(ax1.width - 28) < 0.001 && abs(ax1.height - 22) < 0.001)
        let large = try #require(try layout(FontMetricsProbe(), width: 100, height: 100).frame(of: "m"))
        #expect(large.width == 17 && large.height == 12)
    }

    struct EnabledProbe: View {
        @Environment(\.isEnabled) var isEnabled
        var body: some View { Color.clear.frame(width: isEnabled ? 10 : 20, height: 1).id("probe") }
    }

    @Test("isEnabled is true by default, false under disabled(true), and disabled(false) inside does not enable it again")
    func isEnabled() throws {
        func width(_ view: some View) throws -> Double { try #require(try layout(view, width: 100, height: 100).frame(of: "probe")).width }
        #expect(try width(EnabledProbe()) == 10)
        #expect(try width(EnabledProbe().disabled(true)) == 20)
        #expect(try width(EnabledProbe().disabled(false).disabled(true)) == 20)
        #expect(try width(EnabledProbe().disabled(false)) == 10)
    }
}
