import Foundation

/// SwiftUI's `LayoutDirection`: whether leading is left (left to right) or right (right to left).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left-to-right (English) or right-to-left (Arabic, Hebrew) layout.
    case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct FlipsForRTLKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `@Environment(\.layoutDirection)`: right-to-left mirrors stacks, alignment, padding and
    /// offsets (see ``WidgetLayout``); set it from the locale with ``LayoutDirection/of(_:)``.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension LayoutDirection {
    /// The direction of a locale's language: right to left for Arabic, Hebrew, Persian, Urdu and
    /// the other languages whose script runs that way (Foundation's character direction).
    public static func of(_ locale: Locale) -> LayoutDirection {
        directions.value(for: locale.identifier) {
            let code = locale.language.languageCode?.identifier ?? locale.identifier
            return Locale.Language(identifier: code).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Directions by locale identifier: asking ICU takes tens of microseconds, and every render
    /// asks (a process renders in a handful of locales).
    private static let directions = ProcessMemo<String, LayoutDirection>(limit: 256)
}

extension View {
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: in a right-to-left layout, the view's
    /// images are drawn mirrored (WidgetRender flips images only; other content is reported).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipForRTLModifier(enabled: enabled))
    }
}

struct FlipForRTLModifier: PrimitiveModifier {
    let enabled: Bool
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        let nodes = try content(ctx)
        guard enabled, ctx.env.layoutDirection == .rightToLeft else { return nodes }
        var others = false
        func flip(_ n: Node) {
            if let image = n.kind(ImageKind.self) {
                n.setKind(image.mirrored())
            } else if n.kind(TextKind.self) != nil || n.kind(ShapeKind.self) != nil {
                others = true
            }
            n.children.forEach(flip)
        }
        nodes.forEach(flip)
        if others {
            ctx.diagnose(.info, .flipsForRightToLeftImagesOnly,
                         "flipsForRightToLeftLayoutDirection mirrors images only; text and shapes under it are drawn unmirrored.")
        }
        return nodes
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
    static func apply(_ root: Node, in rect: Rect, rootDirection: LayoutDirection) {
        let start = rootDirection == .rightToLeft ? Transform().mirrored(about: rect) : Transform()
        guard rootDirection == .rightToLeft || containsRTL(root) else { return }
        walk(root, start, parentRTL: rootDirection == .rightToLeft)
    }

    private static func containsRTL(_ n: Node) -> Bool { n.isRightToLeft == true || n.children.contains(where: containsRTL) }

    private static func walk(_ n: Node, _ t: Transform, parentRTL: Bool) {
        let ltrFrame = n.frame
        n.frame = t.apply(ltrFrame)
        // A direction change at this node flips what is inside it about its own frame.
        let rtl = n.isRightToLeft ?? parentRTL
        let inner = rtl == parentRTL ? t : t.mirrored(about: ltrFrame)
        for c in n.children { walk(c, inner, parentRTL: rtl) }
    }
}

extension EnvironmentValues {
    /// `multilineTextAlignment` as drawn: `.leading` and `.trailing` swap sides right to left.
    var resolvedTextAlignment: TextAlignment {
        guard layoutDirection == .rightToLeft else { return multilineTextAlignment }
        switch multilineTextAlignment {
        case .leading: return .trailing
        case .trailing: return .leading
        default: return multilineTextAlignment
        }
    }
}
