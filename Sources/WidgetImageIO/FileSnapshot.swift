#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one version of a file: if any field changes, the contents may have.
struct FileSignature: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// The signature of the file at `path` now, or nil if it cannot be stat'ed.
    static func current(path: String) -> FileSignature? {
        var info = stat()
        return stat(path, &info) == 0 ? FileSignature(info) : nil
    }
}

/// Reads a whole file and its signature from one open descriptor, so the signature describes
/// exactly the bytes that were read (a stat and a separate read could see two versions).
enum FileSnapshot {
    static func read(path: String) throws(ImageIOError) -> (bytes: [UInt8], signature: FileSignature) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: systemMessage(code))
        }
        defer { close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: systemMessage(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "it is not a regular file"
            throw .unreadable(path: path, reason: kind)
        }

        // Sized from fstat, but read until EOF in case the file grows meanwhile.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 65536))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                readDescriptor(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if got > 0 { filled += got; continue }
            if got == 0 { break }
            if errno == EINTR { continue }
            throw .unreadable(path: path, reason: systemMessage(errno))
        }
        bytes.removeSubrange(filled...)
        return (bytes, FileSignature(info))
    }

    /// The C library's text for an errno value.
    static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// `read(2)`; a file-scope name because `FileSnapshot.read` hides the C function inside the enum.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
