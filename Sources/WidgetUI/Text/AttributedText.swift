import Foundation

/// SwiftUI's attributes for `AttributedString` (`s.font = .title`, `s.foregroundColor = .red`),
/// read by `Text(_: AttributedString)` together with Foundation's `link`.
public struct WidgetRenderAttributes: AttributeScope {
    /** The font of a run (`s.font = .title`). */ public enum FontAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = Font; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.font" }
    /** The color of a run (`s.foregroundColor = .red`). */ public enum ForegroundColorAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = Color; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.foregroundColor" }
    /** Whether a run is underlined. */ public enum UnderlineAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = Bool; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.underline" }
    /** Whether a run is struck through. */ public enum StrikethroughAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = Bool; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.strikethrough" }
    /** Extra space between a run's characters, in points. */ public enum KernAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = Double; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.kern" }
    /** Extra space after each of a run's characters, in points. */ public enum TrackingAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = Double; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.tracking" }
    /** How far a run sits above its baseline, in points. */ public enum BaselineOffsetAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = Double; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.baselineOffset" }
    /// Markdown's strong/emphasis/code/strikethrough, as `AttributedString(markdown:)` sets them.
    public enum InlineStyleAttribute: AttributedStringKey { /** The attribute's value type. */ public typealias Value = InlineStyle; /** The attribute's key in an archived string. */ public static let name = "WidgetRender.inlineStyle" }

    /// Markdown's inline styles of a run.
    public struct InlineStyle: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Strong emphasis (`**bold**`): drawn bold.
        public static let stronglyEmphasized = InlineStyle(rawValue: 1)
        /// Emphasis (`*italic*`): drawn italic.
        public static let emphasized = InlineStyle(rawValue: 2)
        /// Inline code (a span in backticks): drawn in the monospaced design.
        public static let code = InlineStyle(rawValue: 4)
        /// Strikethrough (`~~struck~~`).
        public static let strikethrough = InlineStyle(rawValue: 8)
    }

    /// `s.font`.
    public let font: FontAttribute
    /// `s.foregroundColor`.
    public let foregroundColor: ForegroundColorAttribute
    /// `s.underlineStyle`.
    public let underlineStyle: UnderlineAttribute
    /// `s.strikethroughStyle`.
    public let strikethroughStyle: StrikethroughAttribute
    /// `s.kern`.
    public let kern: KernAttribute
    /// `s.tracking`.
    public let tracking: TrackingAttribute
    /// `s.baselineOffset`.
    public let baselineOffset: BaselineOffsetAttribute
    /// `s.inlineStyle`, set by `AttributedString(markdown:)`.
    public let inlineStyle: InlineStyleAttribute
    /// Foundation's attributes (`link`).
    public let foundation: AttributeScopes.FoundationAttributes
}

extension AttributeScopes {
    /// WidgetRender's attribute scope, as `AttributedString(markdown:including:)` takes it.
    public var widgetRender: WidgetRenderAttributes.Type { WidgetRenderAttributes.self }
}

extension AttributeDynamicLookup {
    /// Gives `s.font`, `s.foregroundColor` and the other WidgetRender attributes on an `AttributedString`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<WidgetRenderAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// Inline Markdown (the subset `MarkdownRuns` reads), for Foundation on Linux, which has no
    /// Markdown parser: strong, emphasis, code and strikethrough become `inlineStyle`, links `link`.
    public init(widgetMarkdown source: String) {
        var out = AttributedString()
        for piece in MarkdownRuns.parse(source) {
            var part = AttributedString(piece.text)
            var style = WidgetRenderAttributes.InlineStyle()
            if piece.style.weight == .bold { style.insert(.stronglyEmphasized) }
            if piece.style.italic == true { style.insert(.emphasized) }
            if piece.style.monospaced == true { style.insert(.code) }
            if piece.style.strikethrough?.isActive == true { style.insert(.strikethrough) }
            if !style.isEmpty { part[WidgetRenderAttributes.InlineStyleAttribute.self] = style }
            if let link = piece.style.link { part.link = link }
            out += part
        }
        self = out
    }
}

#if !canImport(Darwin)
extension AttributedString {
    /// `AttributedString(markdown:)`, which Foundation on Linux lacks: see ``init(widgetMarkdown:)``.
    public init(markdown: String) throws { self.init(widgetMarkdown: markdown) }
}
#endif

extension Text {
    /// An attributed string: each run keeps its font, color, decorations, spacing and link.
    @_disfavoredOverload
    public init(_ attributed: AttributedString) {
        var runs: [TextRun] = []
        for run in attributed.runs {
            let text = String(attributed[run.range].characters)
            var style = TextRunStyle()
            style.font = run[WidgetRenderAttributes.FontAttribute.self]
            style.foreground = run[WidgetRenderAttributes.ForegroundColorAttribute.self].map { AnyShapeStyle($0) }
            if run[WidgetRenderAttributes.UnderlineAttribute.self] == true { style.underline = TextDecoration(isActive: true, color: nil) }
            if run[WidgetRenderAttributes.StrikethroughAttribute.self] == true { style.strikethrough = TextDecoration(isActive: true, color: nil) }
            style.kerning = run[WidgetRenderAttributes.KernAttribute.self]
            style.tracking = run[WidgetRenderAttributes.TrackingAttribute.self]
            style.baselineOffset = run[WidgetRenderAttributes.BaselineOffsetAttribute.self]
            if let inline = run[WidgetRenderAttributes.InlineStyleAttribute.self] {
                if inline.contains(.stronglyEmphasized) { style.weight = .bold }
                if inline.contains(.emphasized) { style.italic = true }
                if inline.contains(.code) { style.monospaced = true }
                if inline.contains(.strikethrough) { style.strikethrough = TextDecoration(isActive: true, color: nil) }
            }
            style.link = run.link
            runs.append(TextRun(content: .verbatim(text), style: style))
        }
        if runs.count == 1, let only = runs.first, only.style.isEmpty { self.init(content: only.content); return }
        if runs.isEmpty { self.init(verbatim: ""); return }
        self.init(runs: runs)
    }
}
