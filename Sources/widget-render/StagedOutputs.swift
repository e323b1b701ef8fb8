import Foundation
import Synchronization
import WidgetRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output that could not be written: the path, why, and what to do.
struct OutputError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    let advice: String
    var description: String { "Cannot write \(path): \(reason). \(advice)" }

    init(path: String, reason: String, advice: String) {
        self.path = path; self.reason = reason; self.advice = advice
    }

    /// The reason and advice for a failed system call's `errno`.
    init(path: String, errno code: Int32, doing: String) {
        self.path = path
        switch code {
        case EACCES, EPERM:
            reason = "permission denied while \(doing)"
            advice = "Choose a folder you can write to (--out-dir), or fix its permissions."
        case ENOTDIR:
            reason = "a part of the path is a file, not a folder"
            advice = "Give a path whose folders are folders."
        case EISDIR:
            reason = "a folder of that name is already there"
            advice = "Move the folder away or choose another output path."
        case EEXIST:
            reason = "a file of that name is already there and is not a folder"
            advice = "Move the file away or choose another --out-dir."
        case ENOSPC, EDQUOT:
            reason = "the disk is full"
            advice = "Free some space and run again."
        case EROFS:
            reason = "the file system is read-only"
            advice = "Choose a folder on a writable disk."
        default:
            reason = "\(String(cString: strerror(code))) while \(doing)"
            advice = "Check the path and run again."
        }
    }
}

/// Every output of one command, prepared first and moved into place only when all of them
/// succeeded: a failure leaves no new file behind, and removes the folders it created.
/// Files may be added from several threads at once.
final class StagedOutputs: Sendable {
    private struct Staged {
        var files: [(temporary: String, destination: String)] = []
        var createdFolders: [String] = []
        var serial = 0
    }
    private let state = Mutex(Staged())

    /// Creates `path` (and its parents) if missing; refuses a file in the way.
    func folder(_ path: String) throws(OutputError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputError(path: path, errno: EEXIST, doing: "creating the output folder") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try folder(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw OutputError(path: path, errno: errno, doing: "creating the output folder")
        }
        state.withLock { $0.createdFolders.append(path) }
    }

    /// Writes `bytes` beside `url` under a hidden name; ``commit()`` moves it into place.
    func add(_ bytes: [UInt8], to url: URL) throws(OutputError) {
        let destination = url.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputError(path: destination, errno: EISDIR, doing: "writing the file")
        }
        let serial = state.withLock { s in
            s.serial += 1
            return s.serial
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(serial).staged").path
        do {
            try AtomicFile.write(bytes, to: URL(fileURLWithPath: temporary))
        } catch {
            var reason = error.description
            if case .writeFailed(_, let why) = error { reason = why }
            throw OutputError(path: destination, reason: reason,
                              advice: "Choose a folder you can write to (--out-dir, -o), or free some space.")
        }
        state.withLock { $0.files.append((temporary, destination)) }
    }

    /// Writes `text` as UTF-8; see ``add(_:to:)-([UInt8],_)``.
    func add(text: String, to url: URL) throws(OutputError) {
        try add(Array(text.utf8), to: url)
    }

    /// Moves every staged file into place, in the order they were added.
    func commit() throws(OutputError) {
        let (files, folders) = state.withLock { s in
            defer { s.files = []; s.createdFolders = [] }
            return (s.files, s.createdFolders)
        }
        var moved: [String] = []
        for (index, file) in files.enumerated() {
            let existed = FileManager.default.fileExists(atPath: file.destination)
            guard rename(file.temporary, file.destination) == 0 else {
                let code = errno
                for path in moved { unlink(path) }
                for rest in files[index...] { unlink(rest.temporary) }
                for folder in folders.reversed() { rmdir(folder) }
                throw OutputError(path: file.destination, errno: code, doing: "moving the file into place")
            }
            if !existed { moved.append(file.destination) }
        }
    }

    /// Removes every staged file and the folders this command created.
    func discard() {
        let (files, folders) = state.withLock { s in
            defer { s.files = []; s.createdFolders = [] }
            return (s.files, s.createdFolders)
        }
        for file in files { unlink(file.temporary) }
        for folder in folders.reversed() { rmdir(folder) }
    }

    deinit { discard() }
}
