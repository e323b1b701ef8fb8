import Foundation

/// The C library's allocator, tuned for processes that render many widgets: a long-running
/// server, a gallery, a batch.
///
/// glibc serves each block of 128 KiB or more from a fresh `mmap` and unmaps it when freed,
/// raising that threshold only as larger blocks come and go, and hands the top of its heap back
/// as soon as 128 KiB of it are free. A render frees its canvas (a 3x medium widget's is
/// 1.9 MB), its blur buffers and its PNG buffers, so the next render maps them again and takes
/// a page fault for each 4 KiB it touches: 3.5 ms of system time for each weather render in a
/// loop, against 10 of user time (200 renders, this VM). Fixed thresholds keep blocks up to
/// 32 MiB in the heap for reuse and still give back a free top past 8 MiB (mallopt(3)).
/// Elsewhere than glibc this does nothing.
package enum Allocator {
    /// Fixes glibc's mmap and trim thresholds for the process (see above); call once, early.
    package static func tuneForRendering() {
        guard let mallopt = mallopt else { return }
        _ = mallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD: the largest glibc allows on 64-bit
        _ = mallopt(-1, 8 << 20)   // M_TRIM_THRESHOLD
    }

    /// Gives the free pages of every arena back to the system (`malloc_trim(0)`); false where
    /// the C library cannot.
    @discardableResult
    package static func trim() -> Bool {
        guard let mallocTrim else { return false }
        _ = mallocTrim(0)
        return true
    }

    private static let mallopt = cFunction("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)

    /// glibc's `malloc_trim`, looked up at run time: Swift's Glibc module does not declare it,
    /// and other C libraries (musl) have none.
    private static let mallocTrim = cFunction("malloc_trim", as: (@convention(c) (Int) -> Int32).self)

    /// A C function of the process by name, or nil where the C library has none.
    private static func cFunction<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
}
