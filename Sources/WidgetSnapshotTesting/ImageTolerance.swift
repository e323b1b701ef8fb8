import Foundation

/// How different an image may be from its reference and still match.
///
/// The default, ``exact``, accepts no changed pixel at all: renders are pinned, so any change
/// is a real one. A perceptual tolerance ignores pixels whose CIEDE2000 ΔE from the reference
/// is at most ``deltaE`` and then accepts up to ``maxShare`` of the pixels over it:
///
/// ```swift
/// assertWidgetSnapshot(of: view, tolerance: .perceptual(deltaE: 2.3, maxShare: 0.001))
/// ```
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// Pixels whose ΔE (CIEDE2000, see ``ColorDifference``) is at most this count as equal.
    /// 0 is exact: any change of any channel counts.
    public var deltaE: Double
    /// The largest share of pixels (0…1) allowed over ``deltaE``.
    public var maxShare: Double

    /// No pixel may change.
    public static let exact = ImageTolerance(deltaE: 0, maxShare: 0)

    /// Pixels within `deltaE` count as equal; up to `maxShare` (0…1) of the pixels may exceed it.
    /// ΔE 1 is about the smallest difference a person sees side by side; 2.3 is a common
    /// "just noticeable difference".
    public static func perceptual(deltaE: Double = 1, maxShare: Double = 0) -> ImageTolerance {
        ImageTolerance(deltaE: deltaE, maxShare: maxShare)
    }

    /// Negative or non-finite values are read as 0; `maxShare` is capped at 1.
    public init(deltaE: Double, maxShare: Double) {
        self.deltaE = deltaE.isFinite ? max(0, deltaE) : 0
        self.maxShare = maxShare.isFinite ? min(1, max(0, maxShare)) : 0
    }

    /// Whether this is ``exact``.
    public var isExact: Bool { deltaE == 0 && maxShare == 0 }

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
