import Foundation

/// An app's translations, read from a `Localizable.strings` file or a `Localizable.xcstrings`
/// string catalog, for one language. Give it to a render with
/// `.environment(\.localization, table)`; `Text("key")` and `LocalizedStringResource` then show the
/// translation, as an app in that language does.
///
/// Rules:
/// - Keys are SwiftUI's: the literal with each interpolation replaced by its format specifier
///   (`"\(count) items"` → `"%lld items"`, a `String` → `%@`, a `Double` → `%lf`, a `specifier:`
///   → itself). Placeholders in the translation (`%@`, `%lld`, `%1$@`…) take the interpolated
///   values in their order, or by position when numbered.
/// - A `.strings` file is `"key" = "value";` pairs with `\"`, `\\`, `\n` escapes and `/* */` or
///   `//` comments. An `.xcstrings` catalog gives each key's `stringUnit.value` for the language
///   (the source language's key itself when it has no translation).
/// - A key the table lacks shows the key's own text (what iOS shows).
/// - The lookup happens where the `Text` is made: inside a view's `body`, where the environment
///   of the view being drawn is in force.
public final class LocalizationTable: Sendable {
    /// The translations, by key.
    public let strings: [String: String]
    /// The language the table translates to ("fr", "zh-Hans").
    public let language: String

    /// Why a strings file could not be read.
    public enum LoadError: Error, CustomStringConvertible {
        /// The file is not UTF-8 text.
        case unreadable(URL)
        /// A syntax error: the file, the line and what is wrong.
        case malformed(URL, line: Int, String)
        public var description: String {
            switch self {
            case .unreadable(let u): return "\(u.path) cannot be read as UTF-8 text."
            case .malformed(let u, let line, let why): return "\(u.path):\(line): \(why)."
            }
        }
    }

    /// A table from translations by key, for `language`.
    public init(strings: [String: String], language: String) { self.strings = strings; self.language = language }

    /// Reads `.strings` or `.xcstrings` (by extension) for `language` ("fr", "de", "zh-Hans").
    public convenience init(contentsOf url: URL, language: String) throws {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw LoadError.unreadable(url)
        }
        if url.pathExtension == "xcstrings" {
            self.init(strings: try Self.parseCatalog(data, url: url, language: language), language: language)
        } else {
            self.init(strings: try Self.parseStrings(text, url: url), language: language)
        }
    }

    static func parseCatalog(_ data: Data, url: URL, language: String) throws -> [String: String] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            throw LoadError.malformed(url, line: 1, "not a string catalog (no \"strings\" object)")
        }
        var out: [String: String] = [:]
        for (key, value) in strings {
            let locs = (value as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (locs?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
            if let v = unit?["value"] as? String { out[key] = v }
        }
        return out
    }

    static func parseStrings(_ text: String, url: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        let c = Array(text)
        var i = 0, line = 1
        func skip() {
            while i < c.count {
                if c[i] == "\n" { line += 1; i += 1 } else if c[i].isWhitespace { i += 1 }
                else if c[i] == "/", i + 1 < c.count, c[i + 1] == "*" {
                    i += 2
                    while i + 1 < c.count, !(c[i] == "*" && c[i + 1] == "/") { if c[i] == "\n" { line += 1 }; i += 1 }
                    i += 2
                } else if c[i] == "/", i + 1 < c.count, c[i + 1] == "/" {
                    while i < c.count, c[i] != "\n" { i += 1 }
                } else { return }
            }
        }
        func quoted() throws -> String {
            guard i < c.count, c[i] == "\"" else { throw LoadError.malformed(url, line: line, "expected a quoted string") }
            i += 1
            var s = ""
            while i < c.count, c[i] != "\"" {
                if c[i] == "\\", i + 1 < c.count {
                    i += 1
                    switch c[i] { case "n": s.append("\n"); case "t": s.append("\t"); default: s.append(c[i]) }
                } else { if c[i] == "\n" { line += 1 }; s.append(c[i]) }
                i += 1
            }
            guard i < c.count else { throw LoadError.malformed(url, line: line, "unterminated string") }
            i += 1
            return s
        }
        while true {
            skip()
            guard i < c.count else { break }
            let key = try quoted()
            skip()
            guard i < c.count, c[i] == "=" else { throw LoadError.malformed(url, line: line, "expected = after \"\(key)\"") }
            i += 1; skip()
            let value = try quoted()
            skip()
            guard i < c.count, c[i] == ";" else { throw LoadError.malformed(url, line: line, "expected ; after the value of \"\(key)\"") }
            i += 1
            out[key] = value
        }
        return out
    }

    /// The translation of `key` with its placeholders as markers, and the argument order they take.
    func translate(_ key: String, argumentCount: Int) -> (template: String, order: [Int])? {
        guard let value = strings[key] else { return nil }
        var template = "", order: [Int] = []
        let c = Array(value)
        var i = 0, next = 0
        while i < c.count {
            guard c[i] == "%", i + 1 < c.count else { template.append(c[i]); i += 1; continue }
            if c[i + 1] == "%" { template.append("%"); i += 2; continue }
            var j = i + 1, digits = ""
            while j < c.count, c[j].isNumber { digits.append(c[j]); j += 1 }
            var position: Int?
            if j < c.count, c[j] == "$", let n = Int(digits) { position = n - 1; j += 1 } else { j = i + 1 }
            while j < c.count, "-+ 0#.0123456789hlqLzjt".contains(c[j]) { j += 1 }
            guard j < c.count else { template.append(c[i]); i += 1; continue }
            let index = position ?? next
            next += 1
            if index < argumentCount { template.append(LocalizedStringKey.marker); order.append(index) }
            i = j + 1
        }
        return (template, order)
    }
}

private struct LocalizationKey: EnvironmentKey { static let defaultValue: LocalizationTable? = nil }

extension EnvironmentValues {
    /// The translations `Text` looks its keys up in (nil: keys are shown as written).
    public var localization: LocalizationTable? {
        get { self[LocalizationKey.self] } set { self[LocalizationKey.self] = newValue }
    }
}

/// Foundation's `LocalizedStringResource` (missing from Foundation on Linux): a key resolved by
/// `Text` against the environment's ``LocalizationTable``.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The key looked up in the environment's ``LocalizationTable``.
    public let key: String
    /// The text shown when no table has the key; nil shows the key.
    public let defaultValue: String?
    /// The text shown without a table: the default value, else the key.
    public var description: String { defaultValue ?? key }
    /// A resource for `key`; `table` and `comment` are ignored (one table per render).
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key; self.defaultValue = defaultValue
    }
    public init(stringLiteral value: String) { self.init(value) }
}

extension Text {
    /// The translation of the resource's key in the environment's table, else its default value, else the key.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let table = EnvironmentValues.current.localization
        self.init(verbatim: table?.strings[resource.key] ?? resource.defaultValue ?? resource.key)
    }
}
