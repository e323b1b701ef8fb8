/// Calling the main-actor bodies of widget code.
///
/// SwiftUI and WidgetKit declare `View`, `ViewModifier`, `Widget`, `WidgetBundle` and the
/// configuration protocols `@MainActor`, and WidgetRender declares them the same way so that
/// Swift 6 code written against Xcode's SDK compiles unchanged. The resolver is generic and not
/// isolated (templates resolve on any thread), so it calls a body through these functions, which
/// drop the static isolation. The run-time rule is kept by the callers: a widget's view is
/// resolved and laid out on the main thread (`WidgetLayout`, `MainThread`), and the widget-level
/// bodies below hop there themselves. WidgetRender's own views are `nonisolated`.
/// `isolated` as a plain function, the one place the static isolation is dropped. Its callers
/// keep the run-time rule: widget code runs on the main thread.
@inline(__always)
func droppingIsolation<Input, Output>(_ isolated: @escaping @MainActor (Input) -> Output) -> (Input) -> Output {
    unsafeBitCast(isolated, to: ((Input) -> Output).self)
}

/// A view's body, on the calling thread: the resolver, which runs a widget's views on the main thread.
@inline(__always)
func evaluateBody<V: View>(_ view: V) -> V.Body { droppingIsolation { (v: V) in v.body }(view) }

/// A modifier's `body(content:)`, as `evaluateBody` reads a view's.
@inline(__always)
func evaluateModifierBody<M: ViewModifier>(_ modifier: M) -> M.Body {
    droppingIsolation { (m: M) in m.body(content: _ViewModifierContent()) }(modifier)
}

// The widget-level bodies are read outside the resolver too (enumeration, `describe`), so they
// hop to the main thread themselves.

@inline(__always)
func evaluateBody<W: Widget>(_ widget: W) -> W.Body {
    MainThread.run { droppingIsolation { (w: W) in w.body }(widget) }
}

@inline(__always)
func evaluateBody<B: WidgetBundle>(_ bundle: B) -> B.Body {
    MainThread.run { droppingIsolation { (b: B) in b.body }(bundle) }
}

@inline(__always)
func evaluateBody<C: WidgetConfiguration>(_ configuration: C) -> C.Body {
    MainThread.run { droppingIsolation { (c: C) in c.body }(configuration) }
}

@inline(__always)
func evaluateBody<C: ControlWidget>(_ control: C) -> C.Body {
    MainThread.run { droppingIsolation { (c: C) in c.body }(control) }
}

@inline(__always)
func evaluateBody<C: ControlWidgetConfiguration>(_ configuration: C) -> C.Body {
    MainThread.run { droppingIsolation { (c: C) in c.body }(configuration) }
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
