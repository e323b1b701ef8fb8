import Foundation

/// The process-wide font cache: one ``FontFace`` per font file, opened on first use and kept
/// for the life of the process, so no font is ever parsed twice, however many ``FontLibrary``
/// instances point at it.
final class FaceStore: @unchecked Sendable {
    static let shared = FaceStore()

    private struct State {
        var faces: [String: FontFace] = [:]
        var failures: Set<String> = []
        var nextID = 1
    }

    private let state = Locked(State())

    /// The face for the font file at `path` (face index 0), opening it on first use.
    /// `tracking` and `systemLineMetrics` are recorded the first time the file is opened.
    func face(atPath path: String, tracking: OpticalTracking? = nil, systemLineMetrics: Bool = false,
              partner: (path: String, isDisplayCut: Bool)? = nil) -> Result<FontFace, FontLibraryError> {
        state.withLock { s in
            if let face = s.faces[path] { return .success(face) }
            if s.failures.contains(path) { return .failure(.cannotOpen(path: path, code: -1)) }
            guard let face = FontFace(id: s.nextID, path: path, tracking: tracking, systemLineMetrics: systemLineMetrics,
                                          partner: partner) else {
                s.failures.insert(path)
                return .failure(.cannotOpen(path: path, code: -1))
            }
            s.nextID += 1
            s.faces[path] = face
            return .success(face)
        }
    }
}
