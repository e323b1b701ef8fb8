import Foundation

/// A Swift Charts `Chart`: its axis labels, plot and legend, built once the chart's size is known
/// (the tick count follows the plot's length) and placed around the plot area.
///
/// Rules C-1…C-4 (`Sources/WidgetUI/Charts/README.md`): the chart takes the space offered, as a
/// `GeometryReader`; the y-axis labels stand beside the plot on the axis's side and the x-axis
/// labels below it, the plot taking what their widest and tallest label leave; the legend sits
/// below everything at the leading edge. Marks are laid out in the plot's unit square, so they
/// need no measuring.
package struct ChartKind: NodeKind {
    /// Where one child of the chart goes, in the plot's unit square (x right, y down).
    package enum Role {
        /// Drawn in the plot area's `unitRect` (a line or an area spanning the plot, grid lines).
        case plot(Rect)
        /// A bar or a rectangle: its extent along x and along y.
        case span(x: Span, y: Span)
        /// Centred on a point of the plot at the child's own size (a point mark's symbol).
        case centered(Point)
        /// Centred at `angle` (radians clockwise from 12 o'clock) and `radius` (a share of the
        /// largest circle in the plot) from the plot's centre: a sector's annotation.
        case polar(angle: Double, radius: Double)
        /// A y-axis label, centred vertically on `unitY`, beside the plot.
        case yLabel(Double)
        /// An x-axis label below the plot at `unitX`; `anchor` is the label's point put there (0.5 centres it, 0 starts it there).
        case xLabel(Double, anchorX: Double)
        /// An annotation beside the mark that spans `x` and `y`: `edge` nil centres it over the mark.
        case annotation(x: Span, y: Span, edge: Edge?, spacing: Double)
        /// The legend, below (or above) the chart at the leading edge.
        case legend
    }

    /// A mark's extent along one axis, in the plot's unit length.
    package enum Span {
        /// From one value to another (a bar's length).
        case range(Double, Double)
        /// Across a band centred at `center`, `band` wide: a bar's thickness.
        case band(center: Double, band: Double, thickness: Thickness)

        /// The extent in points along an axis starting at `origin`, `length` long.
        func resolved(origin: Double, length: Double) -> (start: Double, length: Double) {
            switch self {
            case .range(let a, let b):
                let lo = min(a, b), hi = max(a, b)
                return (origin + lo * length, (hi - lo) * length)
            case .band(let c, let band, let thickness):
                let t = thickness.points(band: band * length)
                return (origin + c * length - t / 2, t)
            }
        }
    }

    /// How thick a bar is across its band.
    package enum Thickness {
        /// A share of the band.
        case ratio(Double)
        /// A length in points.
        case points(Double)
        /// The band less this many points.
        case inset(Double)

        func points(band: Double) -> Double {
            switch self {
            case .ratio(let r): max(0, band * r)
            case .points(let p): max(0, p)
            case .inset(let i): max(0, band - i)
            }
        }
    }

    /// What a chart of a given size shows.
    package struct Plan {
        package var nodes: [Node]
        package var roles: [Role]
        /// The y-axis labels are on the leading side (`AxisMarks(position: .leading)`), else trailing.
        package var yAxisLeading: Bool
        /// The legend is above the plot (`chartLegend(position: .top)`), else below it.
        package var legendAtTop: Bool
        package init(nodes: [Node], roles: [Role], yAxisLeading: Bool, legendAtTop: Bool) {
            self.nodes = nodes; self.roles = roles; self.yAxisLeading = yAxisLeading; self.legendAtTop = legendAtTop
        }
    }

    /// Space between the plot and its axis labels, and between the chart and its legend.
    package struct Spacing {
        package var yLabelGap: Double
        package var xLabelGap: Double
        package var legendGap: Double
        package init(yLabelGap: Double, xLabelGap: Double, legendGap: Double) {
            self.yLabelGap = yLabelGap; self.xLabelGap = xLabelGap; self.legendGap = legendGap
        }
    }

    /// Builds the chart's children for its size (it captures the declaration's environment).
    package let build: (Size) -> Plan
    package let spacing: Spacing
    /// What the latest build reported; ``WidgetLayout`` adds it to its diagnostics.
    package let diagnostics: DiagnosticBox

    package init(build: @escaping (Size) -> Plan, spacing: Spacing, diagnostics: DiagnosticBox) {
        self.build = build; self.spacing = spacing; self.diagnostics = diagnostics
    }

    package func name(of node: Node) -> String { "Chart" }

    /// Rule C-1: a chart takes all the space offered (10 on an unspecified axis, as shapes).
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        p.replacingUnspecified(with: LayoutEngine.unspecifiedShapeLength)
    }

    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        let plan = build(size)
        node.children = plan.nodes
        let ideal = ProposedSize(width: nil, height: nil)
        var yLabelWidth = 0.0, xLabelHeight = 0.0, legendHeight = 0.0
        var sizes: [Size?] = Array(repeating: nil, count: plan.nodes.count)
        // Half of the labels on the plot's top and bottom edges stands outside it: the plot is inset so they stay in the chart.
        var topOverhang = 0.0, bottomOverhang = 0.0
        for (i, (child, role)) in zip(plan.nodes, plan.roles).enumerated() {
            switch role {
            case .yLabel(let uy):
                let s = engine.size(child, ideal); sizes[i] = s; yLabelWidth = max(yLabelWidth, s.width)
                if uy < 0.001 { topOverhang = max(topOverhang, s.height / 2) }
                if uy > 0.999 { bottomOverhang = max(bottomOverhang, s.height / 2) }
            case .xLabel: let s = engine.size(child, ideal); sizes[i] = s; xLabelHeight = max(xLabelHeight, s.height)
            case .legend:
                let s = engine.size(child, ProposedSize(width: size.width, height: nil)); sizes[i] = s
                legendHeight = max(legendHeight, s.height)
            default: break
            }
        }
        // Rule C-2: the plot takes what the labels and the legend leave.
        let yBand = yLabelWidth > 0 ? yLabelWidth + spacing.yLabelGap : 0
        let xBand = xLabelHeight > 0 ? xLabelHeight + spacing.xLabelGap : 0
        let legendBand = legendHeight > 0 ? legendHeight + spacing.legendGap : 0
        let top = (plan.legendAtTop ? legendBand : 0) + topOverhang
        let bottom = max(xBand, bottomOverhang) + (plan.legendAtTop ? 0 : legendBand)
        let plot = Rect(x: origin.x + (plan.yAxisLeading ? yBand : 0), y: origin.y + top,
                        width: max(0, size.width - yBand), height: max(0, size.height - top - bottom))
        func at(_ u: Point) -> Point { Point(x: plot.origin.x + u.x * plot.width, y: plot.origin.y + u.y * plot.height) }
        func rect(_ u: Rect) -> Rect {
            let a = at(u.origin)
            return Rect(x: a.x, y: a.y, width: u.width * plot.width, height: u.height * plot.height)
        }
        func spanRect(_ sx: Span, _ sy: Span) -> Rect {
            let x = sx.resolved(origin: plot.origin.x, length: plot.width), y = sy.resolved(origin: plot.origin.y, length: plot.height)
            return Rect(x: x.start, y: y.start, width: x.length, height: y.length)
        }
        for (i, (child, role)) in zip(plan.nodes, plan.roles).enumerated() {
            switch role {
            case .plot(let u):
                let r = rect(u)
                engine.place(child, at: r.origin, proposal: ProposedSize(r.size))
            case .span(let sx, let sy):
                let r = spanRect(sx, sy)
                engine.place(child, at: r.origin, proposal: ProposedSize(r.size))
            case .centered(let u):
                let s = engine.size(child, ideal), c = at(u)
                engine.place(child, at: Point(x: c.x - s.width / 2, y: c.y - s.height / 2), proposal: ideal)
            case .polar(let angle, let radius):
                let s = engine.size(child, ideal), r = min(plot.width, plot.height) / 2 * radius
                let c = Point(x: plot.midX + r * sin(angle), y: plot.midY - r * cos(angle))
                engine.place(child, at: Point(x: c.x - s.width / 2, y: c.y - s.height / 2), proposal: ideal)
            case .yLabel(let uy):
                let s = sizes[i] ?? engine.size(child, ideal)
                // Rule C-3: labels align to the plot's edge on their side (trailing labels start at it, leading ones end at it).
                let x = plan.yAxisLeading ? plot.origin.x - spacing.yLabelGap - s.width : plot.maxX + spacing.yLabelGap
                engine.place(child, at: Point(x: x, y: at(Point(x: 0, y: uy)).y - s.height / 2), proposal: ideal)
            case .xLabel(let ux, let anchorX):
                let s = sizes[i] ?? engine.size(child, ideal)
                // Labels stay within the chart's width (the last date label would stand past the y axis's labels).
                let x = min(max(at(Point(x: ux, y: 0)).x - s.width * anchorX, origin.x), origin.x + size.width - s.width)
                engine.place(child, at: Point(x: x, y: plot.maxY + spacing.xLabelGap), proposal: ideal)
            case .annotation(let sx, let sy, let edge, let gap):
                let s = engine.size(child, ideal), r = spanRect(sx, sy)
                let o: Point
                switch edge {
                case .top?: o = Point(x: r.midX - s.width / 2, y: r.origin.y - gap - s.height)
                case .bottom?: o = Point(x: r.midX - s.width / 2, y: r.maxY + gap)
                case .leading?: o = Point(x: r.origin.x - gap - s.width, y: r.midY - s.height / 2)
                case .trailing?: o = Point(x: r.maxX + gap, y: r.midY - s.height / 2)
                case nil: o = Point(x: r.midX - s.width / 2, y: r.midY - s.height / 2)
                }
                engine.place(child, at: o, proposal: ideal)
            case .legend:
                let s = sizes[i] ?? .zero
                engine.place(child, at: Point(x: origin.x, y: plan.legendAtTop ? origin.y : origin.y + size.height - s.height),
                             proposal: ProposedSize(width: size.width, height: nil))
            }
        }
    }

    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
}
