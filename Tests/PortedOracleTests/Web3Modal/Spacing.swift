import Foundation

public enum Spacing {
    /// 0 points
    public static var zero: CGFloat = 0
    /// 2 points
    public static var xxxxs: CGFloat = 2
    /// 4 points
    public static var xxxs: CGFloat = 4
    /// 6 points
    public static var xxs: CGFloat = 6
    /// 8 points
    public static var xs: CGFloat = 8
    /// 12 points
    public static var s: CGFloat = 12
    /// 14 points
    public static var m: CGFloat = 14
    /// 16 points
    public static var l: CGFloat = 16
    /// 20 points
    public static var xl: CGFloat = 20
    /// 24 points
    public static var xxl: CGFloat = 24
    /// 80 points
    public static var xxxl: CGFloat = 80
}
