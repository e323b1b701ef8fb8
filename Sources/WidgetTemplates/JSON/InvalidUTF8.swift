/// Where a file stops being UTF-8, so the message can point at the line and column.
enum InvalidUTF8 {
    /// The issue for `bytes` that are not valid UTF-8: the place of the first bad byte.
    static func issue(_ bytes: [UInt8], file: String) -> TemplateIssue {
        let offset = firstBadByte(bytes)
        var line = 1, column = 1
        var i = 0
        while i < offset {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        let shown = offset < bytes.count ? String(format: "0x%02X", bytes[offset]) : "the end"
        return TemplateIssue(file: file, pointer: .root, position: SourcePosition(line: line, column: column),
                             message: "is not valid UTF-8 text: byte \(offset) (\(shown)) cannot start or continue a character. Save the file as UTF-8.")
    }

    /// The offset of the first byte that breaks UTF-8's shape (lead byte, then continuations).
    static func firstBadByte(_ bytes: [UInt8]) -> Int {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            switch b {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return i
            }
            guard i + length <= bytes.count else { return i }
            for k in 1..<max(length, 1) where bytes[i + k] & 0xC0 != 0x80 { return i }
            // Overlong, surrogate and out-of-range forms are caught by the second byte's range.
            if length > 1, String(validating: bytes[i..<(i + length)], as: UTF8.self) == nil { return i }
            i += length
        }
        return bytes.count
    }
}
