import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old file, the whole new file, or nothing.
///
/// The bytes go to a hidden temporary file in the same directory (so the rename cannot cross
/// file systems), which is then renamed over the destination. On any failure the temporary
/// file is removed and the destination is untouched. A new file gets the usual 0666 & ~umask
/// permissions; an existing destination is replaced, not rewritten in place.
public enum AtomicFile {
    /// Writes `bytes` to the file URL `url`. With `durable`, the data and the directory entry
    /// are also fsync'ed, so the file survives a power loss (slower: a disk flush).
    public static func write(_ bytes: [UInt8], to url: URL, durable: Bool = false) throws(ImageIOError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(ImageIOError) in try write(buffer, to: url, durable: durable) }
        }
        try result.get()
    }

    /// Writes `data` to the file URL `url`; see the `[UInt8]` overload.
    public static func write(_ data: Data, to url: URL, durable: Bool = false) throws(ImageIOError) {
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(ImageIOError) in try write(buffer, to: url, durable: durable) }
        }
        try result.get()
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to url: URL, durable: Bool) throws(ImageIOError) {
        let path = url.path(percentEncoded: false)
        guard url.isFileURL, !path.isEmpty, !path.hasSuffix("/") else {
            throw .writeFailed(path: url.absoluteString, reason: "not a file URL")
        }
        let directory = url.deletingLastPathComponent().path(percentEncoded: false)
        let temporary = directory + (directory.hasSuffix("/") ? "" : "/") + ".\(url.lastPathComponent).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }

        var written = 0
        while written < buffer.count {
            let count = writeDescriptor(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            if count > 0 { written += count; continue }
            if count < 0 && errno == EINTR { continue }
            let code = count < 0 ? errno : EIO
            close(descriptor)
            throw failure(path, code)
        }
        if durable && fsync(descriptor) != 0 {
            let code = errno
            close(descriptor)
            throw failure(path, code)
        }
        // close can report a delayed write error (e.g. on network file systems).
        guard close(descriptor) == 0 else { throw failure(path, errno) }
        guard rename(temporary, path) == 0 else { throw failure(path, errno) }
        keepTemporary = true // it is the destination now

        if durable {
            let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
            if directoryDescriptor >= 0 {
                _ = fsync(directoryDescriptor)
                close(directoryDescriptor)
            }
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> ImageIOError {
        let reason = code == ENOENT ? "the directory does not exist" : FileSnapshot.systemMessage(code)
        return .writeFailed(path: path, reason: reason)
    }
}

/// `write(2)`; a file-scope name because `AtomicFile.write` hides the C function inside the enum.
private func writeDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
