import Foundation
import WidgetCore
import WidgetRender

/// A `POST /v1/render` or `/v1/hit` body, read and checked field by field; every problem names
/// the field's JSON pointer and its line and column in the body.
///
/// ```json
/// {"template": "countdown", "family": "medium", "scheme": "dark", "data": {"days": 12},
///  "renderingMode": "tinted", "dynamicType": "ax1", "entry": 0, "format": "json",
///  "wallpaper": "home", "slot": "bottom"}
/// ```
struct RenderRequest: Sendable {
    enum TemplateReference: Sendable {
        case named(String)
        /// A template sent in the body, with positions in the body.
        case inline(JSONDocument)
    }

    enum Format: String, Sendable { case png, json }

    /// The body as read, for placing problems found after reading (an unknown device, an entry
    /// past the timeline) at their line and column.
    var document: JSONDocument?
    var template: TemplateReference
    var data: JSONDocument?
    var parameters: [String: String] = [:]
    var family: WidgetFamily = .systemMedium
    /// A Live Activity's or control's presentation asked for in `family` (`islandCompact`,
    /// `controlSmall`, or a toggle's state `controlSmall-off`); nil for a widget family.
    var presentation: String?
    var scheme: ColorScheme = .light
    /// The iOS release drawn for (system colours): `"ios": "18"`; default iOS 26.
    var ios: IOSVersion = .latest
    var renderingMode: String?
    var tint: RGBA?
    var dynamicType: DynamicTypeSize?
    var redaction: RedactionReasons = []
    var now: Date?
    var locale = Locale(identifier: "en_US_POSIX")
    var timeZone = TimeZone(identifier: "UTC") ?? TimeZone.current
    var device: String?
    /// A screenshot of the server's wallpaper folder to draw the widget over, and its slot.
    var wallpaper: String?
    var slot: String?
    var linkProfile: LinkProfile = .default
    var mask = true
    var entry = 0
    var format: Format?
    var inlineImage = false
    /// The tap of a `/v1/hit` request, in points.
    var at: Point?

    static let renderKeys = ["template", "data", "parameters", "family", "scheme", "renderingMode", "tint", "dynamicType",
                             "redacted", "now", "locale", "timeZone", "device", "wallpaper", "slot", "linkProfile", "mask", "entry", "format",
                             "inlineImage", "ios"]
    static let renderingModes = WidgetAppearance.names

    /// `name` as a presentation's surface name (`islandCompact`, `controlSmall`, `controlSmall-off`), if it is one.
    static func presentation(named name: String) -> String? {
        if let p = ActivityPresentation(name: name) { return p.rawValue }
        return ControlPresentation(rawValue: RenderSurface.presentation(ofSurfaceNamed: name)) != nil ? name : nil
    }
    static let knownLocales = Set(Locale.availableIdentifiers).union(["en_US_POSIX"])

    /// Reads a body; `hit` also requires `at`.
    init(body: [UInt8], hit: Bool) throws(ServiceError) {
        if body.isEmpty {
            throw .field(nil, .root, "the body is empty; send a JSON object such as {\"template\": \"countdown\", \"family\": \"medium\"}.")
        }
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(body, file: "request body")
        } catch {
            throw .badRequest(error.issues)
        }
        self.document = document
        guard case .object(let root) = document.root else {
            throw .field(document, .root, "expected a JSON object such as {\"template\": \"countdown\"}; got \(document.root.kindDescription).")
        }
        let r = FieldReader(document: document, object: root)
        let keys = hit ? Self.renderKeys + ["at"] : Self.renderKeys
        for key in root.keys where !keys.contains(key) {
            throw .field(document, JSONPointer([key]), "unknown field \"\(key.excerpt)\"; the fields are \(keys.joined(separator: ", ")).",
                         suggestion: Suggestions.nearest(to: key, in: keys))
        }
        // The template: a name, or the template itself.
        guard let t = root["template"] else {
            throw .field(document, .root, "the request names no template; add \"template\": \"<name>\" (GET /v1/templates lists them) or the template object itself.")
        }
        switch t {
        case .string(let name): template = .named(name)
        case .object:
            guard let sub = document.subdocument(at: JSONPointer(["template"]), file: "request body") else {
                throw .field(document, JSONPointer(["template"]), "the template could not be read.")
            }
            template = .inline(sub)
        default:
            throw .field(document, JSONPointer(["template"]), "expected a template name (a string) or a template object; got \(t.kindDescription).")
        }
        if let d = root["data"] {
            guard d.objectValue != nil || d.arrayValue != nil else {
                throw .field(document, JSONPointer(["data"]), "expected an entry (an object) or a timeline (a list of entries); got \(d.kindDescription).")
            }
            data = document.subdocument(at: JSONPointer(["data"]), file: "request body")
        }
        if let p = root["parameters"] {
            guard case .object(let o) = p else {
                throw .field(document, JSONPointer(["parameters"]), "expected an object of parameter values such as {\"accent\": \"#FF9500\"}; got \(p.kindDescription).")
            }
            for (key, value) in o.members {
                switch value {
                case .string(let s): parameters[key] = s
                case .number(let n): parameters[key] = JSONValue.format(n)
                case .bool(let b): parameters[key] = b ? "true" : "false"
                default:
                    throw .field(document, JSONPointer(["parameters", key]), "expected a string, number or boolean; got \(value.kindDescription).")
                }
            }
        }
        if let name = try r.string("family") {
            if let f = WidgetFamily(name: name) {
                family = f
            } else if let p = Self.presentation(named: name) {
                presentation = p
            } else {
                let names = WidgetFamily.allCases.map(\.shortName)
                let presentations = ActivityPresentation.allCases.map(\.rawValue) + ControlPresentation.allCases.map(\.rawValue)
                throw r.bad("family", "unknown family \"\(name.excerpt)\"; use one of \(names.joined(separator: ", ")), or a Live Activity's or control's presentation: \(presentations.joined(separator: ", ")).",
                            Suggestions.nearest(to: name, in: names + presentations))
            }
        }
        if let s = try r.string("scheme") {
            guard let c = ColorScheme(rawValue: s) else { throw r.bad("scheme", "unknown color scheme \"\(s.excerpt)\"; use light or dark.", nil) }
            scheme = c
        }
        if let s = try r.string("ios") {
            guard let v = IOSVersion(parsing: s) else {
                let names = IOSVersion.allCases.map(\.rawValue)
                throw r.bad("ios", "unknown iOS release \"\(s.excerpt)\"; use one of \(names.joined(separator: ", ")) (system colours differ between 18 and 26).", nil)
            }
            ios = v
        }
        if let m = try r.string("renderingMode") {
            guard Self.renderingModes.contains(m) else {
                throw r.bad("renderingMode", "unknown rendering mode \"\(m.excerpt)\"; use one of \(Self.renderingModes.joined(separator: ", ")).",
                            Suggestions.nearest(to: m, in: Self.renderingModes))
            }
            renderingMode = m
        }
        if let s = try r.string("tint") {
            guard let c = RGBA(hexString: s) else { throw r.bad("tint", "\"\(s.excerpt)\" is not a colour; write it as #RRGGBB, e.g. #F2C94C.", nil) }
            tint = c
        }
        if let s = try r.string("dynamicType") {
            guard let size = DynamicTypeSize.allCases.first(where: { $0.shortName == s || $0.rawValue == s }) else {
                let names = DynamicTypeSize.allCases.map(\.shortName)
                throw r.bad("dynamicType", "unknown Dynamic Type size \"\(s.excerpt)\"; use one of \(names.joined(separator: ", ")).", Suggestions.nearest(to: s, in: names))
            }
            dynamicType = size
        }
        if let s = try r.string("redacted") {
            switch s {
            case "placeholder": redaction = .placeholder
            case "privacy": redaction = .privacy
            default: throw r.bad("redacted", "unknown redaction \"\(s.excerpt)\"; use placeholder or privacy.", nil)
            }
        }
        if let s = try r.string("now") {
            guard let d = ISO8601Date.parse(s) else {
                throw r.bad("now", "\"\(s.excerpt)\" is not a real ISO 8601 date and time (a day the month has, hours under 24, "
                            + "an offset within ±23:59); write it like 2026-05-20T09:00:00Z.", nil)
            }
            now = d
        }
        if let s = try r.string("locale") {
            guard Self.knownLocales.contains(s) || Self.knownLocales.contains(Locale(identifier: s).identifier) else {
                throw r.bad("locale", "unknown locale \"\(s.excerpt)\"; use an identifier such as en_US, fr_FR or zh_CN.", nil)
            }
            locale = Locale(identifier: s)
        }
        if let s = try r.string("timeZone") {
            guard let z = TimeZone(identifier: s) else {
                throw r.bad("timeZone", "unknown time zone \"\(s.excerpt)\"; use an identifier such as UTC, Europe/Paris or Asia/Shanghai.", nil)
            }
            timeZone = z
        }
        device = try r.string("device")
        wallpaper = try r.string("wallpaper")
        if let s = try r.string("slot") {
            guard wallpaper != nil else {
                throw r.bad("slot", "a slot places the widget on a home-screen screenshot; add \"wallpaper\" (GET /v1/wallpapers lists them).", nil)
            }
            slot = s
        }
        if let s = try r.string("linkProfile") {
            guard let p = LinkProfile.named(s) else { throw r.bad("linkProfile", "unknown link profile \"\(s.excerpt)\"; use seed002, ios17 or carplay-nontouch.", nil) }
            linkProfile = p
        }
        if let b = try r.bool("mask") { mask = b }
        if let n = try r.number("entry") {
            guard n >= 0, n < 1000, n.rounded() == n else {
                throw r.bad("entry", "expected a timeline entry index: a whole number from 0; got \(JSONValue.format(n)).", nil)
            }
            entry = Int(n)
        }
        if let s = try r.string("format") {
            guard let f = Format(rawValue: s) else { throw r.bad("format", "unknown format \"\(s.excerpt)\"; use png or json.", nil) }
            format = f
        }
        if let b = try r.bool("inlineImage") { inlineImage = b }
        if hit {
            guard let a = root["at"] else {
                throw .field(document, .root, "a hit request needs the tap: \"at\": {\"x\": 40, \"y\": 60} in points.")
            }
            guard case .object(let o) = a, let x = o["x"]?.numberValue, let y = o["y"]?.numberValue, x.isFinite, y.isFinite else {
                throw .field(document, JSONPointer(["at"]), "expected the tap in points as {\"x\": 40, \"y\": 60}; got \(a.kindDescription).")
            }
            at = Point(x: x, y: y)
        }
    }
}

/// Reads typed fields of the request object, each failure located at its field.
private struct FieldReader {
    let document: JSONDocument
    let object: JSONObject

    func bad(_ key: String, _ message: String, _ suggestion: String?) -> ServiceError {
        .field(document, JSONPointer([key]), message, suggestion: suggestion)
    }

    func string(_ key: String) throws(ServiceError) -> String? {
        guard let v = object[key] else { return nil }
        guard case .string(let s) = v else { throw bad(key, "expected a string; got \(v.kindDescription).", nil) }
        return s
    }

    func bool(_ key: String) throws(ServiceError) -> Bool? {
        guard let v = object[key] else { return nil }
        guard case .bool(let b) = v else { throw bad(key, "expected true or false; got \(v.kindDescription).", nil) }
        return b
    }

    func number(_ key: String) throws(ServiceError) -> Double? {
        guard let v = object[key] else { return nil }
        guard case .number(let n) = v else { throw bad(key, "expected a number; got \(v.kindDescription).", nil) }
        return n
    }
}
