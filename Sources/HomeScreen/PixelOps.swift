import WidgetCore

/// Exact pixel copies between bitmaps: no scaling, no filtering, no color change.
public enum PixelOps {
    /// The pixels of `rect`, copied row by row.
    public static func crop(_ bitmap: Bitmap, to rect: PixelRect) throws(HomeScreenError) -> Bitmap {
        let size = PixelSize(width: bitmap.width, height: bitmap.height)
        guard rect.isInside(size) else { throw .cropOutside(rect: rect, imageSize: size) }
        var out = [UInt32]()
        out.reserveCapacity(rect.width * rect.height)
        bitmap.pixels.withUnsafeBufferPointer { src in
            for row in rect.y..<rect.maxY {
                let start = row * bitmap.width + rect.x
                out.append(contentsOf: src[start..<(start + rect.width)])
            }
        }
        guard let result = Bitmap(width: rect.width, height: rect.height, pixels: out) else {
            throw .cropOutside(rect: rect, imageSize: size)
        }
        return result
    }

    /// `background` with `overlay` composited over it (source-over, premultiplied) with its
    /// top-left corner at (`x`, `y`): how a rendered widget looks placed back on the home screen.
    /// Parts of `overlay` outside `background` are dropped.
    public static func composite(_ overlay: Bitmap, over background: Bitmap, atX x: Int, y: Int) -> Bitmap {
        var out = background.pixels
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(background.width, x + overlay.width), y1 = min(background.height, y + overlay.height)
        guard x0 < x1, y0 < y1 else { return background }
        for row in y0..<y1 {
            for col in x0..<x1 {
                let s = overlay.pixels[(row - y) * overlay.width + (col - x)]
                let sa = s >> 24
                if sa == 0xFF { out[row * background.width + col] = s; continue }
                if sa == 0 { continue }
                let d = out[row * background.width + col]
                let inv = 255 - sa
                func channel(_ shift: UInt32) -> UInt32 {
                    let sc = (s >> shift) & 0xFF, dc = (d >> shift) & 0xFF
                    return min(255, sc + (dc * inv + 127) / 255)
                }
                out[row * background.width + col] = channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
            }
        }
        return Bitmap(width: background.width, height: background.height, pixels: out) ?? background
    }
}
