import Foundation
import Testing
import WidgetCore
import WidgetImageIO

@Suite("ImageCache")
struct ImageCacheTests {
    /// PNG bytes of a 2×2 opaque bitmap of one color; stored (level 0) so every color has the
    /// same length.
    func png(_ color: UInt32) throws -> [UInt8] {
        let bitmap = try #require(Bitmap(width: 2, height: 2, fill: color))
        return try PNGEncoder.encode(bitmap, options: PNGEncodingOptions(compressionLevel: 0, filter: .none))
    }

    @Test("an unchanged file is decoded once and then served from memory")
    func unchangedFileIsCached() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("a.png")
        try AtomicFile.write(Fixture.bytes("rgb.png"), to: url)

        let cache = ImageCache()
        let first = try cache.image(atPath: url.path)
        let second = try cache.image(atPath: url.path)
        #expect(first === second)
        #expect(cache.decodeCount == 1)
        #expect(cache.hitCount == 1)
        #expect(cache.byteCount == 2 * 2 * 4)
    }

    @Test("a file rewritten with another size, or the same size and another mtime, is decoded again")
    func changedFileIsDecodedAgain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("a.png")
        let cache = ImageCache()

        try AtomicFile.write(Fixture.bytes("rgb.png"), to: url)
        #expect(try cache.image(atPath: url.path).width == 2)

        try AtomicFile.write(Fixture.bytes("interlaced.png"), to: url) // different size
        #expect(try cache.image(atPath: url.path).width == 9)
        #expect(cache.decodeCount == 2)

        let red = try png(argb(255, 255, 0, 0)), blue = try png(argb(255, 0, 0, 255))
        #expect(red.count == blue.count)
        try AtomicFile.write(red, to: url)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: url.path)
        #expect(try cache.image(atPath: url.path).pixels.first == argb(255, 255, 0, 0))
        try AtomicFile.write(blue, to: url)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 2_000_000)], ofItemAtPath: url.path)
        #expect(try cache.image(atPath: url.path).pixels.first == argb(255, 0, 0, 255))
        #expect(cache.decodeCount == 4)
        #expect(cache.count == 1)
    }

    @Test("a deleted file throws fileNotFound and leaves the cache")
    func deletedFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("gone.png")
        try AtomicFile.write(Fixture.bytes("rgb.png"), to: url)
        let cache = ImageCache()
        _ = try cache.image(atPath: url.path)
        try FileManager.default.removeItem(at: url)
        #expect(throws: ImageIOError.fileNotFound(path: url.path)) { try cache.image(atPath: url.path) }
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test("equal bytes (in different arrays) hit the content cache; other bytes decode")
    func contentKeyed() throws {
        let cache = ImageCache()
        let bytes = Fixture.bytes("rgba.png")
        let copy = Array(bytes[...]) // equal contents, separate storage
        let first = try cache.image(data: bytes)
        let second = try cache.image(data: copy)
        #expect(first === second)
        #expect(cache.decodeCount == 1)
        #expect(cache.byteCount == 2 * 4 + bytes.count) // pixels plus the kept source bytes

        let other = try cache.image(data: Fixture.bytes("rgb.png"))
        #expect(other !== first)
        #expect(cache.decodeCount == 2)
    }

    @Test("past the byte budget the least recently used image is evicted")
    func leastRecentlyUsedEviction() throws {
        let a = try png(argb(255, 1, 0, 0)), b = try png(argb(255, 2, 0, 0)), c = try png(argb(255, 3, 0, 0))
        let entryCost = 2 * 2 * 4 + a.count
        let cache = ImageCache(byteBudget: 2 * entryCost)
        _ = try cache.image(data: a)
        _ = try cache.image(data: b)
        _ = try cache.image(data: a) // a is now more recent than b
        _ = try cache.image(data: c) // evicts b
        #expect(cache.decodeCount == 3)
        #expect(cache.count == 2)
        _ = try cache.image(data: a)
        #expect(cache.decodeCount == 3) // still cached
        _ = try cache.image(data: b)
        #expect(cache.decodeCount == 4) // had been evicted
        #expect(cache.byteCount <= cache.byteBudget)
    }

    @Test("an image bigger than the whole budget is returned but not kept")
    func oversizedImage() throws {
        let cache = ImageCache(byteBudget: 10)
        #expect(try cache.image(data: Fixture.bytes("rgb.png")).width == 2)
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test("decode errors propagate and are not cached")
    func errorsPropagate() {
        let cache = ImageCache()
        #expect(throws: ImageIOError.empty(source: "x")) { try cache.image(data: [UInt8](), source: "x") }
        #expect(cache.count == 0)
    }

    @Test("concurrent requests from many tasks all get the right pixels and share entries")
    func concurrentRequests() async throws {
        let cache = ImageCache()
        let inputs = [Fixture.bytes("rgb.png"), Fixture.bytes("rgba.png"), Fixture.bytes("gray_4bit.png")]
        let expected = try inputs.map { try ImageDecoder.decode($0).pixels }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<60 {
                        let index = (task + round) % inputs.count
                        if (try? cache.image(data: inputs[index]).pixels) != expected[index] { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(cache.count == 3)
        #expect(cache.decodeCount + cache.hitCount == 8 * 60)
    }
}
