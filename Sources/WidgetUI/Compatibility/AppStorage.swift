import Foundation

/// The values a widget reads from its app group (`@AppStorage("key", store: UserDefaults(suiteName:))`),
/// given to a render as a fixture: a JSON object of key → value.
public struct AppStorageFixture: Sendable {
    let values: [String: AppStorageValue]

    enum AppStorageValue: Sendable { case bool(Bool), number(Double), string(String) }

    /// A fixture from a JSON object's values: strings, numbers and booleans (other values are left out).
    public init(_ values: [String: Any]) {
        var out: [String: AppStorageValue] = [:]
        for (k, v) in values {
            if let s = v as? String { out[k] = .string(s) }
            else if let n = v as? NSNumber {
                // JSON booleans are NSNumbers of Objective-C type "c" (char).
                out[k] = String(cString: n.objCType) == "c" ? .bool(n.boolValue) : .number(n.doubleValue)
            } else if let b = v as? Bool { out[k] = .bool(b) }
            else if let i = v as? Int { out[k] = .number(Double(i)) }
            else if let d = v as? Double { out[k] = .number(d) }
        }
        self.values = out
    }

    /// Why a fixture file could not be read.
    public enum LoadError: Error, CustomStringConvertible {
        /// The file does not hold one JSON object.
        case notAnObject(URL)
        public var description: String {
            switch self { case .notAnObject(let u): return "\(u.path) must hold one JSON object of keys and values, such as {\"streak\": 6}." }
        }
    }

    /// A JSON file holding one object (`{"streak": 6, "name": "Ann", "premium": true}`).
    public init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw LoadError.notAnObject(url) }
        self.init(object)
    }

    func value<T>(_ key: String, as type: T.Type) -> T? {
        guard let v = values[key] else { return nil }
        switch v {
        case .bool(let b): return b as? T
        case .number(let n):
            if T.self == Int.self { return Int(exactly: n.rounded(.towardZero)) as? T }
            if T.self == Double.self { return n as? T }
            if T.self == CGFloat.self { return CGFloat(n) as? T }
            if T.self == Bool.self { return (n != 0) as? T }
            return nil
        case .string(let s):
            if T.self == String.self { return s as? T }
            if T.self == URL.self { return URL(string: s) as? T }
            if T.self == Date.self { return ISO8601Date.parse(s) as? T }
            return nil
        }
    }
}

private struct AppStorageFixtureKey: EnvironmentKey { static let defaultValue: AppStorageFixture? = nil }

extension EnvironmentValues {
    /// What `@AppStorage` reads (nil: every `@AppStorage` shows its default value).
    public var appStorage: AppStorageFixture? {
        get { self[AppStorageFixtureKey.self] } set { self[AppStorageFixtureKey.self] = newValue }
    }
}

/// SwiftUI's `@AppStorage`: the value under `key` in the environment's ``AppStorageFixture``
/// (read when the view's `body` runs), else the default. Writes last for the rest of the
/// drawing. Supports `Bool`, `Int`, `Double`, `String`, `URL`, `Date` (ISO 8601) and
/// `RawRepresentable` with `String` or `Int` raw values.
@propertyWrapper
public struct AppStorage<Value>: @unchecked Sendable {
    private final class Box { var written: Value?; init() {} }
    private let key: String
    private let defaultValue: Value
    private let read: (AppStorageFixture, String) -> Value?
    private let box = Box()

    /// The value of the key in the render's ``AppStorageFixture``, else the default; setting it keeps the new value for this render only.
    public var wrappedValue: Value {
        get { box.written ?? EnvironmentValues.current.appStorage.flatMap { read($0, key) } ?? defaultValue }
        nonmutating set { box.written = newValue }
    }

    init(_ key: String, _ defaultValue: Value, read: @escaping (AppStorageFixture, String) -> Value?) {
        self.key = key; self.defaultValue = defaultValue; self.read = read
    }
}

extension AppStorage {
    /// A Boolean read from the fixture's `key`, or `wrappedValue` when the fixture lacks it. The store is ignored: values come from the environment's ``AppStorageFixture``.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key, wrappedValue) { $0.value($1, as: Bool.self) } }
    /// An integer read from the fixture's `key`, or `wrappedValue` when the fixture lacks it.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key, wrappedValue) { $0.value($1, as: Int.self) } }
    /// A number read from the fixture's `key`, or `wrappedValue` when the fixture lacks it.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key, wrappedValue) { $0.value($1, as: Double.self) } }
    /// A string read from the fixture's `key`, or `wrappedValue` when the fixture lacks it.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key, wrappedValue) { $0.value($1, as: String.self) } }
    /// A URL read from the fixture's `key`, or `wrappedValue` when the fixture lacks it.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key, wrappedValue) { $0.value($1, as: URL.self) } }
    /// A date read from the fixture's `key`, or `wrappedValue` when the fixture lacks it.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(key, wrappedValue) { $0.value($1, as: Date.self) } }
    /// A string-backed enum read from the fixture's `key`, or `wrappedValue` when the fixture lacks it or holds no case.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, wrappedValue) { f, k in f.value(k, as: String.self).flatMap(Value.init(rawValue:)) }
    }
    /// An integer-backed enum read from the fixture's `key`, or `wrappedValue` when the fixture lacks it or holds no case.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, wrappedValue) { f, k in f.value(k, as: Int.self).flatMap(Value.init(rawValue:)) }
    }
}
