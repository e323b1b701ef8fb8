// SwiftUI's wrappers of Combine's `ObservableObject`s. A widget's view is drawn once per entry,
// so an object is read as it is: nothing subscribes to its changes.
#if os(Linux)
import Combine

/// SwiftUI's `@StateObject`: an object the view creates once.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let object: ObjectType
    /// The object `thunk` creates.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
    /// The object.
    public var wrappedValue: ObjectType { object }
}

/// SwiftUI's `@ObservedObject`: an object passed in.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// `$object`: bindings to the object's properties (`$model.isOn`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// SwiftUI's `ObservedObject.Wrapper`: makes a `Binding` to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding that reads and writes `keyPath` of the object.
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// The objects `environmentObject(_:)` put in the environment, by type.
struct EnvironmentObjects: @unchecked Sendable {
    var objects: [ObjectIdentifier: AnyObject] = [:]
}
private struct EnvironmentObjectsKey: EnvironmentKey { static let defaultValue = EnvironmentObjects() }

extension EnvironmentValues {
    var environmentObjects: EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

/// SwiftUI's `@EnvironmentObject`: the object of this type an ancestor passed with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Reads the object from the environment.
    public init() {}
    /// The object; reading it without an ancestor's `environmentObject(_:)` stops, as SwiftUI does,
    /// with a message naming the type.
    public var wrappedValue: ObjectType {
        let objects = Environment(\.environmentObjects).wrappedValue
        guard let object = objects.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// `$object`: bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// SwiftUI's `EnvironmentObject.Wrapper`: makes a `Binding` to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding that reads and writes `keyPath` of the object.
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

nonisolated extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` reads below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
#endif
