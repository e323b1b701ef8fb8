import Foundation

/// SwiftUI's `@State`: a widget is drawn once per entry, so the value is the initial one and
/// writes are kept only for the rest of that drawing (`nonmutating set` as in SwiftUI).
@propertyWrapper
public struct State<Value>: @unchecked Sendable {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}
