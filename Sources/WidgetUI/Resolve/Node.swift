import Foundation

/// One element of the resolved view tree: what layout sizes and places and what the display
/// list draws. Built by resolution, never by users.
final class Node {
    enum Kind {
        case color(AnyShapeStyle)
        case shape(ShapeNode)
        case text(TextNode)
        case image(ImageNode)
        /// `Spacer`; `axis` is the enclosing stack's, nil outside a stack.
        case spacer(minLength: Double?, axis: Axis?)
        case divider(axis: Axis, color: RGBA)
        case stack(axis: Axis, alignment: StackAlignment, spacing: Double?)
        case zstack(Alignment)
        /// `edges`: the edges the modifier names (SwiftUI resets their stack spacing, even at 0).
        case padding(EdgeInsets, edges: Edge.Set = .all)
        case frame(width: Double?, height: Double?, alignment: Alignment)
        case flexFrame(FlexFrame)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(Double?, ContentMode)
        /// children[0] is the primary view, children[1] the secondary one.
        case overlay(Alignment)
        case background(Alignment)
        /// children[1] masks children[0]: shapes mask with their outline, other views with their frame.
        case mask(Alignment)
        case offset(x: Double, y: Double)
        case opacity(Double)
        case clip(ClipShape)
        case shadow(Shadow)
        /// A `Link`, or with `intent` a `Button(intent:)`/`Toggle(intent:)` (its App Intent's
        /// type name; the URL is then `LinkRegion/intentURL(_:)`).
        case link(URL, intent: String? = nil)
        case widgetURL(URL)
        /// Layout-neutral wrapper (`.id`, `.layoutPriority`, container background marker…).
        case passthrough
        /// An SF Symbol: an icon-font glyph, a user SVG or a placeholder box (`Symbols/`).
        case symbol(SymbolNode)
        /// Layout-neutral, but its text baseline is `fromCenter` below its vertical centre when
        /// its content has none: how `Label` centres an icon on its title's first line.
        case centeredBaseline(fromCenter: Double)
        /// `rotationEffect`, `scaleEffect`: drawn through a transform of the placed frame;
        /// layout is unchanged, as in SwiftUI.
        case transform(GeometryEffect)
        /// `blur`, `brightness`, `saturation`, `blendMode`, `compositingGroup`…: layout-neutral.
        case effect(LayerEffect)
        /// `ViewThatFits`: children are the candidates, in order.
        case viewThatFits(Axis.Set)
        /// `Grid`: children are rows (`.gridRow`) or views spanning every column.
        case grid(GridSpec)
        case gridRow(VerticalAlignment?)
        /// `LazyVGrid` / `LazyHGrid`.
        case lazyGrid(LazyGridSpec)
        /// `GeometryReader`: its content is resolved when it is placed, from its size.
        case geometryReader(GeometryContent)
        /// Text of several runs in their own styles (`Text + Text`, Markdown).
        case styledText(StyledTextNode)
    }

    var kind: Kind
    var children: [Node]
    /// Set by `.layoutPriority`; read through single-child wrappers.
    var explicitPriority: Double?
    /// Set by `.id(_:)` or `ForEach`; tests and tools find frames by it.
    var identity: AnyHashable?
    /// The App Intent a `.link` node of a `Button(intent:)` or `Toggle(intent:)` runs.
    var action: (any AppIntent)?
    /// Where the node came from, for diagnostics: `VStack/HStack[1]/Text("Days")`.
    let path: String
    /// The color scheme in force where the node was created: adaptive colors and styles resolve
    /// with it, so `.environment(\.colorScheme, .dark)` darkens a subtree as in SwiftUI. nil
    /// means the render's scheme.
    var colorScheme: ColorScheme?
    /// The rendering-mode group the node's drawing is marked with (`widgetAccentable`,
    /// `widgetAccentedRenderingMode`, images); see ``DisplayGroup``.
    var displayGroup: DisplayGroup?
    /// Whether `.redacted(reason:)` is in force here: text and images draw as placeholders.
    var isRedacted = false
    /// Set by `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`, `gridCellAnchor`.
    var ownGridTraits: GridCellTraits?
    /// Whether the environment's layout direction is right-to-left here; nil (nodes made
    /// outside resolution) follows the parent.
    var isRightToLeft: Bool?

    // Layout results, in absolute points (unsnapped).
    var frame: Rect = .zero
    /// The proposal the node was placed with; drawing lays text out again with it.
    var proposal = ProposedSize.unspecified
    private var sizeCache: [(ProposedSize, Size)] = []

    init(_ kind: Kind, children: [Node] = [], path: String) {
        self.kind = kind; self.children = children; self.path = path
    }

    var child: Node? { children.first }

    /// The layout priority: its own, or that of the view it wraps (modifiers keep it).
    ///
    /// A `Spacer`'s −∞ is not a priority a layout modifier passes on: iOS gives
    /// `Spacer().frame(maxWidth: .infinity)` beside `tile.frame(maxWidth: .infinity)` half of the
    /// row, like any other view (measured on the home-assistant oracle, `systemLarge` with 5 tiles:
    /// the lone last tile is 163 pt of 334), where a −∞ spacer would leave the tile 318 pt.
    var layoutPriority: Double {
        if let p = explicitPriority { return p }
        switch kind {
        case .spacer: return -.infinity
        case .padding, .frame, .flexFrame, .fixedSize, .aspectRatio:
            let inner = child?.layoutPriority ?? 0
            return inner == -.infinity ? 0 : inner
        case .offset, .opacity, .clip,
             .shadow, .link, .widgetURL, .passthrough, .overlay, .background, .mask, .centeredBaseline, .transform, .effect:
            return child?.layoutPriority ?? 0
        default: return 0
        }
    }

    func cachedSize(for p: ProposedSize) -> Size? {
        for (k, v) in sizeCache where k == p { return v }
        return nil
    }
    func storeSize(_ s: Size, for p: ProposedSize) {
        if sizeCache.count >= 8 { sizeCache.removeFirst() }
        sizeCache.append((p, s))
    }
}

/// A stack's cross-axis alignment: horizontal for a `VStack`, vertical for an `HStack`.
enum StackAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

struct ShapeNode {
    enum Drawing {
        case fill(AnyShapeStyle?)
        /// `inset`: stroke inside the edge (`strokeBorder`), else centered on it (`stroke`).
        case stroke(AnyShapeStyle?, StrokeStyle, inset: Bool)
    }
    let path: @Sendable (Rect) -> Path
    var drawing: Drawing
    /// The environment's foreground style, used when the drawing names none.
    var foreground: AnyShapeStyle
    var name: String
}

struct TextNode {
    let string: String
    let font: FontSpec
    let options: TextOptions
    let style: AnyShapeStyle
    let measurer: any TextMeasuring
}

struct ImageNode {
    let bitmap: Bitmap?
    /// Size in points when not resizable: pixels divided by the image's scale.
    let intrinsicSize: Size
    var resizable: Bool
    var interpolation: ImageDraw.Interpolation
}

struct FlexFrame {
    var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    var alignment: Alignment
}

struct ClipShape {
    let path: @Sendable (Rect) -> Path
    let name: String
}

/// SwiftUI's proposed size: nil on an axis asks for the ideal size, 0 for the minimum,
/// infinity for the maximum (rule A1-3).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for the ideal width.
    public var width: Double?
    /// The proposed height, or nil for the ideal height.
    public var height: Double?
    /// A proposal; nil on an axis asks for the ideal size there.
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: Size) { self.width = size.width; self.height = size.height }
    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the minimum size on both axes.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the maximum size on both axes.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    /// nil axes replaced by `value` (SwiftUI uses 10 for shapes and colors).
    func replacingUnspecified(with value: Double) -> Size {
        Size(width: width ?? value, height: height ?? value)
    }
    public var description: String {
        "(\(width.map(fmt) ?? "nil"), \(height.map(fmt) ?? "nil"))"
    }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
