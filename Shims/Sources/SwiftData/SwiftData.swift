// `import SwiftData` on Linux: `@Model` classes kept in an in-memory store per `ModelContainer`,
// fetched with Foundation's `#Predicate` and `SortDescriptor`, as SwiftData fetches them. Nothing
// is written to disk: a render starts from an empty store, and a test or preview inserts what the
// widget should show (`container.mainContext.insert(…)`).
#if os(Linux)
import Foundation
import SwiftUI

/// SwiftData's `PersistentModel`: a class `@Model` made storable. Identity is the object's.
public protocol PersistentModel: AnyObject, Hashable, Identifiable {}

extension PersistentModel {
    /// The same object.
    public static func == (a: Self, b: Self) -> Bool { a === b }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Makes a class storable (`@Model final class Trip { … }`).
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "ModelMacro")

/// How a property is stored (`@Attribute(.unique)`): kept as it is in memory.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "PropertyOptionsMacro")

/// A relationship to other models (`@Relationship(deleteRule: .cascade)`): kept as the property is.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "PropertyOptionsMacro")

/// A property that is not stored (`@Transient`).
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "PropertyOptionsMacro")

/// SwiftData's `Schema`: the model types a container stores.
public final class Schema: @unchecked Sendable {
    /// The model types.
    public let entities: [any PersistentModel.Type]
    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) { entities = types }
    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) { self.init(types, version: version) }

    /// A schema version.
    public struct Version: Sendable, Hashable {
        let parts: [Int]
        /// Major, minor, patch.
        public init(_ major: Int, _ minor: Int, _ patch: Int) { parts = [major, minor, patch] }
    }
    /// Attribute options.
    public enum Attribute {
        /// How an attribute is stored.
        public struct Option: Sendable, Hashable {
            let name: String
            /// Unique values.
            public static let unique = Option(name: "unique")
            /// Stored beside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept after deletion for history.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Not persisted.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
        }
    }
    /// Relationship options.
    public enum Relationship {
        /// How a relationship is stored.
        public struct Option: Sendable, Hashable {
            let name: String
            /// Unique.
            public static let unique = Option(name: "unique")
        }
        /// What deleting the owner does to related models.
        public enum DeleteRule: Sendable, Hashable {
            /// Sets the relation to nil.
            case nullify
            /// Deletes the related models.
            case cascade
            /// Refuses the deletion while related models exist.
            case deny
            /// Nothing.
            case noAction
        }
    }
}

/// SwiftData's `ModelConfiguration`. Stores are in memory on Linux whatever `isStoredInMemoryOnly` says.
public struct ModelConfiguration: Sendable, Hashable {
    /// The configuration's name.
    public let name: String
    /// Whether the store is in memory only (always, here).
    public let isStoredInMemoryOnly: Bool
    /// A configuration.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"; self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    /// A configuration.
    public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }
    /// A configuration storing at `url` (in memory here).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema)
    }
    /// An app group container.
    public struct GroupContainer: Sendable, Hashable {
        let id: String?
        /// The app's group.
        public static let automatic = GroupContainer(id: nil)
        /// No group.
        public static let none = GroupContainer(id: nil)
        /// The group `identifier`.
        public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(id: identifier) }
    }
    /// A CloudKit database.
    public struct CloudKitDatabase: Sendable, Hashable {
        let id: String?
        /// The app's container.
        public static let automatic = CloudKitDatabase(id: nil)
        /// None.
        public static let none = CloudKitDatabase(id: nil)
        /// The private database of `container`.
        public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase(id: container) }
    }
}

/// The in-memory store a container and its contexts share.
final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [ObjectIdentifier: [AnyObject]] = [:]
    func insert(_ o: AnyObject, as type: Any.Type) {
        lock.withLock {
            let key = ObjectIdentifier(type)
            if !(objects[key] ?? []).contains(where: { $0 === o }) { objects[key, default: []].append(o) }
        }
    }
    func delete(_ o: AnyObject, as type: Any.Type) { lock.withLock { objects[ObjectIdentifier(type)]?.removeAll { $0 === o } } }
    func all<T>(_ type: T.Type) -> [T] { lock.withLock { (objects[ObjectIdentifier(type)] ?? []).compactMap { $0 as? T } } }
}

/// SwiftData's `ModelContainer`: the store of a schema's models (in memory here).
public final class ModelContainer: @unchecked Sendable {
    /// The schema.
    public let schema: Schema
    /// The configurations.
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    private lazy var main = ModelContext(self)

    /// A container for `schema`. (Creating an in-memory store cannot fail; the initialisers
    /// throw as SwiftData's do.)
    public convenience init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.init(schema: schema, configurations: configurations)
    }
    init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema; self.configurations = configurations
    }
    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }
    /// A container for the model types.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }
    /// A container for the model types.
    public convenience init(for types: any PersistentModel.Type..., migrationPlan: Any.Type? = nil, configurations: [ModelConfiguration]) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }
    /// The context views use.
    public var mainContext: ModelContext { main }
}

/// SwiftData's `ModelContext`: inserts, deletes and fetches models of its container.
public final class ModelContext: @unchecked Sendable {
    /// The container.
    public let container: ModelContainer
    /// Saves after changes (nothing to save to here).
    public var autosaveEnabled = true
    /// Whether there are unsaved changes.
    public private(set) var hasChanges = false

    /// A context of `container`.
    public init(_ container: ModelContainer) { self.container = container }

    /// Adds `model` to the store.
    public func insert<T: PersistentModel>(_ model: T) { container.store.insert(model, as: T.self); hasChanges = true }
    /// Removes `model` from the store.
    public func delete<T: PersistentModel>(_ model: T) { container.store.delete(model, as: T.self); hasChanges = true }
    /// Removes every model of `type` matching `predicate`.
    public func delete<T: PersistentModel>(model type: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for m in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(m) }
    }
    /// Saves the changes (the store is in memory: it only clears `hasChanges`).
    public func save() throws { hasChanges = false }
    /// The models `descriptor` asks for: filtered by its predicate, sorted, offset and limited.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var items = container.store.all(T.self)
        if let p = descriptor.predicate { items = try items.filter { try p.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { items.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { items = Array(items.dropFirst(max(0, offset))) }
        if let limit = descriptor.fetchLimit { items = Array(items.prefix(max(0, limit))) }
        return items
    }
    /// How many models `descriptor` would fetch.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }
}

/// SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
    /// The filter.
    public var predicate: Predicate<T>?
    /// The order.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many.
    public var fetchOffset: Int?
    /// Whether pending changes are included (they always are here).
    public var includePendingChanges = true
    /// A descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) { self.predicate = predicate; self.sortBy = sortBy }
}

private struct ModelContextKey: EnvironmentKey {
    static let defaultValue = ModelContainerBox(container: nil)
}
struct ModelContainerBox: @unchecked Sendable { let container: ModelContainer? }

extension EnvironmentValues {
    /// The context `modelContainer(_:)` set (a new empty store's when none did).
    public var modelContext: ModelContext {
        get { (self[ModelContextKey.self].container ?? ModelContainer.empty).mainContext }
        set { self[ModelContextKey.self] = ModelContainerBox(container: newValue.container) }
    }
}

extension ModelContainer {
    static let empty = ModelContainer(schema: Schema([]), configurations: [])
}

nonisolated extension View {
    /// The container `@Query` and `\.modelContext` read below.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// A new container for `modelType` below, as SwiftData makes one for a view. On Linux every
    /// store is in memory and starts empty (`inMemory`, autosave and undo change nothing);
    /// `onSetup` is told the container.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// A new container for `modelTypes` below (as the one-type form).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = ModelContainer(schema: Schema(modelTypes), configurations: [])
        onSetup(.success(container))
        return modelContainer(container)
    }
}

/// SwiftData's `@Query`: the models of the environment's context, fetched when the view is drawn.
@propertyWrapper
public struct Query<Element: PersistentModel> {
    let descriptor: FetchDescriptor<Element>
    /// All models, unsorted.
    public init() { descriptor = FetchDescriptor() }
    /// Models matching `filter`, sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = []) { descriptor = FetchDescriptor(predicate: filter, sortBy: sort) }
    /// Models sorted by a key path.
    public init<V: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, V> & Sendable, order: SortOrder = .forward) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
    /// The models `descriptor` fetches.
    public init(_ descriptor: FetchDescriptor<Element>) { self.descriptor = descriptor }
    /// The fetched models (none if the fetch fails).
    public var wrappedValue: [Element] {
        (try? Environment(\.modelContext).wrappedValue.fetch(descriptor)) ?? []
    }
}
#endif
