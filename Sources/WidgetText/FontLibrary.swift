import Foundation
import WidgetCore

/// The bundled fonts: resolves a ``FontSpec`` to a font file and keeps its face open.
///
/// Only the folder's `Inter/` files are ever used (never fontconfig or system fonts). Faces are
/// opened with FreeType once per process (see the matching rules on weight, italic, optical
/// size and design in the table below) and shared by every library and engine. Thread-safe.
///
/// | FontWeight              | Inter file style |
/// |-------------------------|------------------|
/// | ultraLight, thin, light | Light            |
/// | regular                 | Regular          |
/// | medium                  | Medium           |
/// | semibold                | SemiBold         |
/// | bold                    | Bold             |
/// | heavy                   | ExtraBold        |
/// | black                   | Black            |
///
/// - Italic: Regular, Medium, SemiBold, Bold have italic files; other weights use the upright face.
/// - Optical size: upright text of 20 pt or more uses InterDisplay (Regular, SemiBold, Bold),
///   like SF Pro switching to its Display cut at 20 pt.
/// - Design: `.rounded` and `.serif` fall back to Inter; `.monospaced` is Inter with tabular
///   figures (`tnum`).
public final class FontLibrary: @unchecked Sendable {
    /// The library over the default folder: `$WIDGETRENDER_FONTS`, else the repository's
    /// `Fonts/` (found from this source file), else a `Fonts/` beside or above the executable.
    /// It never traps: when no folder is found, ``loadError`` says why and text is laid out
    /// with nominal metrics and no glyphs. Call ``validate()`` to turn that into an error.
    public static let shared: FontLibrary = {
        switch FontDirectory.resolveDefault() {
        case .success(let url):
            do { return try FontLibrary(directory: url) } catch let error as FontLibraryError {
                return FontLibrary(unusable: url, error: error)
            } catch {
                return FontLibrary(unusable: url, error: .folderNotFound(url))
            }
        case .failure(let error):
            return FontLibrary(unusable: URL(fileURLWithPath: "Fonts", isDirectory: true), error: error)
        }
    }()

    /// The font folder (the one holding `Inter/`).
    public let directory: URL
    /// Why this library has no fonts, or nil when it is usable.
    public let loadError: FontLibraryError?

    private let interFolder: URL
    /// File names present in `Inter/`.
    private let available: Set<String>
    private let store = FaceStore.shared
    private let matches = Locked([FontMatching.Request: FontFace]())

    /// Opens the font folder at `directory` (which must contain `Inter/Inter-Regular.otf`).
    /// Throws ``FontLibraryError/folderNotFound(_:)`` or ``FontLibraryError/noFonts(_:)``, or
    /// ``FontLibraryError/cannotOpen(path:code:)`` when FreeType rejects Inter-Regular.
    public init(directory: URL) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDir), isDir.boolValue else {
            throw FontLibraryError.folderNotFound(directory)
        }
        guard FontDirectory.isUsable(directory) else { throw FontLibraryError.noFonts(directory) }
        self.directory = directory
        interFolder = directory.appendingPathComponent("Inter", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: interFolder.path)) ?? []
        available = Set(names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") })
        loadError = nil
        if case .failure(let error) = store.face(atPath: interFolder.appendingPathComponent(FontMatching.lastResort).path) {
            throw error
        }
    }

    /// A library without fonts (the folder could not be used): text gets nominal metrics.
    init(unusable directory: URL, error: FontLibraryError) {
        self.directory = directory
        interFolder = directory.appendingPathComponent("Inter", isDirectory: true)
        available = []
        loadError = error
    }

    /// The default folder as ``shared`` resolves it, or the error saying where it looked.
    public static func defaultDirectory() -> Result<URL, FontLibraryError> {
        FontDirectory.resolveDefault()
    }

    /// Throws ``loadError`` when this library has no usable fonts.
    public func validate() throws {
        if let loadError { throw loadError }
    }

    /// The face a spec draws with: see the matching table on ``FontLibrary``.
    public func handle(for spec: FontSpec) -> FontHandle {
        face(for: spec).handle
    }

    /// The faces to try for a spec, in order, for per-cluster fallback. Today this is the one
    /// matched Inter face; CJK and emoji fallbacks will be appended here.
    public func handles(for spec: FontSpec) -> [FontHandle] {
        faces(for: spec).map(\.handle)
    }

    /// Vertical metrics of the face a spec draws with, at the spec's size.
    public func metrics(for spec: FontSpec) -> FontMetrics {
        face(for: spec).units.metrics(size: max(0, spec.size.isFinite ? spec.size : 0))
    }

    /// The fallback chain for a spec, primary face first (see ``handles(for:)``).
    func faces(for spec: FontSpec) -> [FontFace] {
        [face(for: spec)]
    }

    /// The primary face for a spec; the placeholder face when the folder is unusable.
    func face(for spec: FontSpec) -> FontFace {
        let request = FontMatching.request(for: spec)
        if let face = matches.withLock({ $0[request] }) { return face }
        var chosen = FontFace.placeholder
        if loadError == nil {
            for name in FontMatching.candidates(for: request) where available.contains(name) {
                if case .success(let face) = store.face(atPath: interFolder.appendingPathComponent(name).path) {
                    chosen = face
                    break
                }
            }
        }
        matches.withLock { $0[request] = chosen }
        return chosen
    }
}
