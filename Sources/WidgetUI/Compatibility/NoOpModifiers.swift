import Foundation

/// Modifiers with no effect on a still image. They compile so widget code ports unchanged, and
/// each is documented as a no-op: a widget is drawn once per timeline entry, without motion
/// or lifecycle callbacks (animations and accessibility have their own files: what they say is checked).

/// SwiftUI's `ContentTransition` (how changed text animates): no effect on a still image.
public struct ContentTransition: Sendable {
    /// No-op transitions: every one draws the new content as it is.
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    /// No-op: numbers are drawn as they are, without rolling digits.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// No-op: numbers are drawn as they are, without rolling digits.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// SwiftUI's `AnyTransition`: no effect on a still image.
public struct AnyTransition: Sendable {
    /// No-op transitions.
    public static let identity = AnyTransition(), opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition()
    /// No-op: a move in from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// No-op: a push in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// No-op: returns the transition unchanged.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// No-op: returns the transition unchanged.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
    /// No-op: taps resolve to the `Link` and `widgetURL` regions (WidgetLinks), which hit testing flags do not change.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// No-op: the shape that receives taps. A widget's tappable regions are the frames of its
    /// `Link`s, buttons and toggles (WidgetLinks), which a content shape does not change.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// No-op: how text changes animate between entries.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// No-op: insertion and removal transitions.
    public func transition(_ t: AnyTransition) -> some View { self }
    /// No-op: the dimming iOS applies to content that may be stale while the widget updates.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// No-op here: the label a Lock Screen or watch face shows next to an accessory widget
    /// (never part of the widget's own image).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// No-op here: the label shown next to an accessory widget.
    @_disfavoredOverload public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// No-op here: the label shown next to an accessory widget.
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
    /// No-op: haptic feedback.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// No-op: a symbol's animated effect (a still image shows the symbol at rest).
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    /// No-op: a symbol's animated effect when `value` changes.
    public func symbolEffect<V: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: V) -> some View { self }
    /// No-op: removes symbol effects.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
    /// No-op: text is not tightened before it truncates (it may truncate a little earlier than on iOS).
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// No-op: widgets have no lifecycle callbacks when drawn.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// No-op: widgets have no lifecycle callbacks when drawn.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// No-op: the task never runs.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// No-op: a drawn widget never changes, so the action never runs.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// No-op: a drawn widget never changes, so the action never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    /// No-op: previews (`.previewContext(WidgetPreviewContext(family:))`, `.previewDisplayName`).
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// No-op: the size Xcode's canvas gives a `PreviewProvider`'s view; WidgetRender's previews
    /// draw a widget at its family's size and any other view at its own.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
}

/// SwiftUI's `PreviewLayout`: how Xcode's canvas sizes a preview (`previewLayout(_:)`, a no-op).
public enum PreviewLayout: Sendable {
    /** The canvas sizes: a device, the view's own size, or a fixed size. */ case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat)
}

nonisolated extension View {
    /// No effect in a widget: the system draws it in the person's appearance (a render's
    /// `RenderOptions`-level color scheme), whatever the view prefers.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// No effect: a widget has no safe area to extend into (its content margins are the
    /// system's, `contentMarginsDisabled()` removes them).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// No effect: a widget has no safe area to extend into.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// SwiftUI's `SafeAreaRegions`, for `ignoresSafeArea(_:edges:)` (no safe area in a widget).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container's safe area, the keyboard's, and both.
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2), all = SafeAreaRegions(rawValue: 3)
}

nonisolated extension View {
    /// SwiftUI's `onGeometryChange(for:of:action:)` (iOS 18): `action` runs when layout
    /// changes; a still render changes nothing afterwards, so it is not called.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View { self }
    /// The two-value form of ``onGeometryChange(for:of:action:)``.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) -> some View { self }
    /// WidgetKit's `activitySystemActionForegroundColor(_:)`: the colour of the system's
    /// buttons beside a Live Activity (dismiss). WidgetRender draws no system buttons.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
    /// WidgetKit's `widgetCurvesContent(_:)` on a view (watchOS corner complications): no
    /// iPhone family curves its content.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}

#if os(Linux)
extension FileManager {
    /// Foundation's `containerURL(forSecurityApplicationGroupIdentifier:)`: Linux has no app
    /// groups, so each group is a folder of its own under the temporary directory
    /// (`widget-render-app-groups/<group>`), created on first use and empty until something
    /// writes to it: code that reads the app's shared files finds none and shows its empty state.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let safe = groupIdentifier.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "." || $0 == "-" ? String($0) : "_" }.joined()
        guard !safe.isEmpty else { return nil }
        let url = temporaryDirectory.appendingPathComponent("widget-render-app-groups", isDirectory: true)
            .appendingPathComponent(safe, isDirectory: true)
        do { try createDirectory(at: url, withIntermediateDirectories: true) } catch { return nil }
        return url
    }
}
#endif

/// SwiftUI's `SensoryFeedback`: haptics, which a still image has none of.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level was crossed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")
    /// A physical impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// A physical impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact's weight.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// Light, medium and heavy impacts.
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }
    /// An impact's flexibility.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Rigid, solid and soft impacts.
        public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft")
    }
}

/// The SF Symbols effects (`.bounce`, `.pulse`, `.variableColor.iterative`, `.replace`…): they
/// animate, and a still image shows the symbol at rest, so every effect draws nothing extra.
public struct SymbolEffect: Sendable {
    /// The effect, scoped or varied (`.bounce.up.byLayer`): the same still image.
    public var up: SymbolEffect { self }
    /// Varied downward.
    public var down: SymbolEffect { self }
    /// Applied by layer.
    public var byLayer: SymbolEffect { self }
    /// Applied to the whole symbol.
    public var wholeSymbol: SymbolEffect { self }
    /// Variable colour, one layer at a time.
    public var iterative: SymbolEffect { self }
    /// Variable colour, layers accumulating.
    public var cumulative: SymbolEffect { self }
    /// Variable colour, back and forth.
    public var reversing: SymbolEffect { self }
    /// Variable colour, keeping inactive layers.
    public var dimInactiveLayers: SymbolEffect { self }
    /// Variable colour, hiding inactive layers.
    public var hideInactiveLayers: SymbolEffect { self }
    /// Replace, the new symbol entering downward, upward or offset.
    public var downUp: SymbolEffect { self }
    /// Replace, upward.
    public var upUp: SymbolEffect { self }
    /// Replace, off then up.
    public var offUp: SymbolEffect { self }
    /// Rotation clockwise.
    public var clockwise: SymbolEffect { self }
    /// Rotation counter-clockwise.
    public var counterClockwise: SymbolEffect { self }

    /// A bounce.
    public static let bounce = SymbolEffect()
    /// A pulse.
    public static let pulse = SymbolEffect()
    /// Variable colour.
    public static let variableColor = SymbolEffect()
    /// A scale.
    public static let scale = SymbolEffect()
    /// Appearing.
    public static let appear = SymbolEffect()
    /// Disappearing.
    public static let disappear = SymbolEffect()
    /// Replacing one symbol with another.
    public static let replace = SymbolEffect()
    /// A wiggle.
    public static let wiggle = SymbolEffect()
    /// A rotation.
    public static let rotate = SymbolEffect()
    /// A breathe.
    public static let breathe = SymbolEffect()
    /// Drawing on.
    public static let drawOn = SymbolEffect()
    /// Drawing off.
    public static let drawOff = SymbolEffect()
}

/// Options of a symbol effect (repeat count, speed): nothing to apply to a still image.
public struct SymbolEffectOptions: Sendable {
    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeats forever.
    public static let `repeating` = SymbolEffectOptions()
    /// Does not repeat.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// At `speed`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// At `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension ContentTransition {
    /// No-op: a symbol replacing another (`.symbolEffect(.replace)`) is drawn as the new symbol.
    public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition { ContentTransition() }
    /// No-op: the automatic symbol transition.
    public static var symbolEffect: ContentTransition { ContentTransition() }
}

/// SwiftUI's `withAnimation`: runs `body` at once and returns its result; a still render has
/// nothing to animate between (the state it sets is drawn as it ends).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// SwiftUI's `Animatable`: a shape or modifier that interpolates `animatableData` between
/// states. A still render draws the state as it is, so the data is never read.
public protocol Animatable {}

extension Animatable {
    /// The value an animation interpolates; a type declares its own (`AnimatablePair`, a
    /// `Double`). A still render never reads it: this default is 0.
    public var animatableData: Double { get { 0 } set {} }
}

/// SwiftUI's `AnimatableModifier`: a modifier whose `animatableData` animates; drawn as its
/// current state.
@preconcurrency @MainActor public protocol AnimatableModifier: Animatable, ViewModifier {}
