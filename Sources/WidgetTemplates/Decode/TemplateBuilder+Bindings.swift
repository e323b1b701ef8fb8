import Foundation

/// Bindings and conditions: strings with `{{ }}` evaluated against the scope (build mode) or
/// only parsed (check mode); values from bindings are data and never evaluated again.
extension TemplateBuilder {
    /// A value with its bindings applied, or nil when it is not known yet (check mode) or
    /// failed (the issue is recorded).
    enum Resolved {
        case value(JSONValue, binding: String?)
        case unavailable
    }

    func resolve(_ v: JSONValue, _ p: JSONPointer) -> Resolved {
        guard literalDepth == 0, case .string(let s) = v, TemplateString.isBound(s) else {
            if literalDepth == 0, case .string(let s) = v, !withinTextLimits(s.utf8.count, p, what: "this string") { return .unavailable }
            return .value(v, binding: nil)
        }
        let template: TemplateString
        do { template = try TemplateString.parse(s) } catch {
            issue(p, error.message, suggestion: error.suggestion)
            return .unavailable
        }
        guard mode == .build else { return .unavailable }
        do {
            let value = try template.evaluate(scope)
            if case .string(let text) = value, !withinTextLimits(text.utf8.count, p, what: "the text of this binding") { return .unavailable }
            return .value(value, binding: s)
        } catch {
            issue(p, error.message, suggestion: error.suggestion)
            return .unavailable
        }
    }

    /// Counts `bytes` of text against ``TextLimits``; false (with an issue) past a limit.
    func withinTextLimits(_ bytes: Int, _ p: JSONPointer, what: String) -> Bool {
        if bytes > TextLimits.maxStringBytes {
            issue(p, "\(what) is \(bytes) bytes long; \(TextLimits.stringLimitText). Shorten it, or show part of it with | prefix: n.")
            return false
        }
        textBytes += bytes
        if textBytes > TextLimits.maxTotalBytes {
            if !reportedTextLimit {
                issue(p, "the widget holds more than \(TextLimits.maxTotalBytes) bytes of text (the limit for one widget); show fewer or shorter strings (ForEach with | prefix: n).")
                reportedTextLimit = true
            }
            return false
        }
        return true
    }

    /// Counts a different image (by source) against the widget's image limits, in build mode;
    /// false (with an issue, once) past one. Pixels come from the header, before any decoding.
    func withinImageLimits(_ source: String, pixels: Int, _ p: JSONPointer) -> Bool {
        guard mode == .build, !imageSources.contains(source) else { return true }
        imageSources.insert(source)
        imagePixels += pixels
        let problem: String?
        if imageSources.count > TemplateBuilder.Limits.maxImages {
            problem = "the widget shows more than \(TemplateBuilder.Limits.maxImages) different images (the limit for one widget); show fewer."
        } else if imagePixels > TemplateBuilder.Limits.maxImagePixels {
            problem = "the widget's images hold more than \(TemplateBuilder.Limits.maxImagePixels) pixels in all (the limit for one widget); use smaller images."
        } else {
            problem = nil
        }
        guard let problem else { return true }
        if !reportedImageLimit { issue(p, problem); reportedImageLimit = true }
        return false
    }

    /// Runs `body` with bindings switched off when `isData` (the value being read came from one).
    func literally<T>(_ isData: Bool, _ body: () -> T) -> T {
        if isData { literalDepth += 1 }
        defer { if isData { literalDepth -= 1 } }
        return body()
    }

    /// Whether `v` is a string with a binding (and bindings are on).
    func isBinding(_ v: JSONValue) -> Bool {
        if literalDepth == 0, case .string(let s) = v { return TemplateString.isBound(s) }
        return false
    }

    /// A condition (`"if"`, `If.condition`): an expression, with or without `{{ }}`. In check
    /// mode it is parsed and reads as true. A name with no value reads as false, with a warning.
    func condition(_ v: JSONValue, _ p: JSONPointer) -> Bool {
        switch v {
        case .bool(let b): return b
        case .string(let raw):
            // The source as messages quote it; worked out again only when one is written.
            var s: String {
                let t = raw.trimmingCharacters(in: .whitespaces)
                return t.hasPrefix("{{") && t.hasSuffix("}}") && t.count >= 4 ? String(t.dropFirst(2).dropLast(2)) : t
            }
            let e: Expression
            do { e = try ExpressionParser.parseCondition(raw) } catch {
                issue(p, "in the condition \"\(s)\": \(error.message)", suggestion: error.suggestion)
                return false
            }
            guard mode == .build else { return true }
            do {
                let result = try Evaluator(scope: scope).evaluate(e)
                if case .missing(let name, let suggestion) = result {
                    diagnose(.warning, .conditionOnMissingValue, p,
                             "the condition \"\(s)\" reads \"\(name)\", which has no value; it counts as false."
                             + (suggestion.name.map { " Did you mean \"\($0)\"?" } ?? ""))
                }
                return Evaluator(scope: scope).truthy(result)
            } catch {
                issue(p, "in the condition \"\(s)\": \(error.message)", suggestion: error.suggestion)
                return false
            }
        default:
            issue(p, "expected a condition: an expression such as \"done\" or \"days >= 0\", or true or false; got \(v.kindDescription).")
            return false
        }
    }
}
