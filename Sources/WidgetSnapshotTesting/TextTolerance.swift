import Foundation

/// The `.txt` comparison under an ``ImageTolerance``: lines are split into tokens, and two lines
/// match when their words and quoted texts are equal, their `#RRGGBBAA` colours are within the
/// tolerance's ΔE and their numbers within its ``ImageTolerance/points``.
enum TextTolerance {
    /// One piece of a line.
    enum Token: Equatable {
        case literal(String)
        case number(Double, String)
        case color(UInt32, String)
    }

    /// A line that differs beyond the tolerance.
    struct Mismatch: Equatable {
        /// 1-based line number in the reference (nil past its end).
        var line: Int?
        var reference: String?
        var actual: String?
        /// What is over the tolerance ("#4A90E2FF → #FF0000FF: ΔE 52.1").
        var reason: String
    }

    /// Every line that differs beyond `tolerance`; empty when the texts match.
    static func mismatches(reference: String, actual: String, tolerance: ImageTolerance) -> [Mismatch] {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [Mismatch] = []
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil, b = i < new.count ? new[i] : nil
            guard let a, let b else {
                out.append(Mismatch(line: a == nil ? nil : i + 1, reference: a, actual: b,
                                    reason: a == nil ? "a line was added" : "a line was removed"))
                continue
            }
            if a == b { continue }
            if let reason = difference(a, b, tolerance: tolerance) {
                out.append(Mismatch(line: i + 1, reference: a, actual: b, reason: reason))
            }
        }
        return out
    }

    /// Why two lines differ beyond the tolerance, or nil when they are within it.
    static func difference(_ a: String, _ b: String, tolerance: ImageTolerance) -> String? {
        let x = tokens(a), y = tokens(b)
        guard x.count == y.count else { return "the line's words changed" }
        for (p, q) in zip(x, y) {
            switch (p, q) {
            case (.literal(let s), .literal(let t)):
                if s != t { return "\(s) → \(t)" }
            case (.number(let m, let s), .number(let n, let t)):
                if abs(m - n) > tolerance.points { return "\(s) → \(t): moved \(decimals(abs(m - n))), over \(decimals(tolerance.points))" }
            case (.color(let c, let s), .color(let d, let t)):
                let e = ColorDifference.deltaE(premultiplied: c, d)
                if e > tolerance.deltaE { return "\(s) → \(t): ΔE \(decimals(e)), over \(decimals(tolerance.deltaE))" }
            default:
                return "the line's words changed"
            }
        }
        return nil
    }

    /// A line as literals (words, punctuation, quoted texts), numbers and colours.
    static func tokens(_ line: String) -> [Token] {
        var out: [Token] = []
        let chars = Array(line)
        var i = 0
        var literal = ""
        func flush() { if !literal.isEmpty { out.append(.literal(literal)); literal = "" } }
        while i < chars.count {
            let c = chars[i]
            if c == "\"" {
                // A quoted text is one literal, escapes included: text is never "within tolerance".
                flush()
                var j = i + 1
                while j < chars.count, chars[j] != "\"" { j += chars[j] == "\\" ? 2 : 1 }
                let end = min(j + 1, chars.count)
                out.append(.literal(String(chars[i..<end])))
                i = end
                continue
            }
            if c == "#", i + 9 <= chars.count, chars[(i + 1)..<(i + 9)].allSatisfy(\.isHexDigit),
               i + 9 == chars.count || !(chars[i + 9].isLetter || chars[i + 9].isNumber),
               let rgba = RGBA(hexString: String(chars[(i + 1)..<(i + 9)])) {
                flush()
                out.append(.color(premultiplied(rgba), String(chars[i..<(i + 9)])))
                i += 9
                continue
            }
            let startsNumber = c.isASCII && c.isNumber
                || (c == "-" && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber
                    && (i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber)))
            if startsNumber && (i == 0 || !chars[i - 1].isLetter) {
                var j = i + 1
                while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." { j += 1 }
                let text = String(chars[i..<j])
                if let value = Double(text) {
                    flush()
                    out.append(.number(value, text))
                    i = j
                    continue
                }
            }
            literal.append(c)
            i += 1
        }
        flush()
        return out
    }

    /// A straight colour as the premultiplied pixel ``ColorDifference/deltaE(premultiplied:_:)`` reads.
    static func premultiplied(_ c: RGBA) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        let a = max(0, min(1, c.alpha))
        return byte(a) << 24 | byte(c.red * a) << 16 | byte(c.green * a) << 8 | byte(c.blue * a)
    }

    /// The failure text: the lines over the tolerance, then how to compare images only.
    static func explanation(_ mismatches: [Mismatch], tolerance: ImageTolerance) -> String {
        var lines = ["\(mismatches.count) line\(mismatches.count == 1 ? "" : "s") of the text differ beyond the tolerance "
                     + "(colours within ΔE \(decimals(tolerance.deltaE)), numbers within \(decimals(tolerance.points)) pt; "
                     + "the text of each run, fonts and items must be equal):"]
        for m in mismatches.prefix(12) {
            lines.append("  line \(m.line.map(String.init) ?? "+"): \(m.reason)")
        }
        if mismatches.count > 12 { lines.append("  … and \(mismatches.count - 12) more") }
        lines.append("The text reference is compared with the same tolerance as the image; to compare images only, "
                     + "pass `formats: .image`.")
        return lines.joined(separator: "\n")
    }
}
