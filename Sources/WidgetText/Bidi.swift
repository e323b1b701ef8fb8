/// Bidi_Class values; raw values are the generated table's.
enum BidiClass: UInt8 {
    case l, r, al, en, es, et, an, cs, nsm, bn, b, s, ws, on
    case lre, lro, rle, rlo, pdf, lri, rli, fsi, pdi

    private static let ascii: [BidiClass] = (0..<128).map { lookup(UInt32($0)) }

    static func of(_ scalar: Unicode.Scalar) -> BidiClass {
        scalar.value < 128 ? ascii[Int(scalar.value)] : lookup(scalar.value)
    }

    private static func lookup(_ cp: UInt32) -> BidiClass {
        BidiClass(rawValue: UnicodeTables.lookup(cp, in: UnicodeTables.bidiClass)) ?? .l
    }

    /// The class a grapheme takes: its first scalar's (its marks follow it, rule W1).
    static func of(_ grapheme: Character) -> BidiClass {
        grapheme.unicodeScalars.first.map(of) ?? .on
    }
}

/// Right-to-left text: the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0 data) for
/// plain text, enough to shape and order Arabic and Hebrew correctly within a line.
///
/// Implemented: the paragraph level from the first strong character (P2, P3; left to right
/// when there is none), the weak-type rules W1–W7, neutrals N1–N2, implicit levels I1–I2,
/// trailing whitespace (L1) and visual reordering (L2). Mirrored glyphs (L4) come from
/// HarfBuzz, which mirrors brackets in right-to-left runs.
///
/// Not implemented (documented simplifications): explicit embeddings, overrides and isolates
/// (LRE…PDI are treated as neutrals, so their contents take the surrounding direction), and
/// bracket pairs (N0: a bracket is an ordinary neutral). Text in a widget rarely uses them.
enum Bidi {
    /// The paragraph's embedding level: 1 when its first strong character is right to left.
    static func paragraphLevel(_ classes: some Sequence<BidiClass>) -> UInt8 {
        for c in classes {
            switch c {
            case .l: return 0
            case .r, .al: return 1
            default: continue
            }
        }
        return 0
    }

    /// The resolved embedding level of each item of a paragraph at `paragraphLevel`.
    static func levels(_ input: [BidiClass], paragraphLevel: UInt8) -> [UInt8] {
        let n = input.count
        guard n > 0 else { return [] }
        let e = paragraphLevel & 1
        let sos: BidiClass = e == 1 ? .r : .l
        // Explicit formatting characters are neutrals here; BN takes its neighbor's type (X9).
        var t = input.map { c -> BidiClass in
            switch c {
            case .lre, .lro, .rle, .rlo, .pdf, .lri, .rli, .fsi, .pdi: return .on
            default: return c
            }
        }
        // W1: NSM (and BN) take the previous type; after sos, sos.
        for i in 0..<n where t[i] == .nsm || t[i] == .bn {
            t[i] = i == 0 ? sos : t[i - 1]
        }
        // W2: EN after AL becomes AN.  W3: AL becomes R.
        var lastStrong = sos
        for i in 0..<n {
            switch t[i] {
            case .l, .r, .al: lastStrong = t[i]
            case .en: if lastStrong == .al { t[i] = .an }
            default: break
            }
        }
        for i in 0..<n where t[i] == .al { t[i] = .r }
        // W4: a single ES between ENs, a single CS between numbers of the same type.
        if n >= 3 {
            for i in 1..<(n - 1) {
                if t[i] == .es, t[i - 1] == .en, t[i + 1] == .en { t[i] = .en }
                else if t[i] == .cs, t[i - 1] == .en, t[i + 1] == .en { t[i] = .en }
                else if t[i] == .cs, t[i - 1] == .an, t[i + 1] == .an { t[i] = .an }
            }
        }
        // W5: ETs next to an EN become EN.
        var i = 0
        while i < n {
            guard t[i] == .et else { i += 1; continue }
            var j = i
            while j < n, t[j] == .et { j += 1 }
            if (i > 0 && t[i - 1] == .en) || (j < n && t[j] == .en) {
                for k in i..<j { t[k] = .en }
            }
            i = j
        }
        // W6: other separators and terminators become neutral.
        for i in 0..<n where t[i] == .es || t[i] == .et || t[i] == .cs { t[i] = .on }
        // W7: EN after L (or an L sos) becomes L.
        lastStrong = sos
        for i in 0..<n {
            switch t[i] {
            case .l, .r: lastStrong = t[i]
            case .en: if lastStrong == .l { t[i] = .l }
            default: break
            }
        }
        // N1, N2: neutrals between the same direction take it, others the embedding direction.
        func direction(_ c: BidiClass) -> BidiClass? {
            switch c {
            case .l: return .l
            case .r, .en, .an: return .r
            default: return nil
            }
        }
        i = 0
        while i < n {
            guard direction(t[i]) == nil else { i += 1; continue }
            var j = i
            while j < n, direction(t[j]) == nil { j += 1 }
            let before = i > 0 ? direction(t[i - 1]) ?? sos : sos
            let after = j < n ? direction(t[j]) ?? sos : sos
            let resolved: BidiClass = before == after ? before : (e == 1 ? .r : .l)
            for k in i..<j { t[k] = resolved }
            i = j
        }
        // I1, I2: implicit levels.
        return t.map { c -> UInt8 in
            let base = paragraphLevel
            if e == 0 {
                switch c {
                case .r: return base + 1
                case .an, .en: return base + 2
                default: return base
                }
            }
            switch c {
            case .l, .en, .an: return base + 1
            default: return base
            }
        }
    }

    /// Levels of the graphemes of a paragraph, and the paragraph level.
    static func levels(of graphemes: ArraySlice<Character>) -> (levels: [UInt8], paragraphLevel: UInt8) {
        let classes = graphemes.map(BidiClass.of)
        let level = paragraphLevel(classes)
        if level == 0 && !classes.contains(where: { $0 == .r || $0 == .al || $0 == .an }) {
            return (Array(repeating: 0, count: classes.count), 0)
        }
        return (levels(classes, paragraphLevel: level), level)
    }

    /// L2: the visual order of items with `levels` (indices, leftmost first): from the highest
    /// level down to the lowest odd one, every run at that level or higher is reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = (levels.min() ?? 0) | 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
