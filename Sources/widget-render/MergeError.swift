import Foundation
import WidgetRender

/// A file of a shard (a gallery's manifest, a check's report) that `merge` reads: it says which
/// format of the file it is written in.
protocol ShardFile: Decodable {
    /// The format this widget-render writes and reads.
    static var currentFormat: Int { get }
    /// The format the file was written in.
    var format: Int { get }
}

extension GalleryShardManifest: ShardFile {}
extension CheckShardReport: ShardFile {}

/// Why shards could not be merged: the file or folder, what is wrong, and what to do.
struct MergeError: Error, CustomStringConvertible {
    let place: String
    let problem: String

    init(_ place: String, _ problem: String) {
        self.place = place
        self.problem = problem
    }

    var description: String { "\(place): \(problem)" }

    /// A decoding error with the JSON pointer of the value it is about.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            let pointer = JSONPointer(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue })
            return "at \(pointer): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

extension MergeError {
    /// Reads and decodes the shard file at `path`: `missing` when there is none, the decoding
    /// error's JSON pointer when it is not a `kind` (with `rewrite` as the advice), and a format
    /// mismatch when another widget-render wrote it (`redo`: "Render" or "Check" every shard).
    static func readShardFile<File: ShardFile>(at path: String, missing: String, kind: String, rewrite: String,
                                               redo: String) throws(MergeError) -> File {
        guard let data = FileManager.default.contents(atPath: path) else { throw MergeError(path, missing) }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw MergeError(path, "not a \(kind) (\(describe(error))). \(rewrite)")
        }
        guard file.format == File.currentFormat else {
            throw MergeError(path, "written in \(kind.split(separator: " ").last ?? "") format \(file.format); this widget-render reads "
                             + "\(File.currentFormat). \(redo) every shard with the same widget-render as the merge.")
        }
        return file
    }
}
