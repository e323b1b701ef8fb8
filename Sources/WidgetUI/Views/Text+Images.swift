/// SwiftUI's `LocalizedStringKey`, as far as string literals given to `Text` need it here: the
/// literal's text and the images interpolated into it (`Text("\(Image(systemName: "sun.max")) 21°")`).
/// No localization lookup is done; other interpolated values are written with
/// `String(describing:)`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    let pieces: [InlinePiece]

    public init(stringLiteral value: String) { pieces = [.text(value)] }
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [InlinePiece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { appendText(literal) }
        /// An image in the text: it sits on the baseline, sized by the text's font (SF Symbols).
        public mutating func appendInterpolation(_ image: Image) { pieces.append(.image(image)) }
        public mutating func appendInterpolation<T>(_ value: T) { appendText(String(describing: value)) }
        private mutating func appendText(_ s: String) {
            guard !s.isEmpty else { return }
            if case .text(let previous)? = pieces.last { pieces[pieces.count - 1] = .text(previous + s) } else { pieces.append(.text(s)) }
        }
    }
}

/// A run of a `Text` with images: a string or an image.
enum InlinePiece {
    case text(String)
    case image(Image)

    /// The text of the piece; images count as U+FFFC (the object replacement character), as
    /// in an attributed string with attachments.
    var string: String {
        switch self {
        case .text(let s): return s
        case .image: return "\u{FFFC}"
        }
    }
}

extension Text {
    /// A string literal, with any images interpolated into it (see ``LocalizedStringKey``).
    public init(_ key: LocalizedStringKey) {
        if key.pieces.contains(where: { if case .image = $0 { return true }; return false }) {
            content = .inline(key.pieces)
        } else {
            content = .verbatim(key.pieces.map(\.string).joined())
        }
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
        for (i, piece) in pieces.enumerated() {
            switch piece {
            case .text(var s):
                if i < pieces.count - 1 {
                    let trailing = s.reversed().prefix { $0 == " " }.count
                    s = String(s.dropLast(trailing)) + String(repeating: "\u{00A0}", count: trailing)
                }
                nodes += try ctx.resolve(Text(verbatim: s))
            case .image(let image):
                nodes += try ctx.resolve(image)
            }
        }
        if nodes.count == 1 { return nodes }
        return [ctx.node(.stack(axis: .horizontal, alignment: .vertical(.firstTextBaseline), spacing: 0), children: nodes)]
    }
}
