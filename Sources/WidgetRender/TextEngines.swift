import Foundation
import Synchronization

/// The text engine for a render: the shared one over the bundled fonts, or one per user font
/// folder (``RenderOptions/fontsFolder``), made once and kept, so a batch opens each folder once
/// and shares its shaping caches across threads.
enum TextEngines {
    private static let byFolder = Mutex([String: TextEngine]())

    static func engine(for folder: URL?) throws(RenderError) -> TextEngine {
        let shared = FontLibrary.shared
        if let e = shared.loadError { throw .fonts(e) }
        guard let folder else { return .shared }
        let key = folder.standardizedFileURL.path
        if let made = byFolder.withLock({ $0[key] }) { return made }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: key, isDirectory: &isFolder), isFolder.boolValue else {
            throw .fonts(.folderNotFound(folder))
        }
        let library: FontLibrary
        do {
            library = try FontLibrary(directory: shared.directory, userDirectory: folder.standardizedFileURL)
        } catch let e as FontLibraryError {
            throw .fonts(e)
        } catch {
            throw .fonts(.folderNotFound(folder))
        }
        return byFolder.withLock { engines in
            if let made = engines[key] { return made }
            let engine = TextEngine(fonts: library)
            engines[key] = engine
            return engine
        }
    }
}
