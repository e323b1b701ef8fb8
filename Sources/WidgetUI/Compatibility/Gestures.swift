internal import WidgetEngine

/// Gestures compile, as they do in a widget extension, and do nothing, as on iOS: widgets run no
/// gestures ("Widgets … don't support … gestures", Apple, "Creating a widget extension";
/// interactive widgets take taps through `Button(intent:)` and `Toggle(intent:)` only). The
/// compiler warns at each use, and rendering reports a `gestureIgnored` diagnostic.
@available(*, deprecated, message: "iOS runs no gestures in widgets: TapGesture does nothing (use Link, widgetURL or Button(intent:))")
public struct TapGesture: Sendable {
    /// Does nothing: widgets run no gestures.
    public init(count: Int = 1) {}
    /// Does nothing: the action never runs.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// SwiftUI's `LongPressGesture`: compiles and does nothing, as widgets run no gestures.
@available(*, deprecated, message: "iOS runs no gestures in widgets: LongPressGesture does nothing (use Link, widgetURL or Button(intent:))")
public struct LongPressGesture: Sendable {
    /// Does nothing: widgets run no gestures.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {}
    /// Does nothing: the action never runs.
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

nonisolated extension View {
    /// Does nothing: widgets run no gestures (a `gestureIgnored` diagnostic). Use `Link`, `widgetURL` or `Button(intent:)`.
    @available(*, deprecated, message: "iOS runs no gestures in widgets: onTapGesture does nothing (use Link, widgetURL or Button(intent:))")
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        GestureIgnored(content: self, name: "onTapGesture")
    }
    /// Does nothing: widgets run no gestures (a `gestureIgnored` diagnostic).
    @available(*, deprecated, message: "iOS runs no gestures in widgets: onLongPressGesture does nothing")
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        GestureIgnored(content: self, name: "onLongPressGesture")
    }
    /// Does nothing: widgets run no gestures (a `gestureIgnored` diagnostic).
    @available(*, deprecated, message: "iOS runs no gestures in widgets: gesture does nothing (use Link, widgetURL or Button(intent:))")
    public func gesture<G>(_ gesture: G) -> some View { GestureIgnored(content: self, name: "gesture") }
    /// Does nothing: widgets run no gestures (a `gestureIgnored` diagnostic).
    @available(*, deprecated, message: "iOS runs no gestures in widgets: simultaneousGesture does nothing")
    public func simultaneousGesture<G>(_ gesture: G) -> some View { GestureIgnored(content: self, name: "simultaneousGesture") }
    /// Does nothing: widgets run no gestures (a `gestureIgnored` diagnostic).
    @available(*, deprecated, message: "iOS runs no gestures in widgets: highPriorityGesture does nothing")
    public func highPriorityGesture<G>(_ gesture: G) -> some View { GestureIgnored(content: self, name: "highPriorityGesture") }
}

/// Draws its content unchanged and reports that the gesture on it is ignored.
nonisolated struct GestureIgnored<Content: View>: View, PrimitiveView {
    let content: Content
    let name: String
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.diagnose(.warning, .gestureIgnored, "\(name): iOS runs no gestures in widgets, so it does nothing. "
                     + "Taps open a Link or the widgetURL, or run a Button(intent:).")
        return try ctx.resolve(content)
    }
}
