import Foundation

public enum Radius {
    /// Default 4 points
    public static var masterRadius: CGFloat = 4
    
    /// Default 4 points
    public static var xxxxxs: CGFloat = masterRadius
    /// Default 6 points
    public static var xxxxs: CGFloat = masterRadius * 1.5
    /// Default 8 points
    public static var xxxs: CGFloat = masterRadius * 2
    /// Default 12 points
    public static var xxs: CGFloat = masterRadius * 3
    /// Default 16 points
    public static var xs: CGFloat = masterRadius * 4
    /// Default 20 points
    public static var s: CGFloat = masterRadius * 5
    /// Default 28 points
    public static var m: CGFloat = masterRadius * 7
    /// Default 36 points
    public static var l: CGFloat = masterRadius * 9
    /// Default 80 points
    public static var xxxl: CGFloat = masterRadius * 20
}
