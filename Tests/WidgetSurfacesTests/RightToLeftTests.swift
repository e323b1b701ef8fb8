import Foundation
import Testing
import WidgetRender
import WidgetTestSupport

@Suite struct RightToLeftTests {
    var rtl: EnvironmentValues {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        return env
    }

    /// A row of two fixed boxes with 10 pt leading padding, leading-aligned in a 200-wide frame.
    var row: some View {
        HStack(spacing: 10) {
            Color.red.frame(width: 40, height: 20).id("first")
            Color.blue.frame(width: 60, height: 20).id("second")
        }
        .padding(.leading, 10)
        .id("row")
        .frame(width: 200, height: 100, alignment: .topLeading)
    }

    @Test func anHStackRunsFromTheRightWithLeadingPaddingAndAlignmentOnTheRight() throws {
        let ltr = try layout(row, width: 200, height: 100)
        #expect(ltr.frame(of: "first") == Rect(x: 10, y: 0, width: 40, height: 20))
        #expect(ltr.frame(of: "second") == Rect(x: 60, y: 0, width: 60, height: 20))
        let r = try layout(row, width: 200, height: 100, environment: rtl)
        #expect(r.frame(of: "first") == Rect(x: 150, y: 0, width: 40, height: 20))
        #expect(r.frame(of: "second") == Rect(x: 80, y: 0, width: 60, height: 20))
        #expect(r.frame(of: "row") == Rect(x: 80, y: 0, width: 120, height: 20))
    }

    @Test func aSubtreeSetBackToLeftToRightKeepsItsOrderInsideItsMirroredPlace() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            HStack(spacing: 0) {
                Color.green.frame(width: 20, height: 10).id("b1")
                Color.blue.frame(width: 30, height: 10).id("b2")
            }.environment(\.layoutDirection, .leftToRight)
        }
        let l = try layout(view, width: 100, height: 10, environment: rtl)
        #expect(l.frame(of: "a") == Rect(x: 50, y: 0, width: 50, height: 10))
        #expect(l.frame(of: "b1") == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(l.frame(of: "b2") == Rect(x: 20, y: 0, width: 30, height: 10))
    }

    @Test func leadingTextAlignmentMeansRightInRightToLeft() throws {
        // Real text engine: two lines, "Hi" then "everyone".
        let view = Text("Hi everyone").font(.system(size: 20)).id("t").frame(width: 100)
        func firstRun(_ env: EnvironmentValues) throws -> (run: Rect, frame: Rect) {
            let l = try WidgetLayout(view, in: Rect(x: 0, y: 0, width: 200, height: 100), environment: env)
            let runs = l.draw(bounds: Rect(x: 0, y: 0, width: 200, height: 100)).items.compactMap {
                if case .glyphs(let g) = $0 { return g.bounds }; return nil
            }
            return (try #require(runs.first), try #require(l.frame(of: "t")))
        }
        let ltr = try firstRun(EnvironmentValues())
        #expect(abs(ltr.run.minX - ltr.frame.minX) < 0.5 && ltr.frame.maxX - ltr.run.maxX > 5)
        let r = try firstRun(rtl)
        #expect(abs(r.run.maxX - r.frame.maxX) < 0.5 && r.run.minX - r.frame.minX > 5)
    }

    @Test func imagesFlipOnlyWhenAskedTo() throws {
        let b = try #require(Bitmap(width: 2, height: 1, pixels: [0xFFFF0000, 0xFF0000FF]))
        func pixels(_ v: some View, _ env: EnvironmentValues) throws -> [UInt32] {
            try #require(images(try drawn(v, environment: env)).first).bitmap.pixels
        }
        #expect(try pixels(Image(bitmap: b), rtl) == [0xFFFF0000, 0xFF0000FF])
        #expect(try pixels(Image(bitmap: b).flipsForRightToLeftLayoutDirection(true), rtl) == [0xFF0000FF, 0xFFFF0000])
        #expect(try pixels(Image(bitmap: b).flipsForRightToLeftLayoutDirection(true), EnvironmentValues()) == [0xFFFF0000, 0xFF0000FF])
    }

    @Test func theDirectionFollowsTheLocale() {
        #expect(LayoutDirection.of(Locale(identifier: "ar")) == .rightToLeft)
        #expect(LayoutDirection.of(Locale(identifier: "he_IL")) == .rightToLeft)
        #expect(LayoutDirection.of(Locale(identifier: "fa")) == .rightToLeft)
        #expect(LayoutDirection.of(Locale(identifier: "en_US")) == .leftToRight)
        #expect(LayoutDirection.of(Locale(identifier: "zh-Hans")) == .leftToRight)
    }
}

@Suite struct RightToLeftRenderTests {
    /// An Arabic weather row: right to left, the icon sits on the right and the text block is
    /// right-aligned next to it.
    @Test func anArabicRowRendersMirrored() throws {
        let icon = try #require(Bitmap(width: 30, height: 30, fill: 0xFFFF9500))
        let view = HStack(spacing: 8) {
            Image(bitmap: icon, scale: 1).id("icon")
            VStack(alignment: .leading, spacing: 2) {
                Text("الرياض").font(.headline)
                Text("مشمس، ٣٢°").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.leading, 4)
        let surface = Surface(family: .systemMedium, size: Size(width: 338, height: 158), colorScheme: .light, cornerRadius: 22,
                              margins: EdgeInsets(all: 16), environment: { $0.layoutDirection = .rightToLeft; $0.locale = Locale(identifier: "ar") })
        let (_, l) = try surface.compose(view)
        // 16 pt margin + 4 pt leading padding on the right: the icon ends at 338 − 20.
        #expect(l.frame(of: "icon")?.maxX == 318 && l.frame(of: "icon")?.width == 30)
        let bitmap = try surface.render(view)
        try keep(bitmap, "rtl-arabic-row")
        #expect(bitmap.color(atX: (318 - 15) * 3, y: 79 * 3)?.hexString == "#FF9500FF")
        #expect(bitmap.color(atX: (20 + 15) * 3, y: 79 * 3)?.hexString == "#FFFFFFFF")
    }
}
