import WidgetCore

/// A render's pixels plus what the rasterizer noticed on the way.
public struct RasterResult: Sendable {
    /// The rendered canvas, premultiplied ARGB32.
    public var bitmap: Bitmap
    /// Repairs and skips, in item order (at most ``maxDiagnostics``; a final
    /// `rasterDiagnosticsTruncated` entry says when more were dropped). Codes:
    /// `rasterMissingFont`, `rasterInvalidGlyphRun`, `rasterInvalidGlyph`, `rasterNonFiniteGeometry`,
    /// `rasterInvalidDash`, `rasterInvalidImageRect`, `rasterUnbalancedPop`, `rasterUnclosedScope`,
    /// `rasterShadowSkipped`.
    public var diagnostics: [Diagnostic]
    /// How many glyph runs were not drawn at all (missing or unreadable font file, invalid size).
    public var skippedGlyphRuns: Int

    /// The most diagnostics one render keeps.
    public static let maxDiagnostics = 256

    /// A result from its parts.
    public init(bitmap: Bitmap, diagnostics: [Diagnostic] = [], skippedGlyphRuns: Int = 0) {
        self.bitmap = bitmap; self.diagnostics = diagnostics; self.skippedGlyphRuns = skippedGlyphRuns
    }
}

/// Collects diagnostics for one render, bounded.
struct DiagnosticLog {
    private(set) var entries: [Diagnostic] = []
    private var dropped = 0

    mutating func add(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, item: Int? = nil) {
        guard entries.count < RasterResult.maxDiagnostics else { dropped += 1; return }
        entries.append(Diagnostic(severity, code: code, message: message, location: item.map { "item \($0)" }))
    }

    /// The entries, with a closing note when some were dropped.
    var finished: [Diagnostic] {
        guard dropped > 0 else { return entries }
        return entries + [Diagnostic(.info, code: .rasterDiagnosticsTruncated, message: "\(dropped) more diagnostics were dropped")]
    }
}
