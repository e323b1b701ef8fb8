/// Which face of the user font folder a ``FontSpec`` draws with. Pure: no I/O.
///
/// - `Font.custom(name, …)` (``FontSpec/family``): the face whose PostScript name is `name`,
///   else the best face of the family `name` for the spec's weight and slant. A name the folder
///   does not have falls back to the system font, with an `unknownFontName` diagnostic.
/// - The system font, by design, when the folder has Apple's families (as the SF fonts'
///   `name` tables spell them):
///
///   | design       | families tried, in order                                         |
///   |--------------|------------------------------------------------------------------|
///   | `.default`   | below 20 pt "SF Pro Text", "SF Pro", "SF Pro Display"; 20 pt and up "SF Pro Display", "SF Pro", "SF Pro Text" (SF Pro's optical switch) |
///   | `.rounded`   | "SF Pro Rounded"                                                 |
///   | `.serif`     | "New York Small" below 20 pt, "New York Medium" to 35, "New York Large" to 53, "New York Extra Large" above (New York's optical sizes), then "New York" |
///   | `.monospaced`| "SF Mono"                                                        |
///
///   A family that starts with the name and a space (e.g. "SF Pro Text Condensed") counts after
///   the exact ones; for `.default`, families containing "Rounded" are left out. Within the
///   family: the slant, then the width class nearest ``FontSpec/width`` (compressed 2,
///   condensed 3, standard 5, expanded 7), then the nearest weight (ties: the heavier).
/// - Otherwise (no such family in the folder) the bundled faces draw, as without a folder.
enum UserFontMatching {
    struct Key: Hashable, Sendable {
        var folder: String
        var spec: FontSpec
    }

    static func face(for spec: FontSpec, in folder: UserFontFolder) -> UserFontFolder.Face? {
        if let name = spec.family, let face = folder.face(named: name, weight: spec.weight.value, italic: spec.italic) {
            return face
        }
        return folder.bestFace(families: systemFamilies(spec), excluding: spec.design == .default ? ["Rounded"] : [],
                               weight: spec.weight.value, italic: spec.italic, widthClass: widthClass(spec.width))
    }

    static func systemFamilies(_ spec: FontSpec) -> [String] {
        switch spec.design {
        case .default:
            return spec.size < FontMatching.displayMinimumSize
                ? ["SF Pro Text", "SF Pro", "SF Pro Display"] : ["SF Pro Display", "SF Pro", "SF Pro Text"]
        case .rounded: return ["SF Pro Rounded"]
        case .monospaced: return ["SF Mono"]
        case .serif:
            let optical = spec.size < 20 ? "New York Small" : spec.size < 36 ? "New York Medium"
                : spec.size < 54 ? "New York Large" : "New York Extra Large"
            return [optical, "New York"]
        }
    }

    /// `OS/2` usWidthClass for a `Font.Width` value.
    static func widthClass(_ width: Double) -> Int {
        if width <= -0.25 { return 2 }
        if width < -0.05 { return 3 }
        if width > 0.05 { return 7 }
        return 5
    }
}
