internal import WidgetEngine
import Foundation

/// A chart's marks turned into what it draws at one size: stacked extents, scales, ticks, and
/// each piece with the place ``ChartKind`` gives it. Rules C-4…C-9 (`Charts/README.md`).
struct ChartPlanner {
    struct Piece {
        let view: AnyView
        let role: ChartKind.Role
    }
    struct Output {
        var pieces: [Piece] = []
        var yAxisLeading = false
        var legendAtTop = false
        var notes: [(Diagnostic.Severity, DiagnosticCode, String)] = []
    }

    /// A bar's or rectangle's extent along one axis, before scales.
    enum Extent {
        /// At a value: a band across it (a category, a date unit, a number's spacing).
        case at(ChartValue, unit: Calendar.Component?, Thickness)
        /// From one continuous value to another.
        case range(Double, Double)
        /// The whole plot.
        case full
    }
    enum Thickness { case automatic(Double), dimension(MarkDimension), share(index: Int, of: Int, Double) }

    struct Box { var mark: Int; var x: Extent; var y: Extent }
    struct Series { var key: ChartValue?; var marks: [Int] }

    let marks: [ChartMark]
    let settings: ChartSettings
    let env: EnvironmentValues
    let size: Size
    private(set) var out = Output()

    init(marks: [ChartMark], settings: ChartSettings, env: EnvironmentValues, size: Size) {
        self.marks = marks; self.settings = settings; self.env = env; self.size = size
        var c = env.calendar
        c.timeZone = env.timeZone
        c.locale = env.locale
        calendar = c
    }

    // MARK: Styles

    /// Rule C-7: series take the palette's colours in order of first appearance (blue, green,
    /// orange, purple, red, cyan, yellow, then again), unless `chartForegroundStyleScale` says.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    lazy var styleGroups: [ChartValue] = {
        var seen = Set<ChartValue>(), out: [ChartValue] = []
        for m in marks { if let g = m.styleGroup?.value, seen.insert(g).inserted { out.append(g) } }
        return out
    }()
    lazy var symbolGroups: [ChartValue] = {
        var seen = Set<ChartValue>(), out: [ChartValue] = []
        for m in marks { if let g = m.symbolGroup?.value, seen.insert(g).inserted { out.append(g) } }
        return out
    }()

    mutating func groupStyle(_ value: ChartValue) -> AnyShapeStyle {
        if let scale = settings.styleScale, let hit = scale.first(where: { $0.0 == value }) { return hit.1 }
        let i = styleGroups.firstIndex(of: value) ?? 0
        if let range = settings.styleRange, !range.isEmpty { return range[i % range.count] }
        return AnyShapeStyle(Self.palette[i % Self.palette.count])
    }

    mutating func style(of m: ChartMark) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let g = m.styleGroup?.value { return groupStyle(g) }
        return AnyShapeStyle(Color.blue)
    }

    mutating func symbol(of m: ChartMark) -> BasicChartSymbolShape? {
        if let s = m.symbol { return s }
        if let g = m.symbolGroup?.value, let i = symbolGroups.firstIndex(of: g) {
            return BasicChartSymbolShape.sequence[i % 5]
        }
        return nil
    }

    // MARK: Planning

    mutating func plan() -> Output {
        if !marks.isEmpty, marks.allSatisfy({ $0.kind == .sector }) {
            planSectors()
        } else {
            planCartesian()
        }
        planLegend()
        return out
    }

    private mutating func planSectors() {
        let total = marks.compactMap(\.angle).reduce(0, +)
        guard total > 0 else { return }
        var start = 0.0
        for m in marks {
            let end = start + (m.angle ?? 0) / total * 2 * .pi
            let shape = ChartSectorShape(start: start, end: end, inner: m.innerRadius, outer: m.outerRadius, angularInset: m.angularInset ?? 0)
            add(shape.fill(style(of: m)), opacity: m.opacity, .plot(Self.unitSquare))
            let mid = (start + end) / 2
            let innerShare: Double = { if case .ratio(let r) = m.innerRadius.storage { return r } else { return 0 } }()
            for a in m.annotations {
                let radius = a.position.edge == nil ? (1 + innerShare) / 2 : 1.12
                out.pieces.append(Piece(view: a.content, role: .polar(angle: mid, radius: radius)))
            }
            start = end
        }
    }

    static let unitSquare = Rect(x: 0, y: 0, width: 1, height: 1)

    private mutating func add<V: View>(_ view: V, opacity: Double = 1, _ role: ChartKind.Role) {
        out.pieces.append(Piece(view: opacity < 1 ? AnyView(view.opacity(opacity)) : AnyView(view), role: role))
    }

    // MARK: Cartesian charts

    private static func isDiscrete(_ v: ChartValue?) -> Bool {
        switch v { case .category?, .date?: true; default: false }
    }

    /// Rule C-4: a bar stands at its category or date and reaches along the other axis; bars at
    /// the same place stack (`.standard`), from zero, positives up and negatives down.
    private func boxes() -> [Box] {
        var boxes: [Box] = []
        var positive: [StackKey: Double] = [:], negative: [StackKey: Double] = [:], totals: [StackKey: Double] = [:]
        let dodgeGroups: [ChartValue] = {
            var seen = Set<ChartValue>(), out: [ChartValue] = []
            for m in marks where m.kind == .bar { if let g = m.positionGroup?.value, seen.insert(g).inserted { out.append(g) } }
            return out
        }()
        func thickness(_ m: ChartMark, _ d: MarkDimension) -> Thickness {
            if let g = m.positionGroup?.value, let i = dodgeGroups.firstIndex(of: g) { return .share(index: i, of: dodgeGroups.count, ChartDefaults.barBandRatio) }
            return d == .automatic ? .automatic(m.kind == .rectangle ? 1 : ChartDefaults.barBandRatio) : .dimension(d)
        }
        // Totals first, for normalised and centred stacks.
        for m in marks where m.kind == .bar {
            if let bar = stackedBar(m) { totals[bar.key, default: 0] += abs(bar.length) }
        }
        for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .rectangle {
            if m.kind == .bar, let bar = stackedBar(m) {
                let (key, v, vertical) = (bar.key, bar.length, bar.key.vertical)
                let position = vertical ? m.x : m.y
                let at = Extent.at(bar.key.position, unit: position.unit, thickness(m, vertical ? m.width : m.height))
                var lo: Double, hi: Double
                if m.stacking == .unstacked || m.positionGroup != nil {
                    lo = 0; hi = v
                } else {
                    let base = v >= 0 ? positive[key, default: 0] : negative[key, default: 0]
                    lo = base; hi = base + v
                    if v >= 0 { positive[key] = hi } else { negative[key] = hi }
                    let total = totals[key] ?? 0
                    if m.stacking == .normalized, total > 0 { lo /= total; hi /= total }
                    if m.stacking == .center { lo -= total / 2; hi -= total / 2 }
                }
                boxes.append(vertical ? Box(mark: i, x: at, y: .range(lo, hi)) : Box(mark: i, x: .range(lo, hi), y: at))
                continue
            }
            guard let x = extent(m.x, m, m.width), let y = extent(m.y, m, m.height) else { continue }
            // A bar given by one value reaches from zero along its continuous axis.
            if m.kind == .bar, case .at(let v, _, _) = x, !Self.isDiscrete(v), case .full = y, let n = v.continuous {
                boxes.append(Box(mark: i, x: .range(0, n), y: .full)); continue
            }
            if m.kind == .bar, case .at(let v, _, _) = y, !Self.isDiscrete(v), case .full = x, let n = v.continuous {
                boxes.append(Box(mark: i, x: .full, y: .range(0, n))); continue
            }
            boxes.append(Box(mark: i, x: x, y: y))
        }
        return boxes

        func extent(_ d: ChartMark.Dimension, _ m: ChartMark, _ size: MarkDimension) -> Extent? {
            if let v = d.value { return .at(v, unit: d.unit, thickness(m, size)) }
            if let a = d.start?.continuous, let b = d.end?.continuous { return .range(a, b) }
            if d.start != nil || d.end != nil { return nil }
            return .full
        }
    }

    /// Where bars stack: the value they stand at, and whether they stand vertically.
    struct StackKey: Hashable {
        var position: ChartValue
        var vertical: Bool
    }

    /// A stackable bar: where it stands and its length.
    private func stackedBar(_ m: ChartMark) -> (key: StackKey, length: Double)? {
        guard let xv = m.x.value, let yv = m.y.value else { return nil }
        if Self.isDiscrete(yv) && !Self.isDiscrete(xv), let len = xv.continuous {
            return (StackKey(position: yv, vertical: false), len)
        }
        guard let len = yv.continuous else { return nil }
        return (StackKey(position: xv, vertical: true), len)
    }

    /// A line's or an area's series: `series:`, else its style group, else its symbol group.
    private func seriesKey(_ m: ChartMark) -> ChartValue? {
        (m.series ?? m.styleGroup ?? m.symbolGroup)?.value
    }

    private func groupSeries(_ kind: ChartMark.Kind) -> [Series] {
        var order: [ChartValue?] = [], members: [ChartValue?: [Int]] = [:]
        for (i, m) in marks.enumerated() where m.kind == kind {
            let k = seriesKey(m)
            if members[k] == nil { order.append(k) }
            members[k, default: []].append(i)
        }
        return order.map { Series(key: $0, marks: members[$0] ?? []) }
    }

    /// Area points after stacking: x, low y and high y (continuous).
    private func areaPoints(_ series: [Series]) -> [[(x: ChartValue, lo: Double, hi: Double)]] {
        var stack: [ChartValue: Double] = [:]
        return series.map { s in
            s.marks.compactMap { i -> (ChartValue, Double, Double)? in
                let m = marks[i]
                guard let x = m.x.value else { return nil }
                if let a = m.y.start?.continuous, let b = m.y.end?.continuous { return (x, a, b) }
                guard let v = m.y.value?.continuous else { return nil }
                if series.count > 1 && m.stacking != .unstacked {
                    let base = stack[x, default: 0]
                    stack[x] = base + v
                    return (x, base, base + v)
                }
                return (x, 0, v)
            }
        }
    }

    private mutating func planCartesian() {
        let boxes = boxes()
        let areaSeries = groupSeries(.area), areas = areaPoints(areaSeries)
        let lineSeries = groupSeries(.line)

        // What each axis holds.
        var xs = AxisValues(), ys = AxisValues()
        for b in boxes {
            xs.add(b.x, calendar); ys.add(b.y, calendar)
        }
        for series in areas { for p in series { xs.add(p.x); ys.addNumber(p.lo); ys.addNumber(p.hi) } }
        for m in marks where m.kind != .sector && m.kind != .area {
            let positional = m.kind == .line || m.kind == .point || m.kind == .rule
            for v in (positional ? [m.x.value] : []) + [m.x.start, m.x.end] { if let v { xs.add(v) } }
            for v in (positional ? [m.y.value] : []) + [m.y.start, m.y.end] { if let v { ys.add(v) } }
        }

        let xAxis = AxisPlan(settings: settings.x, isY: false)
        let yAxis = AxisPlan(settings: settings.y, isY: true)
        out.yAxisLeading = yAxis.specs.contains { $0.position.side == .leading }
        out.legendAtTop = settings.legendAtTop
        let labelHeight = 13.0
        let hasLegend = !styleGroups.isEmpty && settings.legend != .hidden
        let plotHeight = max(1, size.height - (xAxis.shown ? labelHeight + ChartDefaults.xLabelGap : 0)
                                - (hasLegend ? labelHeight + ChartDefaults.legendGap : 0))
        let plotWidth = max(1, size.width - (yAxis.shown ? 28 : 0))

        let xScale = makeScale(xs, settings.x.domain, axis: xAxis, length: plotWidth, spacing: ChartDefaults.minimumXLabelSpacing)
        let yScale = makeScale(ys, settings.y.domain, axis: yAxis, length: plotHeight, spacing: ChartDefaults.minimumYTickSpacing)
        let xu: (ChartValue) -> Double? = { xScale.scale.unit($0) }
        let yu: (ChartValue) -> Double? = { v in
            if case .band = yScale.scale { return yScale.scale.unit(v) }
            return yScale.scale.unit(v).map { 1 - $0 }
        }
        let yn: (Double) -> Double? = { n in yu(.number(n)) }
        let xn: (Double) -> Double? = { n in xu(.number(n)) }

        if let plot = settings.plotStyle { add(plot, .plot(Self.unitSquare)) }
        let axes = planAxes(xScale, yScale, xAxis, yAxis, xu: xu, yu: yu)
        out.pieces += axes.grid

        // Marks, in declaration order by kind of drawing: areas, bars, lines, rules, points.
        for (si, series) in areas.enumerated() where !series.isEmpty {
            let m = marks[areaSeries[si].marks[0]]
            let top = series.compactMap { p in xu(p.x).flatMap { x in yn(p.hi).map { Point(x: x, y: $0) } } }
            let bottom = series.compactMap { p in xu(p.x).flatMap { x in yn(p.lo).map { Point(x: x, y: $0) } } }
            add(ChartAreaShape(top: top, bottom: bottom, interpolation: m.interpolation).fill(style(of: m)), opacity: m.opacity, .plot(Self.unitSquare))
        }
        for b in boxes {
            let m = marks[b.mark]
            guard let sx = span(b.x, xScale, xu, flip: false), let sy = span(b.y, yScale, yu, flip: true) else { continue }
            let shape = RoundedRectangle(cornerRadius: m.cornerRadius ?? 0, style: .continuous).fill(style(of: m))
            add(shape, opacity: m.opacity, .span(x: sx, y: sy))
            for a in m.annotations {
                out.pieces.append(Piece(view: a.content, role: .annotation(x: sx, y: sy, edge: a.position.edge, spacing: a.spacing ?? ChartDefaults.annotationSpacing)))
            }
        }
        for series in lineSeries {
            let ms = series.marks.map { marks[$0] }
            guard let first = ms.first else { continue }
            let points = ms.compactMap { m in m.x.value.flatMap(xu).flatMap { x in m.y.value.flatMap(yu).map { Point(x: x, y: $0) } } }
            let stroke = first.lineStyle ?? StrokeStyle(lineWidth: ChartDefaults.lineWidth, lineCap: .round, lineJoin: .round)
            add(ChartLineShape(points: points, interpolation: first.interpolation).stroke(style(of: first), style: stroke), opacity: first.opacity, .plot(Self.unitSquare))
            for m in ms {
                guard let x = m.x.value.flatMap(xu), let y = m.y.value.flatMap(yu) else { continue }
                if let sym = symbol(of: m) { addSymbol(sym, m, at: Point(x: x, y: y)) }
                addPointAnnotations(m, at: Point(x: x, y: y))
            }
        }
        for m in marks where m.kind == .rule {
            let stroke = m.lineStyle ?? StrokeStyle(lineWidth: ChartDefaults.ruleWidth)
            let segment: (Point, Point)?
            switch (m.x.value.flatMap(xu), m.y.value.flatMap(yu)) {
            case (let x?, nil):
                let (a, b) = (m.y.start?.continuous.flatMap(yn) ?? 1, m.y.end?.continuous.flatMap(yn) ?? 0)
                segment = (Point(x: x, y: a), Point(x: x, y: b))
            case (nil, let y?):
                let (a, b) = (m.x.start?.continuous.flatMap(xn) ?? 0, m.x.end?.continuous.flatMap(xn) ?? 1)
                segment = (Point(x: a, y: y), Point(x: b, y: y))
            case (nil, nil):
                if let a = m.x.start?.continuous.flatMap(xn), let b = m.x.end?.continuous.flatMap(xn) {
                    segment = (Point(x: a, y: 0.5), Point(x: b, y: 0.5))
                } else if let a = m.y.start?.continuous.flatMap(yn), let b = m.y.end?.continuous.flatMap(yn) {
                    segment = (Point(x: 0.5, y: a), Point(x: 0.5, y: b))
                } else { segment = nil }
            default: segment = nil
            }
            guard let (a, b) = segment else { continue }
            add(ChartSegmentsShape(segments: [(a, b)]).stroke(style(of: m), style: stroke), opacity: m.opacity, .plot(Self.unitSquare))
            addPointAnnotations(m, at: Point(x: (a.x + b.x) / 2, y: min(a.y, b.y)))
        }
        for m in marks where m.kind == .point {
            let x = m.x.value.flatMap(xu) ?? (m.x.isSet ? nil : 0.5), y = m.y.value.flatMap(yu) ?? (m.y.isSet ? nil : 0.5)
            guard let x, let y else { continue }
            addSymbol(symbol(of: m) ?? .circle, m, at: Point(x: x, y: y))
            addPointAnnotations(m, at: Point(x: x, y: y))
        }
        out.pieces += axes.labels
    }

    private mutating func addSymbol(_ symbol: BasicChartSymbolShape, _ m: ChartMark, at p: Point) {
        let side = (m.symbolSize ?? ChartDefaults.symbolArea).squareRoot()
        add(PointMarkSymbolShape(symbol: symbol).fill(style(of: m)).frame(width: side, height: side), opacity: m.opacity, .centered(p))
    }

    private mutating func addPointAnnotations(_ m: ChartMark, at p: Point) {
        let side = (m.symbolSize ?? ChartDefaults.symbolArea).squareRoot()
        for a in m.annotations {
            let sx = ChartKind.Span.band(center: p.x, band: 0, thickness: .points(side))
            let sy = ChartKind.Span.band(center: p.y, band: 0, thickness: .points(side))
            out.pieces.append(Piece(view: a.content, role: .annotation(x: sx, y: sy, edge: a.position.edge, spacing: a.spacing ?? ChartDefaults.annotationSpacing)))
        }
    }

    /// An extent on an axis as a span of the plot: bands for values, ranges for reaches.
    private func span(_ e: Extent, _ scale: ScaleInfo, _ unit: (ChartValue) -> Double?, flip: Bool) -> ChartKind.Span? {
        switch e {
        case .full: return .range(0, 1)
        case .range(let a, let b):
            guard let ua = unit(.number(a)), let ub = unit(.number(b)) else { return nil }
            return .range(ua, ub)
        case .at(let v, let calendarUnit, let thickness):
            let center: Double, band: Double
            switch scale.scale {
            case .band(let b):
                guard let c = b.center(v.categoryName) else { return nil }
                center = c; band = b.bandWidth
            case .continuous(let s):
                guard let p = v.continuous else { return nil }
                if case .date(let d) = v, let calendarUnit,
                   let end = calendar.date(byAdding: calendarUnit, value: 1, to: d) {
                    let a = s.unit(p), b = s.unit(end.timeIntervalSince1970)
                    let (lo, hi) = flip ? (1 - max(a, b), 1 - min(a, b)) : (min(a, b), max(a, b))
                    center = (lo + hi) / 2; band = hi - lo
                } else {
                    center = flip ? 1 - s.unit(p) : s.unit(p); band = scale.minimumSpacing
                }
            }
            switch thickness {
            case .automatic(let ratio): return .band(center: center, band: band, thickness: .ratio(ratio))
            case .dimension(let d):
                switch d.storage {
                case .automatic: return .band(center: center, band: band, thickness: .ratio(ChartDefaults.barBandRatio))
                case .fixed(let p): return .band(center: center, band: band, thickness: .points(p))
                case .ratio(let r): return .band(center: center, band: band, thickness: .ratio(r))
                case .inset(let i): return .band(center: center, band: band, thickness: .inset(i))
                }
            case .share(let i, let n, let ratio):
                let group = band * ratio, sub = group / Double(n)
                let c = center - group / 2 + (Double(i) + 0.5) * sub
                return .band(center: c, band: sub, thickness: .ratio(1))
            }
        }
    }

    /// The environment's calendar in its time zone and locale.
    let calendar: Calendar

    // MARK: Scales and ticks

    /// What one axis holds: its categories in order, its continuous extent, whether dates.
    struct AxisValues {
        var categories: [String] = []
        var lower = Double.infinity, upper = -Double.infinity
        var hasDates = false, hasNumbers = false
        /// Distinct continuous positions, for the spacing of bars on a continuous axis.
        var positions = Set<Double>()

        mutating func add(_ v: ChartValue) {
            switch v {
            case .category(let s): if !categories.contains(s) { categories.append(s) }
            case .date(let d): hasDates = true; addNumber(d.timeIntervalSince1970)
            case .number(let n): hasNumbers = true; addNumber(n)
            }
        }
        mutating func addNumber(_ n: Double) {
            guard n.isFinite else { return }
            lower = min(lower, n); upper = max(upper, n)
        }
        mutating func add(_ e: Extent, _ calendar: Calendar) {
            switch e {
            case .full: break
            case .range(let a, let b): addNumber(a); addNumber(b)
            case .at(let v, let unit, _):
                add(v)
                if let p = v.continuous { positions.insert(p) }
                if case .date(let d) = v, let unit, let end = calendar.date(byAdding: unit, value: 1, to: d) {
                    addNumber(end.timeIntervalSince1970)
                }
            }
        }
    }

    struct ScaleInfo {
        var scale: AxisScale
        var ticks: [ChartValue]
        /// The step between ticks (numbers) or the date stride.
        var step: Double
        var stride: DateTicks.Stride?
        var minimumSpacing: Double
    }

    /// The marks an axis draws, from `chartXAxis`/`chartYAxis`.
    struct AxisPlan {
        var specs: [_AxisMarksSpec]
        var shown: Bool
        var isY: Bool
        init(settings: ChartSettings.Axis, isY: Bool) {
            self.isY = isY
            let specs = settings.marks ?? [_AxisMarksSpec(position: .automatic, values: .automatic, content: nil, format: nil, stroke: nil)]
            self.specs = settings.visibility == .hidden ? [] : specs
            shown = !self.specs.isEmpty
        }
        var desiredIntervals: Int {
            for s in specs { if case .automatic(let n?) = s.values.storage { return max(1, n - 1) } }
            return ChartDefaults.desiredIntervals
        }
    }

    /// Rule C-5: a number axis spans its values and zero, widened to nice ticks; a date axis spans
    /// its dates (whole units for bars with `unit:`); categories keep their first order. An
    /// explicit domain is used as given. Ticks thin out while they would stand closer than `spacing`.
    private func makeScale(_ values: AxisValues, _ domain: _ChartDomain?, axis: AxisPlan, length: Double, spacing: Double) -> ScaleInfo {
        if !values.categories.isEmpty || { if case .categories = domain?.storage { return true }; return false }() {
            var cats = values.categories
            if case .categories(let order)? = domain?.storage { cats = order + cats.filter { !order.contains($0) } }
            let band = BandScale(cats)
            return ScaleInfo(scale: .band(band), ticks: band.categories.map { .category($0) }, step: 1, stride: nil, minimumSpacing: band.bandWidth)
        }
        var lo = values.lower, hi = values.upper
        if !(lo <= hi) { lo = 0; hi = values.hasDates ? 86400 : 1 }
        var reversed = false
        var explicit = false
        switch domain?.storage {
        case .span(let a, let b)?: lo = min(a, b); hi = max(a, b); explicit = true; reversed = a > b
        case .automatic(let includesZero, let rev)?:
            if !values.hasDates && includesZero != false { lo = min(lo, 0); hi = max(hi, 0) }
            reversed = rev ?? false
        default:
            if !values.hasDates { lo = min(lo, 0); hi = max(hi, 0) }
        }
        /// The closest two positions on the scale (a bar's band on a continuous axis); one position gets 0.1 of a number axis.
        func minimumSpacing(_ scale: ContinuousScale) -> Double {
            let positions = values.positions.sorted()
            if positions.count == 1 && !scale.isDate { return 0.1 }
            return zip(positions, positions.dropFirst()).map { abs(scale.unit($1) - scale.unit($0)) }.min() ?? 1
        }
        if values.hasDates {
            if hi <= lo { lo -= 43200; hi += 43200 }
            var intervals = axis.desiredIntervals
            var stride = DateTicks.stride(span: hi - lo, intervals: intervals)
            var ticks = DateTicks.ticks(lower: lo, upper: hi, stride: stride, calendar: calendar)
            while ticks.count > 2, intervals > 1, length / Double(ticks.count) < spacing {
                intervals -= 1
                stride = DateTicks.stride(span: hi - lo, intervals: intervals)
                ticks = DateTicks.ticks(lower: lo, upper: hi, stride: stride, calendar: calendar)
            }
            let scale = ContinuousScale(lower: lo, upper: hi, isDate: true, reversed: reversed)
            return ScaleInfo(scale: .continuous(scale), ticks: ticks.map { .date(Date(timeIntervalSince1970: $0)) },
                             step: stride.seconds, stride: stride, minimumSpacing: minimumSpacing(scale))
        }
        var intervals = axis.desiredIntervals
        func compute(_ n: Int) -> (Double, Double, [Double]) {
            if explicit { return (lo, hi, NiceTicks.ticks(lower: lo, upper: hi, intervals: n)) }
            let r = NiceTicks.niced(lower: lo, upper: hi, intervals: n)
            return (r.lower, r.upper, r.ticks)
        }
        var (nlo, nhi, ticks) = compute(intervals)
        while ticks.count > 2, intervals > 1, length / Double(ticks.count - 1) < spacing {
            intervals -= 1
            (nlo, nhi, ticks) = compute(intervals)
        }
        let scale = ContinuousScale(lower: nlo, upper: nhi, isDate: false, reversed: reversed)
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : NiceTicks.step(span: nhi - nlo, intervals: intervals)
        return ScaleInfo(scale: .continuous(scale), ticks: ticks.map { .number($0) }, step: step, stride: nil, minimumSpacing: minimumSpacing(scale))
    }

    /// The values one `AxisMarks` marks.
    private func tickValues(_ spec: _AxisMarksSpec, _ scale: ScaleInfo) -> [ChartValue] {
        switch spec.values.storage {
        case .automatic: return scale.ticks
        case .explicit(let vs): return vs
        case .strideNumber(let s):
            guard case .continuous(let c) = scale.scale, s > 0, (c.upper - c.lower) / s < 1000 else { return scale.ticks }
            var out: [ChartValue] = [], v = (c.lower / s).rounded(.up) * s
            while v <= c.upper + s * 1e-9 { out.append(.number(v)); v += s }
            return out
        case .strideDate(let component, let count):
            guard case .continuous(let c) = scale.scale, c.isDate else { return scale.ticks }
            let stride = DateTicks.Stride(component: component, count: count, seconds: DateTicks.seconds(of: component) * Double(count))
            return DateTicks.ticks(lower: c.lower, upper: c.upper, stride: stride, calendar: calendar).map { .date(Date(timeIntervalSince1970: $0)) }
        }
    }

    /// The calendar stride between one `AxisMarks`'s dates.
    private func labelStride(_ spec: _AxisMarksSpec, _ scale: ScaleInfo) -> DateTicks.Stride? {
        if case .strideDate(let c, let n) = spec.values.storage { return DateTicks.Stride(component: c, count: n, seconds: 0) }
        return scale.stride
    }

    /// The elements at each value: the content closure's, or the axis's default (rule C-8: y has
    /// grid lines and labels; a continuous x has grid lines, ticks and labels, dashed for dates;
    /// a category x has labels).
    private func elements(_ spec: _AxisMarksSpec, _ value: ChartValue, index: Int, count: Int, _ scale: ScaleInfo, isY: Bool) -> [_AxisElement] {
        if let content = spec.content { return content(AxisValue(value: value, index: index, count: count)) }
        let label = _AxisElement(kind: .label(format: spec.format, content: nil, anchor: nil, centered: nil))
        if case .band = scale.scale { return [label] }
        if isY { return [_AxisElement(kind: .gridLine(spec.stroke)), label] }
        return [_AxisElement(kind: .gridLine(spec.stroke)), _AxisElement(kind: .tick(length: nil, spec.stroke)), label]
    }

    private var gridStyle: AnyShapeStyle { AnyShapeStyle(Color.secondary.opacity(ChartDefaults.gridOpacity)) }

    /// Both axes' marks in one pass (each content closure runs once per value): grid lines and
    /// ticks, drawn under the marks, and labels, drawn over them.
    private func planAxes(_ xScale: ScaleInfo, _ yScale: ScaleInfo, _ xAxis: AxisPlan, _ yAxis: AxisPlan,
                          xu: @escaping (ChartValue) -> Double?, yu: @escaping (ChartValue) -> Double?) -> (grid: [Piece], labels: [Piece]) {
        var grid: [Piece] = [], labels: [Piece] = []
        let secondary = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        for (axis, scale, unit) in [(yAxis, yScale, yu), (xAxis, xScale, xu)] {
            let isDate = { if case .continuous(let c) = scale.scale { return c.isDate }; return false }()
            let isBand = { if case .band = scale.scale { return true }; return false }()
            let formatter = DefaultLabelFormatter(scale: scale, locale: env.locale, timeZone: env.timeZone, calendar: calendar)
            for spec in axis.specs {
                let values = tickValues(spec, scale)
                for (i, v) in values.enumerated() {
                    guard let u = unit(v) else { continue }
                    for e in elements(spec, v, index: i, count: values.count, scale, isY: axis.isY) {
                        switch e.kind {
                        case .gridLine(let stroke):
                            let s = stroke ?? StrokeStyle(lineWidth: ChartDefaults.gridLineWidth, dash: !axis.isY && isDate ? ChartDefaults.dateGridDash : [])
                            let seg = axis.isY ? (Point(x: 0, y: u), Point(x: 1, y: u)) : (Point(x: u, y: 0), Point(x: u, y: 1))
                            grid.append(Piece(view: AnyView(ChartSegmentsShape(segments: [seg]).stroke(e.style ?? gridStyle, style: s)), role: .plot(Self.unitSquare)))
                        case .tick(let length, let stroke):
                            let l = length ?? ChartDefaults.tickLength
                            let s = stroke ?? StrokeStyle(lineWidth: ChartDefaults.gridLineWidth)
                            let edge: Double = out.yAxisLeading ? 0 : 1, dx: Double = out.yAxisLeading ? -l : l
                            let shape = axis.isY
                                ? ChartSegmentsShape(segments: [(Point(x: edge, y: u), Point(x: edge, y: u))], extend: 0, extendX: dx)
                                : ChartSegmentsShape(segments: [(Point(x: u, y: 1), Point(x: u, y: 1))], extend: l)
                            grid.append(Piece(view: AnyView(shape.stroke(e.style ?? gridStyle, style: s)), role: .plot(Self.unitSquare)))
                        case .label(let format, let content, let anchor, let centered):
                            // `centered: true` puts a date's label in the middle of its stride (a day's bar).
                            var at = u
                            if centered == true, !axis.isY, case .date(let d) = v, let stride = labelStride(spec, scale),
                               let next = calendar.date(byAdding: stride.component, value: stride.count, to: d), let un = unit(.date(next)) {
                                at = (u + un) / 2
                                if at > 1 + 1e-9 { continue }
                            }
                            let view: AnyView
                            if let content {
                                view = AnyView(content.font(e.font ?? Font.caption2).foregroundStyle(e.style ?? secondary))
                            } else {
                                let text = format?(v) ?? formatter.string(v)
                                view = AnyView(Text(verbatim: text).font(e.font ?? Font.caption2).foregroundStyle(e.style ?? secondary).lineLimit(1))
                            }
                            if axis.isY {
                                labels.append(Piece(view: view, role: .yLabel(u)))
                            } else {
                                // Rule C-9: date labels start at their grid line; numbers and categories centre on theirs.
                                let anchorX = anchor?.x ?? (isDate && !isBand && centered != true ? 0 : 0.5)
                                labels.append(Piece(view: view, role: .xLabel(at, anchorX: anchorX)))
                            }
                        }
                    }
                }
            }
        }
        return (grid, labels)
    }

    // MARK: Legend

    /// Rule C-7: `foregroundStyle(by:)` adds a legend below the plot: each value's symbol and name.
    private mutating func planLegend() {
        guard !styleGroups.isEmpty, settings.legend != .hidden else { return }
        var items: [(String, AnyShapeStyle, BasicChartSymbolShape)] = []
        for g in styleGroups {
            let symbolForGroup = marks.first { $0.styleGroup?.value == g }.flatMap { symbol(of: $0) } ?? .circle
            items.append((g.categoryName, groupStyle(g), symbolForGroup))
        }
        let legend = HStack(spacing: ChartDefaults.legendItemSpacing) {
            ForEach(items.indices, id: \.self) { i in
                HStack(spacing: ChartDefaults.legendSymbolSpacing) {
                    PointMarkSymbolShape(symbol: items[i].2).fill(items[i].1)
                        .frame(width: ChartDefaults.legendSymbolSize, height: ChartDefaults.legendSymbolSize)
                    Text(verbatim: items[i].0).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
        add(legend, .legend)
    }
}

/// A tick's label when no format is given: numbers with the step's decimals, dates by the
/// stride's unit (`3 PM`, `Nov 27`, `Nov`, `2026`) in the environment's locale and time zone.
/// One per axis: its formatter is made once, not per label.
private struct DefaultLabelFormatter {
    let number: NumberFormatter?
    let date: DateFormatter?

    init(scale: ChartPlanner.ScaleInfo, locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        guard case .continuous(let c) = scale.scale else { number = nil; date = nil; return }
        if c.isDate {
            let f = DateFormatter()
            f.locale = locale
            f.timeZone = timeZone
            f.calendar = calendar
            f.setLocalizedDateFormatFromTemplate(DateTicks.template(for: scale.stride ?? DateTicks.strides[9]))
            date = f; number = nil
        } else {
            let f = NumberFormatter()
            f.locale = locale
            f.numberStyle = .decimal
            let digits = NiceTicks.fractionDigits(for: scale.step)
            f.minimumFractionDigits = digits; f.maximumFractionDigits = digits
            number = f; date = nil
        }
    }

    func string(_ v: ChartValue) -> String {
        switch v {
        case .category(let s): s
        case .number(let n): number?.string(from: NSNumber(value: n)) ?? String(n)
        case .date(let d): date?.string(from: d) ?? d.description
        }
    }
}
