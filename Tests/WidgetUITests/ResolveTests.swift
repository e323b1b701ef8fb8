import Foundation
import Testing
import WidgetUI
import WidgetTestSupport

/// Environment switches, custom modifiers and limits of resolution.
@MainActor @Suite("Resolving views")
struct ResolveTests {
    struct FamilyView: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            switch family {
            case .systemSmall: Color.red.frame(width: 10, height: 10).id("small")
            case .systemMedium: Color.red.frame(width: 20, height: 10).id("medium")
            default: Color.red.frame(width: 30, height: 10).id("other")
            }
        }
    }

    @Test("@Environment(\\.widgetFamily) sees the family being rendered (seed 002)")
    func familySwitch() throws {
        var env = EnvironmentValues()
        env.widgetFamily = .systemMedium
        let l = try layout(FamilyView(), width: 100, height: 100, environment: env)
        #expect(l.frame(of: "medium")?.width == 20)
        #expect(l.frame(of: "small") == nil)
        env.widgetFamily = .systemLarge
        #expect(try layout(FamilyView(), width: 100, height: 100, environment: env).frame(of: "other")?.width == 30)
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(5).background(Color.blue.id("card"))
        }
    }

    @Test("A custom ViewModifier wraps its content")
    func customModifier() throws {
        let l = try layout(Color.red.frame(width: 10, height: 10).id("c").modifier(Card()), width: 100, height: 100)
        #expect(l.frame(of: "card")?.size == Size(width: 20, height: 20))
        #expect(l.frame(of: "c")?.minX == 45)
    }

    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 { Color.red } else { AnyView(Nest(depth: depth - 1).padding(1)) }
        }
    }

    @Test("An absurdly deep tree is a typed error, not a stack overflow")
    func tooDeep() throws {
        #expect(throws: ViewTreeError.self) { try layout(Nest(depth: 5000), width: 100, height: 100) }
        #expect(throws: Never.self) { try layout(Nest(depth: 50), width: 100, height: 100) }
        // Just under the limit (each level is a custom view, an AnyView and a padding): resolves
        // and lays out on a test thread without exhausting its stack.
        let deep = try layout(Nest(depth: 90).id("deep"), width: 400, height: 400)
        #expect(deep.frame(of: "deep")?.size == Size(width: 400, height: 400))
    }

    @Test("A missing image file draws nothing and reports imageUnavailable with the path")
    func missingImage() throws {
        let l = try layout(Image("/nonexistent/photo.png").id("i"), width: 100, height: 100)
        #expect(l.frame(of: "i")?.size == .zero)
        let d = try #require(l.diagnostics.first { $0.code == .imageUnavailable })
        #expect(d.severity == .error)
        #expect(d.message.contains("/nonexistent/photo.png"))
    }

    @Test("A malformed hex color draws nothing and is reported")
    func invalidColor() throws {
        let l = try layout(Color(hex: "#12G").id("c"), width: 10, height: 10)
        #expect(l.diagnostics.contains { $0.code == .invalidColor })
        let drawn = l.draw(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        guard case .fill(_, .color(let c))? = drawn.items.first else { Issue.record("expected a fill"); return }
        #expect(c.alpha == 0)
    }

    @Test("Link and widgetURL are recorded with their frames")
    func links() throws {
        let url = try #require(URL(string: "app://page=home"))
        let l = try layout(VStack(spacing: 0) {
            Link(destination: url) { Color.red.frame(width: 50, height: 20) }
            Color.blue.frame(width: 50, height: 20)
        }.widgetURL(URL(string: "app://widget")), width: 100, height: 40)
        let drawn = l.draw(bounds: Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(drawn.links.map(\.url) == [url])
        #expect(drawn.links.first?.frame == Rect(x: 25, y: 0, width: 50, height: 20))
        #expect(drawn.widgetURLs.map(\.url.absoluteString) == ["app://widget"])
    }

    @Test("Frames are snapped to device pixels when drawn (A1-2)")
    func pixelSnapping() throws {
        let l = try layout(Color.red.frame(width: 10.1, height: 10.1), width: 20, height: 20)
        let drawn = l.draw(bounds: Rect(x: 0, y: 0, width: 20, height: 20))
        guard case .fill(let path, _)? = drawn.items.first else { Issue.record("expected a fill"); return }
        let r = path.boundingRect
        for v in [r.minX, r.minY, r.maxX, r.maxY] { #expect(abs(v * 3 - (v * 3).rounded()) < 1e-9) }
        #expect(abs(r.width - 10) < 1e-9)
    }
}
