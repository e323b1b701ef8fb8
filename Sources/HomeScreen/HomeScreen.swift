// Pixel geometry (`PixelSize`, `PixelRect`) and `ColorScheme` are WidgetCore's; users of this
// module name them without importing it.
@_exported import WidgetCore

/// HomeScreen: the "transparent" widget background.
///
/// iOS widgets cannot be transparent, so apps fake it: the user screenshots an empty home-screen
/// page (portrait, jiggle mode, last page) and the widget draws, as its background, the exact
/// rectangle of that screenshot where the widget sits. This module knows where that rectangle is.
///
/// Contract:
/// - Geometry is data, not code: ``DeviceCatalog`` loads `Resources/device-catalog.json` (one entry
///   per screenshot pixel size, every number naming its source) or a user's file of the same
///   schema, and validates both with the same checks (``GeometryValidator``). Errors name the file
///   and the JSON pointer of the field.
/// - Devices are detected from the screenshot's pixel size only. A size shared by two phones is an
///   error listing the choices unless one is named; a landscape screenshot or an unknown size is an
///   error, never an approximate crop.
/// - A ``SlotPlacement`` is an exact pixel rectangle; ``Screenshot/crop(_:)`` copies those pixels
///   unchanged. Screenshot files are checked (size on disk, header, known pixel size) before they
///   are decoded, and decoded images are cached by content (``ImageCache``).
/// - Errors are ``HomeScreenError`` values whose description names the file, field or device and
///   says what to do. Nothing here traps on user input: no `try!`, force unwraps or `fatalError`.
public enum HomeScreenInfo {
    /// The schema identifier every geometry file must declare in its `schema` field.
    public static let schema = "widget-render/device-geometry/1"
}
