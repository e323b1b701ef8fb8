import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetRender

@Suite("Render API") struct APITests {
    @Test func healthz() async throws {
        let a = try await send("GET", "/healthz")
        #expect(a.status == 200)
        #expect(a.json["status"] as? String == "ok")
        expectConforms(a, "GET", "/healthz")
    }

    @Test func templatesListsEveryFolderAndLocatesTheBrokenOne() async throws {
        let a = try await send("GET", "/v1/templates")
        #expect(a.status == 200)
        expectConforms(a, "GET", "/v1/templates")
        let list = try #require(a.json["templates"] as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["broken", "clock", "countdown", "link-demo", "weather"])
        let countdown = try #require(list.first { $0["name"] as? String == "countdown" })
        #expect(countdown["families"] as? [String] == ["small", "medium", "large"])
        let broken = try #require(list.first { $0["name"] as? String == "broken" })
        let error = try #require(broken["error"] as? [String: Any])
        let issue = try #require((error["errors"] as? [[String: Any]])?.first { ($0["pointer"] as? String)?.hasSuffix("paddng") == true })
        #expect(issue["pointer"] as? String == "/body/modifiers/0/paddng")
        #expect(issue["line"] as? Int == 2)
        #expect(issue["suggestion"] as? String == "padding")
    }

    @Test func renderPNGMatchesTheFacadeWithETagAndCaching() async throws {
        let request = body(["template": "countdown", "family": "medium", "scheme": "dark"])
        let a = try await send("POST", "/v1/render", body: request)
        #expect(a.status == 200)
        #expect(a.contentType == "image/png")
        expectConforms(a, "POST", "/v1/render")
        let size = try #require(pngSize(a.body))
        #expect(size.width == 1014 && size.height == 474)
        // The same bytes as the facade draws for the same template and options.
        let template = try WidgetTemplate.load(from: TestServer.repository.appendingPathComponent("Templates/countdown"))
        let job = try #require(try WidgetRenderer.plan(BoundTemplate(template, defaultDate: RenderOptions().now),
                                                       matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.dark]),
                                                       options: RenderOptions(png: .fast)).first)
        #expect([UInt8](a.body) == (try job.render().pngData()))
        // Identical requests: identical bytes and ETag; If-None-Match: 304.
        let b = try await send("POST", "/v1/render", body: request)
        #expect(b.body == a.body)
        let etag = try #require(a.headers["etag"])
        #expect(b.headers["etag"] == etag)
        #expect(a.headers["cache-control"]?.contains("max-age") == true)
        let c = try await send("POST", "/v1/render", body: request, headers: ["Content-Type": "application/json", "If-None-Match": etag])
        #expect(c.status == 304)
        #expect(c.body.isEmpty)
    }

    @Test func renderJSONHasTheImageReferenceLinksAndDiagnostics() async throws {
        let a = try await send("POST", "/v1/render", body: body(["template": "link-demo", "family": "medium", "format": "json"]))
        #expect(a.status == 200)
        #expect(a.contentType == "application/json")
        expectConforms(a, "POST", "/v1/render")
        let doc = a.json
        #expect(doc["name"] as? String == "link-demo-medium-light")
        let image = try #require(doc["image"] as? [String: Any])
        #expect(image["width"] as? Int == 1014)
        let links = try #require(doc["links"] as? [String: Any])
        #expect((links["regions"] as? [Any])?.isEmpty == false)
        let href = try #require(image["href"] as? String)
        let png = try await send("GET", href)
        #expect(png.status == 200, "\(href): \(String(decoding: png.body, as: UTF8.self))")
        expectConforms(png, "GET", "/v1/images/{file}")
        let direct = try await send("POST", "/v1/render", body: body(["template": "link-demo", "family": "medium"]))
        #expect(png.body == direct.body)
    }

    @Test func timelineEntriesStepAndAppearancesApply() async throws {
        let list = try await send("GET", "/v1/templates")
        let clock = try #require((list.json["templates"] as? [[String: Any]])?.first { $0["name"] as? String == "clock" })
        let entries = try #require(clock["entries"] as? [String])
        #expect(entries.count > 1)
        let first = try await send("POST", "/v1/render", body: body(["template": "clock", "family": "small", "entry": 0]))
        let second = try await send("POST", "/v1/render", body: body(["template": "clock", "family": "small", "entry": 1]))
        #expect(first.status == 200 && second.status == 200)
        #expect(first.body != second.body)
        let tinted = try await send("POST", "/v1/render", body: body(["template": "clock", "family": "small", "renderingMode": "tinted", "dynamicType": "ax1", "format": "json"]))
        #expect(tinted.json["name"] as? String == "clock-small-light-tinted-ax1")
    }

    @Test("\"ios\": \"18\" draws iOS 18's system colours: a different image from the iOS 26 default, and the same as \"17\"")
    func iOSReleaseField() async throws {
        let latest = try await send("POST", "/v1/render", body: body(["template": "link-demo", "family": "medium"]))
        let ios18 = try await send("POST", "/v1/render", body: body(["template": "link-demo", "family": "medium", "ios": "18"]))
        let ios17 = try await send("POST", "/v1/render", body: body(["template": "link-demo", "family": "medium", "ios": "17"]))
        #expect(latest.status == 200 && ios18.status == 200 && ios17.status == 200)
        #expect(latest.body != ios18.body)
        #expect(ios18.body == ios17.body)
        let bad = try await send("POST", "/v1/render", body: body(["template": "link-demo", "ios": "15"]))
        #expect(bad.status == 400)
    }

    @Test func hitAnswersAsTheLinkMapDoes() async throws {
        let a = try await send("POST", "/v1/hit", body: body(["template": "link-demo", "family": "medium", "at": ["x": 40, "y": 40]]))
        #expect(a.status == 200)
        expectConforms(a, "POST", "/v1/hit")
        let template = try WidgetTemplate.load(from: TestServer.repository.appendingPathComponent("Templates/link-demo"))
        let job = try #require(try WidgetRenderer.plan(BoundTemplate(template, defaultDate: RenderOptions().now),
                                                       matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.light])).first)
        let expected = TapReport(map: try job.compose().linkMap, point: Point(x: 40, y: 40))
        #expect(a.json["result"] as? String == expected.result)
        #expect(a.json["url"] as? String == expected.url)
        #expect(expected.result == "link" || expected.result == "widgetURL")
    }

    @Test("POST /v1/check answers what widget-render check finds in the item, the same findings as the facade, from the cache the second time")
    func checkAnswersAsTheFacadeDoes() async throws {
        let a = try await send("POST", "/v1/check", body: body(["template": "weather"]))
        #expect(a.status == 200, "\(String(decoding: a.body, as: UTF8.self).prefix(300))")
        expectConforms(a, "POST", "/v1/check")
        let template = try WidgetTemplate.load(from: TestServer.repository.appendingPathComponent("Templates/weather"))
        let expected = try WidgetRenderer.check(TemplateSource(try BoundTemplate(template, defaultDate: RenderOptions().now)), name: "weather", threads: 1)
        #expect(a.json["cellsRendered"] as? Int == expected.cellsRendered)
        let findings = try #require(a.json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String ?? "" } == expected.findings.map(\.rule))
        #expect(findings.first?["sourceLocation"] != nil)
        let again = try await send("POST", "/v1/check", body: body(["template": "weather"]))
        #expect(again.body == a.body)
        let inline: [String: Any] = [
            "name": "inline", "displayName": "Inline", "description": "Sent in the request.", "families": ["systemSmall"],
            "body": ["type": "Link", "destination": "app://open", "label": ["type": "Image", "systemName": "star", "modifiers": [["accessibilityHidden": true]]]],
        ]
        let unlabeled = try await send("POST", "/v1/check", body: body(["template": inline]))
        #expect(unlabeled.status == 200, "\(String(decoding: unlabeled.body, as: UTF8.self).prefix(300))")
        let rules = (unlabeled.json["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules.contains("controlWithoutLabel"), "\(rules)")
        let unknown = try await send("POST", "/v1/check", body: body(["template": "nosuch"]))
        #expect(unknown.status == 404)
        expectConforms(unknown, "POST", "/v1/check")
    }

    @Test func inlineTemplateRendersAndRemoteImagesStayOff() async throws {
        let template: [String: Any] = [
            "name": "inline", "displayName": "Inline", "description": "Sent in the request.", "families": ["systemSmall"],
            "body": ["type": "VStack", "children": [
                ["type": "Text", "text": "Hello"],
                ["type": "Image", "source": "http://10.1.2.3/secret.png"],
            ]],
        ]
        let a = try await send("POST", "/v1/render", body: body(["template": template, "family": "small", "format": "json"]))
        #expect(a.status == 200, "\(String(decoding: a.body, as: UTF8.self))")
        let diagnostics = try #require(a.json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { ($0["message"] as? String)?.contains("not allowed") == true })
    }

    @Test func metricsArePrometheusText() async throws {
        _ = try await send("GET", "/healthz")
        let a = try await send("GET", "/metrics")
        #expect(a.status == 200)
        expectConforms(a, "GET", "/metrics")
        let text = String(decoding: a.body, as: UTF8.self)
        #expect(text.contains("# TYPE widget_http_requests_total counter"))
        #expect(text.contains(#"widget_http_requests_total{route="/healthz",status="200"}"#))
        #expect(text.contains("widget_render_duration_seconds_bucket"))
    }

    @Test func theOpenAPIDocumentParses() {
        let paths = OpenAPIContract.shared.document["paths"] as? [String: Any]
        #expect(Set((paths ?? [:]).keys).isSuperset(of: ["/healthz", "/metrics", "/v1/templates", "/v1/render", "/v1/hit"]))
    }

    @Test func openAPIIsServed() async throws {
        let a = try await send("GET", "/openapi.yaml")
        #expect(a.status == 200)
        #expect(String(decoding: a.body, as: UTF8.self).hasPrefix("openapi: 3"))
    }
}
