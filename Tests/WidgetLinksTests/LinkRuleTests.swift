import Foundation
import Testing
import WidgetUI
import WidgetLinks
import WidgetTestSupport

/// The rule set and its profiles: which widget URL counts, when it takes over, which families
/// honour Link (rules 37–39; seed 002 §3.3 and §3.4).
@Suite("Link rules and profiles")
struct LinkRuleTests {
    let home = testURL("app://page=home"), setting = testURL("app://page=setting"), w = testURL("app://widget")

    /// Seed 002's CommonView in a 200x100 widget: "Home" on top, "Setting" at the bottom.
    func common(settingWidgetURL: URL? = nil) -> some View {
        VStack {
            Link(destination: home) { Text("Home") }
            Spacer()
            Link(destination: setting) { Text("Setting").widgetURL(settingWidgetURL) }
        }
    }

    @Test("The default profile is the seed's; profiles are found by name")
    func profiles() {
        #expect(LinkProfile.default == .seed002)
        #expect(LinkProfile.named("SEED002") == .seed002)
        #expect(LinkProfile.named("legacy") == .seed002)
        #expect(LinkProfile.named("ios17") == .iOS17)
        #expect(LinkProfile.named("modern") == .iOS17)
        #expect(LinkProfile.named("ios99") == nil)
        #expect(!LinkProfile.seed002.linkFamilies.contains(.systemSmall))
        #expect(LinkProfile.iOS17.linkFamilies.contains(.systemSmall))
        #expect(LinkProfile.builtIn.map(\.name) == ["seed002", "ios17", "carplay-nontouch"])
        #expect(LinkProfile.named("carplay") == .carPlayWithoutTouch && !LinkProfile.carPlayWithoutTouch.acceptsTaps)
    }

    @Test("Small widgets ignore Links under the seed profile and honour them under iOS 17")
    func smallFamily() throws {
        let view = common().widgetURL(w)
        let seed = try linkMap(view, family: .systemSmall)
        let homeRegion = try #require(seed.regions.first)
        let p = Point(x: homeRegion.bounds.midX, y: homeRegion.bounds.midY)
        #expect(seed.target(at: p) == .widgetURL(w))
        #expect(seed.regions.map(\.status) == [.ignored(.familyHasOneTapTarget), .ignored(.familyHasOneTapTarget)])
        #expect(seed.codes.filter { $0 == "linkIgnored" }.count == 2)
        let modern = try linkMap(view, family: .systemSmall, profile: .iOS17)
        #expect(modern.target(at: p) == .link(home, region: 0))
        #expect(!modern.codes.contains("linkIgnored"))
        #expect(modern.codes.contains("linkInSmallWidget"))
    }

    @Test("Medium: a Link opens its URL, elsewhere opens the widget URL (rule 38)")
    func mediumFamily() throws {
        let map = try linkMap(common().widgetURL(w), family: .systemMedium)
        let r = map.regions
        #expect(map.url(at: Point(x: r[0].bounds.midX, y: r[0].bounds.midY)) == home)
        #expect(map.url(at: Point(x: r[1].bounds.midX, y: r[1].bounds.midY)) == setting)
        #expect(map.url(at: Point(x: 100, y: 50)) == w)
        #expect(map.widgetURLDeclarations.map(\.isOnRootView) == [true])
        #expect(!map.widgetURLOverridesLinks)
    }

    @Test("A widgetURL inside the tree takes every tap in every family (seed 002 §3.4)")
    func takeover() throws {
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            let map = try linkMap(common(settingWidgetURL: setting).widgetURL(w), family: family)
            let r = map.regions
            #expect(map.widgetURLOverridesLinks)
            #expect(map.widgetURL == setting)
            #expect(map.url(at: Point(x: r[0].bounds.midX, y: r[0].bounds.midY)) == setting)
            #expect(map.url(at: Point(x: r[1].bounds.midX, y: r[1].bounds.midY)) == setting)
            #expect(map.url(at: Point(x: 100, y: 50)) == setting)
            #expect(map.codes.contains("widgetURLOverridesLinks"))
            #expect(map.codes.contains("multipleWidgetURLs"))
            #expect(map.regions.allSatisfy { $0.status == .ignored(.widgetURLTakeover) })
        }
    }

    @Test("widgetURLs are recorded in pre-order, with their Link and root-view position")
    func declarations() throws {
        let map = try linkMap(common(settingWidgetURL: setting).padding().widgetURL(w))
        #expect(map.widgetURLDeclarations.map(\.url) == [w, setting])
        #expect(map.widgetURLDeclarations.map(\.isOnRootView) == [true, false])
        #expect(map.widgetURLDeclarations.map(\.enclosingLink) == [nil, 1])
        // A background is painted first but comes second in pre-order.
        let bg = try linkMap(Text("x").widgetURL(home).background(Color.red.widgetURL(setting)))
        #expect(bg.widgetURLDeclarations.map(\.url) == [home, setting])
        #expect(bg.widgetURLDeclarations.map(\.isOnRootView) == [true, false])
        #expect(bg.widgetURL == setting)
    }

    @Test("Several widgetURLs: the last in pre-order by default, the first if the profile says so (rule 37)")
    func widgetURLChoice() throws {
        let view = VStack { Text("a").widgetURL(home); Text("b").widgetURL(setting) }
        let last = try linkMap(view)
        #expect(last.widgetURL == setting)
        let d = try #require(last.diagnostics.first { $0.code == .multipleWidgetURLs })
        #expect(d.message.contains("app://page=home, app://page=setting"))
        var first = LinkProfile.seed002
        first.widgetURLChoice = .firstInPreOrder
        #expect(try linkMap(view, profile: first).widgetURL == home)
    }

    @Test("Takeover policies: nested declaration, inside a Link only, never")
    func takeoverPolicies() throws {
        // A second widgetURL on a sibling of the Links, not inside one.
        let sibling = VStack {
            Link(destination: home) { Color.red.frame(width: 50, height: 20) }
            Text("x").widgetURL(setting)
        }.widgetURL(w)
        let nested = try linkMap(sibling)
        #expect(nested.widgetURLOverridesLinks)
        #expect(nested.tap(100, nested.regions[0].bounds.midY) == "app://page=setting")
        var insideLink = LinkProfile.seed002
        insideLink.takeover = .insideLink
        let onlyInLinks = try linkMap(sibling, profile: insideLink)
        #expect(!onlyInLinks.widgetURLOverridesLinks)
        #expect(onlyInLinks.tap(100, onlyInLinks.regions[0].bounds.midY) == "app://page=home")
        #expect(try linkMap(common(settingWidgetURL: setting), profile: insideLink).widgetURLOverridesLinks)
        var never = LinkProfile.seed002
        never.takeover = .never
        let links = try linkMap(common(settingWidgetURL: setting).widgetURL(w), profile: never)
        #expect(!links.widgetURLOverridesLinks)
        #expect(links.url(at: Point(x: links.regions[0].bounds.midX, y: links.regions[0].bounds.midY)) == home)
        #expect(links.url(at: Point(x: 100, y: 50)) == setting)
    }

    @Test("A single widgetURL on the root view, through wrappers, does not take over")
    func rootWidgetURL() throws {
        let map = try linkMap(common().padding(8).frame(width: 180).background(Color.gray).widgetURL(w))
        #expect(map.widgetURLDeclarations.first?.isOnRootView == true)
        #expect(!map.widgetURLOverridesLinks)
        #expect(map.diagnostics.filter { $0.code != .linkTooSmall }.isEmpty)
    }

    @Test("With no widgetURL, a tap off the Links launches the app")
    func noWidgetURL() throws {
        let map = try linkMap(common())
        #expect(map.target(at: Point(x: 100, y: 50)) == .launchApp)
        #expect(map.url(at: Point(x: map.regions[0].bounds.midX, y: map.regions[0].bounds.midY)) == home)
    }

    @Test("The display list records exact clip paths, nesting and hidden links")
    func recording() throws {
        let l = try layout(ZStack {
            Link(destination: home) { Link(destination: setting) { Color.red.frame(width: 10, height: 10) } }
                .clipShape(Circle())
            Link(destination: w) { Color.blue.frame(width: 5, height: 5) }.opacity(0)
        }, width: 100, height: 100)
        let drawn = l.draw(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(drawn.links.map(\.url) == [home, setting, w])
        #expect(drawn.links.map(\.enclosingLink) == [nil, 0, nil])
        #expect(drawn.links.map(\.isHidden) == [false, false, true])
        #expect(drawn.links.map(\.clipPaths.count) == [1, 1, 0])
        #expect(drawn.links[0].clipPaths.first == Path.ellipse(in: Rect(x: 45, y: 45, width: 10, height: 10)))
    }
}
