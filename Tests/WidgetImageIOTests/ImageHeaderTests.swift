import Testing
import WidgetImageIO

@Suite("Format detection and headers")
struct ImageHeaderTests {
    @Test("formats are recognized by magic bytes, not names")
    func detection() {
        #expect(ImageFormat.detect([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(ImageFormat.detect([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat.detect(Array("GIF89a".utf8)) == nil)
        #expect(ImageFormat.detect([0x89, 0x50]) == nil)
        #expect(ImageFormat.detect([]) == nil)
    }

    @Test("headers give format and size without decoding, even for a 100000×100000 claim")
    func headers() throws {
        #expect(try ImageHeader.read(from: Fixture.bytes("rgb.png")) == ImageHeader(format: .png, width: 2, height: 2))
        #expect(try ImageHeader.read(from: Fixture.bytes("color.jpg")) == ImageHeader(format: .jpeg, width: 16, height: 16))
        let bomb = try ImageHeader.read(contentsOfFile: Fixture.path("bomb_100000x100000.png"))
        #expect(bomb == ImageHeader(format: .png, width: 100_000, height: 100_000))
        #expect(bomb.pixelCount == 10_000_000_000)
    }

    @Test("header errors: empty data and unsupported formats")
    func headerErrors() {
        #expect(throws: ImageIOError.empty(source: "x.png")) { try ImageHeader.read(from: [], source: "x.png") }
        let error = #expect(throws: ImageIOError.self) { try ImageHeader.read(from: Array("<svg xmlns=".utf8)) }
        guard case let .unsupportedFormat(_, detected)? = error else {
            Issue.record("expected .unsupportedFormat, got \(String(describing: error))")
            return
        }
        #expect(detected.contains("SVG"))
    }
}
