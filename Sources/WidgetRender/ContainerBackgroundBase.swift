import Foundation

extension WidgetRenderer {
    /// A container background on the system's opaque base `base` (white, or black in dark), as
    /// iOS draws it: a translucent style such as Xcode's template `.fill.tertiary` tints the base,
    /// it does not show the page through.
    ///
    /// When the first paint covers `bounds` (after groups and whole-widget rectangular clips), the
    /// base is composited into its colours: an opaque colour or gradient is unchanged, a
    /// translucent one becomes the opaque colour it makes over the base, and it stays one fill, so
    /// the anti-aliased corners are as before. Anything else (a translucent image, a material, a
    /// shape) is drawn over a fill of the base.
    static func onSystemBase(_ background: [DisplayItem], bounds: Rect, base: RGBA) -> [DisplayItem] {
        func covers(_ rect: Rect) -> Bool {
            rect.minX <= bounds.minX && rect.minY <= bounds.minY && rect.maxX >= bounds.maxX && rect.maxY >= bounds.maxY
        }
        func wholeRect(_ path: Path) -> Bool { path == .rect(path.boundingRect) && covers(path.boundingRect) }
        guard let first = background.firstIndex(where: { item in
            switch item {
            case .pushGroup: return false
            case .pushClip(let path): return !wholeRect(path)
            default: return true
            }
        }) else { return background }
        switch background[first] {
        case .fill(let path, let paint) where wholeRect(path):
            if paint.colors.allSatisfy({ $0.alpha >= 1 }) { return background }
            var out = background
            out[first] = .fill(path, paint.mappingColors { color in
                let a = color.alpha
                return RGBA(red: color.red * a + base.red * (1 - a), green: color.green * a + base.green * (1 - a),
                            blue: color.blue * a + base.blue * (1 - a))
            })
            return out
        case .image(let draw) where covers(draw.rect) && draw.bitmap.isOpaque:
            return background
        default:
            return [.fill(.rect(bounds), .color(base))] + background
        }
    }
}
