import Synchronization
import WidgetCore

/// The flattened continuous-corner masks of the widget sizes a process has met.
///
/// Every link map needs its widget's mask to answer "is this tap on the widget", and flattening
/// the four corners costs about as much as laying out a small widget. A process renders a few
/// sizes (a device's families) over and over, so each is flattened once.
enum MaskPolygonCache {
    private struct Key: Hashable {
        var width, height, radius: UInt64
    }

    private static let polygons = Mutex<[Key: FlatPolygon]>([:])

    /// The continuous rounded rectangle of `size` with `radius`, flattened.
    static func polygon(size: Size, radius: Double) -> FlatPolygon {
        let key = Key(width: size.width.bitPattern, height: size.height.bitPattern, radius: radius.bitPattern)
        if let known = polygons.withLock({ $0[key] }) { return known }
        let polygon = FlatPolygon(.roundedRect(Rect(origin: .zero, size: size), cornerRadius: radius, style: .continuous))
        polygons.withLock { table in
            // Sizes come from device catalogs and user options; the bound only stops a process
            // asked for endless sizes from growing without end.
            if table.count >= 64 { table.removeAll() }
            table[key] = polygon
        }
        return polygon
    }
}
