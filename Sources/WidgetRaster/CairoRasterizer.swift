import CCairo
import WidgetCore

/// Rasterizes display lists with Cairo's image backend.
///
/// One instance can be used from many threads at once: each render owns its surface and
/// context; the only shared state is the process-wide font cache (``CairoRasterizer`` opens each
/// ``WidgetCore/FontHandle`` once per process and keeps its FreeType face and Cairo font face
/// for the process lifetime) which is guarded by a lock.
///
/// Rules for odd input (each reported in ``RasterResult/diagnostics``):
/// - an item with a non-finite coordinate, size or width is skipped; a clip with one clips
///   everything out until its `pop`; finite coordinates are clamped to ±1,000,000 device pixels;
/// - a `pop` with no open scope is ignored; scopes still open at the end are closed in order;
/// - a glyph run whose font file is missing or unreadable is skipped and counted in
///   ``RasterResult/skippedGlyphRuns``; glyph ids past the face's glyph count are dropped;
/// - an invalid dash pattern (negative, non-finite or all zero) strokes solid.
public final class CairoRasterizer: @unchecked Sendable {
    /// A rasterizer shared by the whole process.
    public static let shared = CairoRasterizer()

    /// Whether pixels under an opaque image are left uncleared (``OpaqueCover``). Only tests
    /// turn it off, to compare.
    let occlusionCulling: Bool
    /// Whether draws wholly inside the open clips are made without them (``ClipElision``).
    /// Only tests turn it off, to compare.
    let clipElision: Bool

    /// A rasterizer. Instances are cheap; fonts are cached per process, not per instance.
    public init() { occlusionCulling = true; clipElision = true }

    /// A rasterizer that clears every pixel first, or keeps every clip, for tests comparing
    /// against the optimisations.
    init(occlusionCulling: Bool, clipElision: Bool = true) {
        self.occlusionCulling = occlusionCulling
        self.clipElision = clipElision
    }

    /// Renders `list` to a bitmap.
    ///
    /// - Parameters:
    ///   - list: a resolved display list, in points.
    ///   - scale: device pixels per point (3 for an @3x device); the list is drawn through
    ///     `cairo_scale(scale, scale)`.
    ///   - pixelWidth: the bitmap width; by default `list.size.width × scale`, rounded.
    ///   - pixelHeight: the bitmap height; by default `list.size.height × scale`, rounded.
    /// - Returns: premultiplied ARGB32 pixels, transparent where nothing was drawn.
    /// - Throws: ``RasterError`` for an invalid scale or canvas size (checked before allocating)
    ///   or a Cairo failure.
    public func render(_ list: DisplayList, scale: Double, pixelWidth: Int? = nil, pixelHeight: Int? = nil) throws -> Bitmap {
        try renderWithDiagnostics(list, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight).bitmap
    }

    /// Renders `list` like ``render(_:scale:pixelWidth:pixelHeight:)`` and also returns what was
    /// skipped or repaired (missing fonts, unbalanced pops, non-finite geometry).
    public func renderWithDiagnostics(_ list: DisplayList, scale: Double, pixelWidth: Int? = nil,
                                      pixelHeight: Int? = nil) throws -> RasterResult {
        guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
        let (width, height) = try Self.canvasSize(list.size, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)

        // Cairo draws straight into the bitmap's storage (one allocation, no copy) when its
        // ARGB32 rows need no padding, which is always the case in practice.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let pass: RenderPass
        var pixels: [UInt32]
        if stride == width * 4 {
            // Pixels an opaque image will overwrite are not cleared first.
            var cover = occlusionCulling
                ? OpaqueCover.find(list.items, scale: scale, width: width, height: height, limit: RenderPass.limit(scale: scale)) : nil
            while true {
                pixels = Self.clearedPixels(width: width, height: height, except: cover)
                let attempt = try pixels.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { throw RasterError.invalidSize(width: Double(width), height: Double(height)) }
                    let surface = cairo_image_surface_create_for_data(base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                      Int32(width), Int32(height), Int32(stride))
                    return try Self.draw(list, on: surface, scale: scale, width: width, height: height, cover: cover,
                                         clipElision: clipElision, copyInto: nil)
                }
                // The covering image did not draw after all (Cairo refused it): start over cleared.
                if cover != nil, !attempt.coverDrawn { cover = nil; continue }
                pass = attempt
                break
            }
        } else {
            pixels = [UInt32](repeating: 0, count: width * height)
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            pass = try Self.draw(list, on: surface, scale: scale, width: width, height: height, cover: nil,
                                 clipElision: clipElision, copyInto: &pixels)
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw RasterError.invalidSize(width: Double(width), height: Double(height))
        }
        return RasterResult(bitmap: bitmap, diagnostics: pass.log.finished, skippedGlyphRuns: pass.skippedGlyphRuns)
    }

    /// Draws `list` on `surface` (taking ownership of it) and, when `copyInto` is given, copies
    /// the padded rows out into it. The surface is finished before returning, so Cairo holds no
    /// pointer to the pixels afterwards.
    private static func draw(_ list: DisplayList, on surface: OpaquePointer?, scale: Double, width: Int, height: Int,
                             cover: OpaqueCover?, clipElision: Bool,
                             copyInto pixels: UnsafeMutablePointer<[UInt32]>?) throws -> RenderPass {
        guard let surface else {
            throw RasterError.cairo(status: Int(CAIRO_STATUS_NO_MEMORY.rawValue), message: "out of memory", during: "surface creation")
        }
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        try RasterCairo.check(cairo_surface_status(surface), "surface creation")
        guard let cr = cairo_create(surface) else {
            throw RasterError.cairo(status: Int(CAIRO_STATUS_NO_MEMORY.rawValue), message: "out of memory", during: "context creation")
        }
        defer { cairo_destroy(cr) }
        try RasterCairo.check(cairo_status(cr), "context creation")

        let pass = RenderPass(cr: cr, scale: scale, pixelWidth: width, pixelHeight: height, clipElision: clipElision)
        pass.coverIndex = cover?.itemIndex
        try pass.run(list.items)
        cairo_surface_flush(surface)
        try RasterCairo.check(cairo_surface_status(surface), "flush")
        if let pixels { try copyPixels(of: surface, width: width, height: height, into: &pixels.pointee) }
        return pass
    }

    /// A canvas of transparent pixels, except where `cover` says an opaque image will draw:
    /// those are left as the allocator gave them (debug builds fill them with a pattern, so a
    /// test renders differently if anything ever shows through).
    static func clearedPixels(width: Int, height: Int, except cover: OpaqueCover?) -> [UInt32] {
        guard let cover else { return [UInt32](repeating: 0, count: width * height) }
        return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            guard let base = buffer.baseAddress else { count = 0; return }
            for y in 0..<height {
                let row = base + y * width
                let a = Int(cover.start[y]), b = Int(cover.end[y])
                guard a < b else { row.initialize(repeating: 0, count: width); continue }
                row.initialize(repeating: 0, count: a)
                #if DEBUG
                (row + a).initialize(repeating: 0xDEAD_BEEF, count: b - a)
                #endif
                (row + b).initialize(repeating: 0, count: width - b)
            }
            count = width * height
        }
    }

    /// Validates and rounds the canvas size without allocating anything.
    static func canvasSize(_ size: Size, scale: Double, pixelWidth: Int?, pixelHeight: Int?) throws -> (Int, Int) {
        let w = pixelWidth.map(Double.init) ?? (size.width * scale).rounded()
        let h = pixelHeight.map(Double.init) ?? (size.height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else { throw RasterError.invalidSize(width: w, height: h) }
        guard w <= Double(RasterLimits.maxSide), h <= Double(RasterLimits.maxSide),
              w * h <= Double(RasterLimits.maxPixels) else { throw RasterError.sizeTooLarge(width: w, height: h) }
        return (Int(w), Int(h))
    }

    /// Copies the surface's pixels into a tightly packed array, dropping any row padding.
    static func copyPixels(of surface: OpaquePointer, width: Int, height: Int, into pixels: inout [UInt32]) throws {
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), stride >= width * 4, pixels.count == width * height else {
            throw RasterError.cairo(status: Int(CAIRO_STATUS_NULL_POINTER.rawValue), message: "no pixel data", during: "read back")
        }
        pixels.withUnsafeMutableBytes { dst in
            guard let base = dst.baseAddress else { return }
            for y in 0..<height {
                base.advanced(by: y * width * 4).copyMemory(from: data.advanced(by: y * stride), byteCount: width * 4)
            }
        }
    }
}
