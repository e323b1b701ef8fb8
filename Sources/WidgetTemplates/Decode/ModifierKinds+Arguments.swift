import Foundation

/// Modifier arguments with several forms: padding, frame, aspectRatio, clipShape, the
/// secondary content of background/overlay/mask, and environment values.
extension ModifierKinds {
    /// `true` (16 pt), a length, `{"edges": "horizontal", "length": 8}` or
    /// `{"top": 4, "leading": 8, "bottom": 4, "trailing": 8}`.
    static func padding(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer, _ view: AnyView) -> AnyView {
        switch v {
        case .bool(true): return AnyView(view.padding())
        case .bool(false): return view
        case .object(let o):
            let r = ObjectReader(o, at: p, allowed: ["edges", "length", "top", "leading", "bottom", "trailing"], what: "padding")
            defer { r.unknownKeys(b) }
            let sides = ["top", "leading", "bottom", "trailing"].filter { r.has($0) }
            if r.has("edges") || r.has("length") {
                if !sides.isEmpty {
                    b.issue(p, "padding takes either \"edges\" and \"length\", or top/leading/bottom/trailing; not both.")
                    return view
                }
                let edges = r["edges"].flatMap { b.edges($0, r.at("edges")) } ?? .all
                let length = r["length"].flatMap { b.length($0, r.at("length")) }
                return AnyView(view.padding(edges, length))
            }
            func side(_ k: String) -> Double { r[k].flatMap { b.length($0, r.at(k)) } ?? 0 }
            return AnyView(view.padding(EdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))))
        default:
            return b.read(v, p, expected: "a length in points from 0 to 10000, true for the default 16, or an object such as {\"edges\": \"horizontal\", \"length\": 8}") { j -> Double? in
                if case .number(let n) = j, (0...TemplateBuilder.Limits.maxLength).contains(n) { return n }
                return nil
            }.map { AnyView(view.padding($0)) } ?? view
        }
    }

    static let fixedFrameKeys = ["width", "height"]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    /// `{"width": 40, "height": 40}` or `{"maxWidth": "infinity", "alignment": "leading"}`.
    static func frame(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer, _ view: AnyView) -> AnyView {
        guard let r = b.object(v, p, allowed: fixedFrameKeys + flexibleFrameKeys + ["alignment"], what: "frame",
                               expected: "a frame such as {\"width\": 40, \"height\": 40} or {\"maxWidth\": \"infinity\"}") else { return view }
        defer { r.unknownKeys(b) }
        let alignment = r["alignment"].flatMap { b.alignment($0, r.at("alignment")) } ?? .center
        let fixed = fixedFrameKeys.filter { r.has($0) }, flexible = flexibleFrameKeys.filter { r.has($0) }
        if !fixed.isEmpty, !flexible.isEmpty {
            b.issue(p, "a frame is fixed (width, height) or flexible (min/ideal/max); this one mixes \(fixed.joined(separator: ", ")) with \(flexible.joined(separator: ", ")). Use two frame modifiers.")
            return view
        }
        if !flexible.isEmpty {
            func len(_ k: String) -> Double? { r[k].flatMap { b.length($0, r.at(k)) } }
            func max(_ k: String) -> Double? { r[k].flatMap { b.maxLength($0, r.at(k)) } }
            return AnyView(view.frame(minWidth: len("minWidth"), idealWidth: len("idealWidth"), maxWidth: max("maxWidth"),
                                      minHeight: len("minHeight"), idealHeight: len("idealHeight"), maxHeight: max("maxHeight"),
                                      alignment: alignment))
        }
        return AnyView(view.frame(width: r["width"].flatMap { b.length($0, r.at("width")) },
                                  height: r["height"].flatMap { b.length($0, r.at("height")) }, alignment: alignment))
    }

    static let contentModes: [(String, ContentMode)] = [("fit", .fit), ("fill", .fill)]

    /// `"fit"`, `"fill"` or `{"ratio": 1.5, "contentMode": "fit"}`.
    static func aspectRatio(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer, _ view: AnyView) -> AnyView {
        if case .object = v, let r = b.object(v, p, allowed: ["ratio", "contentMode"], what: "aspectRatio", expected: "") {
            defer { r.unknownKeys(b) }
            let ratio = r["ratio"].flatMap { b.number($0, r.at("ratio"), 0.001...1000, "a width/height ratio from 0.001 to 1000") }
            let mode = r["contentMode"].flatMap { b.choice($0, r.at("contentMode"), contentModes, "a content mode") } ?? .fit
            return AnyView(view.aspectRatio(ratio, contentMode: mode))
        }
        return b.choice(v, p, contentModes, "a content mode, or {\"ratio\": 1.5, \"contentMode\": \"fit\"}").map { AnyView(view.aspectRatio(contentMode: $0)) } ?? view
    }

    static let clipShapes = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule"]

    /// `"Circle"` or `{"type": "RoundedRectangle", "cornerRadius": 12}`.
    static func clipShape(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer, _ view: AnyView) -> AnyView {
        var object = JSONObject()
        let tp: JSONPointer
        switch v {
        case .string(let s): object["type"] = .string(s); tp = p
        case .object(let o): object = o; tp = p / "type"
        default:
            b.issue(p, "expected a shape such as \"Circle\" or {\"type\": \"RoundedRectangle\", \"cornerRadius\": 12}, got \(v.kindDescription).")
            return view
        }
        let r = ObjectReader(object, at: p, allowed: ["type", "cornerRadius", "style"], what: "clipShape")
        defer { if case .object = v { r.unknownKeys(b) } }
        guard let t = r["type"], let name = b.choice(t, tp, clipShapes.map { ($0, $0) }, "a shape") else {
            if !r.has("type") { b.issue(p, "clipShape needs a \"type\": \(clipShapes.joined(separator: ", ")).") }
            return view
        }
        let style = r["style"].flatMap { b.choice($0, r.at("style"), ViewKinds.cornerStyles, "a corner style") }
        switch name {
        case "Circle": return AnyView(view.clipShape(Circle()))
        case "Ellipse": return AnyView(view.clipShape(Ellipse()))
        case "Capsule": return AnyView(view.clipShape(Capsule(style: style ?? .circular)))
        case "RoundedRectangle":
            guard let c = r["cornerRadius"] else { b.issue(p, "a RoundedRectangle needs a \"cornerRadius\" in points."); return view }
            return b.length(c, r.at("cornerRadius")).map { AnyView(view.clipShape(RoundedRectangle(cornerRadius: $0, style: style ?? .continuous))) } ?? view
        default: return AnyView(view.clipShape(Rectangle()))
        }
    }

    /// What `background`, `overlay`, `mask` and `containerBackground` put behind or over a view.
    enum Secondary {
        case style(AnyShapeStyle)
        case view(AnyView, Alignment)
    }

    /// A style (string or style object), a view (`{"type": …}`), or `{"content": view,
    /// "alignment": …}`.
    static func secondary(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer, allowStyle: Bool) -> Secondary? {
        if case .object(let o) = v, o["type"] != nil { return .view(b.view(v, p), .center) }
        if case .object(let o) = v, o["content"] != nil {
            let r = ObjectReader(o, at: p, allowed: ["content", "alignment"], what: "this modifier")
            defer { r.unknownKeys(b) }
            let a = r["alignment"].flatMap { b.alignment($0, r.at("alignment")) } ?? .center
            return r["content"].map { .view(b.view($0, r.at("content")), a) }
        }
        guard allowStyle else {
            b.issue(p, "expected a view such as {\"type\": \"Circle\"} or {\"content\": {…}, \"alignment\": \"top\"}, got \(v.kindDescription).")
            return nil
        }
        return b.shapeStyle(v, p).map { .style($0) }
    }

    /// `{"colorScheme": "dark", "locale": "fr_FR", "timeZone": "Europe/Paris"}`.
    static func environment(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer, _ view: AnyView) -> AnyView {
        guard let r = b.object(v, p, allowed: ["colorScheme", "locale", "timeZone"], what: "environment",
                               expected: "environment values such as {\"colorScheme\": \"dark\"}") else { return view }
        defer { r.unknownKeys(b) }
        var out = view
        if let c = r["colorScheme"], let scheme = b.choice(c, r.at("colorScheme"), ColorScheme.allCases.map { ($0.rawValue, $0) }, "a color scheme") {
            out = AnyView(out.environment(\.colorScheme, scheme))
        }
        if let l = r["locale"], let id = b.string(l, r.at("locale"), expected: "a locale identifier such as \"en_US\"") {
            let valid = id.split(whereSeparator: { $0 == "_" || $0 == "-" }).enumerated().allSatisfy { i, part in
                i == 0 ? (2...3).contains(part.count) && part.allSatisfy(\.isLetter) : (1...8).contains(part.count) && part.allSatisfy { $0.isLetter || $0.isNumber }
            }
            if valid { out = AnyView(out.environment(\.locale, Locale(identifier: id))) } else {
                b.issue(r.at("locale"), "\"\(id)\" is not a locale identifier; write one such as \"en_US\" or \"fr_FR\".")
            }
        }
        if let t = r["timeZone"], let id = b.string(t, r.at("timeZone"), expected: "a time zone identifier such as \"Europe/Paris\"") {
            if let zone = TimeZone(identifier: id) { out = AnyView(out.environment(\.timeZone, zone)) } else {
                b.issue(r.at("timeZone"), "\"\(id)\" is not a time zone; write an IANA name such as \"Europe/Paris\" or \"UTC\".",
                        suggestion: Suggestions.nearest(to: id, in: TimeZone.knownTimeZoneIdentifiers))
            }
        }
        return out
    }

    /// `2`, `null`, `{"max": 2, "reservesSpace": true}`, `{"min": 1, "max": 3}` or `{"min": 2}`:
    /// SwiftUI's `lineLimit(_:)`, `lineLimit(_:reservesSpace:)` and its range forms.
    static func lineLimit(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer, _ view: AnyView) -> AnyView {
        switch v {
        case .null: return AnyView(view.lineLimit(nil))
        case .object:
            guard let r = b.object(v, p, allowed: ["min", "max", "reservesSpace"], what: "lineLimit", expected: "") else { return view }
            defer { r.unknownKeys(b) }
            let lo = r["min"].flatMap { b.integer($0, r.at("min"), 1...1000) }
            let hi = r["max"].flatMap { b.integer($0, r.at("max"), 1...1000) }
            let reserves = r["reservesSpace"].flatMap { b.bool($0, r.at("reservesSpace")) } ?? false
            if r.has("reservesSpace"), r.has("min") {
                b.issue(p, "lineLimit takes \"reservesSpace\" with \"max\" only; with \"min\", the minimum is reserved already.")
                return view
            }
            switch (lo, hi) {
            case let (l?, h?):
                guard l <= h else { b.issue(p, "lineLimit's \"min\" (\(l)) is larger than its \"max\" (\(h))."); return view }
                return AnyView(view.lineLimit(l...h))
            case let (l?, nil): return AnyView(view.lineLimit(l...))
            case let (nil, h?):
                if reserves { return AnyView(view.lineLimit(h, reservesSpace: true)) }
                return AnyView(view.lineLimit(h))
            case (nil, nil):
                if !r.has("min"), !r.has("max") { b.issue(p, "lineLimit needs \"max\", \"min\" or both.") }
                return view
            }
        default:
            return b.integer(v, p, 1...1000).map { AnyView(view.lineLimit($0)) } ?? view
        }
    }
}
