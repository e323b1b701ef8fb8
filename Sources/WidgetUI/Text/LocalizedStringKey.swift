import Foundation

/// SwiftUI's `LocalizedStringKey`: what a string literal passed to `Text` becomes. Its
/// interpolations keep their meaning (`\(date, style: .relative)` stays live, `\(x, specifier:
/// "%.1f")` is formatted with the specifier, an interpolated `Text` keeps its styles) and the
/// literal parts are read as inline Markdown (`MarkdownRuns`).
///
/// With a ``LocalizationTable`` in the environment the key is translated (see its rules); without
/// one it is shown as written, as an app with no `Localizable.strings` shows it.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    /// Stands for each interpolated value inside ``template`` (U+FFFC OBJECT REPLACEMENT CHARACTER).
    static let marker: Character = "\u{FFFC}"
    /// ``marker`` as a scalar, to look for it without splitting text into characters.
    static let markerScalar: Unicode.Scalar = "\u{FFFC}"
    let template: String
    let arguments: [Text]
    /// The key a translation is looked up by: the literal with `%@`, `%lld`… for interpolations.
    let key: String

    /// A key from a string, looked up as written.
    public init(_ value: String) { template = value; arguments = []; key = value }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template; arguments = stringInterpolation.arguments; key = stringInterpolation.key
    }

    init(template: String, arguments: [Text], key: String) { self.template = template; self.arguments = arguments; self.key = key }

    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""
        var arguments: [Text] = []
        var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func add(_ text: Text, specifier: String = "%@") {
            template.append(LocalizedStringKey.marker); arguments.append(text); key += specifier
        }

        public mutating func appendLiteral(_ literal: String) {
            template += literal; key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        /// A string, inserted as written (`%@` in the key).
        public mutating func appendInterpolation(_ string: String) { add(Text(verbatim: string)) }
        /// A string, inserted as written (`%@` in the key).
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { add(Text(verbatim: String(string))) }
        /// Integers as `%lld` (no grouping), as SwiftUI formats them.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { add(Text(verbatim: String(value)), specifier: "%lld") }
        /// Doubles as `%lf`: six decimals ("3.140000"), as SwiftUI formats them.
        public mutating func appendInterpolation(_ value: Double) { add(Text(verbatim: String(format: "%lf", value)), specifier: "%lf") }
        /// A `CGFloat` as `%lf`: six decimals, as SwiftUI formats it.
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value)) }
        /// A `Float` as `%f`: six decimals, as SwiftUI formats it.
        public mutating func appendInterpolation(_ value: Float) { add(Text(verbatim: String(format: "%f", value)), specifier: "%f") }
        /// A printf-style `specifier` ("%.0f", "%02d").
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            add(Text(verbatim: String(format: specifier, value)), specifier: specifier)
        }
        /// A `Text`, keeping its own style (`%@` in the key).
        public mutating func appendInterpolation(_ text: Text) { add(text) }
        /// A date in a `Text.DateStyle` (`%@` in the key).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { add(Text(date, style: style)) }
        /// A value formatted with a format style (`%@` in the key).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            add(Text(input, format: format))
        }
        /// A date range, as `Text(_:)` of a `ClosedRange<Date>` shows it.
        public mutating func appendInterpolation(_ range: ClosedRange<Date>) { add(Text(range)) }
        /// Anything else by its description.
        public mutating func appendInterpolation<T>(_ value: T) { add(Text(verbatim: String(describing: value))) }
    }
}

extension Text {
    /// A string literal or key: Markdown in its literal parts, interpolations kept live.
    /// `tableName`, `bundle` and `comment` are accepted for source compatibility; no table is read.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        var key = key
        if let table = EnvironmentValues.current.localization,
           let translated = table.translate(key.key, argumentCount: key.arguments.count) {
            key = LocalizedStringKey(template: translated.template, arguments: translated.order.map { key.arguments[$0] }, key: key.key)
        }
        if let inline = Text.inlinePieces(key) {
            self.init(content: .inline(inline)); return
        }
        let pieces = MarkdownRuns.mayContainMarkup(key.template)
            ? MarkdownRuns.parse(key.template) : [MarkdownRuns.Piece(text: key.template, style: TextRunStyle())]
        var runs: [TextRun] = []
        var next = 0
        for piece in pieces {
            // Most pieces hold no interpolation: take them whole instead of character by character.
            if next >= key.arguments.count || !piece.text.unicodeScalars.contains(LocalizedStringKey.markerScalar) {
                if !piece.text.isEmpty { runs.append(TextRun(content: .verbatim(piece.text), style: piece.style)) }
                continue
            }
            var literal = ""
            for ch in piece.text {
                guard ch == LocalizedStringKey.marker, next < key.arguments.count else { literal.append(ch); continue }
                if !literal.isEmpty { runs.append(TextRun(content: .verbatim(literal), style: piece.style)); literal = "" }
                runs += key.arguments[next].runList.map { TextRun(content: $0.content, style: $0.style.filled(from: piece.style)) }
                next += 1
            }
            if !literal.isEmpty { runs.append(TextRun(content: .verbatim(literal), style: piece.style)) }
        }
        runs = Self.mergingUnstyledNeighbours(runs)
        if runs.isEmpty { self.init(verbatim: ""); return }
        if runs.count == 1, let only = runs.first, only.style.isEmpty {
            self.init(content: only.content); return
        }
        self.init(runs: runs)
    }

    /// Neighbouring plain runs without styles joined into one, so `"\(temp)°"` is shaped as one
    /// string (the kerning between "9" and "°" kept) exactly like the literal "19°".
    static func mergingUnstyledNeighbours(_ runs: [TextRun]) -> [TextRun] {
        var out: [TextRun] = []
        for run in runs {
            if case .verbatim(let next) = run.content, run.style.isEmpty, let last = out.last, last.style.isEmpty,
               case .verbatim(let previous) = last.content {
                out[out.count - 1] = TextRun(content: .verbatim(previous + next), style: last.style)
            } else {
                out.append(run)
            }
        }
        return out
    }

    /// A date range ("9:00 – 10:30 AM"), as `Text(_: ClosedRange<Date>)`, in the environment's
    /// locale and time zone.
    public init(_ range: ClosedRange<Date>) {
        let lower = range.lowerBound, upper = range.upperBound
        self.init(content: .formatted { env in
            let f = DateFormatter()
            f.locale = env.locale; f.timeZone = env.timeZone
            f.dateStyle = .none; f.timeStyle = .short
            return "\(f.string(from: lower)) – \(f.string(from: upper))"
        })
    }
}

extension TextRunStyle {
    var isEmpty: Bool {
        font == nil && weight == nil && italic == nil && monospacedDigit == nil && monospaced == nil && foreground == nil
            && kerning == nil && tracking == nil && baselineOffset == nil && underline == nil && strikethrough == nil && link == nil
    }
}
