/// Right-to-left layout as SwiftUI does it: the layout is computed left to right, then every
/// container whose layout direction is right-to-left mirrors its content horizontally inside
/// its own frame, so stacks run from the right, `.leading` means right, leading padding sits on
/// the right and positive x offsets move left. A subtree set back to left-to-right is mirrored
/// back. Text is not mirrored (its glyphs follow the bidi algorithm), nor are shapes' paths or
/// images (unless `flipsForRightToLeftLayoutDirection`).
enum RightToLeftMirroring {
    /// x' = sign · x + offset.
    struct Transform {
        var sign = 1.0
        var offset = 0.0
        func apply(_ r: Rect) -> Rect {
            sign > 0 ? Rect(x: r.minX + offset, y: r.minY, width: r.width, height: r.height)
                     : Rect(x: offset - r.maxX, y: r.minY, width: r.width, height: r.height)
        }
        /// This transform after a mirror about the centre of `r` (x → 2·midX − x).
        func mirrored(about r: Rect) -> Transform { Transform(sign: -sign, offset: sign * 2 * r.midX + offset) }
    }

    /// Mirrors the placed tree under `root`, laid out in `rect`, where its layout directions ask.
    static func apply(_ root: Node, in rect: Rect, rootIsRightToLeft: Bool, table: LayoutTable) {
        let start = rootIsRightToLeft ? Transform().mirrored(about: rect) : Transform()
        guard rootIsRightToLeft || containsRTL(root) else { return }
        walk(root, start, parentRTL: rootIsRightToLeft, table)
    }

    private static func containsRTL(_ n: Node) -> Bool { n.isRightToLeft == true || n.children.contains(where: containsRTL) }

    private static func walk(_ n: Node, _ t: Transform, parentRTL: Bool, _ table: LayoutTable) {
        let ltrFrame = table.frame(of: n)
        table.setFrame(t.apply(ltrFrame), of: n)
        // A direction change at this node flips what is inside it about its own frame.
        let rtl = n.isRightToLeft ?? parentRTL
        let inner = rtl == parentRTL ? t : t.mirrored(about: ltrFrame)
        for c in n.children { walk(c, inner, parentRTL: rtl, table) }
    }
}

extension Bitmap {
    func mirroredHorizontally() -> Bitmap {
        var out = [UInt32](repeating: 0, count: pixels.count)
        for y in 0..<height {
            let row = y * width
            for x in 0..<width { out[row + x] = pixels[row + width - 1 - x] }
        }
        return Bitmap(width: width, height: height, pixels: out) ?? self
    }
}
