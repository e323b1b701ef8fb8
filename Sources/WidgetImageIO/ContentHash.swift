/// A fast, non-cryptographic 64-bit hash of a byte array, used to key ``ImageCache`` by content.
/// Collisions are harmless: a cache hit also compares the bytes.
enum ContentHash {
    static func hash64(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash = mix(hash, word)
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < raw.count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
            return finalize(mix(hash, tail))
        }
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let k = (word &* 0x87C3_7B91_1142_53D5)
        let rotated = (k << 31) | (k >> 33)
        let h = hash ^ (rotated &* 0x4CF5_AD43_2745_937F)
        return ((h << 27) | (h >> 37)) &* 5 &+ 0x52DC_E729
    }

    /// MurmurHash3's fmix64, so every input bit affects every output bit.
    private static func finalize(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }
}
