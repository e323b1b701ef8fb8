/// Line_Break property values after rule LB1 (AI, SG, XX → AL; SA → CM or AL; CJ → NS).
/// Raw values are the generated table's (`scripts/generate-unicode-tables.py`).
enum LineBreakClass: UInt8 {
    case bk, cr, lf, nl, sp, zw, zwj, cm, wj, gl, ba, bb, b2, hy, cb
    case cl, cp, ex, inseparable, ns, op, qu, infix, nu, po, pr, sy, al, hl, id
    case eb, em, h2, h3, jl, jv, jt, ri
    /// OP and CP whose East_Asian_Width is F, W or H (rule LB30 applies to the others only).
    case opEA, cpEA
    /// An unassigned Extended_Pictographic code point (ID; rule LB30b).
    case idPict

    private static let ascii: [LineBreakClass] = (0..<128).map { lookup(UInt32($0)) }

    /// The class of a scalar.
    static func of(_ scalar: Unicode.Scalar) -> LineBreakClass {
        scalar.value < 128 ? ascii[Int(scalar.value)] : lookup(scalar.value)
    }

    private static func lookup(_ cp: UInt32) -> LineBreakClass {
        LineBreakClass(rawValue: UnicodeTables.lookup(cp, in: UnicodeTables.lineBreak)) ?? .al
    }

    var isOpening: Bool { self == .op || self == .opEA }
    var isClosingParenthesis: Bool { self == .cp || self == .cpEA }
    var isIdeographic: Bool { self == .id || self == .idPict || self == .eb || self == .em }
    var isAlphabetic: Bool { self == .al || self == .hl }
    var isHangul: Bool { self == .jl || self == .jv || self == .jt || self == .h2 || self == .h3 }
}

/// Where lines may break: the Unicode Line Breaking Algorithm (UAX #14, Unicode 15.0 data),
/// with two tailorings that match Apple platforms:
///
/// - numbers follow the regular-expression form of rule LB25 (UAX #14 example 7), so "$1,000.00",
///   "(12)" and "2026-05-20" never break inside;
/// - CJ (small kana, "ー") is NS: strict Japanese breaking, never before them;
/// - quotation marks follow Unicode 15.1's rules LB19 and LB19a: no break after an opening or
///   before a closing quotation mark, but a break is allowed before "“" and after "”" between
///   East Asian characters, as in "他说“你好”" (15.0 forbids both sides of every quote).
///
/// So: breaks between words in Latin text (after spaces, after hyphens before letters), before
/// and after each ideograph in CJK text, never before "，", "。", "」", "…" or after "（" and "「".
/// Explicit newlines are handled before this (they split paragraphs). The rules run on Unicode
/// scalars; a break is only kept where it falls between graphemes. A word too wide for its line
/// is broken between graphemes by the line breaker, not here.
enum LineBreaking {
    /// Whether `ch` is a space that hangs at the end of a line: whitespace other than newlines
    /// and no-break spaces.
    static func isBreakableSpace(_ ch: Character) -> Bool {
        guard ch.isWhitespace, !ch.isNewline else { return false }
        switch ch.unicodeScalars.first?.value ?? 0 {
        case 0x00A0, 0x2007, 0x202F, 0xFEFF: return false
        default: return true
        }
    }

    /// Splits `chars[range]` into segments that end at break opportunities.
    static func segments(_ chars: [Character], in range: Range<Int>) -> [Range<Int>] {
        guard !range.isEmpty else { return [] }
        var scalars: [Unicode.Scalar] = []
        var graphemeStart: [Int] = []
        scalars.reserveCapacity(range.count)
        graphemeStart.reserveCapacity(range.count)
        for i in range {
            graphemeStart.append(scalars.count)
            scalars.append(contentsOf: chars[i].unicodeScalars)
        }
        let allowed = opportunities(scalars)
        var out: [Range<Int>] = []
        var start = range.lowerBound
        for (k, i) in range.enumerated() where k > 0 && allowed[graphemeStart[k]] {
            out.append(start..<i)
            start = i
        }
        out.append(start..<range.upperBound)
        return out
    }

    /// For each scalar index i, whether a line may break before scalar i (index 0 is false).
    /// Mandatory breaks (after BK, CR, LF, NL) count as opportunities.
    static func opportunities(_ scalars: [Unicode.Scalar], cjkQuotes: Bool = true) -> [Bool] {
        Analyzer(scalars, cjkQuotes: cjkQuotes).run()
    }

    /// The rules, evaluated in order for each position.
    private struct Analyzer {
        let scalars: [Unicode.Scalar]
        let cjkQuotes: Bool
        /// The classes as stored.
        var raw: [LineBreakClass]
        /// The classes after LB9 and LB10: an attached CM or ZWJ takes its base's class, an
        /// unattached one is AL.
        var res: [LineBreakClass]
        /// Whether each scalar starts a unit (is not an attached CM or ZWJ).
        var isBase: [Bool]

        init(_ scalars: [Unicode.Scalar], cjkQuotes: Bool) {
            self.scalars = scalars
            self.cjkQuotes = cjkQuotes
            raw = scalars.map(LineBreakClass.of)
            res = raw
            isBase = Array(repeating: true, count: scalars.count)
            for i in raw.indices where raw[i] == .cm || raw[i] == .zwj {
                if i > 0, !Self.isSpaceLike(raw[i - 1]) {
                    res[i] = res[i - 1]
                    isBase[i] = false
                } else {
                    res[i] = .al
                }
            }
        }

        static func isSpaceLike(_ c: LineBreakClass) -> Bool {
            switch c {
            case .bk, .cr, .lf, .nl, .sp, .zw: return true
            default: return false
            }
        }

        func run() -> [Bool] {
            var out = Array(repeating: false, count: scalars.count)
            for i in scalars.indices.dropFirst() { out[i] = canBreak(before: i) }
            return out
        }

        /// The base of the unit holding scalar `i`.
        func baseIndex(_ i: Int) -> Int {
            var k = i
            while k > 0, !isBase[k] { k -= 1 }
            return k
        }

        /// The resolved class before `i`, skipping spaces (for "X SP* ×" rules).
        func beforeSpaces(_ i: Int) -> LineBreakClass? {
            var j = i - 1
            while j >= 0, res[j] == .sp { j -= 1 }
            return j >= 0 ? res[j] : nil
        }

        /// The next unit's base after the unit starting at `i`.
        func nextBase(after i: Int) -> Int? {
            var j = i + 1
            while j < scalars.count, !isBase[j] { j += 1 }
            return j < scalars.count ? j : nil
        }

        /// Whether the units ending at scalar `k` are NU (NU | SY | IS)* (rule LB25).
        func numberEnds(at k: Int) -> Bool {
            var j = k
            while j >= 0 {
                let c = res[j]
                guard c == .nu || c == .sy || c == .infix else { return false }
                if c == .nu { return true }
                j = baseIndex(j) - 1
            }
            return false
        }

        func isEastAsian(_ i: Int) -> Bool {
            UnicodeTables.lookup(scalars[i].value, in: UnicodeTables.eastAsianWide) == 1
        }

        func canBreak(before i: Int) -> Bool {
            let ar = raw[i - 1], br = raw[i]
            // LB4, LB5: mandatory breaks; CR × LF.
            if ar == .bk { return true }
            if ar == .cr && br == .lf { return false }
            if ar == .cr || ar == .lf || ar == .nl { return true }
            // LB6, LB7: × (BK | CR | LF | NL); × SP; × ZW.
            switch br {
            case .bk, .cr, .lf, .nl, .sp, .zw: return false
            default: break
            }
            // LB8: ZW SP* ÷.
            var j = i - 1
            while j >= 0, raw[j] == .sp { j -= 1 }
            if j >= 0, raw[j] == .zw { return true }
            // LB8a: ZWJ ×.  LB9: X (CM | ZWJ)* attaches.
            if ar == .zwj { return false }
            if (br == .cm || br == .zwj) && !Self.isSpaceLike(ar) { return false }
            let a = res[i - 1], b = res[i]
            // LB11, LB12, LB12a.
            if a == .wj || b == .wj || a == .gl { return false }
            if b == .gl && a != .sp && a != .ba && a != .hy { return false }
            // LB13: × CL, CP, EX, IS, SY.
            switch b {
            case .cl, .cp, .cpEA, .ex, .infix, .sy: return false
            default: break
            }
            // LB14–LB17: rules across spaces.
            let beforeSP = beforeSpaces(i)
            if let p = beforeSP, p.isOpening { return false }
            if beforeSP == .qu && b.isOpening { return false }
            if let p = beforeSP, (p == .cl || p.isClosingParenthesis), b == .ns { return false }
            if beforeSP == .b2 && b == .b2 { return false }
            // LB18: SP ÷.
            if a == .sp { return true }
            // LB19 (and LB19a with the CJK tailoring).
            if let decided = quotationRule(i, a: a, b: b) { return decided }
            // LB20: ÷ CB, CB ÷.
            if a == .cb || b == .cb { return true }
            // LB21, LB21a, LB21b.
            if b == .ba || b == .hy || b == .ns || a == .bb { return false }
            if a == .hy || a == .ba {
                let k = baseIndex(i - 1)
                if k > 0, res[k - 1] == .hl { return false }
            }
            if a == .sy && b == .hl { return false }
            // LB22: × IN.
            if b == .inseparable { return false }
            // LB23, LB23a, LB24.
            if a.isAlphabetic && b == .nu || a == .nu && b.isAlphabetic { return false }
            if a == .pr && b.isIdeographic || a.isIdeographic && b == .po { return false }
            if (a == .pr || a == .po) && b.isAlphabetic || a.isAlphabetic && (b == .pr || b == .po) { return false }
            // LB25 (regular-expression form).
            if numberRule(i, a: a, b: b) { return false }
            // LB26, LB27: Korean syllable blocks.
            if a == .jl && (b == .jl || b == .jv || b == .h2 || b == .h3) { return false }
            if (a == .jv || a == .h2) && (b == .jv || b == .jt) { return false }
            if (a == .jt || a == .h3) && b == .jt { return false }
            if a.isHangul && b == .po || a == .pr && b.isHangul { return false }
            // LB28, LB29, LB30.
            if a.isAlphabetic && b.isAlphabetic { return false }
            if a == .infix && b.isAlphabetic { return false }
            if (a.isAlphabetic || a == .nu) && b == .op { return false }
            if a == .cp && (b.isAlphabetic || b == .nu) { return false }
            // LB30a: pairs of regional indicators.
            if a == .ri && b == .ri {
                var count = 0, k = i - 1
                while k >= 0, res[k] == .ri {
                    if isBase[k] { count += 1 }
                    k -= 1
                }
                if count % 2 == 1 { return false }
            }
            // LB30b: EB × EM; unassigned pictographs × EM.
            if (a == .eb || a == .idPict) && b == .em { return false }
            // LB31.
            return true
        }

        /// LB19 (Unicode 15.0: × QU, QU ×), or with `cjkQuotes` Unicode 15.1's LB19 and LB19a.
        /// Returns nil when the rule does not decide.
        func quotationRule(_ i: Int, a: LineBreakClass, b: LineBreakClass) -> Bool? {
            guard a == .qu || b == .qu else { return nil }
            guard cjkQuotes else { return false }
            if b == .qu {
                guard scalars[i].properties.generalCategory == .initialPunctuation else { return false }
                if !isEastAsian(baseIndex(i - 1)) { return false }
                guard let next = nextBase(after: i), isEastAsian(next) else { return false }
            }
            if a == .qu {
                let k = baseIndex(i - 1)
                guard scalars[k].properties.generalCategory == .finalPunctuation else { return false }
                if !isEastAsian(i) { return false }
                guard k > 0, isEastAsian(baseIndex(k - 1)) else { return false }
            }
            return nil
        }

        /// LB25: whether the rule forbids a break between `a` and `b`.
        func numberRule(_ i: Int, a: LineBreakClass, b: LineBreakClass) -> Bool {
            if (a == .pr || a == .po) && b == .nu { return true }
            if (a == .pr || a == .po) && (b.isOpening || b == .hy) {
                if let n = nextBase(after: i), res[n] == .nu { return true }
            }
            if (a.isOpening || a == .hy) && b == .nu { return true }
            switch b {
            case .nu, .sy, .infix, .cl, .cp, .cpEA:
                return numberEnds(at: i - 1)
            case .po, .pr:
                if a == .cl || a.isClosingParenthesis {
                    let k = baseIndex(i - 1)
                    return k > 0 && numberEnds(at: k - 1)
                }
                return numberEnds(at: i - 1)
            default:
                return false
            }
        }
    }
}
