import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import WidgetServer

/// The preview page's first paint is in its HTML: each widget an `<img>` of
/// `GET /v1/render.png`, which answers as `POST /v1/render` does.
@Suite("The preview page's first paint")
struct PreviewPageTests {
    @Test("GET /v1/render.png draws the bytes POST /v1/render draws for the same fields")
    func renderFromQuery() async throws {
        let get = try await send("GET", "/v1/render.png?template=countdown&family=medium&scheme=dark")
        #expect(get.status == 200)
        #expect(get.contentType == "image/png")
        expectConforms(get, "GET", "/v1/render.png")
        let post = try await send("POST", "/v1/render", body: body(["template": "countdown", "family": "medium", "scheme": "dark"]))
        #expect(get.body == post.body)
        // An entry is a number in the query as in the body.
        let second = try await send("GET", "/v1/render.png?template=clock&family=small&entry=1")
        let posted = try await send("POST", "/v1/render", body: body(["template": "clock", "family": "small", "entry": 1]))
        #expect(second.status == 200 && second.body == posted.body)
    }

    @Test("a bad query is the problem a bad body is, located by its field")
    func badQuery() async throws {
        let a = try await send("GET", "/v1/render.png?template=countdown&family=huge")
        #expect(a.status == 422 || a.status == 400, "\(a.status)")
        #expect(a.contentType.hasPrefix("application/problem+json"))
        #expect(String(decoding: a.body, as: UTF8.self).contains("/family"))
        expectConforms(a, "GET", "/v1/render.png")
        let missing = try await send("GET", "/v1/render.png?template=nosuch")
        #expect(missing.status == 404)
        #expect(try await send("POST", "/v1/render.png", body: body(["template": "countdown"])).status == 405)
    }

    @Test("GET / holds every widget's image: light and dark, one look for the Lock Screen, errors in place")
    func pageHasTheImages() async throws {
        let a = try await send("GET", "/")
        #expect(a.status == 200)
        let html = String(decoding: a.body, as: UTF8.self)
        #expect(html.contains(#"<figure id="fig-countdown-medium-dark"><div class="widget"><img class="first" srcset="/v1/render.png?template=countdown&amp;family=medium&amp;scheme=dark 3x""#))
        #expect(html.contains(#"id="fig-countdown-medium-light""#))
        // The broken template shows its problem where its images would be.
        #expect(html.contains(#"<section id="tpl-broken" data-prerendered="1">"#))
        #expect(html.range(of: #"id="tpl-broken"[^§]*?<pre class="error">"#, options: .regularExpression) != nil)
        #expect(!html.contains(#"id="fig-broken-"#))
    }

    @Test("Lock Screen families: one dark figure on the Lock Screen backdrop; a Live Activity on an iPhone with an island")
    func lockScreenAndActivity() {
        let lock = TemplateSummary(name: "steps", version: "1", displayName: "Steps", description: nil,
                                   families: ["circular", "small"], entries: ["a", "b"], error: nil)
        let html = PreviewPage.section(lock)
        #expect(html.contains(#"<figure id="fig-steps-circular-dark"><div class="widget lock">"#))
        #expect(!html.contains("fig-steps-circular-light"))
        #expect(html.contains("fig-steps-small-light") && html.contains("fig-steps-small-dark"))
        #expect(html.contains("<span>entry 1 of 2 · a</span>"))
        var activity = TemplateSummary(name: "match", version: "1", displayName: nil, description: nil,
                                       families: ["islandCompact"], entries: ["a"], error: nil)
        activity.kind = "liveActivity"
        let island = PreviewPage.section(activity)
        #expect(island.contains("family=islandCompact&amp;scheme=dark&amp;device=1179x2556 3x"))
        #expect(!island.contains("islandCompact-light"))
    }
}
