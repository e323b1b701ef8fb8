import Foundation
import Testing
import WidgetCore
import WidgetImageIO

@Suite("Decoding errors")
struct DecodeErrorTests {
    @Test("a missing file is fileNotFound and the message names the path")
    func missingFile() {
        let path = "/nonexistent-widget-dir/photo.png"
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(contentsOfFile: path) }
        #expect(error == .fileNotFound(path: path))
        #expect(error?.description.contains("Image file not found: /nonexistent-widget-dir/photo.png") == true)
    }

    @Test("an empty file is empty, named in the message")
    func emptyFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("empty.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(contentsOfFile: path) }
        #expect(error == .empty(source: path))
        #expect(error?.description.contains("\(path) is empty (0 bytes)") == true)
    }

    @Test("a directory is unreadable, not 'not found'")
    func directoryIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(contentsOfFile: directory.url.path) }
        #expect(error == .unreadable(path: directory.url.path, reason: "it is a directory"))
    }

    @Test("a PNG cut inside its image data is corrupt, reported as truncated by libpng")
    func truncatedPNG() {
        let bytes = Array(Fixture.bytes("interlaced.png").prefix(100))
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(bytes, source: "cut.png") }
        guard case let .corrupt(source, format, message)? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(source == "cut.png" && format == .png)
        #expect(message.contains("truncated"))
        #expect(error?.description.contains("cut.png is a corrupt or truncated PNG (libpng: ") == true)
    }

    @Test("a PNG cut inside its IHDR is corrupt")
    func truncatedHeader() {
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(Array(Fixture.bytes("rgb.png").prefix(20))) }
        guard case let .corrupt(_, _, message)? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(message.contains("IHDR"))
    }

    @Test("an IDAT that is not a zlib stream is corrupt, with zlib's reason")
    func corruptIDAT() {
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(Fixture.bytes("corrupt_idat.png")) }
        guard case let .corrupt(nil, .png, message)? = error else {
            Issue.record("expected .corrupt PNG, got \(String(describing: error))")
            return
        }
        #expect(message.contains("header check") || message.contains("IDAT"))
    }

    @Test("a flipped byte in IDAT data is corrupt, whichever check libpng trips first")
    func idatFlippedByte() {
        var bytes = Fixture.bytes("rgb.png")
        bytes[45] ^= 0xFF // inside the IDAT payload (it starts at offset 41)
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(bytes) }
        guard case let .corrupt(_, .png, message)? = error else {
            Issue.record("expected .corrupt PNG, got \(String(describing: error))")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test("an IDAT with intact data but a wrong CRC is rejected by the CRC check")
    func idatCRCMismatch() {
        var bytes = Fixture.bytes("rgb.png")
        bytes[bytes.count - 12 - 1] ^= 0xFF // last byte of the IDAT CRC (IEND is the last 12 bytes)
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(bytes) }
        guard case let .corrupt(_, .png, message)? = error else {
            Issue.record("expected .corrupt PNG, got \(String(describing: error))")
            return
        }
        #expect(message.contains("CRC"))
    }

    @Test("a GIF is unsupported, and the message says it is a GIF and which formats work")
    func gif() {
        let bytes = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(bytes, source: "anim.gif") }
        guard case let .unsupportedFormat("anim.gif", detected)? = error else {
            Issue.record("expected .unsupportedFormat, got \(String(describing: error))")
            return
        }
        #expect(detected.contains("GIF"))
        #expect(error?.description.contains("Only PNG and JPEG are supported") == true)
    }

    @Test("a WebP is unsupported and recognized as WebP")
    func webp() {
        let bytes = Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(bytes) }
        guard case let .unsupportedFormat(nil, detected)? = error else {
            Issue.record("expected .unsupportedFormat, got \(String(describing: error))")
            return
        }
        #expect(detected.contains("WebP"))
    }

    @Test("unknown bytes are unsupported and the message shows the first bytes in hex")
    func unknownBytes() {
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode([0xDE, 0xAD, 0xBE, 0xEF]) }
        #expect(error == .unsupportedFormat(source: nil, detected: "an unknown format (first bytes: DE AD BE EF)"))
    }

    /// 100000 × 100000 × 4 bytes is 40 GB: reaching an allocation would crash or take seconds,
    /// so passing at all shows the limit is applied to the header first.
    @Test("a PNG header claiming 100000×100000 is rejected as too large before allocating")
    func decompressionBomb() {
        let error = #expect(throws: ImageIOError.self) {
            try ImageDecoder.decode(Fixture.bytes("bomb_100000x100000.png"), source: "bomb.png")
        }
        #expect(error == .tooLarge(source: "bomb.png", width: 100_000, height: 100_000, maxPixels: 40_000_000))
        #expect(error?.description.contains("100000×100000 = 10000000000 pixels, over the limit of 40000000") == true)
    }

    @Test("maxPixels is a limit on width × height, for PNG and JPEG alike")
    func customLimit() throws {
        #expect(throws: ImageIOError.tooLarge(source: nil, width: 9, height: 9, maxPixels: 80)) {
            try ImageDecoder.decode(Fixture.bytes("interlaced.png"), maxPixels: 80)
        }
        #expect(throws: ImageIOError.tooLarge(source: nil, width: 16, height: 16, maxPixels: 255)) {
            try ImageDecoder.decode(Fixture.bytes("color.jpg"), maxPixels: 255)
        }
        #expect(try ImageDecoder.decode(Fixture.bytes("interlaced.png"), maxPixels: 81).width == 9)
    }

    @Test("JPEG garbage after a valid SOI is corrupt, with libjpeg's message")
    func jpegGarbage() {
        var random = SeededGenerator(seed: 4)
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF] + (0..<200).map { _ in UInt8.random(in: 0...255, using: &random) }
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(bytes, source: "noise.jpg") }
        guard case let .corrupt("noise.jpg", .jpeg, message)? = error else {
            Issue.record("expected .corrupt JPEG, got \(String(describing: error))")
            return
        }
        #expect(!message.isEmpty)
        #expect(error?.description.contains("(libjpeg: ") == true)
    }

    @Test("a JPEG cut inside its scan is an error, not an image with a gray tail")
    func truncatedJPEG() {
        let bytes = Fixture.bytes("color.jpg")
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(Array(bytes.prefix(bytes.count - 6))) }
        guard case let .corrupt(_, .jpeg, message)? = error else {
            Issue.record("expected .corrupt JPEG, got \(String(describing: error))")
            return
        }
        #expect(message.contains("Premature end"))
    }
}
