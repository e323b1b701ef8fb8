import CFreeType
import Foundation

/// The process-wide font cache: one FT_Library and one ``FontFace`` per font file, opened on
/// first use and kept for the life of the process, so no font is ever parsed twice, however
/// many ``FontLibrary`` instances point at it.
final class FaceStore: @unchecked Sendable {
    static let shared = FaceStore()

    private struct State {
        var library: FT_Library?
        var faces: [String: FontFace] = [:]
        var failures: [String: Int32] = [:]
        var nextID = 1
    }

    private let state = Locked(State())

    /// The face for the font file at `path` (face index 0), opening it on first use.
    func face(atPath path: String) -> Result<FontFace, FontLibraryError> {
        state.withLock { s in
            if let face = s.faces[path] { return .success(face) }
            if let code = s.failures[path] { return .failure(.cannotOpen(path: path, code: code)) }
            if s.library == nil {
                var lib: FT_Library?
                let err = FT_Init_FreeType(&lib)
                guard err == 0, let lib else { return .failure(.cannotOpen(path: path, code: err)) }
                s.library = lib
            }
            var ft: FT_Face?
            let err = FT_New_Face(s.library, path, 0, &ft)
            guard err == 0, let ft else {
                s.failures[path] = err == 0 ? -1 : err
                return .failure(.cannotOpen(path: path, code: err == 0 ? -1 : err))
            }
            guard let face = FontFace(id: s.nextID, path: path, face: ft) else {
                FT_Done_Face(ft)
                s.failures[path] = -1
                return .failure(.cannotOpen(path: path, code: -1))
            }
            s.nextID += 1
            s.faces[path] = face
            return .success(face)
        }
    }
}
