/// Why a widget could not be rendered; `description` is the message for the user.
public enum RenderError: Error, CustomStringConvertible {
    case viewTree(ViewTreeError)
    /// The bundled fonts could not be found or opened.
    case fonts(String)
    case unsupportedFamily(WidgetFamily, DeviceProfile)
    case raster(String)
    case encoding(ImageIOError)
    /// `strict` rendering found error diagnostics.
    case diagnostics([Diagnostic])

    public var description: String {
        switch self {
        case .viewTree(let e): return e.description
        case .fonts(let m): return m
        case .unsupportedFamily(let f, let d):
            return "\(d.name) has no \(f.shortName) widget size; render small, medium or large (extra large widgets are iPad only)."
        case .raster(let m): return "Rasterizing failed: \(m)"
        case .encoding(let e): return e.description
        case .diagnostics(let ds):
            return "The render reported \(ds.count) error\(ds.count == 1 ? "" : "s"):\n" + ds.map { "  - \($0)" }.joined(separator: "\n")
        }
    }
}
