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
