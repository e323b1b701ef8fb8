internal import WidgetEngine

/// Lint: content the Lock Screen's inline widget does not show. WidgetKit describes
/// `accessoryInline` as "a flat widget that contains a single row of text and an optional
/// image": the system draws one line of text (in its own font) and at most one image, and
/// drops shapes, colours and backgrounds.
public enum AccessoryInlineLint {
    /// The code of the lint's diagnostics (`inlineContentIgnored`).
    public static let code = DiagnosticCode.inlineContentIgnored

    /// Warns about each shape, colour, background or extra image in an `accessoryInline` layout; other families get no diagnostics.
    public static func check(_ layout: WidgetLayout) -> [Diagnostic] {
        guard layout.environment.widgetFamily == .accessoryInline else { return [] }
        var out: [Diagnostic] = []
        var images = 0
        func say(_ n: Node, _ what: String) {
            out.append(Diagnostic(.warning, code: code, message: what, location: n.path))
        }
        layout.tree.visit { n in
            if n.kind(ShapeKind.self) != nil || n.kind(ColorKind.self) != nil {
                say(n, "An inline Lock Screen widget shows only text and one image; this \(n.name) is not drawn there.")
            } else if n.kind(ImageKind.self) != nil {
                images += 1
                if images == 2 { say(n, "An inline Lock Screen widget shows at most one image; this one and any after it are dropped.") }
            } else if let t = n.kind(TextKind.self) {
                let text = t.layout(for: layout.tree.engine.proposal(of: n))
                if text.lines.count > 1 || text.isTruncated {
                    say(n, "An inline Lock Screen widget shows one line; this text does not fit in it and is cut. Shorten it.")
                }
            }
        }
        return out
    }
}
