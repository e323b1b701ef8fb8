/// The codes of the diagnostics about SF Symbols and SVG images.
extension DiagnosticCode {
    /// An SF Symbol drawn with a bundled open icon that only resembles it (information).
    public static let symbolApproximated = DiagnosticCode("symbolApproximated")
    /// An SF Symbol name with no bundled icon and no user SVG: a placeholder box is drawn.
    public static let unknownSymbol = DiagnosticCode("unknownSymbol")
    /// `Image(systemName:variableValue:)`: the whole symbol is drawn, the value is ignored (information).
    public static let symbolVariableValueIgnored = DiagnosticCode("symbolVariableValueIgnored")
    /// An SVG file that librsvg could not read; the bundled icon is drawn instead.
    public static let invalidSVG = DiagnosticCode("invalidSVG")
}

extension DiagnosticCode {
    /// In a right-to-left layout, an arrow or chevron named `left`/`right` that has a
    /// `backward`/`forward` form: it keeps pointing the same way while the layout mirrors.
    public static let fixedDirectionSymbol = DiagnosticCode("fixedDirectionSymbol")
}
