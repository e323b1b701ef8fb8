import Foundation

/// Where a control (`ControlWidget`) is shown, each drawn at the sizes of
/// `Sources/HomeScreen/Resources/control-geometry.json`.
public enum ControlPresentation: String, CaseIterable, Sendable, Codable {
    /// Control Center's 1×1 module: the symbol in a circle.
    case small = "controlSmall"
    /// Control Center's 2×1 module: the symbol's circle beside the title and value.
    case medium = "controlMedium"
    /// Control Center's 2×2 module: the symbol at the top, the title and value below.
    case large = "controlLarge"
    /// One of the Lock Screen's two bottom buttons.
    case lockScreen = "controlLockScreen"
}
