/// Calling the main-actor bodies of widget code.
///
/// SwiftUI and WidgetKit declare `View`, `ViewModifier`, `Widget`, `WidgetBundle` and the
/// configuration protocols `@MainActor`, and WidgetRender declares them the same way so that
/// Swift 6 code written against Xcode's SDK compiles unchanged. The resolver is generic and not
/// isolated (templates resolve on any thread), so it calls a body through these functions, which
/// drop the static isolation. The run-time rule is kept by the callers: a widget's view is
/// resolved and laid out on the main thread (`WidgetLayout`, `MainThread`), and the widget-level
/// bodies below hop there themselves. WidgetRender's own views are `nonisolated`.
@inline(__always)
func evaluateBody<V: View>(_ view: V) -> V.Body {
    let isolated: @MainActor (V) -> V.Body = { $0.body }
    return unsafeBitCast(isolated, to: ((V) -> V.Body).self)(view)
}

@inline(__always)
func evaluateModifierBody<M: ViewModifier>(_ modifier: M) -> M.Body {
    let isolated: @MainActor (M) -> M.Body = { $0.body(content: _ViewModifierContent()) }
    return unsafeBitCast(isolated, to: ((M) -> M.Body).self)(modifier)
}

@inline(__always)
func evaluateBody<W: Widget>(_ widget: W) -> W.Body {
    let isolated: @MainActor (W) -> W.Body = { $0.body }
    return MainThread.run { unsafeBitCast(isolated, to: ((W) -> W.Body).self)(widget) }
}

@inline(__always)
func evaluateBody<B: WidgetBundle>(_ bundle: B) -> B.Body {
    let isolated: @MainActor (B) -> B.Body = { $0.body }
    return MainThread.run { unsafeBitCast(isolated, to: ((B) -> B.Body).self)(bundle) }
}

@inline(__always)
func evaluateBody<C: WidgetConfiguration>(_ configuration: C) -> C.Body {
    let isolated: @MainActor (C) -> C.Body = { $0.body }
    return MainThread.run { unsafeBitCast(isolated, to: ((C) -> C.Body).self)(configuration) }
}

@inline(__always)
func evaluateBody<C: ControlWidget>(_ control: C) -> C.Body {
    let isolated: @MainActor (C) -> C.Body = { $0.body }
    return MainThread.run { unsafeBitCast(isolated, to: ((C) -> C.Body).self)(control) }
}

@inline(__always)
func evaluateBody<C: ControlWidgetConfiguration>(_ configuration: C) -> C.Body {
    let isolated: @MainActor (C) -> C.Body = { $0.body }
    return MainThread.run { unsafeBitCast(isolated, to: ((C) -> C.Body).self)(configuration) }
}

/// A widget or bundle made as the system makes it (`init()`), off the main actor.
@inline(__always)
func makeInstance<W: Widget>(_ type: W.Type) -> W {
    let isolated: @MainActor () -> W = { W() }
    return MainThread.run { unsafeBitCast(isolated, to: (() -> W).self)() }
}

@inline(__always)
func makeInstance<B: WidgetBundle>(_ type: B.Type) -> B {
    let isolated: @MainActor () -> B = { B() }
    return MainThread.run { unsafeBitCast(isolated, to: (() -> B).self)() }
}

/// A main-actor closure of a widget's code (a preview's content, say) as a `Sendable` closure a
/// render source can store. The renderer calls it on the main thread, where widget code runs
/// (see <doc:Isolation>); calling it anywhere else is a programming error.
public func _onRenderingThread<Input, Output>(
    _ body: @escaping @MainActor (Input) throws -> Output
) -> @Sendable (Input) throws -> Output {
    unsafeBitCast(body, to: (@Sendable (Input) throws -> Output).self)
}

/// The same, for a closure without input.
public func _onRenderingThread<Output>(_ body: @escaping @MainActor () throws -> Output) -> @Sendable () throws -> Output {
    unsafeBitCast(body, to: (@Sendable () throws -> Output).self)
}

/// The same, for a closure without input that does not throw.
public func _onRenderingThread<Output>(_ body: @escaping @MainActor () -> Output) -> @Sendable () -> Output {
    unsafeBitCast(body, to: (@Sendable () -> Output).self)
}
