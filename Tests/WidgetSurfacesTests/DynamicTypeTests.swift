import Testing
import WidgetRender
import WidgetTestSupport

@Suite struct DynamicTypeTests {
    /// The text's font size, read from its height under the fixed-advance measurer (one line is
    /// `size` tall).
    func textHeight(_ font: Font, _ size: DynamicTypeSize) throws -> Double {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        return try #require(layout(Text("Ag").font(font).id("t"), width: 400, height: 400, environment: env).frame(of: "t")).height
    }

    @Test func textStylesFollowTheHIGTableAtThreeSizes() throws {
        // HIG Typography, iOS Dynamic Type sizes: xSmall, Large (default), AX3.
        let expected: [(Font, [Double])] = [
            (.largeTitle, [31, 34, 52]), (.title, [25, 28, 48]), (.headline, [14, 17, 40]), (.body, [14, 17, 40]),
            (.subheadline, [12, 15, 36]), (.footnote, [12, 13, 33]), (.caption, [11, 12, 32]), (.caption2, [11, 11, 29]),
        ]
        for (font, sizes) in expected {
            #expect(try [DynamicTypeSize.xSmall, .large, .accessibility3].map { try textHeight(font, $0) } == sizes, "\(font)")
        }
    }

    @Test func fixedSizeFontsDoNotScaleAndCustomFontsScaleLikeTheirStyle() throws {
        #expect(try textHeight(.system(size: 15), .accessibility5) == 15)
        #expect(try textHeight(.custom("Avenir", fixedSize: 15), .accessibility5) == 15)
        // Body grows 17 → 40 at AX3; a 20 pt custom font grows by the same factor.
        #expect(try textHeight(.custom("Avenir", size: 20), .accessibility3) == 20 * 40 / 17)
        // Caption 2 stays 11 at xSmall…Large, 29 at AX3.
        #expect(try textHeight(.custom("Avenir", size: 22, relativeTo: .caption2), .xSmall) == 22)
        #expect(try textHeight(.custom("Avenir", size: 22, relativeTo: .caption2), .accessibility3) == 58)
    }

    @Test func everySizeHasEveryStyleAndStylesGrowWithTheSize() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(style.size(at: .large) == style.size)
        }
    }

    @Test func aRangeClampsTheSizeInForce() throws {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility5
        let l = try layout(VStack {
            Text("A").font(.body).id("clamped").dynamicTypeSize(...DynamicTypeSize.xxLarge)
            Text("B").font(.body).id("free")
        }, width: 400, height: 400, environment: env)
        #expect(l.frame(of: "clamped")?.height == 21)
        #expect(l.frame(of: "free")?.height == 53)
    }
}
