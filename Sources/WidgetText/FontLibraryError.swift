import Foundation

/// Why the bundled fonts could not be used. Every message names the folder and the fix.
public enum FontLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder does not exist (or is not a folder).
    case folderNotFound(URL)
    /// The folder exists but holds no `Inter/Inter-Regular.otf`.
    case noFonts(URL)
    /// No folder was given and none was found: lists the places searched.
    case defaultFolderNotFound(searched: [URL])
    /// A font file could not be read as a font (missing, corrupt or not a font); `code` is -1
    /// (HarfBuzz gives no error code).
    case cannotOpen(path: String, code: Int32)

    /// A message for the developer: what is wrong, where, and how to fix it.
    public var description: String {
        let fix = "Pass the repository's Fonts folder (it must contain Inter/Inter-Regular.otf) "
            + "or set the WIDGETRENDER_FONTS environment variable to it."
        switch self {
        case .folderNotFound(let url):
            return "WidgetRender font folder not found at \(url.path). \(fix)"
        case .noFonts(let url):
            let hint = FileManager.default.fileExists(atPath: url.appendingPathComponent("Inter-Regular.otf").path)
                ? " (this looks like Fonts/Inter itself: pass its parent, the Fonts folder)" : ""
            return "WidgetRender font folder \(url.path) has no Inter/Inter-Regular.otf\(hint). \(fix)"
        case .defaultFolderNotFound(let searched):
            return "WidgetRender could not find its bundled fonts; searched: "
                + searched.map(\.path).joined(separator: ", ") + ". \(fix)"
        case .cannotOpen(let path, let code):
            return "WidgetRender could not read the font file \(path) (error \(code)). "
                + "Restore the file from the repository's Fonts folder."
        }
    }
}
