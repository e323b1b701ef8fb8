/// A fast, non-cryptographic 64-bit hash of bytes: the key of ``ImageCache`` entries and the
/// server's `ETag`s and image names. Not a security hash: it names content, it does not guard
/// it (a cache hit also compares the bytes).
///
/// Four independent lanes take alternate 8-byte words, so a long input (a 65 KB PNG per render
/// request) hashes at several bytes per cycle instead of waiting on one multiply chain.
package enum ContentHash {
    package static func hash64(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count), 0x6A09_E667_F3BC_C908,
                                                             0xBB67_AE85_84CA_A73B, 0x3C6E_F372_FE94_F82B)
            var offset = 0
            while offset + 32 <= raw.count {
                lanes.0 = mix(lanes.0, word(raw, offset))
                lanes.1 = mix(lanes.1, word(raw, offset + 8))
                lanes.2 = mix(lanes.2, word(raw, offset + 16))
                lanes.3 = mix(lanes.3, word(raw, offset + 24))
                offset += 32
            }
            var hash = mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
            while offset + 8 <= raw.count {
                hash = mix(hash, word(raw, offset))
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

    /// The hash and the length as hex, `<16 hex digits>-<length>`: a name for the content.
    package static func of(_ bytes: [UInt8]) -> String {
        let hex = String(hash64(bytes), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(bytes.count, radix: 16)
    }

    /// `"<name>"`, quoted as HTTP wants an `ETag`.
    package static func etag(_ bytes: [UInt8]) -> String { "\"\(of(bytes))\"" }

    @inline(__always)
    private static func word(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
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
