/// A run of text in one style, as in SwiftUI. It takes its font, color, line limit and
/// alignment from the environment (`.font`, `.foregroundStyle`, `.lineLimit`, …).
public struct Text: View, PrimitiveView {
    let string: String

    /// Text shown as written (no localization lookup is done on Linux).
    public init<S: StringProtocol>(_ content: S) { self.string = String(content) }
    public init(verbatim content: String) { self.string = content }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        let env = ctx.env
        let font = (env.font ?? .body).spec(weightOverride: env.fontWeightOverride, italic: env.italic,
                                            monospacedDigit: env.monospacedDigit)
        if font.size < 11 {
            ctx.diagnose(.info, "textBelowMinimumSize", "Text at \(fmt(font.size)) pt is below the 11 pt minimum Apple recommends for widgets.")
        }
        var limit = env.lineLimit
        if let l = limit, l < 1 {
            ctx.diagnose(.warning, "lineLimitBelowOne", "lineLimit(\(l)) acts as lineLimit(1).")
            limit = 1
        }
        let options = TextOptions(lineLimit: limit, truncationMode: env.truncationMode, alignment: env.multilineTextAlignment,
                                  lineSpacing: max(0, env.lineSpacing), tracking: env.tracking)
        let style = env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let preview = string.count > 24 ? String(string.prefix(24)) + "…" : string
        return ctx.withPathComponent("Text(\"\(preview)\")") {
            [ctx.node(.text(TextNode(string: string, font: font, options: options, style: style, measurer: ctx.measurer)))]
        }
    }
}
