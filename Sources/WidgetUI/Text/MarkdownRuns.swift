import Foundation

/// Inline Markdown as SwiftUI applies it to string literals (`Text("**bold**")`): `**strong**`
/// or `__strong__` (bold), `*emphasis*` or `_emphasis_` (italic), `***both***`, `` `code` ``
/// (monospaced), `~~strike~~`, `[label](url)` (a link, drawn in the tint color) and `\`
/// escapes. Block syntax (headings, lists) is shown as written, as SwiftUI's `Text` does.
/// An opening delimiter without a closing one is literal text.
enum MarkdownRuns {
    struct Piece {
        var text: String
        var style: TextRunStyle
    }

    static func parse(_ source: String) -> [Piece] {
        var out: [Piece] = []
        parse(Array(source), style: TextRunStyle(), into: &out)
        return merged(out)
    }

    /// Whether `source` has any character Markdown could give a meaning to.
    static func mayContainMarkup(_ source: String) -> Bool {
        // The markers are ASCII, so their bytes never occur inside another character's UTF-8.
        source.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C }
    }

    private static func parse(_ c: [Character], style: TextRunStyle, into out: inout [Piece]) {
        var plain = ""
        func flush() { if !plain.isEmpty { out.append(Piece(text: plain, style: style)); plain = "" } }
        var i = 0
        while i < c.count {
            let ch = c[i]
            if ch == "\\", i + 1 < c.count, "\\`*_{}[]()#+-.!~".contains(c[i + 1]) {
                plain.append(c[i + 1]); i += 2; continue
            }
            if ch == "`", let end = find(c, ["`"], from: i + 1) {
                flush()
                var s = style; s.monospaced = true
                out.append(Piece(text: String(c[(i + 1)..<end]), style: s))
                i = end + 1; continue
            }
            if ch == "[", let close = find(c, ["]"], from: i + 1), close + 1 < c.count, c[close + 1] == "(",
               let paren = find(c, [")"], from: close + 2) {
                flush()
                var s = style; s.link = URL(string: String(c[(close + 2)..<paren]))
                parse(Array(c[(i + 1)..<close]), style: s, into: &out)
                i = paren + 1; continue
            }
            if ch == "*" || ch == "_" || ch == "~" {
                var run = 0
                while i + run < c.count, c[i + run] == ch { run += 1 }
                let n = ch == "~" ? (run >= 2 ? 2 : 0) : min(run, 3)
                // CommonMark: `_` does not open emphasis inside a word (`snake_case_name`).
                let intraword = ch == "_" && i > 0 && (c[i - 1].isLetter || c[i - 1].isNumber)
                if n > 0, !intraword, i + n < c.count, !c[i + n].isWhitespace,
                   let end = findClosing(c, Array(repeating: ch, count: n), from: i + n) {
                    flush()
                    var s = style
                    if ch == "~" { s.strikethrough = TextDecoration(isActive: true, color: nil) }
                    if n == 1 || n == 3 { s.italic = true }
                    if n >= 2 && ch != "~" { s.weight = .bold }
                    parse(Array(c[(i + n)..<end]), style: s, into: &out)
                    i = end + n; continue
                }
                plain.append(contentsOf: String(repeating: ch, count: run)); i += run; continue
            }
            plain.append(ch); i += 1
        }
        flush()
    }

    private static func find(_ c: [Character], _ token: [Character], from start: Int) -> Int? {
        guard start <= c.count - token.count else { return nil }
        for k in start...(c.count - token.count) where Array(c[k..<(k + token.count)]) == token { return k }
        return nil
    }

    /// A closing delimiter: not after whitespace, not part of a longer run of it, and for `_`
    /// not followed by a letter or digit (CommonMark's right-flanking rule for underscores).
    private static func findClosing(_ c: [Character], _ token: [Character], from start: Int) -> Int? {
        var k = start
        while let found = find(c, token, from: k) {
            let after = found + token.count
            let longer = after < c.count && c[after] == token[0]
            let intraword = token[0] == "_" && after < c.count && (c[after].isLetter || c[after].isNumber)
            if found > start, !c[found - 1].isWhitespace, !longer, !intraword { return found }
            k = found + 1
        }
        return nil
    }

    private static func merged(_ pieces: [Piece]) -> [Piece] { pieces.filter { !$0.text.isEmpty } }
}
