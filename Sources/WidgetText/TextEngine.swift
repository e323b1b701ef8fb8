import WidgetCore

/// The text system: HarfBuzz-shaped, SwiftUI-style line breaking over the bundled fonts.
///
/// Rules (each mirrors SwiftUI's `Text`):
/// - **Fonts**: per grapheme, the first face of the spec's chain that has it (Inter, then Noto
///   Sans Arabic UI, Hebrew, CJK SC, Color Emoji; emoji-presentation graphemes try the emoji
///   face first). Graphemes no face has are drawn as glyph 0 and listed in
///   ``TextLayout/missingCharacters`` (``FontFallback``).
/// - **Lines**: "\n" (any newline character) starts a new paragraph; a trailing newline adds
///   an empty last line. Lines wrap at Unicode line-break opportunities (UAX #14,
///   ``LineBreaking``): after spaces and hyphens, around CJK ideographs, never before "，" or
///   "。". Trailing spaces hang: they count neither toward a line's width nor in its `text`, and
///   get no glyphs. A word wider than a line starts a new line and then breaks between
///   graphemes. Right-to-left runs are shaped right to left and reordered per line (``Bidi``).
/// - **Proposal**: `maxWidth: nil` (or infinite) is the ideal size: one line per paragraph.
///   A zero or tiny `maxWidth` is the *minimum-size* probe, never "unbounded": text breaks
///   between every grapheme and the width reported is the widest grapheme. Source: Apple's
///   `ProposedViewSize` documentation ("The zero proposal; the view responds with its minimum
///   size"), and moreSwift/swift-cross-ui issue #695, where treating a zero width as unbounded
///   (as `NSString.boundingRect` does) broke SwiftUI-style flexibility computation.
/// - **Line count**: `lineLimit` (values below 1 act as 1) and a finite `maxHeight` both cap
///   the lines: as many line boxes as fit in `maxHeight`, at least 1 (SwiftUI truncates text
///   whose proposed height is too small rather than showing nothing). When text is cut, the
///   last visible line is truncated with "…" per `truncationMode`, within `maxWidth`.
///   `reservedLines` makes the text at least that many lines tall (primary-face lines).
/// - **Shrinking** (`minimumScaleFactor` f < 1; Apple documents only "the minimum percentage
///   to which text can be shrunk to fit"): when the text at its size is truncated or has to
///   break inside a word, the size becomes the largest one on a 0.01 pt grid, down to f × size,
///   at which it is neither (found by bisection: each candidate is a full layout with the
///   same rules). If no size avoids breaking a word, the largest size that avoids truncation;
///   if none avoids truncation, f × size, truncated. ``TextLayout/fontSize`` is the size used;
///   each size tried is set as text of that size is (a 28 pt title shrunk to 15 pt takes the
///   Text face, optical size and tracking of 15 pt). f is clamped to 0.01…1; an unbounded proposal never shrinks.
/// - **Metrics**: each line's box is the largest hhea ascender and descender + line gap of the
///   faces on the line, the primary face's always included (``FontMetrics``); baselines follow
///   box after box with `lineSpacing` between them (negative is ignored). Text styles' HIG
///   leading is not used: SwiftUI's `Text` sets lines by font metrics (`UIFont.lineHeight`:
///   20.29 pt for 17 pt SF Pro, not 22). `size` is the widest line by the last line's bottom.
/// - **Spacing**: ``TextOptions/tracking`` and ``TextOptions/kerning`` follow every grapheme
///   (tracking hangs at a line end and turns off nonessential ligatures); Inter's text faces add
///   their default size-dependent tracking (``OpticalTracking``).
/// - **Empty string**: `size` zero (unless lines are reserved), no lines, no glyphs (SwiftUI's
///   `Text("")` takes no space); use ``fontMetrics(for:)`` to align it on a baseline.
/// - Bad numbers never trap: a non-finite or negative font size becomes 0; a NaN or infinite
///   proposal is unbounded and a negative one is 0; non-finite tracking, kerning or
///   lineSpacing is 0; a non-finite scale factor is 1.
///
/// Results are cached in an LRU keyed by every input; shaped words in a second LRU keyed by
/// font chain, features, text and bidi levels (shared across sizes); string analyses (bidi,
/// line-break opportunities) in a third. Fonts are parsed once per process. Thread-safe.
public final class TextEngine: TextMeasuring, @unchecked Sendable {
    /// The engine over ``FontLibrary/shared``.
    public static let shared = TextEngine(fonts: .shared)

    /// The fonts this engine draws with.
    public let fonts: FontLibrary

    /// The grid `minimumScaleFactor` sizes are picked on, in points.
    public static let scaleGrid = 0.01

    private struct LayoutKey: Hashable {
        var string: String
        var font: FontSpec
        var options: TextOptions
        var maxWidth: Double?
        var maxHeight: Double?
    }

    private struct WordKey: Hashable {
        var chain: Int
        var features: ShapingFeatures
        var text: String
        /// Bidi levels, empty when all are 0.
        var levels: [UInt8]
    }

    private let layouts: ShardedCache<LayoutKey, TextLayout>
    private let words: ShardedCache<WordKey, ShapedRun>
    private let analyses: ShardedCache<String, TextAnalysis>

    /// Creates an engine over `fonts`, caching up to `layoutCacheCapacity` layouts and
    /// `wordCacheCapacity` shaped words.
    public init(fonts: FontLibrary, layoutCacheCapacity: Int = 4096, wordCacheCapacity: Int = 16384) {
        self.fonts = fonts
        layouts = ShardedCache(capacity: layoutCacheCapacity)
        words = ShardedCache(capacity: wordCacheCapacity)
        analyses = ShardedCache(capacity: max(16, layoutCacheCapacity / 4))
    }

    /// Lays out `string`; see the rules on ``TextEngine``.
    public func layout(_ string: String, font: FontSpec, options: TextOptions,
                       maxWidth: Double?, maxHeight: Double?) -> TextLayout {
        var font = font
        font.size = Self.clampSize(font.size)
        let options = Self.normalized(options)
        let key = LayoutKey(string: string, font: font, options: options,
                            maxWidth: Self.clampProposal(maxWidth), maxHeight: Self.clampProposal(maxHeight))
        if let hit = layouts.value(for: key) { return hit }

        let result: TextLayout
        if key.maxWidth == nil && key.maxHeight == nil {
            result = compute(key)
        } else {
            // A proposal at least as large as the ideal size gets the ideal layout unchanged.
            var idealKey = key
            idealKey.maxWidth = nil
            idealKey.maxHeight = nil
            let ideal = layouts.value(for: idealKey) ?? {
                let computed = compute(idealKey)
                layouts.insert(computed, for: idealKey)
                return computed
            }()
            let widthFits = key.maxWidth.map { ideal.size.width <= $0 + Typesetter.epsilon } ?? true
            let heightFits = key.maxHeight.map { ideal.size.height <= $0 + Typesetter.epsilon } ?? true
            result = !ideal.isTruncated && widthFits && heightFits ? ideal : compute(key)
        }
        layouts.insert(result, for: key)
        return result
    }

    /// Vertical metrics of the face `font` resolves to, at its size.
    public func fontMetrics(for font: FontSpec) -> FontMetrics {
        fonts.metrics(for: font)
    }

    /// Empties the caches (tests and memory pressure). Parsed fonts stay open.
    public func removeAllCachedResults() {
        layouts.removeAll()
        words.removeAll()
        analyses.removeAll()
    }

    // MARK: Computing

    private func compute(_ key: LayoutKey) -> TextLayout {
        let chain = fonts.chain(for: key.font)
        guard !key.string.isEmpty else {
            let empty = TextLayout(size: .zero, lines: [], glyphs: [], fontSize: key.font.size, isTruncated: false)
            return reserve(empty, key: key, chain: chain)
        }
        let analysis = analysis(of: key.string)
        let maxLines = Self.lineLimit(key.options.lineLimit)
        // Each size tried is set as the system sets a font of that size: a `minimumScaleFactor`
        // step takes the face, optical size and tracking of its own size.
        func attempt(_ size: Double) -> Typesetter.Outcome {
            var font = key.font
            font.size = size
            let chain = size == key.font.size ? chain : fonts.chain(for: font)
            let features = fonts.shapingFeatures(for: font, noLigatures: key.options.tracking != 0)
            let optical = features.opticalTracking(of: chain.primary, at: size)
            let setter = Typesetter(chain: chain, analysis: analysis, size: size, options: key.options, optical: optical) { [self] chars, levels in
                shaped(chars, levels: levels, chain: chain, features: features)
            }
            return setter.layout(maxWidth: key.maxWidth, maxLines: maxLines, maxHeight: key.maxHeight)
        }
        var outcome = attempt(key.font.size)
        let factor = key.options.minimumScaleFactor
        if factor < 1, key.maxWidth != nil || key.maxHeight != nil, outcome.layout.isTruncated || outcome.brokeWord {
            outcome = shrink(from: outcome, size: key.font.size, factor: factor, attempt: attempt)
        }
        return reserve(outcome.layout, key: key, chain: chain)
    }

    /// The `minimumScaleFactor` search (see the rules on ``TextEngine``).
    private func shrink(from full: Typesetter.Outcome, size: Double, factor: Double,
                        attempt: (Double) -> Typesetter.Outcome) -> Typesetter.Outcome {
        let grid = Self.scaleGrid
        let low = max(1, Int((size * factor / grid - 1e-9).rounded(.up)))
        let high = Int((size / grid).rounded(.up))
        guard low < high else { return full }
        let smallest = attempt(Double(low) * grid)
        func clean(_ o: Typesetter.Outcome) -> Bool { !o.layout.isTruncated && !o.brokeWord }
        func untruncated(_ o: Typesetter.Outcome) -> Bool { !o.layout.isTruncated }
        let test: (Typesetter.Outcome) -> Bool
        if clean(smallest) {
            test = clean
        } else if untruncated(full) {
            return full
        } else if untruncated(smallest) {
            test = untruncated
        } else {
            return smallest
        }
        var lo = low, hi = high, best = smallest
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let o = attempt(Double(mid) * grid)
            if test(o) { lo = mid; best = o } else { hi = mid }
        }
        return best
    }

    /// Applies `reservedLines`: the layout is at least that many primary-face lines tall.
    private func reserve(_ layout: TextLayout, key: LayoutKey, chain: FontChain) -> TextLayout {
        let reserved = key.options.reservedLines
        guard reserved > layout.lines.count else { return layout }
        let m = chain.primary.lineUnits.metrics(size: layout.fontSize)
        let spacing = max(0, key.options.lineSpacing)
        let extra = reserved - layout.lines.count
        var out = layout
        let line = SystemFontMetrics.roundedUp(m.lineHeight, scale: key.options.pixelScale)
        out.size.height += Double(extra) * (line + spacing) - (layout.lines.isEmpty ? spacing : 0)
        return out
    }

    private func analysis(of string: String) -> TextAnalysis {
        if let hit = analyses.value(for: string) { return hit }
        let made = TextAnalysis(string)
        analyses.insert(made, for: string)
        return made
    }

    private func shaped(_ chars: ArraySlice<Character>, levels: ArraySlice<UInt8>, chain: FontChain,
                        features: ShapingFeatures) -> ShapedRun {
        let key = WordKey(chain: chain.id, features: features, text: String(chars),
                          levels: levels.contains(where: { $0 != 0 }) ? Array(levels) : [])
        if let run = words.value(for: key) { return run }
        let run = Shaper.shape(chars, levels: levels, chain: chain, features: features)
        words.insert(run, for: key)
        return run
    }

    // MARK: Input rules

    /// Sizes: NaN, infinite or negative become 0.
    static func clampSize(_ size: Double) -> Double {
        size.isFinite ? max(0, size) : 0
    }

    /// Proposals: nil, NaN and +infinity are unbounded; negative becomes 0.
    static func clampProposal(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return max(0, value)
    }

    /// `lineLimit`: nil is unlimited, values below 1 act as 1.
    static func lineLimit(_ limit: Int?) -> Int {
        limit.map { max(1, $0) } ?? Int.max
    }

    /// Options with bad numbers replaced (see the rules on ``TextEngine``).
    static func normalized(_ options: TextOptions) -> TextOptions {
        var o = options
        if !o.tracking.isFinite { o.tracking = 0 }
        if !o.kerning.isFinite { o.kerning = 0 }
        if o.tracking != 0 { o.kerning = 0 }
        if !o.lineSpacing.isFinite { o.lineSpacing = 0 }
        o.minimumScaleFactor = o.minimumScaleFactor.isFinite ? min(1, max(0.01, o.minimumScaleFactor)) : 1
        o.reservedLines = max(0, min(o.reservedLines, 1000))
        return o
    }
}
