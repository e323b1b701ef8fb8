import Foundation

/// The styles one run of a `Text` sets for itself. nil fields come from the environment; an
/// inner run's own value wins over a modifier applied to the whole concatenation (SwiftUI:
/// `(Text("a").bold() + Text("b")).italic()` makes both italic and only "a" bold).
struct TextRunStyle: Sendable {
    var font: Font?
    var weight: FontWeight?
    var italic: Bool?
    var monospacedDigit: Bool?
    var monospaced: Bool?
    var foreground: AnyShapeStyle?
    var kerning: Double?
    var tracking: Double?
    var baselineOffset: Double?
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    /// The URL of a Markdown link (drawn in the tint color, as SwiftUI draws links).
    var link: URL?

    /// Fields this style leaves unset, taken from `outer`.
    func filled(from outer: TextRunStyle) -> TextRunStyle {
        var s = self
        s.font = font ?? outer.font
        s.weight = weight ?? outer.weight
        s.italic = italic ?? outer.italic
        s.monospacedDigit = monospacedDigit ?? outer.monospacedDigit
        s.monospaced = monospaced ?? outer.monospaced
        s.foreground = foreground ?? outer.foreground
        s.kerning = kerning ?? outer.kerning
        s.tracking = tracking ?? outer.tracking
        s.baselineOffset = baselineOffset ?? outer.baselineOffset
        s.underline = underline ?? outer.underline
        s.strikethrough = strikethrough ?? outer.strikethrough
        s.link = link ?? outer.link
        return s
    }

    /// Whether the style needs the styled typesetter (decorations, offsets, links); otherwise a
    /// single run is set by the plain `Text` path with these values in the environment.
    var needsStyledLayout: Bool {
        baselineOffset != nil || underline?.isActive == true || strikethrough?.isActive == true || link != nil
    }
}

/// An underline or strikethrough (SwiftUI's `Text.LineStyle`, solid lines only).
struct TextDecoration: Sendable {
    var isActive: Bool
    var color: Color?
}

/// One run of a `Text`: what it shows and the styles it sets itself.
struct TextRun: Sendable {
    var content: Text.Content
    var style: TextRunStyle
}

extension Text.Content: @unchecked Sendable {}

extension Text {
    /// The text as runs: its own, or one run of its content with no style.
    var runList: [TextRun] { runs ?? [TextRun(content: content, style: TextRunStyle())] }

    /// A `Text` made of runs.
    init(runs: [TextRun]) {
        self.init(verbatim: "")
        self.runs = runs
    }

    /// This text with `change` applied to every run's style, as an outer modifier.
    func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
        var outer = TextRunStyle()
        change(&outer)
        return Text(runs: runList.map { TextRun(content: $0.content, style: $0.style.filled(from: outer)) })
    }

    /// Concatenation: one paragraph whose runs keep their own styles (SwiftUI's `Text + Text`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runList + rhs.runList)
    }
}
