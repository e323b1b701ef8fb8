import Foundation
import Testing
import WidgetRender
@testable import WidgetTemplates

/// Entry files, timelines, configurations and the instances built from them.
@Suite("Entries, timelines and parameters")
struct TimelineTests {
    static let template = Fixture.json(
        body: #"{"type": "Text", "text": "{{title}} {{ when | daysUntil }} {{accent}} {{size}}"}"#,
        extra: #" "parameters": {"accent": {"type": "color", "default": "blue"}, "size": {"type": "integer", "minimum": 1, "maximum": 9, "default": 2}, "mode": {"type": "choice", "options": ["a", "b"], "default": "a"}},"#)

    func timeline(_ json: String) throws -> TemplateTimeline {
        let t = try Fixture.load(Self.template)
        return try t.timeline(from: JSONDocument.parse(Array(json.utf8), file: "data.json"))
    }

    func issues(_ json: String) -> [String] {
        do { _ = try timeline(json); return [] } catch let e as TemplateError { return e.issues.map(\.description) } catch { return ["\(error)"] }
    }

    @Test("A timeline gives one instance per entry, each with its own date as now")
    func timelineInstances() throws {
        let t = try Fixture.load(Self.template)
        let tl = try t.timeline(from: JSONDocument.parse(Array(#"""
            {"configuration": {"accent": "#FF8D28", "size": 5},
             "entries": [{"date": "2026-05-17T08:00:00Z", "title": "A", "when": "2026-05-20"},
                         {"date": "2026-05-19T23:30:00+02:00", "title": "B", "when": "2026-05-20"},
                         {"date": "2026-05-20T08:00:00Z", "title": "C", "when": "2026-05-20"}]}
            """#.utf8), file: "data.json"))
        #expect(tl.entries.count == 3)
        #expect(tl.entries.map(\.date.timeIntervalSince1970) == [1_779_004_800, 1_779_226_200, 1_779_264_000])
        #expect(tl.configuration.values["accent"] == .string("#FF8D28"))
        #expect(tl.configuration.values["size"] == .number(5))
        #expect(tl.configuration.values["mode"] == .string("a"))
        let instances = try t.instantiate(timeline: tl, family: .systemSmall, images: RemoteImageLoader())
        #expect(instances.map(\.now) == tl.entries.map(\.date))
        let texts = try instances.map { i -> String in
            let l = try WidgetLayout(i.view, in: Rect(x: 0, y: 0, width: 300, height: 100), environment: i.environment())
            return l.dump().split(separator: "\"")[1].description
        }
        #expect(texts == ["A 3 #FF8D28 5", "B 1 #FF8D28 5", "C 0 #FF8D28 5"])
        #expect(RenderOptions().applying(instances[1]).now == tl.entries[1].date)
        #expect(RenderOptions().applying(instances[1]).family == .systemSmall)
    }

    @Test("A single entry without a date shows at the default date; a list is a timeline")
    func singleAndList() throws {
        let single = try timeline(#"{"title": "A", "when": "2026-01-02"}"#)
        #expect(single.entries.count == 1)
        #expect(single.entries[0].date == RenderOptions().now)
        #expect(single.entries[0].data["date"] == .string("2026-01-01T00:00:00Z"))
        let list = try timeline(#"[{"date": "2026-01-01T00:00:00Z"}, {"date": "2026-01-01T01:00:00Z"}]"#)
        #expect(list.entries.count == 2)
    }

    @Test("Bad entry files are refused with located messages")
    func badEntries() {
        #expect(issues(#"[{"title": "no date"}]"#) == [#"data.json:1:2: /0: this timeline entry has no "date"; every entry of a timeline needs one, such as "2026-05-20T09:00:00Z"."#])
        #expect(issues(#"{"date": "tomorrow"}"#) == [#"data.json:1:2: /date: expected the entry's date and time with a time zone, such as "2026-05-20T09:00:00Z"; got the string "tomorrow"."#])
        #expect(issues(#"{"date": "2026-05-20T09:00:00"}"#) == [#"data.json:1:2: /date: expected the entry's date and time with a time zone, such as "2026-05-20T09:00:00Z"; got the string "2026-05-20T09:00:00"."#])
        #expect(issues(#"{"entries": []}"#) == [#"data.json:1:2: /entries: the timeline has no entries; add at least one."#])
        #expect(issues("[1]") == [#"data.json:1:2: /0: expected an entry: an object of values such as {"date": "2026-05-20T09:00:00Z", "title": "…"}; got the number 1."#])
        #expect(issues(#"{"entries": [{"date": "2026-01-01T00:00:00Z"}], "configuration": {"acent": "red", "size": 12, "mode": "c"}}"#) == [
            #"data.json:1:67: /configuration/acent: the template "t" has no parameter "acent". Did you mean "accent"?"#,
            #"data.json:1:83: /configuration/size: expected a whole number from 1 up to 9, got the number 12."#,
            #"data.json:1:95: /configuration/mode: expected one of the options: a, b; got the string "c"."#,
        ])
        let many = "[" + Array(repeating: #"{"date": "2026-01-01T00:00:00Z"}"#, count: 1_001).joined(separator: ",") + "]"
        #expect(issues(many) == ["data.json:1:1: the timeline has 1001 entries; at most 1000 are accepted."])
    }

    @Test("Command-line parameter values are read by the parameter's type and checked")
    func overrides() throws {
        let t = try Fixture.load(Self.template)
        let c = try t.configuration(overrides: ["accent": "#123456", "size": "7", "mode": "b"])
        #expect(c.values["accent"] == .string("#123456"))
        #expect(c.values["size"] == .number(7))
        #expect(c.values["mode"] == .string("b"))
        #expect(throws: TemplateError.self) { try t.configuration(overrides: ["accnt": "red"]) }
        do { _ = try t.configuration(overrides: ["accnt": "red", "size": "x"]) } catch {
            #expect(error.issues.map(\.description) == [
                #"parameters: /accnt: the template "t" has no parameter "accnt". Its parameters: accent, size, mode. Did you mean "accent"?"#,
                #"parameters: /size: expected a whole number from 1 up to 9, got the string "x"."#,
            ])
        }
    }

    @Test("Metadata is read like a WidgetKit configuration")
    func metadata() throws {
        let t = try Fixture.load(#"{"name": "w", "displayName": "My Widget", "description": "An example.", "families": ["small", "systemLarge"], "contentMarginsDisabled": true, "parameters": {"p": {"type": "string", "displayName": "P", "description": "d", "default": "x"}}, "body": "Hi"}"#)
        #expect(t.metadata.name == "w")
        #expect(t.metadata.displayName == "My Widget")
        #expect(t.metadata.description == "An example.")
        #expect(t.metadata.families == [.systemSmall, .systemLarge])
        #expect(t.metadata.contentMarginsDisabled)
        #expect(t.metadata.parameters.map(\.name) == ["p"])
        #expect(t.metadata.parameters[0].kind == .string)
        #expect(t.metadata.parameters[0].defaultValue == .string("x"))
        let i = try t.instantiate(entry: TemplateEntry(date: RenderOptions().now, data: JSONObject()), family: .systemSmall, images: RemoteImageLoader())
        #expect(RenderOptions().applying(i).contentMargins == nil)
    }

    @Test("An unsupported family is an error that names the supported ones")
    func unsupportedFamily() throws {
        let t = try Fixture.load(Fixture.json(body: #""Hi""#, families: #"["systemSmall"]"#))
        do {
            _ = try t.instantiate(entry: TemplateEntry(date: Date(timeIntervalSince1970: 0), data: JSONObject()), family: .systemLarge, images: RemoteImageLoader())
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"template.json:1:35: /families: the template "t" does not support systemLarge; it supports systemSmall. Add "systemLarge" to "families" or render another family."#)
        }
    }

    @Test("Data that does not fit the template fails the build with every problem listed")
    func dataErrors() throws {
        let t = try Fixture.load(Fixture.json(body: #"{"type": "VStack", "spacing": "{{gap}}", "children": ["{{titel}}", {"type": "ForEach", "items": "{{count}}", "content": "x"}]}"#))
        do {
            _ = try t.instantiate(entry: try Fixture.entry(#"{"title": "a", "gap": "wide", "count": 3}"#), family: .systemMedium, images: RemoteImageLoader())
            Issue.record("expected an error")
        } catch let error as TemplateError {
            #expect(error.issues.map(\.description) == [
                #"template.json:2:28: /body/spacing: expected a distance in points from -10000 to 10000, got the string "wide" (from {{gap}})."#,
                #"template.json:2:63: /body/children/0: {{titel}}: no value named "titel" in the entry, the parameters or the enclosing ForEach; add it to the entry or use | default: '…'. Did you mean "title"?"#,
                #"template.json:2:96: /body/children/1/items: expected a list, or a binding to one such as "{{tasks}}"; got the number 3."#,
            ])
        }
    }

    @Test("Absurd data is refused: huge lists, runaway expansion")
    func limits() throws {
        let t = try Fixture.load(Fixture.json(body: #"{"type": "VStack", "children": [{"type": "ForEach", "items": "{{rows}}", "content": {"type": "ForEach", "items": "{{rows}}", "content": "x"}}]}"#))
        let big = "[" + Array(repeating: "1", count: 501).joined(separator: ",") + "]"
        do {
            _ = try t.instantiate(entry: try Fixture.entry(#"{"rows": \#(big)}"#), family: .systemMedium, images: RemoteImageLoader())
            Issue.record("expected an error")
        } catch let error as TemplateError {
            #expect(error.issues.map(\.description) == ["template.json:2:61: /body/children/0/items: the list has 501 elements; a ForEach shows at most 500 (use | prefix: n)."])
        }
        let rows = "[" + Array(repeating: "1", count: 100).joined(separator: ",") + "]"
        do {
            _ = try t.instantiate(entry: try Fixture.entry(#"{"rows": \#(rows)}"#), family: .systemMedium, images: RemoteImageLoader())
            Issue.record("expected an error")
        } catch let error as TemplateError {
            #expect(error.issues.map(\.description) == ["template.json:2:134: /body/children/0/content/content: the widget expands to more than 5000 views; show fewer elements (ForEach with | prefix: n)."])
        }
    }

    @Test("Views nested past what WidgetUI can resolve are refused at load; just under the limit they render")
    func tooDeep() throws {
        func nest(_ levels: Int, _ modifiers: String) -> String {
            var body = #""x""#
            for _ in 0..<levels { body = #"{"type": "HStack", "children": [\#(body)], "modifiers": [\#(modifiers)]}"# }
            return Fixture.json(body: body)
        }
        // 60 levels of a view (5 WidgetUI levels: the view, its AnyView, the record of where it
        // was written) with two modifiers (2 each): 540 > 400.
        let issues = Fixture.issues(nest(60, #""bold", "italic""#))
        #expect(issues.count == 1)
        #expect(issues.first?.hasSuffix("the views are nested too deeply to render (WidgetUI accepts 400 levels, each modifier counting as two); flatten the template.") == true)
        // 50 levels with one modifier: 350, which WidgetUI resolves.
        let template = try Fixture.load(nest(50, #""bold""#))
        let instance = try template.instantiate(entry: TemplateEntry(date: RenderOptions().now, data: JSONObject()), family: .systemSmall, images: RemoteImageLoader())
        let composed = try WidgetRenderer.compose(instance)
        #expect(composed.displayList.items.contains { if case .glyphs = $0 { return true } else { return false } })
    }

    @Test("The shipped sample timelines have several dated entries")
    func shippedTimelines() throws {
        let dir = TemplateGalleryTests.templatesDirectory
        let clock = try WidgetTemplate.load(from: dir.appendingPathComponent("clock"))
        let tl = try clock.timeline(from: try #require(clock.sampleDataURL))
        #expect(tl.entries.count == 5)
        #expect(zip(tl.entries, tl.entries.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 3600 })
        let countdown = try WidgetTemplate.load(from: dir.appendingPathComponent("countdown"))
        let days = try countdown.timeline(from: dir.appendingPathComponent("countdown/timeline.json"))
        #expect(days.entries.count == 3)
    }
}

@Suite("Many mistakes")
struct ManyMistakesTests {
    @Test("A file with thousands of mistakes lists the first 200 and counts the rest")
    func capped() {
        let children = Array(repeating: #"{"type": "Txt"}"#, count: 1_000).joined(separator: ", ")
        let issues = Fixture.issues(Fixture.json(body: #"{"type": "VStack", "children": [\#(children)]}"#))
        #expect(issues.count == 201)
        #expect(issues.first == #"template.json:2:42: /body/children/0/type: unknown view type "Txt". Did you mean "Text"?"#)
        #expect(issues.last == "template.json: 800 more problems are not listed; fix the ones above first.")
    }
}
