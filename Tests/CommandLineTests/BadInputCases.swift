import Foundation
import WidgetRender

/// The malformed and hostile inputs, by kind. Each is refused with its file and place, in
/// bounded time and memory, leaving no file behind.
enum BadInputCases {
    static func fixture(_ name: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: CLI.root.appendingPathComponent("Tests/WidgetImageIOTests/Fixtures/\(name)")))) ?? []
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// IHDR of a 4x4 RGBA image (its CRC is not checked before the chunk walk refuses the next).
    static let ihdr: [UInt8] = be32(13) + Array("IHDR".utf8) + be32(4) + be32(4) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]

    /// 141 bytes: a chunk after IHDR claims 0x7FFFFFFF bytes (issue 17, finding 3).
    static func chunkBomb(_ type: String) -> [UInt8] {
        let head = pngSignature + ihdr + be32(0x7FFF_FFFF) + Array(type.utf8)
        return head + [UInt8](repeating: 0x41, count: 141 - head.count)
    }

    static let deep = String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000)

    static let templates: [BadInput] = [
        .template("empty file", "", ["empty"], located: false),
        .template("not JSON", "hello", []),
        .template("trailing comma", #"{"formatVersion": 1,}"#),
        .template("unclosed object", #"{"formatVersion": 1, "name": "x""#),
        .template("bad escape", #"{"name": "\q"}"#),
        .template("NaN literal", #"{"formatVersion": NaN}"#),
        .template("huge number", #"{"formatVersion": 1e999}"#),
        .template("invalid UTF-8", String(decoding: [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D], as: UTF8.self)),
        .template("top-level list", "[1, 2, 3]"),
        .template("nested 3,000 deep", deep, ["128"]),
        .template("duplicate key", #"{"name": "a", "name": "b"}"#),
        .template("no body", #"{"formatVersion": 1, "name": "bad", "displayName": "B", "description": "B", "families": ["systemSmall"]}"#, ["body"]),
        .template("families not a list", BadInput.templateJSON(body: #""Hi""#).replacingOccurrences(of: #"["systemSmall"]"#, with: "3"), ["/families"]),
        .template("unknown family", BadInput.templateJSON(body: #""Hi""#).replacingOccurrences(of: "systemSmall", with: "systemHuge"), ["/families"]),
        .body("unknown view type", #"{"type": "VStak"}"#, ["/body/type", "VStack"]),
        .body("view without type", #"{"text": "Hi"}"#, ["/body"]),
        .body("view is a number", "42", ["/body"]),
        .body("unknown modifier", #"{"type": "Text", "text": "Hi", "modifiers": [{"paddng": 4}]}"#, ["/body/modifiers/0/paddng", "padding"]),
        .body("modifier with two keys", #"{"type": "Text", "text": "Hi", "modifiers": [{"padding": 4, "bold": true}]}"#, ["/body/modifiers/0"]),
        .body("bad color", ##"{"type": "Color", "color": "#12345"}"##, ["/body/color"]),
        .body("NaN padding", #"{"type": "Text", "text": "Hi", "modifiers": [{"padding": "NaN"}]}"#, ["/body/modifiers/0/padding"]),
        .body("huge frame", #"{"type": "Text", "text": "Hi", "modifiers": [{"frame": {"width": 1e300}}]}"#, ["/body/modifiers/0/frame/width"]),
        .body("ForEach over a number", #"{"type": "ForEach", "items": 3, "content": "Hi"}"#, ["/body/items"]),
        .body("literal of 20,000 bytes", #"{"type": "Text", "text": "\#(String(repeating: "L", count: 20_000))"}"#, ["/body/text", "10000 bytes"]),
        .body("expression of 200 KB", #"{"type": "Text", "text": "{{\#(String(repeating: "a+", count: 100_000))a}}"}"#, ["/body/text", "at most 2000"]),
        .body("unclosed binding", #"{"type": "Text", "text": "{{ name"}"#, ["/body/text", "not closed"]),
        .body("unknown filter", #"{"type": "Text", "text": "{{ 3 | nmber }}"}"#, ["/body/text", "number"]),
        .body("image outside the folder", #"{"type": "Image", "source": "../../../etc/passwd"}"#, ["/body/source", "outside the template folder"]),
        .body("absolute image path", #"{"type": "Image", "source": "/etc/passwd"}"#, ["/body/source", "absolute"]),
        .body("file: image URL", #"{"type": "Image", "source": "file:///etc/passwd"}"#, ["/body/source", "scheme"]),
        .body("missing image", #"{"type": "Image", "source": "nope.png"}"#, ["/body/source", "does not exist"]),
        .body("views nested 3,000 deep", String(repeating: #"{"type": "VStack", "children": ["#, count: 3_000) + #""x""# + String(repeating: "]}", count: 3_000), ["nested"]),
        .template("component cycle", BadInput.templateJSON(body: #"{"type": "A"}"#, extra: #", "components": {"A": {"type": "B"}, "B": {"type": "A"}}"#), ["/components"]),
        .template("components expanding to 10^6 views",
                  BadInput.templateJSON(body: #"{"type": "C4"}"#, extra: #", "components": {"C0": {"type": "HStack", "children": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]}, "C1": {"type": "HStack", "children": [{"type": "C0"}, {"type": "C0"}, {"type": "C0"}, {"type": "C0"}, {"type": "C0"}, {"type": "C0"}, {"type": "C0"}, {"type": "C0"}, {"type": "C0"}, {"type": "C0"}]}, "C2": {"type": "HStack", "children": [{"type": "C1"}, {"type": "C1"}, {"type": "C1"}, {"type": "C1"}, {"type": "C1"}, {"type": "C1"}, {"type": "C1"}, {"type": "C1"}, {"type": "C1"}, {"type": "C1"}]}, "C3": {"type": "HStack", "children": [{"type": "C2"}, {"type": "C2"}, {"type": "C2"}, {"type": "C2"}, {"type": "C2"}, {"type": "C2"}, {"type": "C2"}, {"type": "C2"}, {"type": "C2"}, {"type": "C2"}]}, "C4": {"type": "HStack", "children": [{"type": "C3"}, {"type": "C3"}, {"type": "C3"}, {"type": "C3"}, {"type": "C3"}, {"type": "C3"}, {"type": "C3"}, {"type": "C3"}, {"type": "C3"}, {"type": "C3"}]}}"#),
                  ["5000 views"]),
        .template("components nested 3,000 deep", componentChain, ["components are nested more than 32 deep"]),
        .template("Link to javascript: in strict JSON is still a template", BadInput.templateJSON(body: #"{"type": "Link", "destination": 5, "label": "x"}"#), ["/body/destination"]),
    ]

    /// 3,000 components, each using the next (issue 17, finding 7: reported as too many views).
    static let componentChain: String = {
        let components = (0..<3_000).map { #""C\#($0)": {"type": "VStack", "children": [{"type": "C\#($0 + 1)"}]}"# }
            + [#""C3000": "x""#]
        return BadInput.templateJSON(body: #"{"type": "C0"}"#, extra: ", \"components\": {" + components.joined(separator: ", ") + "}")
    }()

    static let yaml: [BadInput] = [
        .yaml("tab indentation", "name: x\nbody:\n\ttype: Text\n"),
        .yaml("unclosed quote", "name: \"x\nbody: Hi\n"),
        .yaml("alias bomb", "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\ng: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]\nh: [*g, *g, *g, *g, *g, *g, *g, *g, *g]\n", [], located: false),
        .yaml("undefined alias", "name: *nope\n", [], located: false),
        .yaml("two documents", "name: a\n---\nname: b\n", [], located: false),
        .yaml("a list at the top", "- 1\n- 2\n"),
        .yaml("nested 3,000 deep", String(repeating: "[", count: 3_000), [], located: false),
        .yaml("unknown key", "formatVersion: 1\nname: bad\ndisplayName: B\ndescription: B\nfamilies: [systemSmall]\nbody: {type: Text, text: Hi, modifiers: [{paddng: 4}]}\n", ["/body/modifiers/0/paddng"]),
        .yaml("empty", "", [], located: false),
        .yaml("binary", String(decoding: [0x00, 0x01, 0xFF, 0x80, 0x0A], as: UTF8.self), [], located: false),
    ]

    static let bindings: [BadInput] = [
        .binding("join of 50,000 elements", "{{ xs | join: s }}", data: #"{"xs": [\#(Array(repeating: "\"x\"", count: 50_000).joined(separator: ","))], "s": "\#(String(repeating: "y", count: 100))"}"#, ["join", "10000 bytes"]),
        .binding("a long data string", "{{ s }}", data: #"{"s": "\#(String(repeating: "z", count: 50_000))"}"#, ["10000 bytes"]),
        .binding("missing name", "{{ nme }}", ["nme"]),
        .binding("a list as text", "{{ xs }}", ["list"]),
        .binding("date filter on a word", "{{ s | date: 'medium' }}", ["date"]),
        .binding("bad currency", "{{ n | currency: 'dollars' }}", ["currency"]),
        .binding("prefix negative", "{{ xs | prefix: -1 }}", ["prefix"]),
        .binding("nested 100 deep", "{{ " + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100) + " }}", ["64 levels"]),
        .binding("unterminated string", "{{ 'abc }}", ["not closed"]),
        .binding("filter arity", "{{ n | plural: 'a' }}", ["plural"]),
        .binding("member of a number", "{{ n.x.y }}", ["n"]),
    ]

    static let dataFiles: [BadInput] = [
        .data("syntax error", #"{"title": "a",}"#),
        .data("a number", "42", []),
        .data("empty", "", [], located: false),
        .data("entry without a date in a timeline", #"[{"title": "a"}, {"title": "b"}]"#, ["date"]),
        .data("bad date", #"[{"date": "yesterday", "title": "a"}]"#, ["date"]),
        .data("1,001 entries", "[" + (0...1_000).map { #"{"date": "2026-01-01T00:00:00Z", "title": "\#($0)"}"# }.joined(separator: ",") + "]", ["1000"]),
        .data("ForEach over 2,000 items", #"{"title": "a", "items": [\#((0..<2_000).map(String.init).joined(separator: ","))]}"#, ["500"]),
        .data("items is an object", #"{"title": "a", "items": {"k": 1}}"#, ["/body/children/1/items"]),
        .data("title is an object", #"{"title": {"a": 1}, "items": []}"#, ["/body/children/0/text"]),
        .data("500 strings of 5,000 bytes", #"{"title": "a", "items": [\#(Array(repeating: "\"\(String(repeating: "w ", count: 2_500))\"", count: 500).joined(separator: ","))]}"#, ["100000 bytes"]),
        .data("nested 3,000 deep", #"{"title": "a", "items": \#(deep)}"#, ["128"]),
        .data("invalid UTF-8", [0x7B, 0x22, 0x74, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D]),
    ]

    static let images: [BadInput] = [
        .image("141-byte tEXt chunk claiming 2 GiB", chunkBomb("tEXt"), ["2147483647"]),
        .image("141-byte zTXt chunk claiming 2 GiB", chunkBomb("zTXt"), ["2147483647"]),
        .image("141-byte iCCP chunk claiming 2 GiB", chunkBomb("iCCP"), ["2147483647"]),
        .image("141-byte IDAT claiming 2 GiB", chunkBomb("IDAT"), ["2147483647"]),
        .image("100000x100000 header", fixture("bomb_100000x100000.png"), ["pixels"]),
        .image("corrupt IDAT", fixture("corrupt_idat.png"), ["PNG"]),
        .image("truncated PNG", Array(fixture("rgb.png").prefix(60)), ["truncated"]),
        .image("empty file", [], []),
        .image("signature only", pngSignature, []),
        .image("text named .png", Array("hello world".utf8), ["PNG"]),
        .image("truncated JPEG", Array(fixture("color.jpg").prefix(200)), file: "img.jpg", []),
        .image("JPEG markers only", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xD9], file: "img.jpg", []),
        manyImages("33 different images", count: 33, bytes: fixture("rgb.png"), ["more than 32 different images"]),
        manyImages("129 different image files", count: 129, bytes: fixture("rgb.png"), ["more than 128 image files"]),
        manyImages("two 4500x4500 images", count: 2, bytes: large, ["/body/children/1/source", "more than 40000000 pixels"]),
        .image("GIF", Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0], file: "img.gif", []),
    ]

    /// A gray 4500x4500 PNG: 20.25 million pixels, under the limit for one image; two are over
    /// the limit for one widget.
    static let large: [UInt8] = {
        guard let bitmap = Bitmap(width: 4_500, height: 4_500, fill: 0xFF80_8080) else { return [] }
        return (try? PNGEncoder.encode(bitmap)) ?? []
    }()

    /// A widget showing `count` different images, each `bytes`.
    static func manyImages(_ name: String, count: Int, bytes: [UInt8], _ mentions: [String]) -> BadInput {
        let children = (0..<count).map { #"{"type": "Image", "source": "i\#($0).png"}"# }.joined(separator: ", ")
        var files = ["t/template.json": Array(BadInput.templateJSON(body: #"{"type": "HStack", "children": [\#(children)]}"#).utf8)]
        for i in 0..<count { files["t/i\(i).png"] = bytes }
        return BadInput(name: "image: " + name, files: files, arguments: BadInput.render, mentions: ["t/template.json"] + mentions)
    }

    static let screenshots: [BadInput] = [
        .screenshot("unknown size", fixture("rgb.png"), ["size"]),
        .screenshot("truncated", Array(fixture("rgb.png").prefix(40)), []),
        .screenshot("not an image", Array("nope".utf8), []),
        .screenshot("empty", [], []),
        .screenshot("header claiming 100000x100000", fixture("bomb_100000x100000.png"), []),
        .screenshot("chunk claiming 2 GiB", chunkBomb("tEXt"), []),
    ]

    static let geometries: [BadInput] = [
        .geometry("syntax error", #"{"devices": [}"#),
        .geometry("empty", ""),
        .geometry("a list", "[1, 2]"),
        .geometry("device without fields", #"{"devices": [{"id": "x"}]}"#),
        .geometry("negative sizes", #"{"devices": [{"id": "x", "models": ["X"], "points": {"width": -1, "height": -1}, "scale": 3, "screenshot": {"width": -3, "height": -3}, "layouts": []}]}"#),
        .geometry("huge numbers", #"{"devices": [{"id": "x", "models": ["X"], "points": {"width": 1e300, "height": 1e300}, "scale": 1e300, "screenshot": {"width": 1e300, "height": 1e300}, "layouts": []}]}"#),
        .geometry("nested 3,000 deep", deep),
    ]

    static let arguments: [BadInput] = [
        .usage("unknown option", ["render", "{dir}/t", "--colour", "red"], ["--colour"]),
        .usage("unknown family", ["render", "{dir}/t", "--family", "huge"], ["--family"]),
        .usage("unknown scheme", ["render", "{dir}/t", "--scheme", "purple"], ["--scheme"]),
        .usage("--at without y", ["hit", "{dir}/t", "--family", "medium", "--at", "60"], ["--at"]),
        .usage("--jobs 0", ["render", "{dir}/t", "--jobs", "0"], ["--jobs"]),
        .usage("unknown locale", ["render", "{dir}/t", "--locale", "xx_NOPE"], ["--locale"]),
        .usage("no template", ["render"], ["template"]),
        .argument("missing template folder", ["render", "{dir}/nope", "--out-dir", "{dir}/out"], ["{dir}/nope", "no such file or folder; check the path"]),
        .argument("unknown parameter", ["render", "{dir}/t", "--param", "accent=red", "--out-dir", "{dir}/out"], ["accent"]),
        .argument("missing data file", ["render", "{dir}/t", "--data", "{dir}/nope.json", "--out-dir", "{dir}/out"], ["nope.json", "no such file or folder"]),
        .argument("-o with six images", ["render", "{dir}/t", "-o", "{dir}/one.png"], ["-o writes one image"]),
        .argument("unsupported family", ["render", "{dir}/t", "--family", "large", "--out-dir", "{dir}/out"], ["t/template.json", "/families"], located: true),
        .argument("out-dir is a file", ["render", "{dir}/t/template.json", "--out-dir", "{dir}/t/template.json"], ["{dir}/t/template.json", "not a folder"]),
        .argument("display list in a missing folder", ["render", "{dir}/t", "--family", "small", "--scheme", "light", "--out-dir", "{dir}/out", "--display-list", "/proc/nope/list.txt"], ["/proc/nope/list.txt"]),
        .argument("out-dir under /proc", ["render", "{dir}/t", "--out-dir", "/proc/nope/out"], ["/proc/nope"]),
        .argument("missing wallpaper", ["render", "{dir}/t", "--wallpaper", "{dir}/nope.png", "--out-dir", "{dir}/out"], ["nope.png"]),
        .argument("/dev/zero as the template", ["render", "/dev/zero", "--out-dir", "{dir}/out"], ["/dev/zero", "not a regular file"]),
        .argument("/dev/zero as data", ["render", "{dir}/t", "--data", "/dev/zero", "--out-dir", "{dir}/out"], ["/dev/zero", "not a regular file"]),
        .argument("unknown device", ["crop", "--screenshot", "{dir}/t/template.json", "--family", "small", "--slot", "top-left", "--device", "iPhone 99", "-o", "{dir}/out/c.png"], ["template.json"]),
        .usage("--slot without --wallpaper", ["render", "{dir}/t", "--slot", "centre", "--out-dir", "{dir}/out"], ["--slot centre", "--wallpaper"]),
        .argument("unknown slot", ["render", "{dir}/t", "--wallpaper", CLI.root.path + "/Examples/Wallpapers/wallpaper-1170x2532-light.png", "--slot", "centre", "--out-dir", "{dir}/out"], ["centre"]),
    ]

    static var all: [BadInput] { templates + yaml + bindings + dataFiles + images + screenshots + geometries + arguments }
}
