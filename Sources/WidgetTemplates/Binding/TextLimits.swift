/// How much text a template may produce, so a small data file cannot become megabytes of text
/// to shape (a `join` of thousands of elements, a long string repeated by a `ForEach`).
///
/// A widget shows at most a few hundred characters; the limits are far above that and far
/// below what takes seconds to lay out.
public enum TextLimits {
    /// The longest string, in UTF-8 bytes, a binding may produce or a template may hold.
    public static let maxStringBytes = 10_000
    /// The most text, in UTF-8 bytes, one widget (one family, one entry) may hold in all.
    public static let maxTotalBytes = 100_000

    /// What the limit of one string says in an error.
    static var stringLimitText: String { "the limit is \(maxStringBytes) bytes for one string" }

    /// `source` cut to a length a message can show: long expressions are not echoed whole.
    static func excerpt(_ source: String, limit: Int = 60) -> String {
        guard source.count > limit else { return source }
        return String(source.prefix(limit)) + "…"
    }

    /// Throws when `count` bytes are over ``maxStringBytes``; `what` names what grew.
    static func check(_ count: Int, _ what: String) throws(ExpressionError) {
        guard count > maxStringBytes else { return }
        throw ExpressionError("\(what) makes text longer than \(maxStringBytes) bytes (\(stringLimitText)); show less, for example with | prefix: n.")
    }
}
