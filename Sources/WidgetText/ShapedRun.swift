/// One piece of text (a word with its trailing spaces, usually) shaped by HarfBuzz, in raw
/// units: font units × 64 (the face is sized to 1 px per font unit, in 26.6 fixed point), so
/// a run is independent of the point size and is cached once per face and text.
final class ShapedRun: Sendable {
    /// The shaped text.
    let text: String
    let glyphs: [UInt32]
    let advances: [Int32]
    let xOffsets: [Int32]
    /// Upward offsets (HarfBuzz's convention).
    let yOffsets: [Int32]
    /// For each glyph, the index of the grapheme (Character) it belongs to.
    let glyphGrapheme: [Int32]
    /// Advance of each grapheme; a ligature's advance belongs to its first grapheme.
    let graphemeAdvances: [Int32]
    /// How many graphemes at the end are breakable spaces (they hang past the line end).
    let trailingSpaces: Int
    /// Sum of all advances.
    let advance: Int64
    /// Sum of the trailing spaces' advances.
    let trailingAdvance: Int64

    init(text: String, glyphs: [UInt32], advances: [Int32], xOffsets: [Int32], yOffsets: [Int32],
         glyphGrapheme: [Int32], graphemeAdvances: [Int32], trailingSpaces: Int) {
        self.text = text; self.glyphs = glyphs; self.advances = advances
        self.xOffsets = xOffsets; self.yOffsets = yOffsets
        self.glyphGrapheme = glyphGrapheme; self.graphemeAdvances = graphemeAdvances
        self.trailingSpaces = trailingSpaces
        advance = graphemeAdvances.reduce(Int64(0)) { $0 + Int64($1) }
        trailingAdvance = graphemeAdvances.suffix(trailingSpaces).reduce(Int64(0)) { $0 + Int64($1) }
    }

    var graphemeCount: Int { graphemeAdvances.count }
    /// Graphemes that are not trailing spaces.
    var inkGraphemes: Int { graphemeAdvances.count - trailingSpaces }
}
