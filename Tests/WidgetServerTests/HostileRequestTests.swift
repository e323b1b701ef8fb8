import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// One malformed or hostile request and the answer it must get.
struct Hostile: CustomStringConvertible, Sendable {
    let name: String
    var method = "POST"
    var path = "/v1/render"
    let body: Data?
    var headers = ["Content-Type": "application/json"]
    let status: Int
    /// The JSON pointer the problem document must locate, when the problem has a place.
    var pointer: String?
    /// A line the problem must name (syntax errors and inline templates).
    var line: Int?
    /// Words the message must contain.
    var says: String
    var description: String { name }

    init(_ name: String, _ json: String?, status: Int, pointer: String? = nil, line: Int? = nil, says: String,
         method: String = "POST", path: String = "/v1/render", headers: [String: String] = ["Content-Type": "application/json"]) {
        self.name = name; self.body = json.map { Data($0.utf8) }; self.status = status; self.pointer = pointer; self.line = line
        self.says = says; self.method = method; self.path = path; self.headers = headers
    }
    init(_ name: String, bytes: Data, status: Int, says: String, headers: [String: String] = ["Content-Type": "application/json"]) {
        self.name = name; self.body = bytes; self.status = status; self.says = says; self.headers = headers
    }
}

let deepJSON = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
let inlineBroken = """
    {"template": {"name": "x", "displayName": "X", "description": "Inline.", "families": ["systemSmall"],
      "body": {"type": "Text", "text": "hi",
               "modifiers": [{"paddng": 4}]}}}
    """

let hostileRequests: [Hostile] = [
    Hostile("empty body", "", status: 400, pointer: "/", says: "empty"),
    Hostile("truncated JSON", "{\"template\": \"countdown\",\n \"family\": ", status: 400, line: 2, says: "request body"),
    Hostile("array instead of object", "[1, 2]", status: 400, pointer: "/", says: "JSON object"),
    Hostile("string instead of object", "\"countdown\"", status: 400, pointer: "/", says: "JSON object"),
    Hostile("unknown field with a typo", #"{"template": "countdown", "familly": "small"}"#, status: 400, pointer: "/familly", says: "unknown field"),
    Hostile("no template", #"{"family": "small"}"#, status: 400, pointer: "/", says: "names no template"),
    Hostile("template is a number", #"{"template": 42}"#, status: 400, pointer: "/template", says: "template name"),
    Hostile("path traversal", #"{"template": "../../etc"}"#, status: 400, pointer: "/template", says: "not a template name"),
    Hostile("absolute path", #"{"template": "/etc/passwd"}"#, status: 400, pointer: "/template", says: "not a template name"),
    Hostile("encoded traversal", #"{"template": "%2e%2e%2fetc"}"#, status: 400, pointer: "/template", says: "not a template name"),
    Hostile("hidden folder", #"{"template": ".git"}"#, status: 400, pointer: "/template", says: "not a template name"),
    Hostile("NUL in name", "{\"template\": \"count\\u0000down\"}", status: 400, pointer: "/template", says: "not a template name"),
    Hostile("unknown template", #"{"template": "countdwn"}"#, status: 404, pointer: "/template", says: "Did you mean \"countdown\""),
    Hostile("very long name", "{\"template\": \"\(String(repeating: "a", count: 5000))\"}", status: 400, pointer: "/template", says: "not a template name"),
    Hostile("unknown family", #"{"template": "countdown", "family": "huge"}"#, status: 400, pointer: "/family", says: "unknown family"),
    // Quoted back as 40 characters and "…", with no "did you mean" (its cost grows with the length).
    Hostile("200 KB unknown family", "{\"template\": \"countdown\", \"family\": \"\(String(repeating: "q", count: 200 << 10))\"}", status: 400,
            pointer: "/family", says: "unknown family \"\(String(repeating: "q", count: 40))…\"; use one of"),
    Hostile("200 KB unknown field", "{\"template\": \"countdown\", \"\(String(repeating: "k", count: 200 << 10))\": 1}", status: 400,
            pointer: "/\(String(repeating: "k", count: 200 << 10))", says: "unknown field \"\(String(repeating: "k", count: 40))…\"; the fields are"),
    Hostile("family is a number", #"{"template": "countdown", "family": 3}"#, status: 400, pointer: "/family", says: "expected a string"),
    Hostile("unsupported family", #"{"template": "countdown", "family": "circular"}"#, status: 422, pointer: "/families", says: "accessoryCircular"),
    Hostile("unknown scheme", #"{"template": "countdown", "scheme": "blue"}"#, status: 400, pointer: "/scheme", says: "light or dark"),
    Hostile("unknown iOS release", #"{"template": "countdown", "ios": "15"}"#, status: 400, pointer: "/ios", says: "iOS release"),
    Hostile("unknown rendering mode", #"{"template": "countdown", "renderingMode": "neon"}"#, status: 400, pointer: "/renderingMode", says: "rendering mode"),
    Hostile("bad tint", #"{"template": "countdown", "tint": "red"}"#, status: 400, pointer: "/tint", says: "#RRGGBB"),
    Hostile("unknown Dynamic Type size", #"{"template": "countdown", "dynamicType": "xxxxl"}"#, status: 400, pointer: "/dynamicType", says: "Dynamic Type"),
    Hostile("bad date", #"{"template": "countdown", "now": "yesterday"}"#, status: 400, pointer: "/now", says: "ISO 8601"),
    // Foundation's ISO8601DateFormatter rolls these over (March 2, 2027-01-01, a day shifted).
    Hostile("February 30", #"{"template": "countdown", "now": "2026-02-30T00:00:00Z"}"#, status: 400, pointer: "/now", says: "a day the month has"),
    Hostile("negative year", #"{"template": "countdown", "now": "-2026-01-01T00:00:00Z"}"#, status: 400, pointer: "/now", says: "ISO 8601"),
    Hostile("offset of 25 hours", #"{"template": "countdown", "now": "2026-05-20T09:00:00+25:00"}"#, status: 400, pointer: "/now", says: "ISO 8601"),
    Hostile("hour 24", #"{"template": "countdown", "now": "2026-05-20T24:00:00Z"}"#, status: 400, pointer: "/now", says: "ISO 8601"),
    Hostile("unknown locale", #"{"template": "countdown", "locale": "tlh_QO_XX"}"#, status: 400, pointer: "/locale", says: "locale"),
    Hostile("unknown time zone", #"{"template": "countdown", "timeZone": "Mars/Olympus"}"#, status: 400, pointer: "/timeZone", says: "time zone"),
    Hostile("unknown link profile", #"{"template": "countdown", "linkProfile": "ios99"}"#, status: 400, pointer: "/linkProfile", says: "seed002"),
    Hostile("unknown device", #"{"template": "countdown", "device": "nokia-3310"}"#, status: 400, pointer: "/device", says: "nokia"),
    Hostile("mask is a string", #"{"template": "countdown", "mask": "yes"}"#, status: 400, pointer: "/mask", says: "true or false"),
    Hostile("negative entry", #"{"template": "countdown", "entry": -1}"#, status: 400, pointer: "/entry", says: "whole number"),
    Hostile("fractional entry", #"{"template": "countdown", "entry": 1.5}"#, status: 400, pointer: "/entry", says: "whole number"),
    Hostile("entry past the timeline", #"{"template": "countdown", "entry": 99}"#, status: 400, pointer: "/entry", says: "does not exist"),
    Hostile("data is a string", #"{"template": "countdown", "data": "days=3"}"#, status: 400, pointer: "/data", says: "entry"),
    Hostile("empty timeline", #"{"template": "countdown", "data": []}"#, status: 422, says: "no entries"),
    Hostile("timeline entry without a date", #"{"template": "countdown", "data": [{"title": "x"}, {"title": "y"}]}"#, status: 422, says: "date"),
    Hostile("parameters is a list", #"{"template": "countdown", "parameters": ["a"]}"#, status: 400, pointer: "/parameters", says: "parameter values"),
    Hostile("parameter value is an object", #"{"template": "countdown", "parameters": {"accent": {}}}"#, status: 400, pointer: "/parameters/accent", says: "string, number or boolean"),
    Hostile("unknown parameter", ##"{"template": "countdown",\##n "parameters": {"acent": "#FF9500"}}"##, status: 422, pointer: "/parameters/acent", line: 2, says: "no parameter \"acent\""),
    Hostile("unknown format", #"{"template": "countdown", "format": "gif"}"#, status: 400, pointer: "/format", says: "png or json"),
    Hostile("broken inline template", inlineBroken, status: 422, line: 3, says: "paddng"),
    Hostile("inline template reaching outside its folder", #"{"template": {"name": "x", "displayName": "X", "description": "Inline.", "families": ["systemSmall"], "body": {"type": "Image", "source": "../../../etc/passwd"}}}"#, status: 422, says: "inside"),
    Hostile("JSON nested 300 deep", "{\"template\": \"countdown\", \"data\": \(deepJSON)}", status: 400, says: "nest"),
    Hostile("duplicate keys", #"{"template": "countdown", "template": "clock"}"#, status: 400, pointer: "/template", says: "appears twice"),
    Hostile("number out of range", #"{"template": "countdown", "entry": 1e999}"#, status: 400, says: "request body"),
    Hostile("invalid UTF-8", bytes: Data([0x7B, 0x22, 0x74, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]), status: 400, says: "request body"),
    Hostile("body over the size limit", "{\"template\": \"countdown\", \"data\": {\"x\": \"\(String(repeating: "x", count: 300 << 10))\"}}", status: 413, says: "larger than"),
    Hostile("form-encoded body", "template=countdown", status: 415, says: "Content-Type: application/json", headers: ["Content-Type": "application/x-www-form-urlencoded"]),
    Hostile("unacceptable Accept", #"{"template": "countdown"}"#, status: 406, says: "Accept", headers: ["Content-Type": "application/json", "Accept": "text/html"]),
    Hostile("GET on a POST route", nil, status: 405, says: "POST", method: "GET"),
    Hostile("DELETE on templates", nil, status: 405, says: "GET", method: "DELETE", path: "/v1/templates"),
    Hostile("unknown route", nil, status: 404, says: "No route", method: "GET", path: "/v2/render"),
    Hostile("traversal in the image path", nil, status: 404, says: "No image", method: "GET", path: "/v1/images/..%2F..%2Fetc%2Fpasswd"),
    Hostile("hit without a point", #"{"template": "link-demo"}"#, status: 400, pointer: "/", says: "\"at\"", path: "/v1/hit"),
    Hostile("hit with a bad point", #"{"template": "link-demo", "at": {"x": "left", "y": 3}}"#, status: 400, pointer: "/at", says: "in points", path: "/v1/hit"),
    Hostile("hit with a field render lacks", #"{"template": "link-demo", "at": {"x": 1, "y": 2}, "tap": true}"#, status: 400, pointer: "/tap", says: "unknown field", path: "/v1/hit"),
    Hostile("slot without a wallpaper", #"{"template": "countdown", "slot": "top"}"#, status: 400, pointer: "/slot", says: "add \"wallpaper\""),
    Hostile("unknown wallpaper", #"{"template": "countdown", "wallpaper": "wallpaper-1290x2769"}"#, status: 400, pointer: "/wallpaper", says: "no wallpaper"),
    Hostile("wallpaper as a path", #"{"template": "countdown", "wallpaper": "../../etc/passwd"}"#, status: 400, pointer: "/wallpaper", says: "no wallpaper"),
    Hostile("slot the family lacks", #"{"template": "countdown", "family": "medium", "wallpaper": "wallpaper-1290x2796", "slot": "top-left"}"#, status: 400, pointer: "/slot", says: "top, middle, bottom"),
    Hostile("screenshot of an unknown size", #"{"template": "countdown", "wallpaper": "odd"}"#, status: 400, pointer: "/wallpaper", says: "640x480"),
    Hostile("POST on the wallpapers", nil, status: 405, says: "GET", path: "/v1/wallpapers"),
]

@Suite("Hostile requests") struct HostileRequestTests {
    @Test(arguments: hostileRequests)
    func answeredWithALocatedProblem(_ h: Hostile) async throws {
        let a = try await send(h.method, h.path, body: h.body, headers: h.headers)
        let text = String(decoding: a.body, as: UTF8.self)
        #expect(a.status == h.status, "\(h.name): \(text)")
        #expect(a.contentType == "application/problem+json", "\(h.name)")
        let detail = a.json["detail"] as? String ?? ""
        #expect(detail.contains(h.says), "\(h.name): \(detail)")
        #expect(a.json["status"] as? Int == h.status)
        if let pointer = h.pointer {
            let first = (a.json["errors"] as? [[String: Any]])?.first
            #expect(first?["pointer"] as? String == pointer, "\(h.name): \(text)")
            // Every located problem names its line and column, in the body or the template's file
            // (an empty body has neither).
            if h.body?.isEmpty == false {
                #expect(first?["line"] as? Int != nil && first?["column"] as? Int != nil, "\(h.name): \(text)")
            }
        }
        if let line = h.line {
            let first = (a.json["errors"] as? [[String: Any]])?.first
            #expect(first?["line"] as? Int == line, "\(h.name): \(text)")
        }
        if let documented = ["/v1/render", "/v1/hit"].first(where: { $0 == h.path }), h.method == "POST" {
            expectConforms(a, "POST", documented)
        }
    }

    @Test func theServerKeepsServingAfterAllOfThem() async throws {
        for h in hostileRequests { _ = try await send(h.method, h.path, body: h.body, headers: h.headers) }
        let health = try await send("GET", "/healthz")
        #expect(health.status == 200)
        let render = try await send("POST", "/v1/render", body: body(["template": "countdown", "family": "small"]))
        #expect(render.status == 200)
        #expect(pngSize(render.body)?.width == 474)
        #expect(hostileRequests.count >= 30)
    }
}
