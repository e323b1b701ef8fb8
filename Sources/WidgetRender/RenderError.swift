import WidgetRaster

/// Why a widget could not be rendered; `description` is the message for the user.
///
/// Each case keeps the typed error of the stage that failed, so callers can tell them apart;
/// the command line turns any of them into one paragraph at its edge.
public enum RenderError: Error, CustomStringConvertible {
    /// The template, its data or its parameters.
    case template(TemplateError)
    /// The view tree could not be resolved (nested too deeply, or a view threw).
    case viewTree(ViewTreeError)
    /// The bundled fonts could not be found or opened.
    case fonts(FontLibraryError)
    /// The device has no size for the family: `systemExtraLarge` on an iPhone, or a Lock Screen family on a screen Apple's table does not list.
    case unsupportedFamily(WidgetFamily, DeviceProfile)
    /// The home-screen screenshot, device, layout or slot.
    case homeScreen(HomeScreenError)
    /// Cairo could not draw the display list.
    case raster(RasterError)
    /// The image could not be encoded or written.
    case encoding(ImageIOError)
    /// `strict` rendering found error diagnostics.
    case diagnostics([Diagnostic])
    /// A source of renders refused or failed: a preview's or a widget's own code threw while
    /// building a view, or a family it does not show was asked for. The message names it.
    case source(name: String, message: String)

    public var description: String {
        switch self {
        case .template(let e): return e.description
        case .viewTree(let e): return e.description
        case .fonts(let e): return e.description
        case .unsupportedFamily(let f, _) where f == .accessoryCorner:
            return "accessoryCorner is the Apple Watch face's corner; no iPhone draws it. Render circular, rectangular or inline for the Lock Screen."
        case .unsupportedFamily(let f, let d):
            return "\(d.name) has no \(f.shortName) widget size; render small, medium or large (extra large widgets are iPad only)."
        case .homeScreen(let e): return e.description
        case .raster(let e): return "Rasterizing failed: \(e)"
        case .encoding(let e): return e.description
        case .diagnostics(let ds):
            return "The render reported \(ds.count) error\(ds.count == 1 ? "" : "s"):\n" + ds.map { "  - \($0)" }.joined(separator: "\n")
        case .source(_, let message): return message
        }
    }
}
