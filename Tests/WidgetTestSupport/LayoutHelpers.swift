import WidgetUI

/// Lays `view` out in a rectangle at the origin, with the fixed-advance text measurer.
public func layout<V: View>(_ view: V, width: Double, height: Double,
                            environment: EnvironmentValues = EnvironmentValues()) throws -> WidgetLayout {
    try WidgetLayout(view, in: Rect(x: 0, y: 0, width: width, height: height), environment: environment,
                     textMeasurer: FixedAdvanceMeasurer())
}

/// A solid test bitmap of a given pixel size.
public func solidBitmap(width: Int, height: Int, argb: UInt32 = 0xFF336699) -> Bitmap {
    Bitmap(width: width, height: height, fill: argb) ?? Bitmap(width: 1, height: 1, fill: argb)!
}
