import Foundation

/// Progress towards completion (SwiftUI's `ProgressView`), in the style set with
/// `.progressViewStyle(_:)`: `.linear` draws the label, a 4 pt capsule bar filled to the value
/// and the current-value label under it; `.circular` draws a ring (with a value) or the
/// activity spinner (without one); `.automatic` is linear with a value and circular without,
/// as on iOS. `ProgressView(timerInterval:countsDown:)` is drawn at the render's `now`.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// 0…1, or nil for indeterminate.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    @Environment(\.progressViewStyle) private var style
    @Environment(\.customProgressViewStyle) private var customStyle
    @Environment(\.now) private var now

    /// A bar showing `value` out of `total` (clamped to 0...total; nil is indeterminate), with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { Self.fraction(Double($0), total: Double(total)) }
        self.label = label(); self.currentValueLabel = currentValueLabel(); timer = nil
    }

    /// A bar or ring for a timer: full at the interval's start and empty at its end when it
    /// counts down, the reverse when it counts up; the default current-value label is the
    /// timer's text.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = 0; self.label = label(); self.currentValueLabel = currentValueLabel()
        timer = (timerInterval, countsDown)
    }

    /// A progress view from a style's configuration (a built-in style's body inside a custom one).
    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction; self.label = label; self.currentValueLabel = currentValueLabel; timer = nil
    }

    static func fraction(_ v: Double, total: Double) -> Double {
        guard v.isFinite, total.isFinite, total > 0 else { return 0 }
        return max(0, min(1, v / total))
    }

    /// The drawn fraction at `now`.
    var currentFraction: Double? {
        guard let timer else { return fraction }
        let span = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
        let elapsed = span > 0 ? max(0, min(1, now.timeIntervalSince(timer.interval.lowerBound) / span)) : 1
        return timer.countsDown ? 1 - elapsed : elapsed
    }

    public var body: some View {
        if let customStyle {
            customStyle.makeBody(ProgressViewStyleConfiguration(
                fractionCompleted: currentFraction, label: label.map { .init(view: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) }))
        } else {
            builtIn
        }
    }

    @ViewBuilder private var builtIn: some View {
        let f = currentFraction
        let circular = style == .circular || (style == .automatic && f == nil)
        if circular {
            VStack(spacing: GaugeMetrics.labelSpacing * 2) {
                if let f {
                    ProgressRing(fraction: f).frame(width: GaugeMetrics.circularSide, height: GaugeMetrics.circularSide)
                } else {
                    ActivitySpinner().frame(width: GaugeMetrics.circularSide, height: GaugeMetrics.circularSide)
                }
                label.foregroundStyle(.secondary)
            }
        } else {
            VStack(alignment: .leading, spacing: GaugeMetrics.labelSpacing) {
                label
                GaugeBar(fraction: f ?? 0, capacity: true, height: GaugeMetrics.barHeight)
                currentValueLabel.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner.
    public init() {
        fraction = nil; label = nil; currentValueLabel = nil; timer = nil
    }
    /// A bar showing `value` out of `total` (nil is indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { Self.fraction(Double($0), total: Double(total)) }
        label = nil; currentValueLabel = nil; timer = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar showing `value` out of `total` (nil is indeterminate), with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        fraction = value.map { Self.fraction(Double($0), total: Double(total)) }
        self.label = label(); currentValueLabel = nil; timer = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A bar titled `title` showing `value` out of `total` (nil is indeterminate).
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        fraction = value.map { Self.fraction(Double($0), total: Double(total)) }
        label = Text(title); currentValueLabel = nil; timer = nil
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A bar that fills or empties over `timerInterval`, with a live timer as its current-value label. Drawn at the render's `now`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        fraction = 0; label = nil; timer = (timerInterval, countsDown)
        currentValueLabel = Text(timerInterval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A bar that fills or empties over `timerInterval`, with a label and a live timer. Drawn at the render's `now`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        fraction = 0; self.label = label(); timer = (timerInterval, countsDown)
        currentValueLabel = Text(timerInterval: timerInterval, countsDown: countsDown)
    }
}

/// A determinate circular progress view: a closed ring (25 % track) filled clockwise from the
/// top, stroke 10 % of the side… at least 3 pt (our rule; iOS shows a spinner before iOS 17).
nonisolated struct ProgressRing: View {
    let fraction: Double
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let lw = max(3, side * GaugeMetrics.lineWidthRatio)
            let ring = Circle().inset(by: lw / 2)
            ZStack {
                ring.stroke(.tint.opacity(GaugeMetrics.trackOpacity), lineWidth: lw)
                ring.trim(from: 0, to: fraction).rotation(.degrees(-90))
                    .stroke(.tint, style: StrokeStyle(lineWidth: lw, lineCap: .round))
            }
        }
    }
}

/// The activity indicator: 8 rounded spokes, fading clockwise (UIActivityIndicatorView's
/// medium style, drawn at rest).
nonisolated struct ActivitySpinner: View {
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                ForEach(0..<8, id: \.self) { i in
                    Capsule()
                        .fill(.secondary)
                        .frame(width: side * 0.1, height: side * 0.28)
                        .offset(y: -side * 0.34)
                        .rotationEffect(.degrees(Double(i) * 45))
                        .opacity(1 - Double(i) * 0.1)
                }
            }
            .frame(width: side, height: side)
        }
    }
}
