internal import WidgetEngine
import Foundation

/// A run of text in one style, as in SwiftUI. It takes its font, color, line limit and
/// alignment from the environment (`.font`, `.foregroundStyle`, `.lineLimit`, …).
///
/// Diagnostics: `missingGlyphs` (warning) names characters no bundled font has (they draw as
/// an empty box); `textBelowMinimumSize` (info) for text under the HIG's 11 pt;
/// `lineLimitBelowOne` (warning); `minimumScaleFactorRule` (info) states the undocumented
/// shrinking rule WidgetRender applies; `dynamicDateSnapshot` (info) for `.relative`,
/// `.offset` and `.timer` dates, which a device updates live.
public nonisolated struct Text: View, PrimitiveView {
    enum Content {
        case verbatim(String)
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        /// `Text(_:format:)`: formatted in the environment's locale and time zone.
        case formatted(@Sendable (EnvironmentValues) -> String)
        /// Text with images in it: `Text("\(Image(systemName: "sun.max")) 21°")`, `Text(image)`.
        case inline([InlinePiece])
    }

    let content: Content
    /// Runs with their own styles (`Text + Text`, `.bold()` on a `Text`, Markdown): nil for one
    /// run styled by the environment alone. See `Text+Runs.swift`.
    var runs: [TextRun]? = nil

    /// A string variable, shown as written (a literal is a ``LocalizedStringKey`` instead, as in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = .verbatim(String(content)) }
    /// Text shown as written.
    public init(verbatim content: String) { self.content = .verbatim(content) }
    /// A date shown in `style`, relative to the environment's `now` and in its `locale` and
    /// `timeZone` (see ``DateStyle``).
    public init(_ date: Date, style: DateStyle) { content = .date(date, style) }
    /// A timer over `timerInterval` at the environment's `now`: counting down from its length
    /// to 0 (or up from 0), frozen at `pauseTime` when given; H:MM:SS from an hour up when
    /// `showsHours`, else minutes past 59 ("75:00").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        content = .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The string shown in `env`: dates formatted at its `now`, `locale` and `timeZone`, then
    /// `textCase` applied with the locale's rules.
    static func string(_ content: Content, in env: EnvironmentValues) -> String {
        let raw: String
        switch content {
        case .verbatim(let s): raw = s
        case .date(let date, let style):
            raw = DateText.format(date, style: style, now: env.now, locale: env.locale, timeZone: env.timeZone)
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            raw = DateText.timer(interval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours, now: env.now)
        case .formatted(let format):
            raw = format(env)
        case .inline(let pieces):
            raw = pieces.map(\.string).joined()
        }
        switch env.textCase {
        case .uppercase: return raw.uppercased(with: env.locale)
        case .lowercase: return raw.lowercased(with: env.locale)
        case nil: return raw
        }
    }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        if case .inline(let pieces) = content { return try makeInlineNodes(pieces, ctx) }
        if runs != nil || ctx.env.textDecorations.isSet { return try makeRunNodes(runList, ctx) }
        let env = ctx.env
        let string = Self.string(content, in: env)
        let font = (env.font ?? .body).scaled(for: env.dynamicTypeSize).resolvedSpec(in: env)
        let preview = string.count > 24 ? String(string.prefix(24)) + "…" : string
        return ctx.withPathComponent("Text(\"\(preview)\")") {
            if font.size < 11 {
                ctx.diagnose(.info, .textBelowMinimumSize, "Text at \(fmt(font.size)) pt is below the 11 pt minimum Apple recommends for widgets.")
            }
            var limit = env.lineLimit
            if let l = limit, l < 1 {
                ctx.diagnose(.warning, .lineLimitBelowOne, "lineLimit(\(l)) acts as lineLimit(1).")
                limit = 1
            }
            var options = TextOptions(lineLimit: limit, truncationMode: env.truncationMode, alignment: env.resolvedTextAlignment,
                                      lineSpacing: max(0, env.lineSpacing), tracking: env.tracking, kerning: env.kerning,
                                      minimumScaleFactor: env.minimumScaleFactor, reservedLines: env.reservedLineCount)
            options.pixelScale = env.displayScale
            diagnose(string: string, font: font, options: options, ctx)
            let style = env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
            return [ctx.node((TextKind(string: string, font: font, options: options, style: style, measurer: ctx.measurer)))]
        }
    }

    private func diagnose(string: String, font: FontSpec, options: TextOptions, _ ctx: ResolveContext) {
        Font.diagnoseCustomFont(font, ctx)
        // The ideal layout is cached: layout asks for it again when it sizes this text.
        let missing = ctx.measurer.layout(string, font: font, options: options, maxWidth: nil, maxHeight: nil).missingCharacters
        if !missing.isEmpty {
            let list = missing.prefix(8).map { ch in
                "\"\(ch)\" (" + ch.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ") + ")"
            }.joined(separator: ", ") + (missing.count > 8 ? ", …" : "")
            ctx.diagnose(.warning, .missingGlyphs, "No bundled font has \(list); drawn as an empty box. The bundled fonts cover "
                         + "Latin, Greek, Cyrillic, Arabic, Hebrew, common Chinese, Japanese and Korean, and RGI emoji (see Fonts/README.md).")
        }
        if options.minimumScaleFactor < 1 {
            ctx.diagnose(.info, .minimumScaleFactorRule, "minimumScaleFactor(\(fmt(options.minimumScaleFactor))): when the text would be "
                         + "truncated or break inside a word, it is set at the largest size on a 0.01 pt grid (down to "
                         + "\(fmt(font.size * options.minimumScaleFactor)) pt) that avoids it; Apple does not document its search.")
        }
        if case .date(_, let style) = content, style == .relative || style == .offset || style == .timer {
            ctx.diagnose(.info, .dynamicDateSnapshot, "A \(style.kind) date updates every second on a device; it is drawn as it reads at the environment's now.")
        }
        if case .timer = content {
            ctx.diagnose(.info, .dynamicDateSnapshot, "Text(timerInterval:) updates every second on a device; it is drawn as it reads at the environment's now.")
        }
    }
}
