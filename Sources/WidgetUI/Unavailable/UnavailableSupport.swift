// What the generated Unavailable*.swift declarations share: the compiler refuses every call to
// them, so neither of these ever runs.

/// The body of a declaration marked `@available(*, unavailable)`.
package func unavailableBody() -> Never {
    preconditionFailure("unreachable: the declaration is unavailable")
}

/// The default argument of a declaration marked `@available(*, unavailable)`: Apple's default
/// values may name what WidgetRender does not declare, and no call ever evaluates them. Not for
/// use in your code.
public func _unavailableArgument<T>() -> T {
    unavailableBody()
}
