/// SwiftUI's `Visibility`: whether an element (a chart's axis or legend) is shown.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element's default.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
