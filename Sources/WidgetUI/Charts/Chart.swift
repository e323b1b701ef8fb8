internal import WidgetEngine
import Foundation

/// Swift Charts' `Chart`: marks drawn over axes with automatic scales, ticks, grid lines and a
/// legend, as iOS draws them by default (rules in `Charts/README.md`). It takes all the space
/// offered, like a `GeometryReader`.
///
/// Diagnostics: `chartDefaultsEstimated` (info) says which of the chart's sizes are WidgetRender's
/// rule rather than Apple's published numbers; `chartValueUnplottable` (warning) for a mark
/// whose values no scale can place (a category on a bar's length, a NaN); `chartScaleDrawnLinear`
/// (warning) for a `.log`, `.squareRoot` or `.power` scale, drawn linear.
public nonisolated struct Chart<Content: ChartContent>: View, PrimitiveView {
    let content: Content

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.withPathComponent("Chart") {
            let env = ctx.env, resources = ctx.resources, path = ctx.pathComponents
            let marks = content.chartMarks(env)
            let settings = env.chartSettings
            ctx.diagnose(.info, .chartDefaultsEstimated,
                         "Swift Charts does not publish its default sizes; bar widths, line widths, symbol sizes, label font and gaps follow WidgetRender's rule (Charts/README.md). Set them explicitly to match a device exactly.")
            let unplottable = marks.filter { m in
                [m.x.value, m.y.value, m.x.start, m.y.start].contains { v in if case .number(let n)? = v { return !n.isFinite }; return false }
            }
            for (axis, type) in [("x", settings.x.nonLinearType), ("y", settings.y.nonLinearType)] {
                guard let type else { continue }
                ctx.diagnose(.warning, .chartScaleDrawnLinear, "The \(axis) scale's type .\(type) is drawn linear: WidgetRender's charts have linear, date and category scales only.")
            }
            if !unplottable.isEmpty {
                ctx.diagnose(.warning, .chartValueUnplottable, "\(unplottable.count) mark(s) have a value that is not a finite number; they are not drawn.")
            }
            let box = DiagnosticBox()
            let build: (Size) -> ChartKind.Plan = { size in
                var planner = ChartPlanner(marks: marks, settings: settings, env: env, size: size)
                let output = planner.plan()
                let inner = ResolveContext(env: env, resources: resources)
                inner.pathComponents = path
                for note in output.notes { inner.diagnose(note.0, note.1, note.2) }
                var nodes: [Node] = [], roles: [ChartKind.Role] = []
                for piece in output.pieces {
                    do {
                        let resolved = try inner.withEnvironment({ $0.stackAxis = nil; $0.chartSettings = ChartSettings() }) { try inner.resolve(piece.view) }
                        for n in resolved { nodes.append(n); roles.append(piece.role) }
                    } catch {
                        inner.diagnose(.error, .geometryReaderContent, "A chart's annotation or label could not be resolved: \(error)")
                    }
                }
                box.items = inner.diagnostics
                return ChartKind.Plan(nodes: nodes, roles: roles, yAxisLeading: output.yAxisLeading, legendAtTop: output.legendAtTop)
            }
            let spacing = ChartKind.Spacing(yLabelGap: ChartDefaults.yLabelGap, xLabelGap: ChartDefaults.xLabelGap, legendGap: ChartDefaults.legendGap)
            return [ctx.node(ChartKind(build: build, spacing: spacing, diagnostics: box))]
        }
    }
}

extension Chart {
    /// A chart with one piece of content per element of `data` (`Chart(days) { BarMark(…) }`).
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
    /// A chart with one piece of content per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

extension DiagnosticCode {
    /// Which of a chart's default sizes are WidgetRender's rule (Apple publishes few; information).
    public static let chartDefaultsEstimated = DiagnosticCode("chartDefaultsEstimated")
    /// A chart mark with a value no scale can place; it was not drawn.
    public static let chartValueUnplottable = DiagnosticCode("chartValueUnplottable")
    /// A chart scale type (`.log`, `.squareRoot`, `.power`) drawn linear.
    public static let chartScaleDrawnLinear = DiagnosticCode("chartScaleDrawnLinear")
}
