internal import WidgetEngine
import Foundation

extension Text {
    /// Resolves runs: one run without decorations goes through the plain path with its styles
    /// in the environment (so `Text("a").bold()` draws exactly as `.bold()` on the view); more
    /// runs, or any decoration, become one ``StyledTextKind``.
    func makeRunNodes(_ runs: [TextRun], _ ctx: ResolveContext) throws -> [Node] {
        let inherited = ctx.env.textDecorations.runStyle
        let runs = runs.map { TextRun(content: $0.content, style: $0.style.filled(from: inherited)) }
        if runs.count == 1, let only = runs.first, !only.style.needsStyledLayout {
            let plain = Text(content: only.content)
            return try ctx.withEnvironment({ env in
                env.textDecorations = InheritedTextDecorations()
                Self.apply(only.style, to: &env)
            }) { try plain.makeNodes(ctx) }
        }
        let env = ctx.env
        var spans: [StyledSpan] = [], paints: [AnyShapeStyle] = []
        var underlines: [AnyShapeStyle?] = [], strikes: [AnyShapeStyle?] = []
        for (i, run) in runs.enumerated() {
            var runEnv = env
            Self.apply(run.style, to: &runEnv)
            let string = Text.string(run.content, in: runEnv)
            let font = Self.fontSpec(in: runEnv)
            let tint = run.style.link != nil ? (runEnv.tint ?? AnyShapeStyle(Color.accentColor)) : nil
            let color = tint ?? runEnv.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
            spans.append(StyledSpan(text: string, font: font, kerning: runEnv.kerning, tracking: runEnv.tracking,
                                    baselineOffset: run.style.baselineOffset ?? 0, tag: i))
            paints.append(color)
            underlines.append(run.style.underline.flatMap { $0.isActive ? ($0.color.map { AnyShapeStyle($0) } ?? color) : nil })
            strikes.append(run.style.strikethrough.flatMap { $0.isActive ? ($0.color.map { AnyShapeStyle($0) } ?? color) : nil })
        }
        let joined = spans.map(\.text).joined()
        let preview = joined.count > 24 ? String(joined.prefix(24)) + "…" : joined
        return ctx.withPathComponent("Text(\"\(preview)\")") {
            var limit = env.lineLimit
            if let l = limit, l < 1 { limit = 1 }
            var options = TextOptions(lineLimit: limit, truncationMode: env.truncationMode, alignment: env.resolvedTextAlignment,
                                      lineSpacing: max(0, env.lineSpacing), reservedLines: env.reservedLineCount)
            options.pixelScale = env.displayScale
            if env.minimumScaleFactor < 1 {
                ctx.diagnose(.info, .styledTextNoScaling, "minimumScaleFactor does not shrink text made of several styled runs (Text + Text, Markdown); it is set at its size.")
            }
            if !(ctx.measurer is any StyledTextMeasuring) {
                ctx.diagnose(.info, .styledTextFallback, "The text measurer cannot set styled runs; they are set in the first run's style.")
            }
            let node = StyledTextKind(spans: spans, paints: paints, underlines: underlines, strikethroughs: strikes,
                                      options: options, measurer: ctx.measurer)
            return [ctx.node((node))]
        }
    }

    init(content: Content) { self.content = content }

    /// The environment with a run's own styles applied, as the `View` modifiers would.
    static func apply(_ style: TextRunStyle, to env: inout EnvironmentValues) {
        if let f = style.font { env.font = f }
        if let w = style.weight { env.fontWeightOverride = w }
        if style.italic == true { env.italic = true }
        if style.monospacedDigit == true { env.monospacedDigit = true }
        if style.monospaced == true { env.font = (env.font ?? .body).monospaced() }
        if let c = style.foreground { env.foregroundStyle = c.resolvingTint(in: env) }
        if let k = style.kerning { env.kerning = k }
        if let t = style.tracking { env.tracking = t }
    }

    static func fontSpec(in env: EnvironmentValues) -> FontSpec {
        (env.font ?? .body).spec(weightOverride: env.fontWeightOverride, italic: env.italic, monospacedDigit: env.monospacedDigit)
    }
}
