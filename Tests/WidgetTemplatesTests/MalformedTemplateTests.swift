import Foundation
import Testing
@testable import WidgetTemplates

/// Broken templates: each is refused at load with every problem listed, each message naming
/// the file, line and column, the JSON pointer, what was expected, and the nearest valid name.
@Suite("Malformed templates")
struct MalformedTemplateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var files: [String: [UInt8]] = [:]
        var expected: [String]
        var testDescription: String { name }
    }

    /// The body starts at line 2, column 9 (see ``Fixture/json(body:extra:families:)``).
    static func body(_ b: String, extra: String = "") -> String { Fixture.json(body: b, extra: extra) }

    static let cases: [Case] = [
        Case(name: "a corrupt SVG image",
             text: body(##"{"type": "Image", "source": "bad.svg"}"##), files: ["bad.svg": Array("<svg".utf8)],
             expected: [##"template.json:2:27: /body/source: the image file "bad.svg" cannot be used: not a usable SVG (not a readable SVG: XML parse error: Error domain 1 code 73 on line 1 column 5 of data: Couldn't find end of Start Tag svg line 1)"##]),
        Case(name: "a Label without an icon",
             text: body(##"{"type": "Label", "title": "Rain"}"##),
             expected: [##"template.json:2:1: /body: a Label needs an icon: "systemImage" (an SF Symbol name), "image" (a file) or "icon" (a view)."##]),
        Case(name: "an Image with both a file and a symbol, and a misspelled symbol variant",
             text: body(##"{"type": "Image", "source": "a.png", "systemName": "sun.max", "modifiers": [{"symbolVariant": "circle.fil"}]}"##),
             expected: [##"template.json:2:1: /body: an Image has a "source" (a file) or a "systemName" (an SF Symbol), not both."##,
                        ##"template.json:2:86: /body/modifiers/0/symbolVariant: expected a symbol variant such as fill or circle.fill; got the string "circle.fil". Did you mean "circle.fill"?"##]),
        Case(name: "a misspelled modifier",
             text: body(##"{"type": "Text", "text": "Hi", "modifiers": [{"paddng": 8}]}"##),
             expected: [##"template.json:2:55: /body/modifiers/0/paddng: unknown modifier "paddng". Did you mean "padding"?"##]),
        Case(name: "a misspelled key of a view",
             text: body(##"{"type": "Text", "txt": "Hi"}"##),
             expected: [##"template.json:2:1: /body: a Text needs "text" (a string, bindings allowed), "markdown", "runs", a "number", "date" with a "style" or "format", or a "timer"."##,
                        ##"template.json:2:26: /body/txt: unknown key "txt" in Text. Expected one of: type, if, modifiers, text, date, style, format, timer, markdown, number, runs. Did you mean "text"?"##]),
        Case(name: "a misspelled view type",
             text: body(##"{"type": "VStak", "children": []}"##),
             expected: [##"template.json:2:10: /body/type: unknown view type "VStak". Did you mean "VStack"?"##]),
        Case(name: "a view without a type",
             text: body(##"{"typ": "Text", "text": "Hi"}"##),
             expected: [##"template.json:2:1: /body: this view has no "type"; add one, such as "VStack", "Text" or "Image". Did you mean "type"?"##]),
        Case(name: "a string where a length is expected",
             text: body(##"{"type": "VStack", "spacing": "wide"}"##),
             expected: [##"template.json:2:28: /body/spacing: expected a distance in points from -10000 to 10000, got the string "wide"."##]),
        Case(name: "a list where a view is expected",
             text: body(##"{"type": "VStack", "children": [[1, 2]]}"##),
             expected: [##"template.json:2:41: /body/children/0: expected a view: an object such as {"type": "Text", "text": "Hello"}, or a string for a Text; got a list."##]),
        Case(name: "a malformed hex color",
             text: body(##"{"type": "Color", "color": "#12345"}"##),
             expected: [##"template.json:2:27: /body/color: "#12345" is not a hex color; use #RGB, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F."##]),
        Case(name: "a misspelled color name",
             text: body(##"{"type": "Color", "color": "blu"}"##),
             expected: [##"template.json:2:27: /body/color: expected a color: a name such as "blue", "#RRGGBB", {"light": …, "dark": …}, {"red": …, "green": …, "blue": …} or {"color": …, "opacity": …}; got the string "blu". Did you mean "blue"?"##]),
        Case(name: "a light/dark color missing its dark half",
             text: body(##"{"type": "Color", "color": {"light": "white"}}"##),
             expected: [##"template.json:2:27: /body/color: a light/dark color needs both "light" and "dark"."##]),
        Case(name: "an image file that does not exist",
             text: body(##"{"type": "Image", "source": "photos/missing.png"}"##),
             expected: [##"template.json:2:27: /body/source: the image file "photos/missing.png" does not exist in the template folder."##]),
        Case(name: "an image path leaving the template folder",
             text: body(##"{"type": "Image", "source": "../secret.png"}"##),
             expected: [##"template.json:2:27: /body/source: the image path "../secret.png" leads outside the template folder; keep images inside it."##]),
        Case(name: "an absolute image path",
             text: body(##"{"type": "Image", "source": "/etc/passwd"}"##),
             expected: [##"template.json:2:27: /body/source: the image path "/etc/passwd" is absolute; give a path relative to the template folder."##]),
        Case(name: "an image URL with another scheme",
             text: body(##"{"type": "Image", "source": "file:///etc/passwd"}"##),
             expected: [##"template.json:2:27: /body/source: the image source "file:///etc/passwd" uses the scheme "file"; use a path relative to the template folder or an http(s) URL."##]),
        Case(name: "an image file that is not an image",
             text: body(##"{"type": "Image", "source": "notes.png"}"##),
             files: ["notes.png": Array("just some text".utf8)],
             expected: [##"template.json:2:27: /body/source: the image file "notes.png" cannot be used: it is not a supported image: it looks like an unknown format (first bytes: 6A 75 73 74 20 73 6F 6D). Only PNG and JPEG are supported; convert it to PNG (or JPEG) first."##]),
        Case(name: "components that contain each other",
             text: body(##"{"type": "A"}"##, extra: ##" "components": {"A": {"type": "B"}, "B": {"type": "VStack", "children": [{"type": "A"}]}},"##),
             expected: [##"template.json:1:110: /components/A: the component "A" contains itself: A → B → A. Components cannot be recursive."##]),
        Case(name: "a component that contains itself",
             text: body(##"{"type": "Loop"}"##, extra: ##" "components": {"Loop": {"type": "HStack", "children": [{"type": "Loop"}]}},"##),
             expected: [##"template.json:1:110: /components/Loop: the component "Loop" contains itself: Loop → Loop. Components cannot be recursive."##]),
        Case(name: "a frame wider than any screen",
             text: body(##"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 1e308}}]}"##),
             expected: [##"template.json:2:68: /body/modifiers/0/frame/width: expected a length in points from 0 to 10000, got the number 1e+308."##]),
        Case(name: "a number beyond the range of doubles",
             text: body(##"{"type": "Spacer", "minLength": 1e400}"##),
             expected: [##"template.json:2:41: /body/minLength: has the number 1e400, which is out of range (beyond ±1.8e308)."##]),
        Case(name: "a fractional line limit",
             text: body(##"{"type": "Text", "text": "Hi", "modifiers": [{"lineLimit": 1.5}]}"##),
             expected: [##"template.json:2:55: /body/modifiers/0/lineLimit: expected a whole number from 1 to 1000, got the number 1.5."##]),
        Case(name: "an opacity above one",
             text: body(##"{"type": "Text", "text": "Hi", "modifiers": [{"opacity": 2}]}"##),
             expected: [##"template.json:2:55: /body/modifiers/0/opacity: expected an opacity from 0 to 1, got the number 2."##]),
        Case(name: "a frame mixing fixed and flexible sizes",
             text: body(##"{"type": "Text", "text": "Hi", "modifiers": [{"frame": {"width": 10, "maxWidth": "infinity"}}]}"##),
             expected: [##"template.json:2:55: /body/modifiers/0/frame: a frame is fixed (width, height) or flexible (min/ideal/max); this one mixes width with maxWidth. Use two frame modifiers."##]),
        Case(name: "a modifier object with two names",
             text: body(##"{"type": "Text", "text": "Hi", "modifiers": [{"bold": true, "italic": true}]}"##),
             expected: [##"template.json:2:54: /body/modifiers/0: a modifier is an object with one key, its name; this one has 2 (bold, italic). Put each modifier in its own object, in the order they apply."##]),
        Case(name: "an unknown filter",
             text: body(##"{"type": "Text", "text": "{{ title | uper }}"}"##),
             expected: [##"template.json:2:26: /body/text: in {{ title | uper }}: unknown filter "uper". Did you mean "upper"?"##]),
        Case(name: "a binding that is not closed",
             text: body(##"{"type": "Text", "text": "Hello {{name"}"##),
             expected: [##"template.json:2:26: /body/text: a binding is not closed: add "}}" after "{{name"."##]),
        Case(name: "a misspelled family in a Switch",
             text: body(##"{"type": "Switch", "on": "family", "cases": {"systemSmal": "S"}}"##),
             expected: [##"template.json:2:54: /body/cases/systemSmal: "systemSmal" is not a widget family; use systemSmall, systemMedium, systemLarge or systemExtraLarge (or small, medium, large, extraLarge). Did you mean "systemSmall"?"##]),
        Case(name: "a misspelled supported family",
             text: Fixture.json(body: ##""Hi""##, families: ##"["systemSmall", "sytemMedium"]"##),
             expected: [##"template.json:1:63: /families/1: expected a widget family (systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait, accessoryCircular, accessoryRectangular, accessoryInline, or small, medium, large…); got the string "sytemMedium". Did you mean "systemMedium"?"##]),
        Case(name: "a misspelled top-level key",
             text: ##"{"name": "t", "displayName": "T", "families": ["systemSmall"], "bdy": "Hi"}"##,
             expected: [##"template.json:1:1: the template has no "body"; add the root view, such as {"type": "VStack", …} (or "liveActivity" for a Live Activity, "control" for a control)."##,
                        ##"template.json:1:64: /bdy: unknown key "bdy" in the template. Expected one of: $schema, formatVersion, name, displayName, description, families, parameters, components, sampleData, contentMarginsDisabled, body, liveActivity, control. Did you mean "body"?"##]),
        Case(name: "a parameter without a default",
             text: body(##""Hi""##, extra: ##" "parameters": {"accent": {"type": "color"}},"##),
             expected: [##"template.json:1:110: /parameters/accent: the parameter "accent" has no "default"; every parameter needs one."##]),
        Case(name: "a parameter default of the wrong type",
             text: body(##""Hi""##, extra: ##" "parameters": {"count": {"type": "integer", "default": "three"}},"##),
             expected: [##"template.json:1:139: /parameters/count/default: expected a whole number, got the string "three"."##]),
        Case(name: "a key that appears twice",
             text: body(##"{"type": "Text", "text": "a", "text": "b"}"##),
             expected: [##"template.json:2:39: /body/text: the key "text" appears twice in the same object."##]),
        Case(name: "a trailing comma",
             text: body(##"{"type": "VStack", "children": ["a",]}"##),
             expected: [##"template.json:2:45: /body/children: has a trailing comma before ']'; remove it."##]),
        Case(name: "a file that is not JSON",
             text: "name: countdown\n",
             expected: [##"template.json:1:1: expected a value (object, list, string, number, true, false or null), found "name: countd"."##]),
        Case(name: "nesting ten thousand levels deep",
             text: body(String(repeating: ##"{"type": "VStack", "children": ["##, count: 10_000) + String(repeating: "]}", count: 10_000)),
             expected: ["template.json:2:2056: /body" + String(repeating: "/children/0", count: 63) + "/children: is nested more than 128 levels deep; flatten the template (use components or ForEach)."]),
        Case(name: "several problems at once, in file order",
             text: body(##"{"type": "VStack", "spacing": -1e9, "children": [{"type": "Text", "text": "a", "modifiers": ["bld"]}, {"type": "Color", "color": "#GGG"}]}"##),
             expected: [##"template.json:2:28: /body/spacing: expected a distance in points from -10000 to 10000, got the number -1000000000."##,
                        ##"template.json:2:102: /body/children/0/modifiers/0: unknown modifier "bld". Did you mean "bold"?"##,
                        ##"template.json:2:129: /body/children/1/color: "#GGG" is not a hex color; use #RGB, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F."##]),
    ]

    @Test("A malformed template is refused with exact, located messages", arguments: cases)
    func refused(_ c: Case) {
        #expect(Fixture.issues(c.text, files: c.files) == c.expected)
    }

    @Test("There are at least 20 malformed-template cases")
    func enoughCases() {
        #expect(Self.cases.count >= 20)
    }
}
