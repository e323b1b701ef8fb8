/// Reads a value from the environment, as in SwiftUI: `@Environment(\.widgetFamily) var family`.
///
/// The value is the one in force where the view's `body` is evaluated, so a custom view that
/// switches on the family or the color scheme sees the family and scheme being rendered.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// Reads the environment value at `keyPath` (`@Environment(\.colorScheme)`).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    /// The value in force where the view's `body` is evaluated.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// SwiftUI's `DynamicProperty`: a property wrapper whose value comes from outside the view
/// (`@Environment`, `@AppStorage`, your own wrappers built on them). Values are read where the
/// view's `body` is evaluated, so ``update()`` has nothing to do and is never called.
public protocol DynamicProperty {
    /// Called by SwiftUI before `body` to refresh stored values; never needed here.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}
