/// Names what unsupported bytes look like, so an error can say "this is a GIF" rather than
/// "unknown format".
enum FormatSniffer {
    /// A short phrase such as `a GIF image ("GIF89a")`, or the first bytes in hex.
    static func describe(_ bytes: [UInt8]) -> String {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let pattern = Array(text.utf8)
            return bytes.count >= offset + pattern.count && Array(bytes[offset..<offset + pattern.count]) == pattern
        }
        if starts("GIF87a") || starts("GIF89a") { return "a GIF image (starts with \"GIF8\")" }
        if starts("RIFF") && starts("WEBP", at: 8) { return "a WebP image (starts with \"RIFF....WEBP\")" }
        if starts("ftyp", at: 4) {
            let brand = bytes.count >= 12 ? String(decoding: bytes[8..<12], as: UTF8.self) : "?"
            switch brand {
            case "avif", "avis": return "an AVIF image (\"ftyp\(brand)\")"
            case "heic", "heix", "mif1", "msf1", "hevc": return "a HEIC/HEIF image (\"ftyp\(brand)\")"
            default: return "an ISO media file (\"ftyp\(brand)\")"
            }
        }
        if starts("BM") { return "a BMP image (starts with \"BM\")" }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return "a TIFF image"
        }
        if bytes.starts(with: [0x00, 0x00, 0x01, 0x00]) { return "an ICO icon" }
        if bytes.starts(with: [0xFF, 0x0A]) || bytes.starts(with: [0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) {
            return "a JPEG XL image"
        }
        if starts("%PDF") { return "a PDF document" }
        if starts("version https://git-lfs") { return "a Git LFS pointer (run `git lfs pull` to fetch the real file)" }
        let head = String(decoding: bytes.prefix(256), as: UTF8.self).lowercased()
        if head.contains("<svg") { return "an SVG image (text, starts with \"<svg\" or \"<?xml\")" }
        if head.contains("<html") || head.contains("<!doctype") { return "an HTML page (maybe an error page saved instead of the image)" }
        let hex = bytes.prefix(8).map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "an unknown format (first bytes: \(hex.joined(separator: " ")))"
    }
}
