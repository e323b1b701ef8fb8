import Foundation

/// A value in a range, drawn as a ring or a bar (SwiftUI's `Gauge`), in the style set with
/// `.gaugeStyle(_:)`. Values outside the range are held to it. Geometry: `GaugeMetrics`.
///
/// - `.automatic` / `.linearCapacity`: the label above a bar filled to the value, the minimum
///   and maximum labels beside the bar, the current-value label under it.
/// - `.accessoryLinearCapacity`: the same, with a 6 pt bar.
/// - `.accessoryLinear`: a full bar with a marker at the value.
/// - `.accessoryCircular`: an open 270° ring with a marker at the value, the current value in
///   the middle, the minimum and maximum labels in the gap, or without them the label there.
/// - `.accessoryCircularCapacity`: a closed ring filled clockwise from the top, the current
///   value in the middle.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style
    @Environment(\.customGaugeStyle) private var customStyle

    /// A gauge showing `value` in `bounds` (clamped to it), with a label, a current-value label and labels for the two bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    /// A gauge from a style's configuration (a built-in style's body inside a custom one).
    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
         maximumValueLabel: BoundsLabel?) {
        self.fraction = fraction; self.label = label; self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
    }

    static func fraction(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        guard v.isFinite, lo.isFinite, hi.isFinite, hi > lo else { return 0 }
        return max(0, min(1, (v - lo) / (hi - lo)))
    }

    public var body: some View {
        if let customStyle {
            customStyle.makeBody(GaugeStyleConfiguration(
                value: fraction, label: .init(view: AnyView(label)),
                currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
                minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
                maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) }))
        } else {
            builtIn
        }
    }

    @ViewBuilder private var builtIn: some View {
        switch style {
        case .automatic, .linearCapacity, .accessoryLinearCapacity:
            linear(capacity: true, barHeight: style == .accessoryLinearCapacity ? GaugeMetrics.accessoryBarHeight : GaugeMetrics.barHeight)
        case .accessoryLinear:
            linear(capacity: false, barHeight: GaugeMetrics.accessoryBarHeight)
        case .accessoryCircular:
            circular(open: true)
        case .accessoryCircularCapacity:
            circular(open: false)
        }
    }

    private func linear(capacity: Bool, barHeight: Double) -> some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.labelSpacing) {
            label
            HStack(spacing: GaugeMetrics.labelSpacing) {
                minimumValueLabel.font(.caption2).foregroundStyle(.secondary)
                GaugeBar(fraction: fraction, capacity: capacity, height: barHeight)
                maximumValueLabel.font(.caption2).foregroundStyle(.secondary)
            }
            currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }

    private func circular(open: Bool) -> some View {
        ZStack {
            GaugeRing(fraction: fraction, open: open)
            currentValueLabel.font(.system(size: 20, weight: .medium)).minimumScaleFactor(0.5).lineLimit(1)
                .padding(.horizontal, 8)
            if open {
                // The bounds labels sit under the gap's ends (the caps at 135° and 45°).
                GeometryReader { proxy in
                    let side = min(proxy.size.width, proxy.size.height)
                    let r = side / 2 - side * GaugeMetrics.lineWidthRatio / 2
                    let cx = proxy.size.width / 2, cy = proxy.size.height / 2 + r * 0.7071
                    ZStack {
                        if minimumValueLabel == nil && maximumValueLabel == nil {
                            // Apple: without bounds labels "the gauge places its label in that
                            // location" (GaugeStyle.accessoryCircular), centred in the opening.
                            label.font(.system(size: 10, weight: .medium)).fixedSize()
                                .position(x: cx, y: cy)
                        } else {
                            minimumValueLabel.font(.system(size: 10, weight: .medium)).fixedSize()
                                .position(x: cx - r * 0.7071, y: cy)
                            maximumValueLabel.font(.system(size: 10, weight: .medium)).fixedSize()
                                .position(x: cx + r * 0.7071, y: cy)
                        }
                    }
                }
            }
        }
        .frame(idealWidth: GaugeMetrics.accessoryCircularSide, idealHeight: GaugeMetrics.accessoryCircularSide)
        .aspectRatio(1, contentMode: .fit)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge showing `value` in `bounds` (clamped to it), with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label(); currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge showing `value` in `bounds` (clamped to it), with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label(); self.currentValueLabel = currentValueLabel(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

/// A capsule bar: a 25 % tint track, filled to the value (capacity) or marked at it.
nonisolated struct GaugeBar: View {
    let fraction: Double
    let capacity: Bool
    let height: Double
    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(.tint.opacity(capacity ? GaugeMetrics.trackOpacity : 1))
                if capacity {
                    Capsule().fill(.tint).frame(width: max(height, w * fraction))
                        .opacity(fraction > 0 ? 1 : 0)
                } else {
                    let d = GaugeMetrics.linearMarker
                    Circle().fill(.black).blendMode(.destinationOut).frame(width: d + 2, height: d + 2)
                        .offset(x: min(max(0, w * fraction - d / 2 - 1), w - d - 2))
                    Circle().strokeBorder(.tint, lineWidth: 2).frame(width: d, height: d)
                        .offset(x: min(max(0, w * fraction - d / 2), w - d))
                }
            }
            .frame(width: w, height: proxy.size.height)
            .compositingGroup()
        }
        .frame(height: capacity ? height : GaugeMetrics.linearMarker + 2)
    }
}

/// A ring: open (270°, gap at the bottom, marker at the value) or closed (filled clockwise
/// from the top). Stroke 10 % of the side, round caps, 25 % track (`GaugeMetrics`).
nonisolated struct GaugeRing: View {
    let fraction: Double
    let open: Bool
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let lw = side * GaugeMetrics.lineWidthRatio
            let sweep = open ? GaugeMetrics.openSweep : 1
            let start = Angle.degrees(open ? GaugeMetrics.openStartDegrees : -90)
            let ring = Circle().inset(by: lw / 2)
            ZStack {
                if open {
                    ring.trim(from: 0, to: sweep).rotation(start)
                        .stroke(.tint, style: StrokeStyle(lineWidth: lw, lineCap: .round))
                    // The marker: a hole punched through the ring with a dot in it.
                    let a = start.radians + 2 * Double.pi * sweep * fraction
                    let r = side / 2 - lw / 2
                    Circle().fill(.black).frame(width: lw * 1.6, height: lw * 1.6)
                        .offset(x: r * cos(a), y: r * sin(a)).blendMode(.destinationOut)
                    Circle().strokeBorder(.tint, lineWidth: lw * 0.3).frame(width: lw * 1.2, height: lw * 1.2)
                        .offset(x: r * cos(a), y: r * sin(a))
                } else {
                    ring.stroke(.tint.opacity(GaugeMetrics.trackOpacity), style: StrokeStyle(lineWidth: lw, lineCap: .round))
                    ring.trim(from: 0, to: fraction).rotation(start)
                        .stroke(.tint, style: StrokeStyle(lineWidth: lw, lineCap: .round))
                }
            }
            .frame(width: side, height: side)
            .compositingGroup()
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    /// A gauge showing `value` in `bounds` (clamped to it), with a label and labels for the two bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label(); currentValueLabel = nil
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
}
