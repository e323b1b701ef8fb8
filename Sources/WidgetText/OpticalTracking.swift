/// The default tracking of the bundled Latin text faces, by point size and weight: what makes
/// Inter set a line as wide as iOS sets it in SF Pro.
///
/// Derived from measurement, not from a premise: the home-assistant/iOS oracle
/// (`shared/oracles/home-assistant-ios/`, real iOS renders) holds 1,260 text lines at 11–15 pt,
/// regular and semibold, whose ink widths the oracle comparison
/// (`Tests/OracleTests/HomeAssistantOracle/`) measures against ours. Solving each line for
/// the tracking per grapheme that closes the gap gives, as total tracking in ems (median):
///
/// | size, weight   | lines | Inter tracking that matches iOS | SF Pro's own (HIG) | difference |
/// |----------------|-------|---------------------------------|--------------------|------------|
/// | 11 pt regular  | 148   | +0.0046                         | +0.0055            | −0.0009    |
/// | 12 pt regular  | 216   | −0.0023                         |  0                 | −0.0023    |
/// | 13 pt regular  |  56   | −0.0068                         | −0.0062            | −0.0007    |
/// | 12 pt semibold | 296   | +0.0022                         |  0                 | +0.0022    |
/// | 13 pt semibold | 432   | −0.0050                         | −0.0062            | +0.0012    |
/// | 15 pt semibold | 112   | −0.0178                         | −0.0153            | −0.0025    |
///
/// So untracked Inter is as wide as untracked SF Pro to within 0.3 % of an em, and what iOS adds
/// is SF Pro's own size-specific tracking (Apple HIG, "Typography → Tracking values", SF Pro):
/// the rule is SF Pro's tracking at the size plus a small per-weight ``offset`` (the mean of the
/// differences above: regular −0.0013 em, semibold +0.0003 em; other weights take the nearest
/// measured one). The resolution of the measurement is about 0.04 pt per grapheme (1 px at @3x
/// over 7–11 graphemes).
///
/// - InterDisplay faces (upright text of 20 pt and more) are untracked: no oracle line is that
///   large yet, so they keep their own fit.
/// - Fallback faces (CJK, Arabic, Hebrew, emoji) are never tracked: CJK is set solid.
/// - Faces from the user font folder (real SF Pro) are never tracked either.
///
/// Like SwiftUI's `tracking`, it is added after every grapheme and hangs at the end of a line.
public struct OpticalTracking: Hashable, Sendable {
    /// The weight's measured difference to SF Pro's tracking, in ems.
    public var offset: Double

    /// Creates the tracking of a face whose difference to SF Pro's tracking is `offset` ems.
    public init(offset: Double) { self.offset = offset }

    /// The tracking in points at `size` points.
    public func points(at size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return (offset + Self.sfTrackingEm(size)) * size
    }

    /// SF Pro's tracking in points at 6…19 pt (Apple HIG, Typography → "iOS, iPadOS, visionOS
    /// tracking values", SF Pro; the Text sizes, the ones the tracked faces set); interpolated
    /// linearly between sizes, constant in ems outside.
    static let sfTrackingPoints: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12),
        (11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45),
    ]

    /// SF Pro's tracking at `size`, in ems.
    static func sfTrackingEm(_ size: Double) -> Double {
        let table = sfTrackingPoints
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points / first.size }
        if size >= last.size { return last.points / last.size }
        for (a, b) in zip(table, table.dropFirst()) where size <= b.size {
            let t = (size - a.size) / (b.size - a.size)
            return (a.points + t * (b.points - a.points)) / size
        }
        return last.points / last.size
    }
}
