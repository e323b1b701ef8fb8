/// SwiftUI's `ColorScheme`: the light or dark appearance a widget is drawn in, and so which
/// home-screen screenshot (light or dark) a transparent widget is cut from.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable, Codable {
    /// The light or the dark appearance.
    case light, dark
}
