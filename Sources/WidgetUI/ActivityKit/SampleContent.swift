import Foundation

/// A Live Activity's attributes and content state made from their `Codable` shape, so an
/// extension's program can draw every activity without the app that starts it: each string is
/// its property's name (`nextStop: "nextStop"`), each integer 1, each floating-point number 0.5
/// (progress-like values stay in 0…1), each `Bool` false, each `Date` the render's "now", each
/// optional present, each array two elements. A type this cannot make (an enum, which decodes
/// from a case name no shape reveals) is an error that says so; pass the state as JSON instead.
struct SampleDecoder: Decoder {
    let now: Date
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// Nesting stops here: deeper optionals are absent and deeper arrays empty (recursive types end).
    static let maxDepth = 8

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed(decoder: self) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    var deep: Bool { codingPath.count >= Self.maxDepth }
    var name: String { codingPath.last(where: { $0.intValue == nil })?.stringValue ?? "Text" }

    func nested(_ key: any CodingKey) -> SampleDecoder {
        var d = self
        d.codingPath.append(key)
        return d
    }

    func sample<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = leaf(type) as? T { return value }
        return try T(from: self)
    }

    /// The sample of a type no container holds (strings, numbers, dates…); nil for the rest.
    func leaf(_ type: Any.Type) -> Any? {
        switch type {
        case is String.Type: return name
        case is Bool.Type: return false
        case is Int.Type: return 1
        case is Int8.Type: return Int8(1)
        case is Int16.Type: return Int16(1)
        case is Int32.Type: return Int32(1)
        case is Int64.Type: return Int64(1)
        case is UInt.Type: return UInt(1)
        case is UInt8.Type: return UInt8(1)
        case is UInt16.Type: return UInt16(1)
        case is UInt32.Type: return UInt32(1)
        case is UInt64.Type: return UInt64(1)
        case is Double.Type: return 0.5
        case is Float.Type: return Float(0.5)
        case is Date.Type: return now
        case is URL.Type: return URL(string: "https://example.com/")?.appendingPathComponent(name)
        case is UUID.Type: return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        case is Decimal.Type: return Decimal(1)
        default: return nil
        }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: SampleDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { decoder.deep }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.nested(key).sample(type) }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.nested(key).container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { Unkeyed(decoder: decoder.nested(key)) }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder.nested(key) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: SampleDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { decoder.deep ? 0 : 2 }
        var isAtEnd: Bool { currentIndex >= (count ?? 0) }
        var currentIndex = 0
        init(decoder: SampleDecoder) { self.decoder = decoder }
        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            defer { currentIndex += 1 }
            return try decoder.nested(Index(intValue: currentIndex)).sample(type)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            defer { currentIndex += 1 }
            return try decoder.nested(Index(intValue: currentIndex)).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            defer { currentIndex += 1 }
            return Unkeyed(decoder: decoder.nested(Index(intValue: currentIndex)))
        }
        mutating func superDecoder() throws -> any Decoder { decoder }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: SampleDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        func decodeNil() -> Bool { decoder.deep }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.sample(type) }
    }

    struct Index: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { return nil }
    }
}

extension ErasedActivity {
    /// Sample attributes and content state made from their `Codable` shape, dated `now`: each
    /// string its property's name, each integer 1, each floating-point number 0.5, each `Bool`
    /// false, each `Date` `now`, each optional present, each array two elements. Throws when the
    /// shape holds something no sample can stand for (an enum decodes from a case name).
    public func sample(now: Date) throws -> (attributes: Any, state: Any) {
        try sampleOf(now)
    }

    /// The attributes and content state decoded from JSON (dates as ISO 8601 strings); without
    /// attributes JSON, sample attributes.
    public func decode(attributes: Data?, state: Data, now: Date) throws -> (attributes: Any, state: Any) {
        try decodeOf(attributes, state, now)
    }
}
