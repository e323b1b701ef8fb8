import WidgetCore

/// The flattened continuous-corner masks of the widget sizes a process has met.
///
/// Every link map needs its widget's mask to answer "is this tap on the widget", and flattening
/// the four corners costs about as much as laying out a small widget. A process renders a few
/// sizes (a device's families) over and over, so each is flattened once.
enum MaskPolygonCache {
    private struct Key: Hashable, Sendable {
        var width, height, radius: UInt64
    }

    // Sizes come from device catalogs and user options; the limit only stops a process asked
    // for endless sizes from growing without end.
    private static let polygons = ProcessMemo<Key, FlatPolygon>(limit: 64)

    /// The continuous rounded rectangle of `size` with `radius`, flattened.
    static func polygon(size: Size, radius: Double) -> FlatPolygon {
        polygons.value(for: Key(width: size.width.bitPattern, height: size.height.bitPattern, radius: radius.bitPattern)) {
            FlatPolygon(.roundedRect(Rect(origin: .zero, size: size), cornerRadius: radius, style: .continuous))
        }
    }
}
