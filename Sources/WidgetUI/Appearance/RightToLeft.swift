internal import WidgetEngine
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

nonisolated extension View {
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
