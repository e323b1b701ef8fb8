/// A quick, conservative upper bound on how deep a YAML text nests, taken before Yams sees it:
/// Yams composes its node tree recursively (one stack frame per level), so a file of a million
/// `[` must be refused without handing it over.
///
/// The bound counts open block indentations (line indents and the columns of `- `, `? ` and
/// keys on a line; each can hold a mapping and a list) and open `[`/`{` (each can hold an
/// implicit `key: value` pair), skipping comments, quoted strings and block scalars. A file
/// within ``JSONParser/maxDepth`` always passes; the exact check is done on the nodes. It is a
/// guard, not a parser: where it may misread (a quote or bracket inside plain text) it errs
/// towards a larger bound.
struct YAMLNestingScan {
    /// The largest bound accepted: well above any file nesting at most ``JSONParser/maxDepth``.
    static let limit = 4 * JSONParser.maxDepth + 16

    /// Where the bound first passes ``limit``, or nil when the text is shallow enough.
    static func firstTooDeep(_ bytes: [UInt8]) -> SourcePosition? {
        var scan = YAMLNestingScan(b: bytes)
        return scan.run()
    }

    private let b: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var indents: [Int] = []
    private var flow = 0
    private var quote: UInt8?
    /// Inside a block scalar (`|`, `>`): lines indented more than this are its text.
    private var blockScalarParent: Int?

    private init(b: [UInt8]) { self.b = b }

    private var atEOL: Bool { i >= b.count || b[i] == ascii("\n") }
    private var bound: Int { 2 * indents.count + 2 * flow + 2 }
    private var here: SourcePosition {
        SourcePosition(line: line, column: 1 + b[lineStart..<min(i, b.count)].filter { $0 & 0xC0 != 0x80 }.count)
    }
    private func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(ascii: c) }
    private func isSpace(_ k: Int) -> Bool { k >= b.count || [ascii(" "), ascii("\t"), ascii("\r"), ascii("\n")].contains(b[k]) }

    private mutating func run() -> SourcePosition? {
        while i < b.count {
            if let deep = scanLine() { return deep }
            while !atEOL { i += 1 }
            i += 1; line += 1; lineStart = i
        }
        return nil
    }

    /// One line: its indentation (outside strings and flow collections), then its tokens.
    private mutating func scanLine() -> SourcePosition? {
        while i < b.count, b[i] == ascii(" ") { i += 1 }
        let indent = i - lineStart
        if quote != nil || flow > 0 {
            // Inside a string or [ ] { }: indentation means nothing to YAML, but counting it
            // (and leading '- ') keeps the bound safe if a bracket or quote was misread.
            if let deep = push(indent) { return deep }
            while i + 1 < b.count, b[i] == ascii("-") || b[i] == ascii("?"), isSpace(i + 1) {
                if let deep = push(i - lineStart) { return deep }
                i += 1
                while i < b.count, b[i] == ascii(" ") { i += 1 }
            }
            return scanFlow()
        }
        if atEOL || b[i] == ascii("#") || b[i] == ascii("\r") { return nil }
        if let parent = blockScalarParent {
            if indent > parent { return nil }
            blockScalarParent = nil
        }
        while let last = indents.last, last > indent { indents.removeLast() }
        return push(indent) ?? scanBlock()
    }

    private mutating func push(_ column: Int) -> SourcePosition? {
        if indents.last.map({ column > $0 }) ?? true { indents.append(column) }
        return bound > Self.limit ? here : nil
    }

    /// Block context: indicators and keys push their column; a `[`/`{` starts flow scanning.
    private mutating func scanBlock() -> SourcePosition? {
        while true {
            while i < b.count, b[i] == ascii(" ") || b[i] == ascii("\t") { i += 1 }
            if atEOL { return nil }
            let c = b[i], column = i - lineStart
            switch c {
            case ascii("#"), ascii("\r"): return nil
            case ascii("-") where isSpace(i + 1), ascii("?") where isSpace(i + 1):
                if let deep = push(column) { return deep }
                i += 1
            case ascii(":") where isSpace(i + 1):
                i += 1
            case ascii("["), ascii("{"):
                return scanFlow()
            case ascii("\""), ascii("'"):
                if let deep = push(column) { return deep }
                quote = c; i += 1
                if let deep = scanFlow() { return deep }
                if quote != nil { return nil }
            case ascii("|"), ascii(">"):
                blockScalarParent = indents.last ?? -1
                return nil
            case ascii("&"), ascii("!"), ascii("*"):
                while !isSpace(i) { i += 1 }
            default:
                // A plain scalar, perhaps a key: continue after its ': ', stop at ' #' or the end.
                if let deep = push(column) { return deep }
                while !atEOL, !(b[i] == ascii(":") && isSpace(i + 1)), !(b[i] == ascii("#") && isSpace(i - 1)) { i += 1 }
                if atEOL || b[i] == ascii("#") { return nil }
            }
        }
    }

    /// Flow context and quoted strings, to the end of the line (they may go on to the next).
    private mutating func scanFlow() -> SourcePosition? {
        while !atEOL {
            let c = b[i]
            if let q = quote {
                if c == ascii("\\"), q == ascii("\""), i + 1 < b.count, b[i + 1] != ascii("\n") { i += 2; continue }
                if c == q {
                    if q == ascii("'"), i + 1 < b.count, b[i + 1] == q { i += 2; continue }
                    quote = nil
                    i += 1
                    if flow == 0 { return nil }
                    continue
                }
                i += 1
                continue
            }
            let tokenStart = i == lineStart || isSpace(i - 1) || [ascii("["), ascii("{"), ascii(","), ascii(":")].contains(b[i - 1])
            switch c {
            case ascii("["), ascii("{"):
                flow += 1
                if bound > Self.limit { return here }
            case ascii("]"), ascii("}"):
                flow = max(0, flow - 1)
            case ascii("\"") where tokenStart, ascii("'") where tokenStart:
                quote = c
            case ascii("#") where i == lineStart || isSpace(i - 1):
                return nil
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
