import Foundation

/// SwiftUI's `@State`: a widget is drawn once per entry, so the value is the initial one and
/// writes are kept only for the rest of that drawing (`nonmutating set` as in SwiftUI).
@propertyWrapper
public struct State<Value>: @unchecked Sendable {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    /// State with an initial value (`@State var count = 0`).
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    /// State with an initial value.
    public init(initialValue: Value) { box = Box(initialValue) }
    /// The stored value; writes last for the rest of this drawing.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// `$value`: a binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// SwiftUI's `Binding`: a value read and written through closures (what `$state` gives).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get; setter = set }
    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    /// The value, read and written through the binding's closures.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }
    /// A binding to a property of the value (`$model.name`).
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(get: { self.wrappedValue[keyPath: keyPath] }, set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}
