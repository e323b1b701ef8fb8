/// Which face of a fallback chain draws a grapheme. Pure: no I/O.
///
/// Rules, per grapheme (Swift `Character`, an extended grapheme cluster):
/// 1. **Emoji presentation** graphemes try the color emoji face first: those with U+FE0F, an
///    `Emoji_Presentation` first scalar (🎉), an emoji modifier (skin tone), a keycap
///    (U+20E3), a zero-width joiner between emoji, a regional-indicator flag or a tag sequence.
/// 2. **Text presentation** graphemes (U+FE0E, or text-default symbols such as ©) try the
///    chain in order (Latin face, then Arabic, Hebrew, CJK) and the emoji face last.
/// 3. A face qualifies when it maps every scalar that is not default ignorable
///    (``FontFace/covers(_:)``); the first that qualifies draws the whole grapheme, so a base
///    and its combining marks never split across fonts.
/// 4. When no bundled face qualifies, the Latin face draws it (as .notdef, glyph 0) and the
///    grapheme is reported in ``TextLayout/missingCharacters``: a diagnostic, never a silent box.
///
/// The choice depends only on the grapheme and the chain, never on its neighbors, so shaped
/// words can be cached by their text.
enum FontFallback {
    /// Default-ignorable scalars (joiners, variation selectors, tags, bidi controls): shaped
    /// away, so a face need not map them to draw a grapheme containing them.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether the grapheme asks for emoji (color) presentation; see rule 1.
    static func prefersEmoji(_ grapheme: Character) -> Bool {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return false }
        var hasZWJ = false, hasEmoji = false
        for s in scalars {
            switch s.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            case 0x200D: hasZWJ = true
            default: if s.properties.isEmoji && s.value > 0xFF { hasEmoji = true }
            }
        }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        if hasZWJ && hasEmoji { return true }
        return first.properties.isEmojiPresentation
    }

    /// The index in `faces` of the face that draws `grapheme`, or nil when none can.
    /// `emoji` is the index of the color emoji face, if the chain has one.
    static func pick(_ grapheme: Character, faces: [FontFace], emoji: Int?) -> Int? {
        if let emoji, prefersEmoji(grapheme), faces[emoji].covers(grapheme) { return emoji }
        for i in faces.indices where i != emoji && faces[i].covers(grapheme) { return i }
        if let emoji, faces[emoji].covers(grapheme) { return emoji }
        return nil
    }
}

/// The faces a ``FontSpec`` draws with, in fallback order: the matched Latin face first, then
/// the bundled fallbacks (see ``FontMatching``). Created once per distinct request.
final class FontChain: Sendable {
    /// Process-unique id, used in cache keys.
    let id: Int
    let faces: [FontFace]
    /// The index of the color emoji face in ``faces``.
    let emoji: Int?

    init(id: Int, faces: [FontFace], emoji: Int?) {
        self.id = id; self.faces = faces; self.emoji = emoji
    }

    /// The primary (Latin) face: it sets the empty line's metrics and draws what no face has.
    var primary: FontFace { faces.first ?? .placeholder }

    /// The index of the face that draws `grapheme`; 0 (the primary face, drawing .notdef) with
    /// `covered == false` when no face has it.
    func face(for grapheme: Character) -> (index: Int, covered: Bool) {
        guard let i = FontFallback.pick(grapheme, faces: faces, emoji: emoji) else { return (0, false) }
        return (i, true)
    }
}
