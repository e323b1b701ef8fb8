/// The default tracking of the bundled Latin text faces, by point size: how Inter is set
/// closer to SF Pro's width and letter fit.
///
/// Why: untracked Inter sets Latin text about 15 % wider than SF Pro (capsize `xWidthAvg`
/// 0.477 vs 0.417 em, `shared/research/snapshot-anchors.md` §3.4), which breaks and truncates
/// lines where iOS would not. iOS itself tracks SF Pro by size (HIG "Tracking values" table:
/// +0.06 pt at 11 pt, 0 at 12, −0.43 at 17). Tracking Inter all the way to SF's width would make
/// letters collide, so the rule keeps Inter's letter fit within what its designer ships:
///
/// - At 17 pt a text face is tracked by its weight's ``letterFit``: the difference between the
///   Inter text and InterDisplay sidebearings (measured over A–Z and a–z: Regular −0.043 em,
///   SemiBold −0.037, Bold −0.034; the other weights follow the same 38 % of their
///   sidebearings), so body text gets the display cut's letter fit with the text cut's shapes.
/// - Other sizes follow SF Pro's tracking curve relative to 17 pt: looser below (11 pt:
///   −0.012 em), flat above 19 pt.
/// - InterDisplay faces (upright text of 20 pt and more) are already set to that fit: untracked.
/// - Fallback faces (CJK, Arabic, Hebrew, emoji) are never tracked: CJK is set solid.
///
/// Like SwiftUI's `tracking`, it is added after every grapheme and hangs at the end of a line.
/// Result: body text about 9 % narrower than untracked Inter (still about 10 % wider than SF).
public struct OpticalTracking: Hashable, Sendable {
    /// Tracking at 17 pt, in ems (negative: tighter).
    public var letterFit: Double

    /// Creates the tracking of a face whose 17 pt tracking is `letterFit` ems.
    public init(letterFit: Double) { self.letterFit = letterFit }

    /// The tracking in points at `size` points.
    public func points(at size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return (letterFit + Self.sfTrackingEm(size) - Self.sfTrackingEm(17)) * size
    }

    /// SF Pro's tracking in points at 11…19 pt (Apple HIG, iOS "Tracking values" for SF Pro
    /// Text); interpolated linearly between sizes, constant outside.
    static let sfTrackingPoints: [(size: Double, points: Double)] = [
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
