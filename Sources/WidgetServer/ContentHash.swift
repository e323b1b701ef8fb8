/// A content hash for `ETag`s: 64-bit FNV-1a over the bytes, with their length. Not a security
/// hash: it names a response, it does not guard it.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(bytes.count, radix: 16)
    }

    /// `"<hash>"`, quoted as HTTP wants it.
    static func etag(_ bytes: [UInt8]) -> String { "\"\(of(bytes))\"" }
}
