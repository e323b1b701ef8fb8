// Point sizes of iOS's text styles at each Dynamic Type size: data, not code.
//
// Source: Apple Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS Dynamic
// Type sizes" (one table per size, xSmall … AX5; the Size column), as published in the DocC
// JSON behind developer.apple.com/design/human-interface-guidelines/typography and mirrored in
// public HIG dumps (2025–2026). Leading and weights are in `Font.TextStyle`; Dynamic Type does
// not change weights.
//
// Columns: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
// caption, caption2.
let dynamicTypePointSizes: [DynamicTypeSize: [Double]] = [
    .xSmall:         [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
    .small:          [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
    .medium:         [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
    .large:          [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
    .xLarge:         [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
    .xxLarge:        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
    .xxxLarge:       [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
    .accessibility1: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
    .accessibility2: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
    .accessibility3: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
    .accessibility4: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
    .accessibility5: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
]

/// The column of each text style in ``dynamicTypePointSizes``.
let dynamicTypeColumns: [Font.TextStyle] = [.largeTitle, .title, .title2, .title3, .headline, .body, .callout,
                                            .subheadline, .footnote, .caption, .caption2]
