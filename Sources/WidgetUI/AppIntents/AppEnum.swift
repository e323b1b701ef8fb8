import Foundation

/// App Intents' `DisplayRepresentation`: how a value is shown (title, subtitle, image).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// An image shown beside the title.
    public struct Image: Sendable, Hashable {
        /// The SF Symbol's name, or nil for a named image.
        public var systemName: String?
        /// The asset's name, for a named image.
        public var named: String?
        /// An SF Symbol.
        public init(systemName: String, tintColor: Int? = nil, symbolConfiguration: Int? = nil) { self.systemName = systemName }
        /// An asset image.
        public init(named name: String, isTemplate: Bool = false) { self.named = name }
    }
    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle, if any.
    public var subtitle: LocalizedStringResource?
    /// The image, if any.
    public var image: Image?

    /// A representation with a title, a subtitle and an image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title; self.subtitle = subtitle; self.image = image
    }
    /// A representation titled by a literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    /// A representation titled by an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// App Intents' `TypeDisplayRepresentation`: how a type is named (`"City"`, plural `"Cities"`).
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The type's name.
    public var name: LocalizedStringResource
    /// The type's plural name, if given.
    public var numericFormat: LocalizedStringResource?
    /// A type named `name`.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name; self.numericFormat = numericFormat
    }
    /// A type named by a literal.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    /// A type named by an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// App Intents' `AppEnum`: a fixed set of choices a parameter takes (a raw-value enum). An
/// unset, default-less parameter of it reads as its first case.
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable, IntentEmptyValue {
    /// How the type is named in the edit sheet.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The first case.
    public static var emptyIntentValue: Self {
        guard let first = allCases.first else { preconditionFailure("\(Self.self) has no cases") }
        return first
    }
    /// The case's display title (the raw value when none is declared).
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(rawValue)")
    }
}

/// App Intents' `AppEntity`: a value of the app's own (a city, a list) a parameter picks from
/// its ``EntityQuery``. Unset and default-less, a parameter reads as the query's
/// `defaultResult()` once ``IntentDefaults/resolve(_:)`` ran.
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
    /// The query that finds entities by id, suggests them and gives the default.
    associatedtype DefaultQuery: EntityQuery
    /// How the type is named in the edit sheet.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// The query.
    static var defaultQuery: DefaultQuery { get }
}

/// App Intents' `EntityQuery`: finds entities by id, lists suggestions, gives the default.
public protocol EntityQuery: Sendable {
    /// The entity found.
    associatedtype Entity: AppEntity
    /// A query (the system makes one).
    init()
    /// The entities with these ids.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities the edit sheet suggests.
    func suggestedEntities() async throws -> [Entity]
    /// The entity a new widget starts with.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// No suggestions, unless the query gives some.
    public func suggestedEntities() async throws -> [Entity] { [] }
    /// The first suggestion, unless the query says otherwise.
    public func defaultResult() async -> Entity? { try? await suggestedEntities().first }
}

/// App Intents' `EntityStringQuery`: an entity query that also searches by text.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// App Intents' `EnumerableEntityQuery`: a query that lists every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

/// App Intents' `@Property`: a value of an ``AppEntity`` that Shortcuts can read.
@propertyWrapper
public struct EntityProperty<Value>: @unchecked Sendable {
    /// The value.
    public var wrappedValue: Value
    /// Its name as Shortcuts shows it.
    public let title: LocalizedStringResource
    /// A property named `title`.
    public init(wrappedValue: Value, title: LocalizedStringResource) { self.wrappedValue = wrappedValue; self.title = title }
    /// `$property`: the property itself, with its title.
    public var projectedValue: EntityProperty<Value> { self }
}

/// `@Property` is App Intents' spelling of ``EntityProperty``.
public typealias Property<Value> = EntityProperty<Value>
