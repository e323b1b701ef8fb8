/// The vertical metrics of the iOS system font (SF Pro), which the bundled Inter faces take for
/// their line boxes so that lines stack as they do on iOS (Inter's own line is 1.211 em).
///
/// SF Pro's `hhea` table, in its 2048 units per em: ascender 1950, descender −494, line gap 0,
/// so a line is 2444/2048 = 1.19336 em. Public measurements of `UIFont.systemFont` agree:
/// - `systemFont(ofSize: 15).lineHeight` = 17.900391 = 15 × 2444/2048
///   ("Why is UIFont's lineHeight larger than the font size?", Stack Overflow question 33267064,
///   mirrored at https://qa.1r1g.com/sf/ask/2329505181);
/// - `systemFont(ofSize: 20)`: ascender 19.04…, descender −4.82… = 20 × 1950/2048, 20 × 494/2048
///   (https://arcovv.github.io/ios/2016/10/01/ios-font-study.md.html, iOS 9);
/// - the home-assistant oracle's 12 pt caption lines, 14.333 pt = 12 × 1.19336 = 14.32 rounded up
///   to the pixel grid at @3x (issue 13).
///
/// Line boxes are rounded up to the device's pixel grid (``TextOptions/pixelScale``), as iOS
/// lays out text lines on whole pixels.
enum SystemFontMetrics {
    static let unitsPerEm = 2048
    static let ascender = 1950
    static let descender = -494
    static let lineGap = 0

    /// The line-box units for a bundled face standing in for the system font: SF Pro's ascender,
    /// descender and line gap with the face's own cap and x height (its glyphs are drawn).
    static func lineUnits(replacing own: FaceUnits) -> FaceUnits {
        let k = Double(unitsPerEm) / Double(max(1, own.unitsPerEm))
        return FaceUnits(unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
                         capHeight: Int((Double(own.capHeight) * k).rounded()), xHeight: Int((Double(own.xHeight) * k).rounded()))
    }

    /// `height` rounded up to the pixel grid of `scale` pixels per point (unchanged when the
    /// scale is not positive); a hair of tolerance keeps exact multiples where they are.
    static func roundedUp(_ height: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite, height.isFinite else { return height }
        return (height * scale - 1e-7).rounded(.up) / scale
    }
}
