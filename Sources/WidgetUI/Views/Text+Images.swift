internal import WidgetEngine

/// A run of a `Text` with images: a text (with its own styles) or an image.
enum InlinePiece {
    case text(Text, plain: String)
    case image(Image)

    /// The text of the piece; images count as U+FFFC (the object replacement character), as
    /// in an attributed string with attachments.
    var string: String {
        switch self {
        case .text(_, let plain): return plain
        case .image: return "\u{FFFC}"
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image in the text: it sits on the baseline, sized by the text's font (SF Symbols).
    public mutating func appendInterpolation(_ image: Image) { add(Text(image)) }
}

extension Text {
    /// The pieces of a literal with images interpolated (``LocalizedStringKey``): the text
    /// between images as one ``Text`` each (Markdown read, other interpolations kept), and the
    /// images. Spaces before an image become no-break spaces, so they are not hung at the end of
    /// their piece and still separate it from the image. nil when no argument is an image.
    static func inlinePieces(_ key: LocalizedStringKey) -> [InlinePiece]? {
        guard key.arguments.contains(where: { if case .inline = $0.content { return true }; return false }) else { return nil }
        var pieces: [InlinePiece] = []
        var template = "", arguments: [Text] = [], plain = ""
        func flush(beforeImage: Bool) {
            guard !template.isEmpty else { return }
            if beforeImage {
                let trailing = template.reversed().prefix { $0 == " " }.count
                template = String(template.dropLast(trailing)) + String(repeating: "\u{00A0}", count: trailing)
            }
            pieces.append(.text(Text(LocalizedStringKey(template: template, arguments: arguments, key: template)), plain: plain))
            template = ""; arguments = []; plain = ""
        }
        var next = 0
        for ch in key.template {
            guard ch == LocalizedStringKey.marker, next < key.arguments.count else {
                template.append(ch); plain.append(ch); continue
            }
            let argument = key.arguments[next]
            next += 1
            if case .inline(let inner) = argument.content {
                flush(beforeImage: true)
                pieces += inner
            } else {
                template.append(ch); arguments.append(argument); plain.append(ch)
            }
        }
        flush(beforeImage: false)
        return pieces
    }

    /// An image as text (SwiftUI's `Text(_: Image)`): an SF Symbol sized by the font, on the baseline.
    public init(_ image: Image) { content = .inline([.image(image)]) }

    /// Text with images: its pieces side by side on their first text baseline, without
    /// spacing (the literal's own spaces separate them), as SwiftUI sets an image inline in a
    /// line of text. Approximation: the pieces do not wrap as one paragraph; each text piece
    /// wraps on its own. A piece's trailing spaces are kept as no-break spaces so they are
    /// not hung at the piece's end.
    func makeInlineNodes(_ pieces: [InlinePiece], _ ctx: ResolveContext) throws -> [Node] {
        var nodes: [Node] = []
        for piece in pieces {
            switch piece {
            case .text(let text, _):
                nodes += try ctx.resolve(text)
            case .image(let image):
                nodes += try ctx.resolve(image)
            }
        }
        if nodes.count == 1 { return nodes }
        return [ctx.node(StackKind(axis: .horizontal, alignment: .vertical(.firstTextBaseline), spacing: 0), children: nodes)]
    }
}
