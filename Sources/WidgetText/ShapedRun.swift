/// One piece of text (a word with its trailing spaces, usually) shaped by HarfBuzz, in ems, so a
/// run is independent of the point size and is cached once per font chain and text.
///
/// A run may mix faces (per-grapheme fallback) and directions: it is a list of ``Piece``s in
/// logical order, each one face at one bidi level, whose glyphs are stored in visual order
/// (HarfBuzz reverses right-to-left pieces).
final class ShapedRun: Sendable {
    /// A stretch of graphemes drawn by one face at one bidi level.
    struct Piece: Sendable {
        /// The piece's glyphs in ``ShapedRun/glyphs`` (visual order).
        var glyphs: Range<Int>
        /// The piece's graphemes (logical order, run-relative).
        var graphemes: Range<Int>
        /// The bidi embedding level (odd: right to left).
        var level: UInt8
        /// The face, an index into ``ShapedRun/faces``.
        var face: Int
        /// How much wider than the face's own the glyphs are drawn (``SFAdvanceRow/glyphScale``:
        /// below 1 for `Font.Width.condensed`); their advances and offsets are scaled to match.
        var widthScale: Double = 1
    }

    /// The shaped text.
    let text: String
    /// The chain's faces (pieces index into it).
    let faces: [FontFace]
    let pieces: [Piece]
    let glyphs: [UInt32]
    /// Advances, offsets in ems.
    let advances: [Double]
    let xOffsets: [Double]
    /// Upward offsets (HarfBuzz's convention), in ems.
    let yOffsets: [Double]
    /// For each glyph, the run-relative index of the grapheme (Character) it belongs to.
    let glyphGrapheme: [Int32]
    /// For each glyph, the text of its cluster on the cluster's first glyph (in storage order),
    /// "" on the others: what the glyph draws, for readable dumps.
    let glyphText: [String]
    /// For each glyph, how many graphemes end with it (tracking follows each grapheme): its
    /// cluster's grapheme count on the cluster's last glyph, 0 on the others.
    let glyphCloses: [Int32]
    /// Advance of each grapheme in ems; a ligature's advance belongs to its first grapheme.
    let graphemeAdvances: [Double]
    /// Whether each grapheme is drawn by a face with a default tracking (``OpticalTracking``).
    let graphemeTracked: [Bool]
    /// Graphemes no bundled face can draw (run-relative indices): drawn as glyph 0.
    let missing: [Int]
    /// How many graphemes at the end are breakable spaces (they hang past the line end).
    let trailingSpaces: Int
    /// Sum of all advances, and of the trailing spaces' advances, in ems.
    let advance: Double
    let trailingAdvance: Double
    /// Graphemes with a default tracking, in all and among the ink (non-trailing) graphemes.
    let trackedCount: Int
    let inkTrackedCount: Int

    init(text: String, faces: [FontFace], pieces: [Piece], glyphs: [UInt32], advances: [Double],
         xOffsets: [Double], yOffsets: [Double], glyphGrapheme: [Int32], glyphCloses: [Int32],
         graphemeAdvances: [Double], graphemeTracked: [Bool], missing: [Int], trailingSpaces: Int) {
        self.text = text; self.faces = faces; self.pieces = pieces; self.glyphs = glyphs
        self.advances = advances; self.xOffsets = xOffsets; self.yOffsets = yOffsets
        self.glyphGrapheme = glyphGrapheme; self.glyphCloses = glyphCloses
        self.glyphText = Self.clusterTexts(text: text, pieces: pieces, glyphGrapheme: glyphGrapheme, glyphCount: glyphs.count)
        self.graphemeAdvances = graphemeAdvances; self.graphemeTracked = graphemeTracked
        self.missing = missing; self.trailingSpaces = trailingSpaces
        advance = graphemeAdvances.reduce(0, +)
        trailingAdvance = graphemeAdvances.suffix(trailingSpaces).reduce(0, +)
        trackedCount = graphemeTracked.reduce(0) { $0 + ($1 ? 1 : 0) }
        inkTrackedCount = graphemeTracked.prefix(graphemeAdvances.count - trailingSpaces).reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    var graphemeCount: Int { graphemeAdvances.count }

    /// Each cluster's graphemes (from its first grapheme to the next cluster's, graphemes before
    /// a piece's first cluster included) on the first glyph of the cluster.
    private static func clusterTexts(text: String, pieces: [Piece], glyphGrapheme: [Int32], glyphCount: Int) -> [String] {
        var out = [String](repeating: "", count: glyphCount)
        let chars = Array(text)
        for piece in pieces where !piece.glyphs.isEmpty {
            let starts = Set(piece.glyphs.map { Int(glyphGrapheme[$0]) }).sorted()
            var next: [Int: Int] = [:]
            for (n, s) in starts.enumerated() { next[s] = n + 1 < starts.count ? starts[n + 1] : piece.graphemes.upperBound }
            var seen: Set<Int> = []
            for j in piece.glyphs {
                let g = Int(glyphGrapheme[j])
                guard seen.insert(g).inserted, let end = next[g] else { continue }
                let start = g == starts.first ? piece.graphemes.lowerBound : g
                let lower = max(0, min(start, chars.count)), upper = max(lower, min(end, chars.count))
                out[j] = String(chars[lower..<upper])
            }
        }
        return out
    }
    /// Graphemes that are not trailing spaces.
    var inkGraphemes: Int { graphemeAdvances.count - trailingSpaces }
    /// Whether the last ink grapheme has a default tracking (it hangs at a line end).
    var lastInkTracked: Bool { inkGraphemes > 0 && graphemeTracked[inkGraphemes - 1] }
}

/// Builds ``ShapedRun``s: splits a stretch of graphemes into pieces by face and bidi level and
/// shapes each piece with HarfBuzz.
enum Shaper {
    /// Shapes `chars` (graphemes) at bidi `levels` (one per grapheme) with `chain`.
    static func shape(_ chars: ArraySlice<Character>, levels: ArraySlice<UInt8>, chain: FontChain,
                      features: ShapingFeatures) -> ShapedRun {
        let text = String(chars)
        let count = chars.count
        var faceOf = [Int](repeating: 0, count: count)
        var missing: [Int] = []
        for (k, ch) in chars.enumerated() {
            if isControl(ch) { continue } // drawn as a space by the primary face
            let pick = chain.face(for: ch)
            faceOf[k] = pick.index
            if !pick.covered && !LineBreaking.isBreakableSpace(ch) { missing.append(k) }
        }
        let levelArray = Array(levels)
        var trailing = 0
        for ch in chars.reversed() {
            guard LineBreaking.isBreakableSpace(ch) else { break }
            trailing += 1
        }

        var pieces: [ShapedRun.Piece] = []
        var glyphs: [UInt32] = [], advances: [Double] = [], xOffsets: [Double] = [], yOffsets: [Double] = []
        var glyphGrapheme: [Int32] = [], glyphCloses: [Int32] = []
        var graphemeAdvances = [Double](repeating: 0, count: count)
        var tracked = [Bool](repeating: false, count: count)
        let charArray = Array(chars)
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, faceOf[end] == faceOf[start], level(levelArray, end) == level(levelArray, start) { end += 1 }
            let face = chain.faces[faceOf[start]]
            let lvl = level(levelArray, start)
            let first = glyphs.count
            var widthScale = 1.0
            for k in start..<end { tracked[k] = face.tracking != nil }
            if face.isPlaceholder {
                // No fonts: half an em per grapheme, no glyphs.
                for k in start..<end { graphemeAdvances[k] = 0.5 }
            } else {
                let raw = face.shape(shapingText(charArray[start..<end]), rightToLeft: lvl & 1 == 1, features: features)
                appendPiece(raw, face: face, graphemes: start..<end, chars: charArray,
                            glyphs: &glyphs, advances: &advances, xOffsets: &xOffsets, yOffsets: &yOffsets,
                            glyphGrapheme: &glyphGrapheme, glyphCloses: &glyphCloses, graphemeAdvances: &graphemeAdvances)
                var setBySF: [Bool] = []
                if let row = features.sfAdvances, face.tracking != nil {
                    widthScale = row.glyphScale
                    if widthScale != 1 {
                        // The face's glyphs drawn at SF's width: as if shaped with a narrower font.
                        for g in first..<glyphs.count { advances[g] *= widthScale; xOffsets[g] *= widthScale }
                        for k in start..<end { graphemeAdvances[k] *= widthScale }
                    }
                    setBySF = setSFAdvances(row, tabular: features.tabularFigures, rightToLeft: lvl & 1 == 1, face: face,
                                            glyphs: first..<glyphs.count, graphemes: start..<end, ids: glyphs, chars: charArray,
                                            advances: &advances, xOffsets: &xOffsets, glyphGrapheme: glyphGrapheme,
                                            glyphCloses: glyphCloses, graphemeAdvances: &graphemeAdvances)
                }
                let share = face.isDisplayCut ? 1 - features.displayShare : features.displayShare
                if share > 0 {
                    moveTowardPartner(share * widthScale, face: face, glyphs: first..<glyphs.count, ids: glyphs, chars: charArray,
                                      skipping: setBySF, advances: &advances, xOffsets: &xOffsets, glyphGrapheme: glyphGrapheme,
                                      graphemeAdvances: &graphemeAdvances)
                }
                if features.sfAdvances != nil, let tracking = face.tracking {
                    // The typesetter tracks this run with SF Pro's tracking alone; what the table
                    // does not set keeps the face's correction toward SF's widths in its advance.
                    let correction = tracking.correction(atDisplayShare: features.displayShare)
                    for g in first..<glyphs.count where glyphCloses[g] > 0 && !setBySF[g - first] {
                        let span = Int(glyphCloses[g])
                        advances[g] += correction * Double(span)
                        for k in Int(glyphGrapheme[g])..<min(end, Int(glyphGrapheme[g]) + span) { graphemeAdvances[k] += correction }
                    }
                }
                for g in first..<glyphs.count where glyphs[g] == 0 {
                    let k = Int(glyphGrapheme[g])
                    if !missing.contains(k) && !LineBreaking.isBreakableSpace(charArray[k]) { missing.append(k) }
                }
            }
            pieces.append(ShapedRun.Piece(glyphs: first..<glyphs.count, graphemes: start..<end, level: lvl, face: faceOf[start],
                                          widthScale: widthScale))
            start = end
        }
        return ShapedRun(text: text, faces: chain.faces, pieces: pieces, glyphs: glyphs, advances: advances,
                         xOffsets: xOffsets, yOffsets: yOffsets, glyphGrapheme: glyphGrapheme, glyphCloses: glyphCloses,
                         graphemeAdvances: graphemeAdvances, graphemeTracked: tracked, missing: missing.sorted(),
                         trailingSpaces: trailing)
    }

    /// Between SF Pro's optical sizes: moves the advance of each glyph (a grapheme of one scalar
    /// drawn with one glyph) toward the advance the face's other cut gives the same scalar, by
    /// `share`, centring the glyph in the new advance (``OpticalTracking``). Glyphs a feature
    /// substituted (tabular figures, ligatures) keep their advance.
    private static func moveTowardPartner(_ share: Double, face: FontFace, glyphs range: Range<Int>, ids: [UInt32], chars: [Character],
                                          skipping setBySF: [Bool], advances: inout [Double], xOffsets: inout [Double],
                                          glyphGrapheme: [Int32], graphemeAdvances: inout [Double]) {
        for g in range {
            if !setBySF.isEmpty && setBySF[g - range.lowerBound] { continue }
            let k = Int(glyphGrapheme[g])
            guard g == range.lowerBound || glyphGrapheme[g - 1] != glyphGrapheme[g],
                  g + 1 == range.upperBound || glyphGrapheme[g + 1] != glyphGrapheme[g],
                  let scalar = chars[k].unicodeScalars.first, chars[k].unicodeScalars.count == 1,
                  face.glyph(for: scalar) == ids[g], let difference = face.partnerAdvanceDifference(of: scalar) else { continue }
            let delta = share * difference
            advances[g] += delta
            xOffsets[g] += delta / 2
            graphemeAdvances[k] += delta
        }
    }

    /// Gives each glyph that is a grapheme of one scalar in `row` SF Pro's advance for it
    /// (``SFAdvances``) and SF Pro's kerning before the next grapheme of the piece (the face's own
    /// where the table lacks the pair or the run is right to left; none beside a tabular digit),
    /// centring the glyph in it. A contextual form the face substitutes (a colon between digits)
    /// counts as its character; with tabular figures, a substituted sign keeps its tabular width.
    /// Returns, per glyph of the range, whether it was set.
    private static func setSFAdvances(_ row: SFAdvanceRow, tabular: Bool, rightToLeft: Bool, face: FontFace,
                                      glyphs range: Range<Int>, graphemes: Range<Int>, ids: [UInt32], chars: [Character],
                                      advances: inout [Double], xOffsets: inout [Double], glyphGrapheme: [Int32],
                                      glyphCloses: [Int32], graphemeAdvances: inout [Double]) -> [Bool] {
        var set = [Bool](repeating: false, count: range.count)
        for g in range {
            let k = Int(glyphGrapheme[g])
            // One glyph for one grapheme of one scalar (not a ligature, not a mark cluster).
            guard g == range.lowerBound || glyphGrapheme[g - 1] != glyphGrapheme[g], glyphCloses[g] == 1,
                  chars[k].unicodeScalars.count == 1, let scalar = chars[k].unicodeScalars.first,
                  let sf = row.advance(of: scalar, tabular: tabular) else { continue }
            let isTabularDigit = tabular && SFAdvanceRow.isDigit(scalar)
            guard !tabular || isTabularDigit || face.glyph(for: scalar) == ids[g] else { continue }
            var kerning = advances[g] - face.nominalAdvance(of: ids[g]) * row.glyphScale
            if k + 1 < graphemes.upperBound, chars[k + 1].unicodeScalars.count == 1, let next = chars[k + 1].unicodeScalars.first,
               isTabularDigit || (tabular && SFAdvanceRow.isDigit(next)) {
                kerning = 0
            } else if isTabularDigit {
                kerning = 0
            } else if !rightToLeft, k + 1 < graphemes.upperBound, chars[k + 1].unicodeScalars.count == 1,
                      let next = chars[k + 1].unicodeScalars.first, let sfKerning = row.kerning(after: scalar, before: next) {
                kerning = sfKerning
            }
            let delta = sf + kerning - advances[g]
            advances[g] += delta
            xOffsets[g] += delta / 2
            graphemeAdvances[k] += delta
            set[g - range.lowerBound] = true
        }
        return set
    }

    /// Whether a grapheme is a control character (tab, NUL, C1 controls): fonts have no glyph
    /// for these, so they are set as a space (a tab is one space wide) and never reported missing.
    static func isControl(_ ch: Character) -> Bool {
        ch.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }

    /// The text HarfBuzz shapes: controls become spaces of the same UTF-8 length (U+0020 for
    /// C0 controls, U+00A0 for C1), so cluster offsets still point at the right graphemes.
    private static func shapingText(_ chars: ArraySlice<Character>) -> String {
        guard chars.contains(where: isControl) else { return String(chars) }
        var out = ""
        for ch in chars {
            guard isControl(ch) else { out.append(ch); continue }
            for scalar in ch.unicodeScalars { out.unicodeScalars.append(scalar.value < 0x80 ? " " : "\u{A0}") }
        }
        return out
    }

    private static func level(_ levels: [UInt8], _ i: Int) -> UInt8 {
        i < levels.count ? levels[i] : 0
    }

    /// Appends one piece's glyphs, converting font units to ems and UTF-8 clusters to graphemes.
    private static func appendPiece(_ raw: RawShaping, face: FontFace, graphemes: Range<Int>, chars: [Character],
                                    glyphs: inout [UInt32], advances: inout [Double], xOffsets: inout [Double],
                                    yOffsets: inout [Double], glyphGrapheme: inout [Int32], glyphCloses: inout [Int32],
                                    graphemeAdvances: inout [Double]) {
        let em = 1 / Double(max(1, face.units.unitsPerEm))
        // UTF-8 start of each grapheme of the piece.
        var starts: [Int] = []
        starts.reserveCapacity(graphemes.count)
        var offset = 0
        for k in graphemes {
            starts.append(offset)
            offset += chars[k].utf8.count
        }
        var local: [Int] = []
        local.reserveCapacity(raw.glyphs.count)
        for i in raw.glyphs.indices {
            let g = graphemeIndex(ofByte: raw.clusters[i], starts: starts)
            local.append(g)
            glyphs.append(raw.glyphs[i])
            advances.append(Double(raw.advances[i]) * em)
            xOffsets.append(Double(raw.xOffsets[i]) * em)
            yOffsets.append(Double(raw.yOffsets[i]) * em)
            glyphGrapheme.append(Int32(graphemes.lowerBound + g))
            graphemeAdvances[graphemes.lowerBound + g] += Double(raw.advances[i]) * em
        }
        // Graphemes each cluster spans: from its first grapheme to the next cluster's.
        let clusterStarts = Array(Set(local)).sorted()
        var span = [Int](repeating: 0, count: graphemes.count)
        for (n, g) in clusterStarts.enumerated() {
            span[g] = (n + 1 < clusterStarts.count ? clusterStarts[n + 1] : graphemes.count) - g
        }
        if let first = clusterStarts.first, first > 0 { span[first] += first }
        for i in local.indices {
            let closes = i == local.count - 1 || local[i + 1] != local[i]
            glyphCloses.append(closes ? Int32(span[local[i]]) : 0)
        }
    }

    /// The grapheme whose UTF-8 range holds `byte` (binary search over grapheme starts).
    private static func graphemeIndex(ofByte byte: Int, starts: [Int]) -> Int {
        var lo = 0, hi = starts.count - 1
        guard hi >= 0 else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
