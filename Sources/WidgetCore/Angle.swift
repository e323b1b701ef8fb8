import Foundation

/// SwiftUI's `Angle`: a rotation in radians or degrees. Positive angles turn clockwise on
/// screen, because y grows downwards (as in SwiftUI).
public struct Angle: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// An angle of zero.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of `r` radians (`.radians(.pi)`).
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle of `d` degrees (`.degrees(90)`).
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// An angle of zero.
    public static let zero = Angle()

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `k`.
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public var description: String { "\(fmt(degrees))°" }
}
