/// The numbers gauges and progress views are drawn with, and where they come from.
///
/// Circular arcs are measured on real iOS renders: `shared/oracles/home-assistant-ios/gaugeWidget*.png`
/// (iPhone 17 simulator, @3x), which draw `Circle().trim(from: 0, to: 0.75 × value)
/// .rotation(.degrees(135)).stroke(.tint, StrokeStyle(lineWidth: 15, lineCap: .round))` in a
/// 150-pt frame scaled by 0.72 (home-assistant/iOS `GaugeArcView.swift`,
/// `WidgetGaugeContentView.swift`). Measured there: outer arc diameter 356 px = 118.7 pt
/// (expected (150 + 15) × 0.72 = 118.8), stroke 32–33 px = 10.8 pt (15 × 0.72), the gap's round
/// caps bottoming out at y = 393 px (expected 392.8), track pixels (191, 230, 241) over white
/// for tint (0, 154, 199): the track is the tint at 25 % opacity. Apple's accessory gauges are
/// drawn with the same proportions here: a 270° sweep (a 90° gap centred at the bottom), a
/// stroke of 10 % of the ring's side, round caps, a 25 % track. Apple does not publish its own
/// numbers; these are our rule where they differ.
enum GaugeMetrics {
    /// The part of a full turn an open (accessoryCircular) gauge sweeps.
    static let openSweep = 0.75
    /// Rotation putting an open sweep's gap at the bottom: it starts at 135° (bottom-left).
    static let openStartDegrees = 135.0
    /// Stroke width as a fraction of the ring's side.
    static let lineWidthRatio = 0.1
    /// Opacity of the unfilled track relative to the tint.
    static let trackOpacity = 0.25

    /// Linear bars (ProgressView `.linear`, linear gauges): 4 pt tall capsules, the height of
    /// UIKit's default `UIProgressView` bar since iOS 14 (our reading; Apple documents no
    /// height); accessory linear bars are 6 pt (our rule).
    static let barHeight = 4.0
    static let accessoryBarHeight = 6.0
    /// The diameter of the value marker on `.accessoryLinear` (bar height plus 2 pt).
    static let linearMarker = 8.0
    /// Space between a gauge's or progress view's label, bar and value label.
    static let labelSpacing = 4.0
    /// The circular progress ring and spinner: 20 pt, the medium `UIActivityIndicatorView`.
    static let circularSide = 20.0
    /// The side an accessory circular gauge takes when offered nothing: the accessoryCircular
    /// widget's side on 6.1-inch iPhones (72 pt, HIG "Widgets" size table).
    static let accessoryCircularSide = 72.0
}
