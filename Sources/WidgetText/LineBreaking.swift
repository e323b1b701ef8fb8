/// Where lines may break, by grapheme (Swift `Character`). A simplified UAX #14:
///
/// - after a run of breakable spaces (space, tab, ideographic space…; not no-break spaces),
///   so spaces stay with the word before them and hang at the end of a line;
/// - after a hyphen or dash that follows a non-space and precedes a letter ("well-known");
/// - after a zero-width space;
/// - before and after CJK ideographs, kana and hangul, and after CJK closing punctuation,
///   except before closing punctuation and small kana ("。", "」", ")", ".", "ー", "ッ") and
///   after opening punctuation ("「", "(").
///
/// Explicit newlines are handled before this (they split paragraphs). A word too wide for its
/// line is broken between graphemes by the line breaker, not here.
enum LineBreaking {
    /// Whether `ch` is a space that a line may break after and that hangs at a line end.
    static func isBreakableSpace(_ ch: Character) -> Bool {
        guard ch.isWhitespace, !ch.isNewline else { return false }
        switch ch.unicodeScalars.first?.value ?? 0 {
        case 0x00A0, 0x2007, 0x202F, 0xFEFF: return false
        default: return true
        }
    }

    /// Splits `chars[range]` into segments that end at break opportunities.
    static func segments(_ chars: [Character], in range: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound - 1 {
            if canBreak(chars, after: i) {
                out.append(start..<(i + 1))
                start = i + 1
            }
            i += 1
        }
        if start < range.upperBound { out.append(start..<range.upperBound) }
        return out
    }

    /// Whether a line may break between `chars[i]` and `chars[i + 1]`.
    static func canBreak(_ chars: [Character], after i: Int) -> Bool {
        let a = chars[i], b = chars[i + 1]
        if isBreakableSpace(b) { return false }
        if isBreakableSpace(a) { return true }
        let av = a.unicodeScalars.first?.value ?? 0, bv = b.unicodeScalars.first?.value ?? 0
        if av == 0x200B { return true }
        if isHyphen(av) {
            return i > 0 && !isBreakableSpace(chars[i - 1]) && b.isLetter
        }
        if isOpeningPunctuation(av) || isNoBreakBefore(bv) { return false }
        return isIdeographic(av) || isIdeographic(bv) || isClosingPunctuation(av)
    }

    static func isHyphen(_ v: UInt32) -> Bool {
        v == 0x2D || v == 0x2010 || v == 0x2013 || v == 0x2014
    }

    /// CJK ideographs, radicals, kana, bopomofo, hangul, Yi and compatibility ideographs.
    static func isIdeographic(_ v: UInt32) -> Bool {
        switch v {
        case 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x318F, 0x31A0...0x31FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            return !isNoBreakBefore(v)
        default:
            return false
        }
    }

    /// Closing punctuation (CJK and ASCII), small kana and the prolonged sound mark: never
    /// start a line.
    static func isNoBreakBefore(_ v: UInt32) -> Bool {
        if isClosingPunctuation(v) { return true }
        switch v {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026:
            return true
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
             0x30F5, 0x30F6, 0x30FC, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x3005:
            return true
        default:
            return false
        }
    }

    static func isClosingPunctuation(_ v: UInt32) -> Bool {
        switch v {
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0x30FB:
            return true
        default:
            return false
        }
    }

    static func isOpeningPunctuation(_ v: UInt32) -> Bool {
        switch v {
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C,
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A,
             0xFF08, 0xFF3B, 0xFF5B:
            return true
        default:
            return false
        }
    }
}
