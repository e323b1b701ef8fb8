import Foundation
import Testing
import WidgetUI
import WidgetLinks
import WidgetTestSupport

/// The lints, one by one, and the stability of the diagnostic codes.
@Suite("Link lints")
struct LinkLintTests {
    let a = testURL("app://a"), b = testURL("app://b"), w = testURL("app://widget")

    @Test("Script, data and file URLs are refused; app schemes and http(s) are not", arguments: [
        ("javascript:alert(3)", "javascript"), ("JavaScript:alert(3)", "javascript"), ("data:text/html,<b>x</b>", "data"),
        ("file:///etc/passwd", "file"), ("vbscript:msgbox", "vbscript"), ("blob:https://a.example/1", "blob"),
        ("myapp://page", nil), ("https://example.com", nil), ("http://example.com", nil), ("SwiftUIAndAppDemo://page=home", nil),
    ] as [(String, String?)])
    func unsafeSchemes(_ url: String, _ refused: String?) throws {
        let u = try #require(URL(string: url))
        #expect(LinkLints.unsafeScheme(u) == refused)
    }

    @Test("Diagnostic codes are stable")
    func codes() {
        #expect(DiagnosticCode.linkCodes.map(\.rawValue) == [
            "multipleWidgetURLs", "widgetURLOverridesLinks", "linkIgnored", "nestedLink",
            "linkTooSmall", "overlappingLinks", "linkInSmallWidget", "invalidLinkURL", "unsafeLinkURL",
        ])
        #expect(LinkLints.minimumTapTarget == 44)
    }

    @Test("linkTooSmall: under 44x44 pt warns, 44x44 pt does not")
    func tooSmall() throws {
        let small = try linkMap(Link(destination: a) { Color.red.frame(width: 60, height: 43) })
        let d = try #require(small.diagnostics.first)
        #expect(small.codes == ["linkTooSmall"])
        #expect(d.severity == .warning)
        #expect(d.message.contains("60x43 pt"))
        #expect(d.message.hasSuffix("Put padding or a frame inside the Link's label so the Link itself grows."))
        #expect(d.location?.hasSuffix("Link(app://a)") == true)
        #expect(try linkMap(Link(destination: a) { Color.red.frame(width: 44, height: 44) }).diagnostics.isEmpty)
        // The tappable part counts: a large link clipped to 30 pt is too small.
        let clipped = try linkMap(Link(destination: a) { Color.red.frame(width: 80, height: 80) }
            .frame(width: 80, height: 30).clipped())
        #expect(clipped.codes == ["linkTooSmall"])
    }

    @Test("overlappingLinks: two Links sharing area warn, naming the one on top")
    func overlapping() throws {
        let map = try linkMap(ZStack {
            Link(destination: a) { Color.red.frame(width: 60, height: 60) }
            Link(destination: b) { Color.blue.frame(width: 60, height: 60) }.offset(x: 30)
        })
        let d = try #require(map.diagnostics.first { $0.code == .overlappingLinks })
        #expect(d.message.contains("the later one (app://b)"))
        #expect(d.message.contains("[100, 20, 30, 60]"))
        #expect(map.codes == ["overlappingLinks"])
        let apart = try linkMap(HStack(spacing: 0) {
            Link(destination: a) { Color.red.frame(width: 60, height: 60) }
            Link(destination: b) { Color.blue.frame(width: 60, height: 60) }
        })
        #expect(apart.diagnostics.isEmpty)   // touching edges do not overlap
    }

    @Test("linkInSmallWidget: once per small widget, under either profile")
    func smallWidget() throws {
        let view = HStack {
            Link(destination: a) { Color.red.frame(width: 50, height: 50) }
            Link(destination: b) { Color.red.frame(width: 50, height: 50) }
        }
        let seed = try linkMap(view, family: .systemSmall)
        #expect(seed.codes.filter { $0 == "linkInSmallWidget" }.count == 1)
        #expect(seed.diagnostics.first { $0.code == .linkInSmallWidget }?.message.contains("ignores them") == true)
        let modern = try linkMap(view, family: .systemSmall, profile: .iOS17)
        #expect(modern.codes == ["linkInSmallWidget"])
        #expect(modern.diagnostics.first?.message.contains("iOS 14–16 ignore them") == true)
        #expect(try linkMap(view, family: .systemMedium).diagnostics.isEmpty)
    }

    @Test("invalidLinkURL: a Link or widgetURL without a scheme")
    func invalidURL() throws {
        let relative = testURL("page=home")
        let map = try linkMap(Link(destination: relative) { Color.red.frame(width: 50, height: 50) }.widgetURL(testURL("home page")))
        #expect(map.codes == ["invalidLinkURL", "invalidLinkURL"])
        #expect(map.diagnostics[0].message.contains("The Link URL \"page=home\" has no scheme"))
        #expect(map.diagnostics[1].message.contains("The widgetURL URL \"home%20page\" has no scheme"))
        #expect(LinkLints.urlProblem(testURL("SwiftUIAndAppDemo://page=home")) == nil)
        #expect(LinkLints.urlProblem(testURL("https://example.com/a?b=c")) == nil)
        #expect(LinkLints.urlProblem(testURL("://x")) == "has no scheme")
    }

    @Test("A clean widget has no link diagnostics")
    func clean() throws {
        let map = try linkMap(VStack(spacing: 0) {
            Link(destination: a) { Color.red.frame(width: 100, height: 44) }
            Link(destination: b) { Color.blue.frame(width: 100, height: 44) }
        }.widgetURL(w))
        #expect(map.diagnostics.isEmpty)
    }
}
