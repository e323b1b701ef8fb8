import Foundation
import Testing
import WidgetUI
import WidgetCore

/// SwiftUI and WidgetKit names real widget code uses beyond the core vocabulary
/// (API/apple-surface.tsv): what each does on a still image.
@Suite("SwiftUI long tail")
struct SwiftUILongTailTests {
    static let canvas = Rect(x: 0, y: 0, width: 200, height: 200)

    @Test("LazyVStack takes the whole width offered; a VStack hugs its widest child")
    func lazyVStackWidth() throws {
        let lazy = try WidgetLayout(LazyVStack(alignment: .leading) { Text("Hi").id("t") }.id("s"), in: Self.canvas)
        let plain = try WidgetLayout(VStack(alignment: .leading) { Text("Hi") }.id("s"), in: Self.canvas)
        #expect(try #require(lazy.frame(of: "s")).width == 200)
        #expect(try #require(plain.frame(of: "s")).width < 30)
        #expect(try #require(lazy.frame(of: "t")).minX == 0, "leading alignment inside the full width")
    }

    @Test("LazyHStack takes the whole height offered")
    func lazyHStackHeight() throws {
        let lazy = try WidgetLayout(LazyHStack { Text("Hi") }.id("s"), in: Self.canvas)
        #expect(try #require(lazy.frame(of: "s")).height == 200)
    }

    @Test("A Section outside a List shows its header, content and footer in order")
    func section() throws {
        let l = try WidgetLayout(VStack {
            Section {
                Text("Body").id("body")
            } header: {
                Text("Head").id("head")
            } footer: {
                Text("Foot").id("foot")
            }
        }, in: Self.canvas)
        let head = try #require(l.frame(of: "head")), body = try #require(l.frame(of: "body")), foot = try #require(l.frame(of: "foot"))
        #expect(head.maxY <= body.minY && body.maxY <= foot.minY)
    }

    @Test("ContentUnavailableView draws its title and description, centred in the space offered")
    func contentUnavailable() throws {
        let l = try WidgetLayout(ContentUnavailableView("No Trips", systemImage: "airplane", description: Text("Plan one in the app")).id("v"), in: Self.canvas)
        let texts = l.draw(bounds: Self.canvas).items.compactMap { if case .glyphs(let g) = $0 { return g.text } else { return nil } }
        #expect(texts.joined(separator: " ").contains("No Trips"))
        #expect(texts.joined(separator: " ").contains("Plan one in the app"))
        #expect(try #require(l.frame(of: "v")) == Self.canvas)
    }

    @Test("sizeCategory is the Dynamic Type size under its older name, both ways")
    func sizeCategory() {
        var env = EnvironmentValues()
        #expect(env.sizeCategory == .large)
        env.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(env.dynamicTypeSize == .accessibility5 && env.sizeCategory.isAccessibilityCategory)
        #expect(ContentSizeCategory.allCases.map(\.dynamicTypeSize) == DynamicTypeSize.allCases)
    }

    @Test("safeAreaPadding lays out as padding")
    func safeAreaPadding() throws {
        let a = try WidgetLayout(Text("Hi").safeAreaPadding(.horizontal, 10).id("x"), in: Self.canvas)
        let b = try WidgetLayout(Text("Hi").padding(.horizontal, 10).id("x"), in: Self.canvas)
        #expect(a.frame(of: "x") == b.frame(of: "x"))
    }

    @Test("WidgetCenter and ControlCenter record reload requests in order; installed widgets are the ones a test declares")
    func reloads() async throws {
        _ = WidgetCenter.shared.takeReloadRequests()
        WidgetCenter.shared.reloadTimelines(ofKind: "weather")
        ControlCenter.shared.reloadControls(ofKind: "lights")
        WidgetCenter.shared.reloadAllTimelines()
        #expect(WidgetCenter.shared.takeReloadRequests() == [.timelines(kind: "weather"), .controls(kind: "lights"), .allTimelines])
        #expect(WidgetCenter.shared.reloadRequests.isEmpty)
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        WidgetCenter.shared.installedWidgets = [WidgetInfo(kind: "weather", family: .systemSmall)]
        defer { WidgetCenter.shared.installedWidgets = [] }
        #expect(try await WidgetCenter.shared.currentConfigurations().map(\.kind) == ["weather"])
    }
}
