/// WidgetCore: the value types every stage of the pipeline shares.
///
/// Contract: pure Swift, no I/O, no C libraries. Geometry is in points (Double) with the
/// origin at the top-left and y growing downwards, as in SwiftUI. A ``DisplayList`` is the
/// hand-off between layout and rasterization: absolute coordinates, everything resolved.
public enum WidgetCoreInfo {}
