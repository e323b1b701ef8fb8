/// Which SF Symbols follow the layout direction.
///
/// SF Symbols names an arrow or a chevron that means "next" or "back" with `forward` and
/// `backward` (`chevron.forward`, `arrow.up.backward`), and those draw mirrored in a
/// right-to-left layout; the `left` and `right` names mean a fixed direction and never flip
/// (SF Symbols 2, WWDC20 "What's new in SF Symbols"; HIG "Right to left": flip interface icons
/// that show forward or backward motion, keep those that point to a real direction).
enum SymbolDirection {
    /// Whether `name` mirrors in a right-to-left layout: an arrow or chevron with a `forward` or
    /// `backward` part. Media symbols (`forward.fill`, `backward.end`) do not: they show a tape's
    /// direction, not reading order.
    static func followsLayoutDirection(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let first = parts.first, first.hasPrefix("arrow") || first.hasPrefix("chevron") else { return false }
        return parts.contains("forward") || parts.contains("backward")
    }

    /// The direction-following name for an arrow or chevron named with `left`/`right`
    /// (`chevron.right` → `chevron.forward`), when `known` has it; nil for every other name.
    static func directionalName(for name: String, known: (String) -> Bool) -> String? {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first, first.hasPrefix("arrow") || first.hasPrefix("chevron"),
              parts.contains("left") || parts.contains("right") else { return nil }
        let swapped = parts.map { $0 == "left" ? "backward" : $0 == "right" ? "forward" : $0 }.joined(separator: ".")
        return known(swapped) ? swapped : nil
    }
}
