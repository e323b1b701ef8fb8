import Foundation

/// How different a render may be from its references and still match.
///
/// The default, ``exact``, accepts no changed pixel and no changed character: renders are
/// pinned, so any change is a real one. A perceptual tolerance ignores pixels whose CIEDE2000
/// ΔE from the reference is at most ``deltaE`` and then accepts up to ``maxShare`` of the
/// pixels over it:
///
/// ```swift
/// assertWidgetSnapshot(of: view, tolerance: .perceptual(deltaE: 2.3, maxShare: 0.001))
/// ```
///
/// The same tolerance applies to the `.txt` reference: every `#RRGGBBAA` colour may differ by
/// up to ``deltaE`` and every number (frames, origins, sizes) by up to ``points``; everything
/// else (the text of each run, fonts, the kinds and order of items, links, diagnostics) must be
/// equal. ``maxShare`` has no meaning for text: a colour over the ΔE fails wherever it is. To
/// compare images only, pass `formats: .image`.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// Pixels whose ΔE (CIEDE2000, see ``ColorDifference``) is at most this count as equal.
    /// 0 is exact: any change of any channel counts.
    public var deltaE: Double
    /// The largest share of pixels (0…1) allowed over ``deltaE``.
    public var maxShare: Double
    /// How far a number of the text reference (a coordinate, a size, in points) may move.
    public var points: Double

    /// The default distance numbers of the text reference may move under a perceptual
    /// tolerance: 0.01 pt, a thirtieth of a pixel at @3x.
    public static let defaultPoints = 0.01

    /// No pixel and no character may change.
    public static let exact = ImageTolerance(deltaE: 0, maxShare: 0, points: 0)

    /// Pixels within `deltaE` count as equal; up to `maxShare` (0…1) of the pixels may exceed it.
    /// ΔE 1 is about the smallest difference a person sees side by side; 2.3 is a common
    /// "just noticeable difference". In the text reference, colours may differ by `deltaE` and
    /// numbers by `points`.
    public static func perceptual(deltaE: Double = 1, maxShare: Double = 0, points: Double = defaultPoints) -> ImageTolerance {
        ImageTolerance(deltaE: deltaE, maxShare: maxShare, points: points)
    }

    /// Negative or non-finite values are read as 0; `maxShare` is capped at 1. `points` nil is
    /// ``defaultPoints``, or 0 when `deltaE` and `maxShare` are both 0 (exact).
    public init(deltaE: Double, maxShare: Double, points: Double? = nil) {
        self.deltaE = deltaE.isFinite ? max(0, deltaE) : 0
        self.maxShare = maxShare.isFinite ? min(1, max(0, maxShare)) : 0
        let p = points ?? (self.deltaE == 0 && self.maxShare == 0 ? 0 : Self.defaultPoints)
        self.points = p.isFinite ? max(0, p) : 0
    }

    /// Whether images are compared exactly (no ΔE, no share).
    public var isExact: Bool { deltaE == 0 && maxShare == 0 }

    /// Whether the text reference is compared exactly (no ΔE, no distance).
    public var isExactForText: Bool { deltaE == 0 && points == 0 }

    public var description: String {
        if isExact { return "exact" }
        return "ΔE ≤ \(decimals(deltaE)) for all but \(percent(maxShare)) of pixels"
    }
}

/// `v` with up to two decimals, no trailing zeros.
func decimals(_ v: Double) -> String {
    var s = String(format: "%.2f", v)
    while s.contains("."), s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// A share (0…1) as a percentage that never rounds a non-zero share to 0.
func percent(_ share: Double) -> String {
    if share == 0 { return "0%" }
    let p = share * 100
    if p >= 0.01 { return decimals(p) + "%" }
    return String(format: "%.2g", p) + "%"
}
