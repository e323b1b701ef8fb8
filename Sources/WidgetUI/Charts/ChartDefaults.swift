/// The numbers charts are drawn with when the code does not say, and where they come from.
///
/// Apple documents Swift Charts' structure but few of its sizes. Sourced: the series palette
/// (blue, green, orange, purple, red, cyan, yellow, repeating; Stack Overflow 79405781 observed
/// on iOS 18.3, and the same list in daniel-amoafo/reports `CategoryListFeature.swift`; the first
/// three in the alt text of Apple's `AreaMark`/`PointMark` pages), the default mark colour (blue,
/// `AreaMark` page), the y axis on the trailing edge (WWDC22 "Swift Charts: Raise the bar"
/// 17:05), zero in every automatic number domain (`ScaleDomain` page: "the framework includes
/// zero by default"), domains rounded to nice values (observed on Apple's pages: 5 → 6, 40 → 40,
/// 85 → 100, 137 → 150, 1.1 → 1.5; explicit 0…100 labelled 0/25/50/75/100), a legend below the
/// plot for `foregroundStyle(by:)`, stacking of bars at the same position (`BarMark` page), the
/// symbol order circle, square, triangle, diamond, pentagon (Stack Overflow 79405781).
///
/// Our rule where Apple publishes nothing (said by the `chartDefaultsEstimated` diagnostic):
/// the sizes below.
enum ChartDefaults {
    /// Four intervals fit every nice domain Apple's pages show (5 → 0…6 by 2, 40 → 0…40 by 10,
    /// 85 → 0…100 by 25, 137 → 0…150 by 50, 1.1 → 0…1.5 by 0.5).
    static let desiredIntervals = 4
    /// Fewer intervals while labels would stand closer than this (our rule).
    static let minimumYTickSpacing = 18.0
    static let minimumXLabelSpacing = 44.0
    /// Nice steps: 1, 2, 2.5 and 5 times a power of ten.
    static let niceSteps: [Double] = [1, 2, 2.5, 5, 10]

    static let labelFontSize = 11.0           // .caption2
    static let yLabelGap = 4.0
    static let xLabelGap = 4.0
    static let tickLength = 4.0
    static let gridLineWidth = 0.5
    static let dateGridDash: [Double] = [2, 2]
    static let gridOpacity = 0.5               // of the secondary label colour
    static let lineWidth = 2.0
    static let ruleWidth = 1.0
    /// A symbol's area in square points: a 7-point circle.
    static let symbolArea = 49.0
    /// Bars fill this share of their band (a category, a date unit).
    static let barBandRatio = 0.8
    static let annotationSpacing = 4.0
    static let legendGap = 8.0
    static let legendItemSpacing = 12.0
    static let legendSymbolSize = 7.0
    static let legendSymbolSpacing = 4.0
}
