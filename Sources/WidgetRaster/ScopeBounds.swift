import CCairo
import WidgetCore

/// Where a scope's content can draw, in user space (points).
enum Extent: Equatable {
    /// Nothing in the scope draws.
    case empty
    /// Everything drawn lies inside this rectangle.
    case rect(Rect)
    /// Unknown (e.g. a font without a usable bounding box): assume the whole clip.
    case unbounded

    func union(_ other: Extent) -> Extent {
        switch (self, other) {
        case (.unbounded, _), (_, .unbounded): return .unbounded
        case (.empty, let e), (let e, .empty): return e
        case (.rect(let a), .rect(let b)): return .rect(a.union(b))
        }
    }

    func intersection(_ r: Rect) -> Extent {
        switch self {
        case .empty: return .empty
        case .unbounded: return .rect(r)
        case .rect(let a):
            let i = a.intersection(r)
            return i.isEmpty ? .empty : .rect(i)
        }
    }
}

/// Conservative bounds of every `push…` scope's content, computed in one pass before drawing,
/// so opacity groups and shadow layers can be sized to their content instead of the whole
/// clip (compositing a canvas-sized group through a rounded clip costs milliseconds).
///
/// Per item: fill → the path's control-point box; stroke → that box plus half the line width
/// times max(miter limit, 2); glyphs → the origins plus the face's bounding box
/// (`FT_Face.bbox`) plus a tenth of an em; image → its rect; everything plus one device pixel
/// for antialiasing. A clip intersects its content with the clip path's box; a shadow adds its
/// offset copy and the blur's reach. Unclosed scopes end at the end of the list; extra pops are
/// ignored, as when drawing.
enum ScopeBounds {
    /// The content extent of each push item, keyed by its index.
    static func compute(_ items: [DisplayItem], scale: Double) -> [Int: Extent] {
        var result: [Int: Extent] = [:]
        var stack: [(index: Int, item: DisplayItem, extent: Extent)] = []
        let pixel = 1 / scale

        func close() {
            guard let top = stack.popLast() else { return }
            result[top.index] = top.extent
            var out = top.extent
            switch top.item {
            case .pushClip(let path):
                out = path.isAllFinite ? top.extent.intersection(path.boundingRect.insetByAll(-pixel)) : .empty
            case .pushShadow(let s):
                if case .rect(let r) = top.extent, s.radius.isFinite, s.x.isFinite, s.y.isFinite {
                    let sigma = max(0, s.radius) * RenderPass.shadowSigmaPerRadius * scale
                    let reach = Double(ShadowMask.reach(sigma: min(sigma, RenderPass.maxShadowSigmaPixels)) + 1) / scale
                    out = Extent.rect(r).union(.rect(r.offsetBy(dx: s.x, dy: s.y).insetByAll(-reach)))
                }
            case .pushTransform(let m):
                if case .rect(let r) = top.extent { out = m.isFinite ? .rect(m.apply(r)) : .empty }
            case .pushEffect(.blur(let radius, _)):
                if case .rect(let r) = top.extent, radius.isFinite {
                    let sigma = min(RenderPass.maxShadowSigmaPixels, max(0, radius) * LayerEffect.blurSigmaPerRadius * scale)
                    out = .rect(r.insetByAll(-Double(BoxBlur.radii(sigma: sigma).reduce(0, +) + 1) / scale))
                }
            default:
                break
            }
            if !stack.isEmpty { stack[stack.count - 1].extent = stack[stack.count - 1].extent.union(out) }
        }

        for (index, item) in items.enumerated() {
            switch item {
            case .pushClip, .pushOpacity, .pushShadow, .pushGroup, .pushTransform, .pushEffect:
                stack.append((index, item, .empty))
            case .pop:
                close()
            default:
                guard !stack.isEmpty else { continue }
                let e = extent(of: item, pixel: pixel)
                stack[stack.count - 1].extent = stack[stack.count - 1].extent.union(e)
            }
        }
        while !stack.isEmpty { close() }
        return result
    }

    /// The extent of one drawing item.
    static func extent(of item: DisplayItem, pixel: Double) -> Extent {
        switch item {
        case .fill(let path, _):
            guard path.isAllFinite, !path.elements.isEmpty else { return .empty }
            return .rect(path.boundingRect.insetByAll(-pixel))
        case .stroke(let path, _, let style):
            guard path.isAllFinite, !path.elements.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return .empty }
            let miter = style.miterLimit.isFinite ? min(10_000, max(1, style.miterLimit)) : 10
            return .rect(path.boundingRect.insetByAll(-(style.lineWidth / 2 * max(miter, 2) + pixel)))
        case .image(let draw):
            let r = draw.rect
            guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return .empty }
            return .rect(r.insetByAll(-pixel))
        case .glyphs(let run):
            guard run.size.isFinite, run.size > 0 else { return .empty }
            guard case .loaded(let font) = FontCache.shared.font(for: run.font) else { return .empty }
            guard let box = font.unitBox else { return .unbounded }
            let k = run.size, kx = run.size * run.font.widthScale, pad = run.size / 10 + pixel
            var out = Extent.empty
            for p in run.positions where p.isFinite {
                out = out.union(.rect(Rect(x: p.x + box.minX * kx - pad, y: p.y - box.maxY * k - pad,
                                           width: box.width * kx + 2 * pad, height: box.height * k + 2 * pad)))
            }
            return out
        case .pushClip, .pushOpacity, .pushShadow, .pop, .pushGroup, .pushTransform, .pushEffect:
            return .empty
        case .vector(let draw):
            let r = draw.rect
            guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return .empty }
            return .rect(r.insetByAll(-pixel))
        case .material(let path, _):
            guard path.isAllFinite, !path.elements.isEmpty else { return .empty }
            return .rect(path.boundingRect.insetByAll(-pixel))
        }
    }
}

extension Path {
    /// Every coordinate is finite.
    var isAllFinite: Bool {
        elements.allSatisfy {
            switch $0 {
            case .move(let p), .line(let p): return p.isFinite
            case .curve(let a, let b, let c): return a.isFinite && b.isFinite && c.isFinite
            case .close: return true
            }
        }
    }
}

extension Rect {
    /// The rectangle grown (negative `d`) or shrunk on every side.
    func insetByAll(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}
