/// A Gaussian blur approximated by three successive box blurs, on an 8-bit alpha buffer.
///
/// Three box passes whose widths are chosen for a given sigma (Kutskir's "boxes for Gauss":
/// widths `wl` and `wl + 2`, the odd integers around `sqrt(12σ²/3 + 1)`, mixed so the total
/// variance equals σ²) are within a few percent of a true Gaussian. Each pass is separable and
/// uses running sums, so the cost is O(pixels) whatever the radius. Integer arithmetic only:
/// the result is bit-for-bit deterministic.
enum BoxBlur {
    /// Box radii (half-widths, box width = 2r + 1) of `passes` boxes approximating a Gaussian
    /// with standard deviation `sigma` pixels. Empty when there is nothing to blur.
    static func radii(sigma: Double, passes: Int = 3) -> [Int] {
        guard sigma.isFinite, sigma > 0, passes > 0 else { return [] }
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let wu = wl + 2
        let w = Double(wl)
        let m = ((12 * sigma * sigma - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded()
        let lower = Int(max(0, min(n, m)))
        let result = (0..<passes).map { i in ((i < lower ? wl : wu) - 1) / 2 }
        return result.allSatisfy { $0 == 0 } ? [] : result
    }

    /// The largest box radius accepted (box width 4097); keeps the fixed-point division exact
    /// enough and bounds the work.
    static let maxRadius = 2048

    /// Blurs `buffer` (`width × height` bytes, rows packed) in place with the given box radii;
    /// pixels outside the buffer count as zero.
    static func blur(_ buffer: inout [UInt8], width: Int, height: Int, radii: [Int]) {
        guard width > 0, height > 0, buffer.count >= width * height else { return }
        var scratch = [UInt8](repeating: 0, count: width * height)
        var sums = [UInt32](repeating: 0, count: width)
        buffer.withUnsafeMutableBufferPointer { buf in
            scratch.withUnsafeMutableBufferPointer { tmp in
                sums.withUnsafeMutableBufferPointer { colSums in
                    guard let b = buf.baseAddress, let t = tmp.baseAddress, let s = colSums.baseAddress else { return }
                    for r in radii where r > 0 {
                        let radius = min(r, maxRadius)
                        horizontal(from: b, to: t, width: width, height: height, radius: radius)
                        vertical(from: t, to: b, width: width, height: height, radius: radius, sums: s)
                    }
                }
            }
        }
    }

    /// Fixed-point reciprocal for dividing box sums by `d = 2r + 1`: `(sum + d/2) * mul >> 24`.
    /// With `d ≤ 4097` the product stays below 2³² and the quotient is off by at most one.
    private static func reciprocal(_ d: UInt32) -> (half: UInt32, mul: UInt32) {
        (d / 2, (UInt32(1) << 24) / d + 1)
    }

    private static func horizontal(from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>,
                                   width: Int, height: Int, radius r: Int) {
        let (half, mul) = reciprocal(UInt32(2 * r + 1))
        for y in 0..<height {
            let row = src + y * width, out = dst + y * width
            var sum: UInt32 = 0
            for i in 0...min(r, width - 1) { sum &+= UInt32(row[i]) }
            // Three spans: the box's leading edge, the slide (add and drop, no branches), the
            // trailing edge.
            let slideStart = min(width, r), slideEnd = max(slideStart, width - r - 1)
            var x = 0
            while x < slideStart {
                out[x] = UInt8(truncatingIfNeeded: min(255, ((sum &+ half) &* mul) &>> 24))
                if x &+ r &+ 1 < width { sum &+= UInt32(row[x &+ r &+ 1]) }
                x &+= 1
            }
            while x < slideEnd {
                out[x] = UInt8(truncatingIfNeeded: min(255, ((sum &+ half) &* mul) &>> 24))
                sum = sum &+ UInt32(row[x &+ r &+ 1]) &- UInt32(row[x &- r])
                x &+= 1
            }
            while x < width {
                out[x] = UInt8(truncatingIfNeeded: min(255, ((sum &+ half) &* mul) &>> 24))
                if x &+ r &+ 1 < width { sum &+= UInt32(row[x &+ r &+ 1]) }
                if x &- r >= 0 { sum &-= UInt32(row[x &- r]) }
                x &+= 1
            }
        }
    }

    private static func vertical(from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>,
                                 width: Int, height: Int, radius r: Int, sums: UnsafeMutablePointer<UInt32>) {
        let (half, mul) = reciprocal(UInt32(2 * r + 1))
        sums.update(repeating: 0, count: width)
        for i in 0...min(r, height - 1) {
            let row = src + i * width
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            let out = dst + y * width
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: min(255, ((sums[x] &+ half) &* mul) &>> 24)) }
            let add = y + r + 1, sub = y - r
            if add < height, sub >= 0 {
                let plus = src + add * width, minus = src + sub * width
                for x in 0..<width { sums[x] = sums[x] &+ UInt32(plus[x]) &- UInt32(minus[x]) }
            } else if add < height {
                let plus = src + add * width
                for x in 0..<width { sums[x] &+= UInt32(plus[x]) }
            } else if sub >= 0 {
                let minus = src + sub * width
                for x in 0..<width { sums[x] &-= UInt32(minus[x]) }
            }
        }
    }
}

/// Builds a shadow's blurred alpha mask from a layer's pixels, ready to composite at a whole-
/// pixel offset (so Cairo takes its fast unscaled, untransformed path).
///
/// For sigma ≥ 6 px the alpha is box-averaged down by 2, 4 or 8 (keeping sigma at 3–6 px in
/// the small buffer) and blurred there: a quarter or less of the work, with no visible
/// difference on a blur that wide. The result is enlarged back with bilinear interpolation,
/// which also applies the fractional part of the shadow's offset.
struct ShadowMask {
    /// Blurred alpha, `width × height`, rows packed.
    var alpha: [UInt8]
    var width: Int
    var height: Int
    /// The layer pixel the mask's (0, 0) covers, before the whole-pixel part of the offset.
    var originX: Int
    var originY: Int

    /// The downsampling factor for a blur of `sigma` pixels.
    static func factor(sigma: Double) -> Int {
        sigma < 6 ? 1 : sigma < 12 ? 2 : sigma < 24 ? 4 : 8
    }

    /// How far, in pixels, the mask can extend past the ink for a blur of `sigma`.
    static func reach(sigma: Double) -> Int {
        let f = factor(sigma: sigma)
        return BoxBlur.radii(sigma: sigma / Double(f)).reduce(0, +) * f + f
    }

    /// The mask for the pixels inside `ink` (rows read with `rows`), blurred with sigma `sigma`
    /// pixels, sampled `shiftX`, `shiftY` (0 ..< 1) pixels to the right and down. It covers the
    /// ink plus the blur's reach, which may extend past the layer. Nil when empty.
    init?(ink: PixelBox, sigma: Double, shiftX: Double, shiftY: Double, rows: (Int) -> UnsafePointer<UInt32>) {
        let f = Self.factor(sigma: sigma), shift = f.trailingZeroBitCount
        let radii = BoxBlur.radii(sigma: sigma / Double(f))
        let reach = Self.reach(sigma: sigma)
        let x0 = ink.x0 - reach, y0 = ink.y0 - reach
        let x1 = ink.x1 + reach, y1 = ink.y1 + reach
        guard x1 > x0, y1 > y0 else { return nil }
        // Low resolution: one value per f × f block, blocks aligned on (x0, y0).
        let w = (x1 - x0 + f - 1) >> shift, h = (y1 - y0 + f - 1) >> shift
        var low = [UInt8](repeating: 0, count: w * h)
        low.withUnsafeMutableBufferPointer { out in
            if f == 1 {
                for y in ink.y0..<ink.y1 {
                    let row = rows(y)
                    let base = (y - y0) * w - x0
                    for x in ink.x0..<ink.x1 { out[base &+ x] = UInt8(truncatingIfNeeded: row[x] &>> 24) }
                }
            } else {
                var acc = [UInt32](repeating: 0, count: w)
                let half = UInt32(f * f / 2), areaShift = UInt32(2 * shift)
                var by = ink.y0 - (ink.y0 - y0) % f   // first block row touching the ink
                while by < ink.y1 {
                    for i in 0..<w { acc[i] = 0 }
                    for y in max(by, ink.y0)..<min(by + f, ink.y1) {
                        let row = rows(y)
                        acc.withUnsafeMutableBufferPointer { a in
                            for x in ink.x0..<ink.x1 { a[(x &- x0) &>> shift] &+= row[x] &>> 24 }
                        }
                    }
                    let base = ((by - y0) >> shift) * w
                    for i in 0..<w { out[base &+ i] = UInt8(truncatingIfNeeded: (acc[i] &+ half) &>> areaShift) }
                    by += f
                }
            }
        }
        // The same ink blurred the same way (another colour-only cell of a matrix) is the same mask.
        let input = ShadowMaskCache.Input(alpha: low, width: w, height: h, radii: radii, factor: f, shiftX: shiftX, shiftY: shiftY)
        if let known = ShadowMaskCache.shared.mask(for: input) {
            self = known
            originX = x0; originY = y0
            return
        }
        BoxBlur.blur(&low, width: w, height: h, radii: radii)
        originX = x0; originY = y0
        if f == 1, shiftX == 0, shiftY == 0 {
            alpha = low; width = w; height = h
        } else {
            // Enlarge by f with bilinear interpolation; one extra row and column take the shift.
            width = w * f + 1; height = h * f + 1
            alpha = Self.enlarge(low, width: w, height: h, factor: f, shiftX: shiftX, shiftY: shiftY,
                                 outWidth: width, outHeight: height)
        }
        ShadowMaskCache.shared.store(self, for: input)
    }

    /// Source index and 8-bit weight of the next source sample, per output index: output pixel
    /// q (center q + 0.5, moved back by `shift`) reads source position (q + 0.5 - shift) / f - 0.5.
    private static func taps(count: Int, factor f: Int, shift: Double) -> [(Int, UInt32)] {
        (0..<count).map { q in
            let u = (Double(q) + 0.5 - shift) / Double(f) - 0.5
            let i = u.rounded(.down)
            return (Int(i), UInt32(((u - i) * 256).rounded()))
        }
    }

    private static func enlarge(_ low: [UInt8], width w: Int, height h: Int, factor f: Int, shiftX: Double, shiftY: Double,
                                outWidth: Int, outHeight: Int) -> [UInt8] {
        let xTaps = taps(count: outWidth, factor: f, shift: shiftX)
        let yTaps = taps(count: outHeight, factor: f, shift: shiftY)
        // Horizontal pass into 16-bit rows (value × 256), one per source row.
        var rowsH = [UInt16](repeating: 0, count: h * outWidth)
        low.withUnsafeBufferPointer { src in
            rowsH.withUnsafeMutableBufferPointer { dst in
                for j in 0..<h {
                    let s = j * w, d = j * outWidth
                    for q in 0..<outWidth {
                        let (i, t) = xTaps[q]
                        let a = i >= 0 && i < w ? UInt32(src[s &+ i]) : 0
                        let b = i &+ 1 >= 0 && i &+ 1 < w ? UInt32(src[s &+ i &+ 1]) : 0
                        dst[d &+ q] = UInt16(truncatingIfNeeded: a &* (256 &- t) &+ b &* t)
                    }
                }
            }
        }
        // Vertical pass to 8 bits.
        var out = [UInt8](repeating: 0, count: outWidth * outHeight)
        rowsH.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for p in 0..<outHeight {
                    let (j, t) = yTaps[p]
                    let d = p * outWidth
                    let hasA = j >= 0 && j < h, hasB = j + 1 >= 0 && j + 1 < h
                    let wa = hasA ? 256 - t : 0, wb = hasB ? t : 0
                    let a = hasA ? j * outWidth : 0, b = hasB ? (j + 1) * outWidth : 0
                    for q in 0..<outWidth {
                        let v = UInt32(src[a &+ q]) &* wa &+ UInt32(src[b &+ q]) &* wb
                        dst[d &+ q] = UInt8(truncatingIfNeeded: min(255, (v &+ 32_768) &>> 16))
                    }
                }
            }
        }
        return out
    }
}
