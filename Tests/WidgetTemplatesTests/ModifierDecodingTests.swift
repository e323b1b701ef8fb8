import Foundation
import Testing
@testable import WidgetTemplates

/// Every modifier of the template format, decoded and applied: one example each, checked on
/// the laid-out result (frames from the fixed-advance measurer, display items, links).
@Suite("Modifiers")
struct ModifierDecodingTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        /// Substrings the probe (dump, display items, links, widget URLs) must contain.
        var expected: [String]
        var files: [String: [UInt8]] = [:]
        var testDescription: String { name }
    }

    /// A 10×10 red square with `modifier` applied, tagged `v` outermost; laid out centered in 300×200.
    static func square(_ modifier: String) -> String {
        #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, \#(modifier), {"id": "v"}]}"#
    }

    static let examples: [Example] = [
        Example(name: "widgetAccentable", body: #"{"type": "Text", "text": "A", "modifiers": ["widgetAccentable"]}"#,
                expected: ["group accentable"]),
        Example(name: "privacySensitive", body: #"{"type": "Text", "text": "Secret", "modifiers": ["privacySensitive", {"redacted": "privacy"}]}"#,
                expected: ["fill"]),
        Example(name: "redacted", body: #"{"type": "Text", "text": "Rain", "modifiers": [{"redacted": "placeholder"}]}"#,
                expected: ["fill"]),
        Example(name: "unredacted", body: #"{"type": "VStack", "children": [{"type": "Text", "text": "Rain", "modifiers": ["unredacted"]}], "modifiers": [{"redacted": "placeholder"}]}"#,
                expected: ["text \""]),
        Example(name: "hidden", body: #"{"type": "Text", "text": "Rain", "modifiers": ["hidden", {"id": "h"}]}"#,
                expected: ["opacity [133, 91.5, 34, 17] id=h"]),
        Example(name: "accessibilityLabel", body: #"{"type": "Image", "systemName": "drop", "modifiers": [{"accessibilityLabel": "Rain"}]}"#,
                expected: ["accessibility ["]),
        Example(name: "accessibilityValue", body: #"{"type": "Text", "text": "Rain", "modifiers": [{"accessibilityValue": 80}]}"#,
                expected: ["accessibility ["]),
        Example(name: "accessibilityHint", body: #"{"type": "Text", "text": "Rain", "modifiers": [{"accessibilityHint": "Opens the forecast"}]}"#,
                expected: ["accessibility ["]),
        Example(name: "accessibilityHidden", body: #"{"type": "Text", "text": "Rain", "modifiers": ["accessibilityHidden"]}"#,
                expected: ["accessibility ["]),
        Example(name: "accessibilityIdentifier", body: #"{"type": "Text", "text": "Rain", "modifiers": [{"accessibilityIdentifier": "rain"}]}"#,
                expected: ["accessibility ["]),
        Example(name: "accessibilityElement", body: #"{"type": "Text", "text": "Rain", "modifiers": [{"accessibilityElement": "combine"}]}"#,
                expected: ["accessibility ["]),
        Example(name: "accessibilityAddTraits", body: #"{"type": "Text", "text": "Rain", "modifiers": [{"accessibilityAddTraits": ["isHeader"]}]}"#,
                expected: ["accessibility ["]),
        Example(name: "accessibilitySortPriority", body: #"{"type": "Text", "text": "Rain", "modifiers": [{"accessibilitySortPriority": 1}]}"#,
                expected: ["accessibility ["]),
        Example(name: "dynamicTypeSize", body: #"{"type": "Text", "text": "A", "modifiers": [{"font": "body"}, {"dynamicTypeSize": "accessibility3"}]}"#,
                expected: ["40pt"]),
        Example(name: "imageScale", body: #"{"type": "Image", "systemName": "circle", "modifiers": [{"imageScale": "large"}, {"id": "v"}]}"#,
                expected: ["[137.042, 87.476, 25.916, 25.048] id=v"]),
        Example(name: "symbolRenderingMode", body: #"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"symbolRenderingMode": "multicolor"}]}"#,
                expected: ["#FF383CFF MaterialIcons-subset.ttf"]),
        Example(name: "symbolVariant", body: #"{"type": "Image", "systemName": "bell", "modifiers": [{"symbolVariant": "slash.fill"}]}"#,
                expected: [#"Image(systemName: "bell.slash.fill")"#]),
        Example(name: "labelStyle", body: #"{"type": "Label", "title": "Rain", "systemImage": "drop", "modifiers": [{"labelStyle": "titleOnly"}]}"#,
                expected: [#"Text("Rain")"#]),
        Example(name: "padding", body: square(#"{"padding": 5}"#), expected: ["padding [140, 90, 20, 20] id=v"]),
        Example(name: "frame", body: square(#"{"frame": {"width": 40, "height": 30, "alignment": "topLeading"}}"#),
                expected: ["frame [130, 85, 40, 30] id=v", "fill [130, 85, 10, 10] #FF383CFF"]),
        Example(name: "fixedSize", body: #"{"type": "Text", "text": "Hello world", "modifiers": ["fixedSize", {"id": "v"}, {"frame": {"width": 20}}]}"#,
                expected: [", 93.5, 17] id=v"]),
        Example(name: "layoutPriority", body: #"{"type": "HStack", "spacing": 0, "children": [{"type": "Text", "text": "aaaaaaaaaa"}, {"type": "Text", "text": "bbbbbbbbbb", "modifiers": [{"layoutPriority": 1}, {"id": "v"}]}], "modifiers": [{"frame": {"width": 100}}]}"#,
                expected: [", 85, 17] id=v"]),
        Example(name: "aspectRatio", body: #"{"type": "Color", "color": "red", "modifiers": [{"aspectRatio": {"ratio": 2, "contentMode": "fit"}}, {"id": "v"}, {"frame": {"width": 100, "height": 100}}]}"#,
                expected: ["aspectRatio [100, 75, 100, 50] id=v"]),
        Example(name: "scaledToFit", body: #"{"type": "Image", "source": "p.png", "resizable": true, "modifiers": ["scaledToFit", {"id": "v"}, {"frame": {"width": 100, "height": 100}}]}"#,
                expected: ["aspectRatio [100, 75, 100, 50] id=v"], files: ["p.png": pngBytes]),
        Example(name: "scaledToFill", body: #"{"type": "Image", "source": "p.png", "resizable": true, "modifiers": ["scaledToFill", {"id": "v"}, {"frame": {"width": 100, "height": 100}}]}"#,
                expected: ["aspectRatio [50, 50, 200, 100] id=v"], files: ["p.png": pngBytes]),
        Example(name: "offset", body: square(#"{"offset": {"x": 5, "y": 7}}"#), expected: ["fill [150, 102, 10, 10] #FF383CFF"]),
        Example(name: "id", body: #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"id": 42}]}"#,
                expected: ["frame [145, 95, 10, 10] id=42"]),
        Example(name: "background", body: square(#"{"background": "blue"}"#), expected: ["fill [145, 95, 10, 10] #0088FFFF"]),
        Example(name: "overlay", body: square(#"{"overlay": {"content": {"type": "Circle", "fill": "green"}, "alignment": "top"}}"#),
                expected: ["overlay [145, 95, 10, 10] id=v", "#34C759FF"]),
        Example(name: "mask", body: square(#"{"mask": {"type": "Circle"}}"#), expected: ["mask [145, 95, 10, 10] id=v", "clip [145, 95, 10, 10]"]),
        Example(name: "border", body: square(#"{"border": {"style": "black", "width": 2}}"#), expected: ["stroke [146, 96, 8, 8] #000000FF width:2"]),
        Example(name: "opacity", body: square(#"{"opacity": 0.5}"#), expected: ["opacity 0.5"]),
        Example(name: "clipped", body: square(#""clipped""#), expected: ["clip [145, 95, 10, 10]"]),
        Example(name: "clipShape", body: square(#"{"clipShape": {"type": "RoundedRectangle", "cornerRadius": 3}}"#), expected: ["clip [145, 95, 10, 10]"]),
        Example(name: "cornerRadius", body: square(#"{"cornerRadius": 4}"#), expected: ["clip [145, 95, 10, 10]"]),
        Example(name: "shadow", body: square(#"{"shadow": {"radius": 3, "y": 2}}"#), expected: ["shadow #00000054 radius:3 offset:(0, 2)"]),
        Example(name: "font", body: #"{"type": "Text", "text": "ab", "modifiers": [{"font": {"size": 20}}, {"id": "v"}]}"#, expected: ["[140, 90, 20, 20] id=v"]),
        Example(name: "fontWeight", body: #"{"type": "Text", "text": "ab", "modifiers": [{"fontWeight": "heavy"}]}"#, expected: ["text \""]),
        Example(name: "bold", body: #"{"type": "Text", "text": "ab", "modifiers": ["bold"]}"#, expected: ["text \""]),
        Example(name: "italic", body: #"{"type": "Text", "text": "ab", "modifiers": [{"italic": true}]}"#, expected: ["text \""]),
        Example(name: "monospacedDigit", body: #"{"type": "Text", "text": "12", "modifiers": ["monospacedDigit"]}"#, expected: ["text \""]),
        Example(name: "foregroundColor", body: ##"{"type": "Text", "text": "ab", "modifiers": [{"foregroundColor": "#00FF00"}]}"##, expected: ["#00FF00FF"]),
        Example(name: "foregroundStyle", body: #"{"type": "Text", "text": "ab", "modifiers": [{"foregroundStyle": "secondary"}]}"#, expected: ["#3C3C4399"]),
        Example(name: "tint", body: #"{"type": "Link", "destination": "app://x", "title": "ab", "modifiers": [{"tint": "green"}]}"#, expected: ["#34C759FF", "link app://x"]),
        Example(name: "lineLimit", body: #"{"type": "VStack", "children": [{"type": "Text", "text": "one two three", "modifiers": [{"lineLimit": 1}, {"id": "a"}, {"frame": {"width": 40}}]}, {"type": "Text", "text": "one", "modifiers": [{"lineLimit": {"max": 3, "reservesSpace": true}}, {"id": "b"}]}, {"type": "Text", "text": "one", "modifiers": [{"lineLimit": {"min": 2, "max": 4}}, {"id": "c"}]}, {"type": "Text", "text": "one", "modifiers": [{"lineLimit": {"min": 2}}, {"id": "d"}]}, {"type": "Text", "text": "one two", "modifiers": [{"lineLimit": null}, {"id": "e"}]}]}"#,
                expected: [", 17] id=a", #"Text("one two") [120.25, 125.5, 59.5, 17] id=e"#]),
        Example(name: "minimumScaleFactor", body: #"{"type": "Text", "text": "abcdefghij", "modifiers": [{"minimumScaleFactor": 0.5}, {"lineLimit": 1}, {"id": "v"}, {"frame": {"width": 50}}]}"#,
                expected: ["text \""]),
        Example(name: "textCase", body: #"{"type": "Text", "text": "Ab", "modifiers": [{"textCase": "uppercase"}]}"#, expected: [#"Text("AB")"#]),
        Example(name: "multilineTextAlignment", body: #"{"type": "Text", "text": "ab", "modifiers": [{"multilineTextAlignment": "center"}]}"#, expected: ["text \""]),
        Example(name: "truncationMode", body: #"{"type": "Text", "text": "ab", "modifiers": [{"truncationMode": "head"}]}"#, expected: ["text \""]),
        Example(name: "lineSpacing", body: #"{"type": "Text", "text": "ab", "modifiers": [{"lineSpacing": 4}]}"#, expected: ["text \""]),
        Example(name: "tracking", body: #"{"type": "Text", "text": "ab", "modifiers": [{"tracking": 2}]}"#, expected: ["text \""]),
        Example(name: "kerning", body: #"{"type": "Text", "text": "ab", "modifiers": [{"kerning": 2}]}"#, expected: ["text \""]),
        Example(name: "environment", body: #"{"type": "VStack", "children": [{"type": "Switch", "on": "colorScheme", "cases": {"light": "L", "dark": "D"}}, {"type": "Text", "date": "2026-01-01T00:00:00Z", "format": "EEEE HH:mm"}], "modifiers": [{"environment": {"colorScheme": "dark", "locale": "fr_FR", "timeZone": "Asia/Tokyo"}}]}"#,
                expected: [#"Text("D")"#, #"Text("jeudi 09:00")"#]),
        Example(name: "widgetURL", body: square(#"{"widgetURL": "SwiftUIAndAppDemo://widgetType=MediumView"}"#), expected: ["widgetURL SwiftUIAndAppDemo://widgetType=MediumView"]),
        Example(name: "containerBackground", body: square(#"{"containerBackground": "indigo"}"#), expected: ["background fill [0, 0, 300, 200] #6155F5FF"]),
        Example(name: "rotationEffect", body: square(#"{"rotationEffect": 90}"#), expected: ["rotationEffect [145, 95, 10, 10] id=v", "transform [0, 1, -1, 0, 250, -50]"]),
        Example(name: "scaleEffect", body: square(#"{"scaleEffect": {"x": 2, "y": 2, "anchor": "topLeading"}}"#), expected: ["transform [2, 0, 0, 2, -145, -95]"]),
        Example(name: "blur", body: square(#"{"blur": {"radius": 2, "opaque": true}}"#), expected: ["effect blur radius:2 opaque"]),
        Example(name: "brightness", body: square(#"{"brightness": 0.2}"#), expected: ["effect colorMatrix [1,0,0,0,0.2,"]),
        Example(name: "contrast", body: square(#"{"contrast": 0.5}"#), expected: ["effect colorMatrix [0.5,0,0,0,0.25,"]),
        Example(name: "saturation", body: square(#"{"saturation": 0}"#), expected: ["effect colorMatrix [0.213,0.715,0.072,0,0,"]),
        Example(name: "grayscale", body: square(#"{"grayscale": 1}"#), expected: ["effect colorMatrix [0.213,0.715,0.072,0,0,"]),
        Example(name: "colorMultiply", body: square(#"{"colorMultiply": "white"}"#), expected: ["effect colorMatrix [1,0,0,0,0,0,1,"]),
        Example(name: "colorInvert", body: square(#""colorInvert""#), expected: ["effect colorMatrix [-1,0,0,0,1,"]),
        Example(name: "blendMode", body: square(#"{"blendMode": "multiply"}"#), expected: ["effect blend multiply"]),
        Example(name: "compositingGroup", body: square(#""compositingGroup""#), expected: ["effect group"]),
        Example(name: "gaugeStyle", body: #"{"type": "Gauge", "value": 0.5, "modifiers": [{"gaugeStyle": "accessoryLinearCapacity"}, {"id": "v"}]}"#,
                expected: ["VStack [0, 97, 300, 6] id=v"]),
        Example(name: "progressViewStyle", body: #"{"type": "ProgressView", "value": 0.5, "modifiers": [{"progressViewStyle": "circular"}, {"id": "v"}]}"#,
                expected: ["[140, 90, 20, 20] id=v"]),
        Example(name: "gridCellColumns", body: #"{"type": "Grid", "children": [{"type": "GridRow", "children": [\#(sq(10, "a")), \#(sq(20, "b"))]}, {"type": "GridRow", "children": [{"type": "Color", "color": "blue", "modifiers": [{"frame": {"height": 4}}, {"gridCellColumns": 2}, {"id": "s"}]}]}]}"#,
                expected: ["frame [131, 112, 38, 4] id=s"]),
        Example(name: "gridColumnAlignment", body: #"{"type": "Grid", "children": [{"type": "GridRow", "children": [{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"gridColumnAlignment": "trailing"}, {"id": "a"}]}]}, {"type": "GridRow", "children": [\#(sq(20, "b"))]}]}"#,
                expected: ["[150, 81, 10, 10] id=a"]),
        Example(name: "gridCellUnsizedAxes", body: #"{"type": "Grid", "children": [{"type": "GridRow", "children": [\#(sq(10, "a")), \#(sq(20, "b"))]}, {"type": "GridRow", "children": [{"type": "Color", "color": "blue", "modifiers": [{"gridCellUnsizedAxes": "both"}, {"id": "u"}]}]}]}"#,
                expected: ["Color [131, 114, 10, 0] id=u"]),
    ]

    static func sq(_ side: Int, _ id: String) -> String {
        #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": \#(side), "height": \#(side)}}, {"id": "\#(id)"}]}"#
    }

    static let pngBytes: [UInt8] = (try? Fixture.png(width: 4, height: 2)) ?? []

    @Test("Each modifier decodes and shows its effect", arguments: examples)
    func applies(_ e: Example) throws {
        let probe = try Probe(e.body, files: e.files)
        for s in e.expected {
            #expect(probe.text.contains(s), "\(e.name): \(s) not in\n\(probe.text)")
        }
    }

    @Test("Every modifier of the format has an example here")
    func everyModifierCovered() {
        #expect(Set(Self.examples.map(\.name)) == Set(ModifierKinds.names))
    }

    @Test("Modifiers apply in order: padding then background differs from background then padding")
    func order() throws {
        let inner = try Probe(#"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"background": "blue"}, {"padding": 5}]}"#)
        let outer = try Probe(#"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"padding": 5}, {"background": "blue"}]}"#)
        #expect(inner.items.contains("fill [145, 95, 10, 10] #0088FFFF"))
        #expect(outer.items.contains("fill [140, 90, 20, 20] #0088FFFF"))
    }

    // MARK: - Text modifiers, seen through the bundled fonts

    /// The first glyph run of `modifiers` applied to `text`, drawn with the real fonts.
    func run(_ text: String, _ modifiers: String = "", width: Double? = nil) throws -> String {
        let frame = width.map { #", {"frame": {"width": \#($0)}}"# } ?? ""
        let probe = try Probe(#"{"type": "Text", "text": "\#(text)", "modifiers": [{"font": {"size": 20}}\#(modifiers)\#(frame)]}"#, real: true)
        return probe.glyphRuns.joined(separator: "\n")
    }

    @Test("fontWeight, bold and italic pick the bundled faces")
    func faces() throws {
        #expect(try run("ab").contains("-Regular.otf"))
        #expect(try run("ab", #", {"fontWeight": "heavy"}"#).contains("-ExtraBold.otf"))
        #expect(try run("ab", #", "bold""#).contains("-Bold.otf"))
        #expect(try run("ab", #", {"italic": true}"#).contains("Italic"))
    }

    @Test("monospacedDigit, tracking and kerning change the advances; truncationMode changes the glyphs kept")
    func advances() throws {
        #expect(try run("1111") != run("1111", #", "monospacedDigit""#))
        #expect(try run("ab") != run("ab", #", {"tracking": 3}"#))
        #expect(try run("ab") != run("ab", #", {"kerning": 3}"#))
        let long = "abcdefghijklmnopqrstuvwxyz"
        #expect(try run(long, #", {"lineLimit": 1}, {"truncationMode": "head"}"#, width: 80)
                != run(long, #", {"lineLimit": 1}, {"truncationMode": "tail"}"#, width: 80))
    }

    @Test("lineLimit's reserving forms make one-line text taller; minimumScaleFactor shrinks text to fit")
    func reservedLinesAndShrinking() throws {
        func height(_ limit: String) throws -> Double {
            let probe = try Probe(#"{"type": "Text", "text": "one", "modifiers": [{"lineLimit": \#(limit)}, {"id": "t"}]}"#, real: true)
            return try #require(probe.layout.frame(of: "t")).height
        }
        let one = try height("1")
        #expect(try height(#"{"max": 3, "reservesSpace": true}"#) > 2.5 * one)
        #expect(try height(#"{"min": 2, "max": 4}"#) > 1.5 * one)
        #expect(try height(#"{"min": 2}"#) > 1.5 * one)
        #expect(try height(#"{"max": 3}"#) == one)
        // Shrunk to fit, the run is drawn below the 17 pt body size; without the modifier it keeps it.
        func size(_ modifiers: String) throws -> Double {
            let probe = try Probe(#"{"type": "Text", "text": "abcdefghijklmnop", "modifiers": [{"lineLimit": 1}\#(modifiers), {"frame": {"width": 60}}]}"#, real: true)
            let run = try #require(probe.glyphRuns.first).split(separator: " ")
            return Double(run[1]) ?? 0
        }
        #expect(try size(#", {"minimumScaleFactor": 0.3}"#) < 17)
        #expect(try size("") == 17)
    }

    @Test("multilineTextAlignment and lineSpacing move the lines")
    func paragraphs() throws {
        // A short first line: centering moves it right; spacing moves the second line down.
        let text = "a bcdefghij"
        #expect(try run(text, #", {"multilineTextAlignment": "center"}"#, width: 70) != run(text, width: 70))
        #expect(try run(text, #", {"lineSpacing": 12}"#, width: 70) != run(text, width: 70))
    }
}
