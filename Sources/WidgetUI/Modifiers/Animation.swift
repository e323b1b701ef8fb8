internal import WidgetEngine

/// SwiftUI's `Animation`. A render is one still frame per timeline entry, so nothing moves; what
/// an animation keeps is how long it runs, which `animation(_:value:)` checks against the 2 s
/// iOS gives a widget's animations (`animationTooLong`).
///
/// Durations are SwiftUI's defaults: 0.35 s for `.default` and the timing curves, 0.5 s for the
/// springs (`.spring`, `.bouncy`, `.smooth`, `.snappy`: their `duration`), a spring's `response`
/// for `spring(response:…)`; `delay` adds, `speed` divides, `repeatForever` never ends.
public struct Animation: Sendable, Hashable {
    /// How long the animation runs, in seconds, its delay included; infinite when it repeats forever.
    public let duration: Double

    init(duration: Double) { self.duration = duration }

    /// SwiftUI's default animation, 0.35 s.
    public static let `default` = Animation(duration: 0.35)
    /// A constant-speed animation of 0.35 s.
    public static let linear = Animation(duration: 0.35)
    /// An animation of 0.35 s that starts slowly.
    public static let easeIn = Animation(duration: 0.35)
    /// An animation of 0.35 s that ends slowly.
    public static let easeOut = Animation(duration: 0.35)
    /// An animation of 0.35 s that starts and ends slowly.
    public static let easeInOut = Animation(duration: 0.35)
    /// A spring of 0.5 s.
    public static let spring = Animation(duration: 0.5)
    /// A bouncy spring of 0.5 s.
    public static let bouncy = Animation(duration: 0.5)
    /// A spring of 0.5 s without bounce.
    public static let smooth = Animation(duration: 0.5)
    /// A quick spring of 0.5 s.
    public static let snappy = Animation(duration: 0.5)
    /// A constant-speed animation of `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(duration: max(0, duration)) }
    /// An animation of `duration` seconds that starts slowly.
    public static func easeIn(duration: Double) -> Animation { Animation(duration: max(0, duration)) }
    /// An animation of `duration` seconds that ends slowly.
    public static func easeOut(duration: Double) -> Animation { Animation(duration: max(0, duration)) }
    /// An animation of `duration` seconds that starts and ends slowly.
    public static func easeInOut(duration: Double) -> Animation { Animation(duration: max(0, duration)) }
    /// A spring that settles in about `response` seconds.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(duration: max(0, response))
    }
    /// The animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { Animation(duration: duration + max(0, delay)) }
    /// The animation `speed` times faster.
    public func speed(_ speed: Double) -> Animation { Animation(duration: speed > 0 ? duration / speed : .infinity) }
    /// The animation repeated without end.
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(duration: .infinity) }
}

nonisolated extension View {
    /// Animates changes of `value` (nothing moves in a render); an animation longer than the
    /// 2 s iOS runs a widget's animations for is reported (`animationTooLong`).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationCheck(animation: animation))
    }
    /// Animates changes (nothing moves in a render); checked as ``animation(_:value:)``.
    public func animation(_ animation: Animation?) -> some View { modifier(AnimationCheck(animation: animation)) }
}

/// iOS runs a widget's animations for at most 2 s (Apple, "Animating data updates in widgets
/// and Live Activities"; WWDC23 "Bring widgets to life").
struct AnimationCheck: PrimitiveModifier {
    static let limit = 2.0
    let animation: Animation?

    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        let nodes = try content(ctx)
        if let animation, animation.duration > Self.limit {
            let length = animation.duration.isFinite ? "runs \(fmt(animation.duration)) s" : "repeats forever"
            ctx.withPathComponent("animation") {
                ctx.diagnose(.warning, .animationTooLong,
                             "This animation \(length); iOS stops a widget's animations after \(fmt(Self.limit)) s, so it ends early. "
                                + "Keep it under \(fmt(Self.limit)) s, or show a running time with Text(date, style: .timer).")
            }
        }
        return nodes
    }
}

extension DiagnosticCode {
    /// An `animation` longer than the 2 s iOS runs a widget's animations for.
    public static let animationTooLong = DiagnosticCode("animationTooLong")
}
