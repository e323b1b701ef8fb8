import Foundation
import HomeScreen
import WidgetCore

/// A screenshot whose every pixel encodes its own coordinates: 0xFF000000 | x << 12 | y.
func coordinateBitmap(_ size: PixelSize) -> Bitmap? {
    var pixels = [UInt32](repeating: 0, count: size.width * size.height)
    pixels.withUnsafeMutableBufferPointer { p in
        for y in 0..<size.height {
            let row = y * size.width
            for x in 0..<size.width { p[row + x] = 0xFF00_0000 | UInt32(x) << 12 | UInt32(y) }
        }
    }
    return Bitmap(width: size.width, height: size.height, pixels: pixels)
}

/// The coordinates a coordinate-bitmap pixel encodes.
func decodeCoordinate(_ pixel: UInt32) -> (x: Int, y: Int) {
    (Int((pixel >> 12) & 0xFFF), Int(pixel & 0xFFF))
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The repository root (two folders above this file's folder).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A PNG signature and IHDR chunk declaring `width` x `height` (8-bit RGBA), with a valid CRC
/// and no pixel data: what a decompression bomb looks like to a header reader.
func pngHeaderOnly(width: UInt32, height: UInt32) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    let body: [UInt8] = Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(~crc)
}

/// A geometry file with one device and one layout, for custom-geometry tests. `px` overrides
/// fields of the 1170x2532 iOS 14-17 row; `extraLayout` is spliced into the layout object.
func geometryJSON(id: String = "1170x2532", points: String = "[390, 844]", scale: String = "3",
                  ios: String = "[26, 26]", icons: String = "labels", source: String = "me",
                  px: String = #""small": 474, "medium": 1014, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819, "bottom": 1407"#,
                  extraLayout: String = "", schema: String = HomeScreenInfo.schema) -> Data {
    Data("""
    {
      "schema": "\(schema)",
      "sources": { "me": { "what": "measured on my phone", "where": "a screenshot full of small widgets" } },
      "devices": [
        { "id": "\(id)", "models": ["My iPhone"], "points": \(points), "scale": \(scale),
          "layouts": [
            { "id": "mine", "ios": \(ios), "icons": "\(icons)", "source": "\(source)",
              "px": { \(px) }\(extraLayout) }
          ] }
      ]
    }
    """.utf8)
}
