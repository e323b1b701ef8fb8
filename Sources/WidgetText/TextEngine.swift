import WidgetCore

/// The text system: HarfBuzz-shaped, SwiftUI-style line breaking over the bundled fonts.
///
/// Rules (each mirrors SwiftUI's `Text`):
/// - **Lines**: "\n" (any newline character) starts a new paragraph; a trailing newline adds
///   an empty last line. Lines wrap after spaces and hyphens and around CJK ideographs
///   (`LineBreaking`); trailing spaces hang: they count neither toward a line's width nor in
///   its `text`, and get no glyphs. A word wider than a line starts a new line and then breaks
///   between graphemes. Bidirectional text is not supported yet (everything runs left to right).
/// - **Proposal**: `maxWidth: nil` (or infinite) is the ideal size: one line per paragraph.
///   A zero or tiny `maxWidth` is the *minimum-size* probe, never "unbounded": text breaks
///   between every grapheme and the width reported is the widest grapheme. Source: Apple's
///   `ProposedViewSize` documentation ("The zero proposal; the view responds with its minimum
///   size"), and moreSwift/swift-cross-ui issue #695, where treating a zero width as unbounded
///   (as `NSString.boundingRect` does) broke SwiftUI-style flexibility computation.
/// - **Line count**: `lineLimit` (values below 1 act as 1) and a finite `maxHeight` both cap
///   the lines: as many as fit in `maxHeight`, at least 1 (SwiftUI truncates text whose
///   proposed height is too small rather than showing nothing). When text is cut, the last
///   visible line is truncated with "…" per `truncationMode`, within `maxWidth`.
/// - **Metrics**: line height = hhea ascender − descender + lineGap (``FontMetrics``);
///   baseline of line i = ascender + i × (lineHeight + lineSpacing); negative `lineSpacing` is
///   ignored. `size` is the widest line by the last line's bottom; lines are aligned with
///   `alignment` inside that width.
/// - **Tracking**: `tracking` points follow every grapheme, including the last on a line.
/// - **Empty string**: `size` zero, no lines, no glyphs (SwiftUI's `Text("")` takes no space);
///   use ``fontMetrics(for:)`` to align it on a baseline.
/// - Bad numbers never trap: a non-finite or negative font size becomes 0; a NaN or infinite
///   proposal is unbounded and a negative one is 0; non-finite tracking or lineSpacing is 0.
///
/// Results are cached in an LRU keyed by every input, and shaped words in a second LRU keyed
/// by face, features and text (shared across sizes). Thread-safe.
public final class TextEngine: TextMeasuring, @unchecked Sendable {
    /// The engine over ``FontLibrary/shared``.
    public static let shared = TextEngine(fonts: .shared)

    /// The fonts this engine draws with.
    public let fonts: FontLibrary

    private struct LayoutKey: Hashable {
        var string: String
        var font: FontSpec
        var options: TextOptions
        var maxWidth: Double?
        var maxHeight: Double?
    }

    private struct WordKey: Hashable {
        var face: Int
        var tabular: Bool
        var text: String
    }

    private let layouts: Locked<LRUCache<LayoutKey, TextLayout>>
    private let words: Locked<LRUCache<WordKey, ShapedRun>>

    /// Creates an engine over `fonts`, caching up to `layoutCacheCapacity` layouts and
    /// `wordCacheCapacity` shaped words.
    public init(fonts: FontLibrary, layoutCacheCapacity: Int = 4096, wordCacheCapacity: Int = 16384) {
        self.fonts = fonts
        layouts = Locked(LRUCache(capacity: layoutCacheCapacity))
        words = Locked(LRUCache(capacity: wordCacheCapacity))
    }

    /// Lays out `string`; see the rules on ``TextEngine``.
    public func layout(_ string: String, font: FontSpec, options: TextOptions,
                       maxWidth: Double?, maxHeight: Double?) -> TextLayout {
        var font = font
        font.size = Self.clampSize(font.size)
        var options = options
        if !options.tracking.isFinite { options.tracking = 0 }
        if !options.lineSpacing.isFinite { options.lineSpacing = 0 }
        let key = LayoutKey(string: string, font: font, options: options,
                            maxWidth: Self.clampProposal(maxWidth), maxHeight: Self.clampProposal(maxHeight))
        if let hit = layouts.withLock({ $0.value(for: key) }) { return hit }

        let result: TextLayout
        if key.maxWidth == nil && key.maxHeight == nil {
            result = compute(key)
        } else {
            // A proposal at least as large as the ideal size gets the ideal layout unchanged.
            var idealKey = key
            idealKey.maxWidth = nil
            idealKey.maxHeight = nil
            let ideal = layouts.withLock({ $0.value(for: idealKey) }) ?? {
                let computed = compute(idealKey)
                layouts.withLock { $0.insert(computed, for: idealKey) }
                return computed
            }()
            let widthFits = key.maxWidth.map { ideal.size.width <= $0 + Typesetter.epsilon } ?? true
            let heightFits = key.maxHeight.map { ideal.size.height <= $0 + Typesetter.epsilon } ?? true
            result = !ideal.isTruncated && widthFits && heightFits ? ideal : compute(key)
        }
        layouts.withLock { $0.insert(result, for: key) }
        return result
    }

    /// Vertical metrics of the face `font` resolves to, at its size.
    public func fontMetrics(for font: FontSpec) -> FontMetrics {
        fonts.metrics(for: font)
    }

    /// Empties both caches (tests and memory pressure).
    public func removeAllCachedResults() {
        layouts.withLock { $0.removeAll() }
        words.withLock { $0.removeAll() }
    }

    // MARK: Computing

    private func compute(_ key: LayoutKey) -> TextLayout {
        guard !key.string.isEmpty else {
            return TextLayout(size: .zero, lines: [], glyphs: [], fontSize: key.font.size, isTruncated: false)
        }
        let face = fonts.face(for: key.font)
        let tabular = FontMatching.wantsTabularFigures(key.font)
        let setter = Typesetter(face: face, size: key.font.size, options: key.options) { [self] text in
            shaped(text, face: face, tabular: tabular)
        }
        let metrics = face.units.metrics(size: key.font.size)
        let maxLines = min(Self.lineLimit(key.options.lineLimit),
                           Self.linesFitting(height: key.maxHeight, lineHeight: metrics.lineHeight,
                                             lineSpacing: max(0, key.options.lineSpacing)))
        return setter.layout(key.string, maxWidth: key.maxWidth, maxLines: maxLines)
    }

    private func shaped(_ text: String, face: FontFace, tabular: Bool) -> ShapedRun {
        let key = WordKey(face: face.id, tabular: tabular, text: text)
        if let run = words.withLock({ $0.value(for: key) }) { return run }
        let run = face.shape(text, tabular: tabular)
        words.withLock { $0.insert(run, for: key) }
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

    /// How many lines fit in `height`: at least 1; unlimited for nil.
    static func linesFitting(height: Double?, lineHeight: Double, lineSpacing: Double) -> Int {
        guard let height else { return Int.max }
        let step = lineHeight + lineSpacing
        guard step > 0 else { return Int.max }
        let n = ((height + Typesetter.epsilon + lineSpacing) / step).rounded(.down)
        guard n < 1e9 else { return Int.max }
        return max(1, Int(n))
    }
}
