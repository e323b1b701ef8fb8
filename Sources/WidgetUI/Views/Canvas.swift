/// SwiftUI's `Canvas` for paths: the renderer runs once with the canvas's size (it takes all
/// the space offered, as a `GeometryReader`) and its fills and strokes draw in order. Text,
/// images and symbols cannot be drawn into the context yet (`draw`, `resolve` are absent).
public nonisolated struct Canvas: View {
    let renderer: (inout GraphicsContext, Size) -> Void
    /// A canvas whose `renderer` draws into a context of the canvas's size; `opaque` and `rendersAsynchronously` are ignored.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, Size) -> Void) {
        self.renderer = renderer
    }

    public var body: some View {
        GeometryReader { proxy in
            let commands = Self.commands(renderer, Size(proxy.size))
            ZStack(alignment: .topLeading) {
                ForEach(commands.indices, id: \.self) { i in commands[i].view }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
    }

    static func commands(_ renderer: (inout GraphicsContext, Size) -> Void, _ size: Size) -> [GraphicsContext.Command] {
        var context = GraphicsContext()
        renderer(&context, size)
        return context.commands
    }
}

/// What a `Canvas` renderer draws with: fills and strokes of paths, under a transform and an
/// opacity, as SwiftUI's `GraphicsContext`.
public struct GraphicsContext {
    /// How a path is painted: `.color(.red)` or `.style(.tint)`.
    public struct Shading {
        let style: AnyShapeStyle
        /// A solid color.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// Any shape style: a gradient, `.tint`, a hierarchical style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
    }

    struct Command {
        let path: Path
        let shading: Shading
        let stroke: StrokeStyle?
        let opacity: Double
        var view: AnyView {
            let drawn = stroke.map { AnyView(path.stroke(shading.style, style: $0)) } ?? AnyView(path.fill(shading.style))
            return AnyView(drawn.opacity(opacity))
        }
    }

    var commands: [Command] = []
    /// Applied to every path drawn afterwards (`translateBy`, `scaleBy`, `rotate(by:)` compose onto it).
    public var transform = AffineMatrix.identity
    /// Multiplies the opacity of everything drawn afterwards.
    public var opacity = 1.0

    /// Moves everything drawn afterwards by (x, y).
    public mutating func translateBy(x: Double, y: Double) { transform = AffineMatrix.translation(x: x, y: y).concatenating(transform) }
    /// Scales everything drawn afterwards by (x, y) about the origin.
    public mutating func scaleBy(x: Double, y: Double) { transform = AffineMatrix.scale(x: x, y: y).concatenating(transform) }
    /// Rotates everything drawn afterwards by `angle` about the origin.
    public mutating func rotate(by angle: Angle) { transform = AffineMatrix.rotation(angle).concatenating(transform) }

    /// Fills `path` (under the current transform and opacity).
    public mutating func fill(_ path: Path, with shading: Shading) {
        commands.append(Command(path: path.applying(transform), shading: shading, stroke: nil, opacity: opacity))
    }
    /// Strokes `path` with a line `lineWidth` points wide (under the current transform and opacity).
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Strokes with the width scaled by the transform's average scale (exact for uniform scales).
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var s = style
        let k = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        s.lineWidth *= k
        commands.append(Command(path: path.applying(transform), shading: shading, stroke: s, opacity: opacity))
    }
}
