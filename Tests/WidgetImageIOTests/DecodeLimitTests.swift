import Foundation
import Testing
import WidgetImageIO

/// Issue 17, finding 3: libpng must not allocate what a chunk claims before checking it.
@Suite("Decoding limits")
struct DecodeLimitTests {
    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// 141 bytes: a 4x4 IHDR, then a chunk of `type` claiming 0x7FFFFFFF bytes.
    static func chunkBomb(_ type: String) -> [UInt8] {
        let head = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(4) + be32(4)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0] + be32(0x7FFF_FFFF) + Array(type.utf8)
        return head + [UInt8](repeating: 0x41, count: 141 - head.count)
    }

    @Test("A chunk claiming 2 GiB in a 141-byte PNG is refused from its length, whatever its type",
          arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "IDAT", "unKn"])
    func chunkBomb(_ type: String) {
        let bytes = Self.chunkBomb(type)
        #expect(bytes.count == 141)
        let error = #expect(throws: ImageIOError.self) { try ImageDecoder.decode(bytes, source: "bomb.png") }
        #expect(error?.description.contains("a chunk at byte 33 claims 2147483647 bytes, but the file has 108 left") == true,
                "\(String(describing: error))")
    }
}
