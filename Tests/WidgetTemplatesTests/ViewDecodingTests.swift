import Foundation
import Testing
@testable import WidgetTemplates

/// Every view type of the format, decoded into WidgetUI's views and laid out (300×200 points,
/// fixed-advance text: each character half the font size wide, lines the font size tall).
@Suite("Views")
struct ViewDecodingTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var expected: [String]
        var entry = "{}"
        var family = WidgetFamily.systemMedium
        var scheme = ColorScheme.light
        var files: [String: [UInt8]] = [:]
        var testDescription: String { name }
    }

    static let sq10 = #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"id": "a"}]}"#
    static let sq20 = #"{"type": "Color", "color": "blue", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"id": "b"}]}"#
    static let png = (try? Fixture.png(width: 6, height: 3)) ?? []

    static let examples: [Example] = [
        Example(name: "VStack", body: #"{"type": "VStack", "alignment": "leading", "spacing": 4, "children": [\#(sq10), \#(sq20)]}"#,
                expected: ["VStack [140, 83, 20, 34]", "frame [140, 83, 10, 10] id=a", "frame [140, 97, 20, 20] id=b"]),
        Example(name: "HStack", body: #"{"type": "HStack", "alignment": "bottom", "spacing": 2, "children": [\#(sq10), \#(sq20)]}"#,
                expected: ["HStack [134, 90, 32, 20]", "frame [134, 100, 10, 10] id=a", "frame [146, 90, 20, 20] id=b"]),
        Example(name: "ZStack", body: #"{"type": "ZStack", "alignment": "topLeading", "children": [\#(sq20), \#(sq10)]}"#,
                expected: ["ZStack [140, 90, 20, 20]", "frame [140, 90, 10, 10] id=a"]),
        Example(name: "Group", body: #"{"type": "VStack", "spacing": 0, "children": [{"type": "Group", "children": [\#(sq10), \#(sq20)], "modifiers": [{"padding": 1}]}]}"#,
                expected: ["VStack [139, 83, 22, 34]", "padding [144, 83, 12, 12]", "padding [139, 95, 22, 22]"]),
        Example(name: "Spacer", body: #"{"type": "HStack", "spacing": 0, "children": [\#(sq10), {"type": "Spacer", "minLength": 30}, \#(sq20)]}"#,
                expected: ["frame [0, 95, 10, 10] id=a", "Spacer [10, 100, 270, 0]", "frame [280, 90, 20, 20] id=b"]),
        Example(name: "Divider", body: #"{"type": "VStack", "children": [\#(sq10), {"type": "Divider"}]}"#, expected: ["Divider [0, "]),
        Example(name: "EmptyView", body: #"{"type": "VStack", "spacing": 0, "children": [\#(sq10), {"type": "EmptyView"}, \#(sq10)]}"#,
                expected: ["VStack [145, 90, 10, 20]"]),
        Example(name: "Text", body: #"{"type": "Text", "text": "Hi {{name}}", "modifiers": [{"id": "t"}]}"#, expected: [#"Text("Hi Ann") [124.5, 91.5, 51, 17] id=t"#],
                entry: #"{"name": "Ann"}"#),
        Example(name: "Text (date styles)", body: #"{"type": "VStack", "children": [{"type": "Text", "date": "{{date}}", "style": "time"}, {"type": "Text", "date": "2026-01-03T02:00:00Z", "style": "relative"}, {"type": "Text", "date": "2026-01-03T02:00:00Z", "style": "offset"}, {"type": "Text", "date": "2025-12-31T23:58:55Z", "style": "timer"}, {"type": "Text", "date": "{{date}}", "style": "date"}, {"type": "Text", "date": "{{date}}", "format": "EEE d MMM"}]}"#,
                expected: ["Text(\"12:00\u{202F}AM\")", #"Text("2 days, 2 hours")"#, #"Text("+2 days")"#, #"Text("1:05")"#, #"Text("January 1, 2026")"#, #"Text("Thu 1 Jan")"#]),
        Example(name: "Text (timer)", body: #"{"type": "VStack", "children": [{"type": "Text", "timer": {"from": "2025-12-31T23:00:00Z", "to": "2026-01-01T00:30:00Z"}}, {"type": "Text", "timer": {"from": "2025-12-31T23:00:00Z", "to": "2026-01-01T02:00:00Z", "countsDown": false}}]}"#,
                expected: [#"Text("30:00")"#, #"Text("1:00:00")"#]),
        Example(name: "Image", body: #"{"type": "Image", "source": "img/p@3x.png", "modifiers": [{"id": "i"}]}"#, expected: ["Image [149, 99.5, 2, 1] id=i", "image [149, 99.667, 2, 1] 6x3px"],
                files: ["img/p@3x.png": png]),
        Example(name: "Color", body: ##"{"type": "Color", "color": {"light": "#112233", "dark": "#445566"}, "modifiers": [{"frame": {"width": 4, "height": 4}}]}"##,
                expected: ["fill [148, 98, 4, 4] #445566FF"], scheme: .dark),
        Example(name: "LinearGradient", body: #"{"type": "LinearGradient", "stops": [{"color": "white", "location": 0}, {"color": "black", "location": 1}], "startPoint": "leading", "endPoint": {"x": 1, "y": 0.5}}"#,
                expected: ["fill [0, 0, 300, 200] linear"]),
        Example(name: "Rectangle", body: #"{"type": "Rectangle", "fill": "green", "modifiers": [{"frame": {"width": 8, "height": 6}}]}"#, expected: ["fill [146, 97, 8, 6] #34C759FF"]),
        Example(name: "RoundedRectangle", body: #"{"type": "RoundedRectangle", "cornerRadius": 3, "style": "circular", "stroke": "black", "lineWidth": 2, "modifiers": [{"frame": {"width": 8, "height": 6}}]}"#,
                expected: ["stroke [146, 97, 8, 6] #000000FF width:2"]),
        Example(name: "Circle", body: #"{"type": "Circle", "strokeBorder": "red", "lineWidth": 2, "modifiers": [{"frame": {"width": 10, "height": 10}}]}"#,
                expected: ["stroke [146, 96, 8, 8] #FF383CFF width:2"]),
        Example(name: "Ellipse", body: #"{"type": "Ellipse", "modifiers": [{"frame": {"width": 10, "height": 4}}, {"foregroundColor": "orange"}]}"#, expected: ["fill [145, 98, 10, 4] #FF8D28FF"]),
        Example(name: "Capsule", body: #"{"type": "Capsule", "style": "continuous", "stroke": true, "modifiers": [{"frame": {"width": 10, "height": 4}}]}"#, expected: ["stroke [145, 98, 10, 4] #000000FF width:1"]),
        Example(name: "Link", body: #"{"type": "Link", "destination": "SwiftUIAndAppDemo://page=home", "label": {"type": "Text", "text": "Home Page"}}"#,
                expected: ["link SwiftUIAndAppDemo://page=home [111.667, 91.667, 76.667, 17]", "#0088FFFF"]),
        Example(name: "ForEach", body: #"{"type": "HStack", "spacing": 0, "children": [{"type": "ForEach", "items": "{{rows | prefix: 2}}", "as": "row", "indexAs": "i", "content": {"type": "Text", "text": "{{i}}:{{row.n}}"}}]}"#,
                expected: [#"Text("0:x")"#, #"Text("1:y")"#], entry: #"{"rows": [{"n": "x"}, {"n": "y"}, {"n": "z"}]}"#),
        Example(name: "If", body: #"{"type": "VStack", "children": [{"type": "If", "condition": "count > 2", "then": "many", "else": "few"}, {"type": "Text", "if": "!done", "text": "open"}]}"#,
                expected: [#"Text("many")"#, #"Text("open")"#], entry: #"{"count": 3, "done": false}"#),
        Example(name: "Switch (family)", body: #"{"type": "Switch", "on": "family", "cases": {"small": "S", "systemLarge": "L"}, "default": "other"}"#,
                expected: [#"Text("L")"#], family: .systemLarge),
        Example(name: "Switch (colorScheme)", body: #"{"type": "Switch", "on": "colorScheme", "cases": {"light": "day", "dark": "night"}}"#,
                expected: [#"Text("night")"#], scheme: .dark),
        Example(name: "Image (systemName)", body: #"{"type": "Image", "systemName": "{{icon}}", "modifiers": [{"id": "i"}, {"font": {"size": 20}}]}"#,
                expected: [#"Image(systemName: "circle") [138.183, 88.185, 23.635, 23.63] id=i"#, "MaterialIcons-subset.ttf"], entry: #"{"icon": "circle"}"#),
        Example(name: "Image (svg)", body: #"{"type": "Image", "source": "logo.svg", "modifiers": [{"id": "i"}]}"#,
                expected: ["[140, 95, 20, 10] id=i", #"vector [140, 95, 20, 10] Image("logo.svg")"#],
                files: ["logo.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="green"/></svg>"#.utf8)]),
        Example(name: "Label", body: #"{"type": "VStack", "children": [{"type": "Label", "title": "Rain {{mm}} mm", "systemImage": "drop.fill", "modifiers": [{"id": "l"}]}, {"type": "Label", "title": {"type": "Text", "text": "Wind"}, "icon": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 6, "height": 6}}]}}]}"#,
                expected: [#"Text("Rain 3 mm")"#, #"Image(systemName: "drop.fill")"#, #"Text("Wind")"#, "fill ["], entry: #"{"mm": 3}"#),
        Example(name: "Switch (data)", body: #"{"type": "Switch", "on": "{{status}}", "cases": {"ok": "fine", "late": "hurry", "default": "unknown"}}"#,
                expected: [#"Text("hurry")"#], entry: #"{"status": "late"}"#),
        Example(name: "Gauge", body: #"{"type": "Gauge", "value": "{{level}}", "min": 0, "max": 10, "currentValueLabel": "5", "modifiers": [{"gaugeStyle": "accessoryCircular"}, {"id": "g"}]}"#,
                expected: ["aspectRatio [50, 0, 200, 200] id=g", #"Text("5")"#, "effect group", "blend destinationOut"], entry: #"{"level": 5}"#),
        Example(name: "ProgressView", body: #"{"type": "ProgressView", "value": 3, "total": 4, "modifiers": [{"id": "p"}]}"#,
                expected: ["VStack [0, 98, 300, 4] id=p", "fill [0, 98, 300, 4] #0088FF40", "fill [0, 98, 225, 4] #0088FFFF"]),
        Example(name: "ProgressView (timer)", body: #"{"type": "ProgressView", "timer": {"from": "2025-12-31T23:00:00Z", "to": "2026-01-01T01:00:00Z"}}"#,
                expected: [#"Text("1:00:00")"#, "#0088FFFF"]),
        Example(name: "ViewThatFits", body: #"{"type": "ViewThatFits", "in": "horizontal", "children": ["long long long long long long long long long long", "short"], "modifiers": [{"frame": {"width": 100}}]}"#,
                expected: [#"Text("short") [128.75"#, #"Text("long long long long long long long long long long") [128.75, 91.5, 0, 0]"#]),
        Example(name: "Grid", body: #"{"type": "Grid", "children": [{"type": "GridRow", "children": [\#(sq10), \#(sq20)]}]}"#,
                expected: ["Grid [131, 90, 38, 20]", "frame [131, 95, 10, 10] id=a", "frame [149, 90, 20, 20] id=b"]),
        Example(name: "GridRow (outside a Grid)", body: #"{"type": "GridRow", "children": [\#(sq10), \#(sq20)]}"#, expected: ["GridRow [131, 90, 38, 20]"]),
        Example(name: "LazyVGrid", body: #"{"type": "LazyVGrid", "columns": [{"fixed": 50}, "flexible"], "children": [\#(tall20), \#(tall20)]}"#,
                expected: ["LazyVGrid [0, 90, 300, 20]", "frame [0, 90, 50, 20] id=c", "frame [58, 90, 242, 20] id=c"]),
        Example(name: "LazyHGrid", body: #"{"type": "LazyHGrid", "rows": [{"fixed": 20}], "children": [\#(wide10), \#(wide10)]}"#,
                expected: ["LazyHGrid [136, 0, 28, 200]", "frame [136, 90, 10, 20] id=w", "frame [154, 90, 10, 20] id=w"]),
        Example(name: "ContainerRelativeShape", body: #"{"type": "ContainerRelativeShape", "fill": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]}"#,
                expected: ["fill [145, 95, 10, 10] #FF383CFF"]),
        Example(name: "UnevenRoundedRectangle", body: #"{"type": "UnevenRoundedRectangle", "topLeadingRadius": 4, "fill": "green", "modifiers": [{"frame": {"width": 10, "height": 10}}]}"#,
                expected: ["fill [145, 95, 10, 10] #34C759FF"]),
        Example(name: "AccessoryWidgetBackground", body: #"{"type": "AccessoryWidgetBackground", "modifiers": [{"frame": {"width": 10, "height": 10}}]}"#,
                expected: ["material [145, 95, 10, 10] material blur:30 sat:1 tint:#FFFFFF2E"]),
        Example(name: "Circle (trim, rotation, strokeStyle)", body: #"{"type": "Circle", "trim": {"from": 0, "to": 0.5}, "rotation": -90, "stroke": "red", "strokeStyle": {"lineWidth": 4, "lineCap": "round", "dash": [2, 1]}, "modifiers": [{"frame": {"width": 20, "height": 20}}]}"#,
                expected: ["stroke [150, 90, 10, 20] #FF383CFF width:4"]),
        Example(name: "Button (intent, bordered)", body: #"{"type": "Button", "intent": "LogWorkoutIntent", "title": "Go", "style": "bordered"}"#,
                expected: ["Button(intent: LogWorkoutIntent)", "fill", "#0088FFFF"]),
        Example(name: "Toggle (on)", body: #"{"type": "Toggle", "intent": "LightsIntent", "isOn": true, "title": "Lights"}"#,
                expected: ["Button(intent: LightsIntent)", "#34C759FF"]),
        Example(name: "Rectangle (material)", body: #"{"type": "Rectangle", "fill": "thinMaterial", "modifiers": [{"frame": {"width": 8, "height": 6}}]}"#,
                expected: ["material [146, 97, 8, 6] material blur:30 sat:1.8 tint:#FFFFFF8C"]),
    ]
    static let tall20 = #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"height": 20}}, {"id": "c"}]}"#
    static let wide10 = #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10}}, {"id": "w"}]}"#

    @Test("Each view type decodes and lays out as its Swift counterpart", arguments: examples)
    func decodes(_ e: Example) throws {
        let probe = try Probe(e.body, entry: e.entry, family: e.family, scheme: e.scheme, files: e.files)
        for s in e.expected {
            #expect(probe.text.contains(s), "\(e.name): \(s) not in\n\(probe.text)")
        }
    }

    @Test("Every view type of the format has an example here")
    func everyViewCovered() {
        let covered = Set(Self.examples.map { $0.name.split(separator: " ").first.map(String.init) ?? $0.name })
        #expect(covered == Set(ViewKinds.names))
    }

    @Test("A string where a view goes is a Text")
    func stringShorthand() throws {
        let probe = try Probe(#"{"type": "VStack", "children": ["Hello {{who}}"]}"#, entry: #"{"who": "you"}"#)
        #expect(probe.dump.contains(#"Text("Hello you")"#))
    }

    @Test("A component is used by name; its arguments and the enclosing names are visible in its body")
    func components() throws {
        let extra = #" "components": {"Badge": {"type": "Text", "text": "{{label}}-{{item}}", "modifiers": [{"padding": "{{pad}}"}]}},"#
        let probe = try Probe(#"{"type": "HStack", "children": [{"type": "ForEach", "items": ["x", "y"], "content": {"type": "Badge", "arguments": {"label": "{{title | upper}}", "pad": 2}}}]}"#,
                              extra: extra, entry: #"{"title": "tag"}"#)
        #expect(probe.dump.contains(#"Text("TAG-x")"#))
        #expect(probe.dump.contains(#"Text("TAG-y")"#))
        #expect(probe.dump.components(separatedBy: "padding").count == 3)
    }

    @Test("A family Switch builds only the family's case; a Switch with no matching case and no default shows nothing")
    func familySwitchBuildsOneCase() throws {
        // The small case reads a value the entry lacks: building the medium widget does not fail.
        let body = #"{"type": "Switch", "on": "family", "cases": {"systemSmall": "{{missing}}", "systemMedium": "M"}}"#
        #expect(try Probe(body).dump.contains(#"Text("M")"#))
        #expect(try Probe(body, family: .systemLarge).dump.isEmpty)
    }
}
