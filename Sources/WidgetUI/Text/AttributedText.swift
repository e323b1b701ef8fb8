import Foundation

/// SwiftUI's attributes for `AttributedString` (`s.font = .title`, `s.foregroundColor = .red`),
/// read by `Text(_: AttributedString)` together with Foundation's `link`.
public struct WidgetRenderAttributes: AttributeScope {
    public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "WidgetRender.font" }
    public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "WidgetRender.foregroundColor" }
    public enum UnderlineAttribute: AttributedStringKey { public typealias Value = Bool; public static let name = "WidgetRender.underline" }
    public enum StrikethroughAttribute: AttributedStringKey { public typealias Value = Bool; public static let name = "WidgetRender.strikethrough" }
    public enum KernAttribute: AttributedStringKey { public typealias Value = Double; public static let name = "WidgetRender.kern" }
    public enum TrackingAttribute: AttributedStringKey { public typealias Value = Double; public static let name = "WidgetRender.tracking" }
    public enum BaselineOffsetAttribute: AttributedStringKey { public typealias Value = Double; public static let name = "WidgetRender.baselineOffset" }
    /// Markdown's strong/emphasis/code/strikethrough, as `AttributedString(markdown:)` sets them.
    public enum InlineStyleAttribute: AttributedStringKey { public typealias Value = InlineStyle; public static let name = "WidgetRender.inlineStyle" }

    public struct InlineStyle: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let stronglyEmphasized = InlineStyle(rawValue: 1)
        public static let emphasized = InlineStyle(rawValue: 2)
        public static let code = InlineStyle(rawValue: 4)
        public static let strikethrough = InlineStyle(rawValue: 8)
    }

    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let underlineStyle: UnderlineAttribute
    public let strikethroughStyle: StrikethroughAttribute
    public let kern: KernAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let inlineStyle: InlineStyleAttribute
    public let foundation: AttributeScopes.FoundationAttributes
}

extension AttributeScopes {
    public var widgetRender: WidgetRenderAttributes.Type { WidgetRenderAttributes.self }
}

extension AttributeDynamicLookup {
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
