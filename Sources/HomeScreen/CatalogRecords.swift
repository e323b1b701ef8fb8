import Foundation

/// The geometry file schema as Swift values, before validation. Field names are the file's.
struct CatalogRecord: Decodable {
    var schema: String
    var sources: [String: SourceRecord]?
    var devices: [DeviceRecord]
}

struct SourceRecord: Decodable, Hashable {
    var what: String
    var `where`: String?
}

struct DeviceRecord: Decodable {
    var id: String
    var models: [String]
    var modelsSource: String?
    var points: [WholeNumber]
    var scale: WholeNumber
    var pointsSource: String?
    var screenshot: [WholeNumber]?
    var displayZoom: Bool?
    var layouts: [LayoutRecord]
    var notes: [String]?

    enum CodingKeys: String, CodingKey {
        case id, models, points, scale, screenshot, layouts, notes
        case modelsSource = "models_source", pointsSource = "points_source", displayZoom = "display_zoom"
    }
}

struct LayoutRecord: Decodable {
    var id: String
    var ios: [WholeNumber]
    var icons: String
    var px: PxRecord
    var source: String
    var fieldSources: [String: String]?
    var agrees: [String]?
    var noBottomRow: String?
    var choice: String?
    var marks: [MarkRecord]?
    var notes: String?

    enum CodingKeys: String, CodingKey {
        case id, ios, icons, px, source, agrees, choice, marks, notes
        case fieldSources = "field_sources", noBottomRow = "no_bottom_row"
    }
}

/// The eight numbers; unknown field names are an error (a misspelt `botom` must not vanish).
struct PxRecord: Decodable {
    var values: [String: Int]

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [String: Int] = [:]
        for key in container.allKeys {
            guard GridMetrics.fieldNames.contains(key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "unknown field '\(key.stringValue)'; the fields are \(GridMetrics.fieldNames.joined(separator: ", "))")
            }
            values[key.stringValue] = try container.decode(WholeNumber.self, forKey: key).value
        }
        self.values = values
    }
}

/// An integer field. Decoded through `Double` so that `474.5` is reported at its field as
/// "not a whole number" (decoding `Int` directly gives a pathless "not valid JSON" on Linux).
struct WholeNumber: Decodable, Hashable {
    var value: Int

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(Double.self)
        guard number.isFinite, number.rounded() == number, abs(number) < 1e9 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "must be a whole number, not \(number)")
        }
        value = Int(number)
    }
}

struct MarkRecord: Decodable {
    var check: String
    var reason: String
}

/// RFC 6901 JSON pointers from Codable coding paths.
enum JSONPointer {
    static func from(_ path: [CodingKey]) -> String {
        path.map { key in
            if let index = key.intValue { return "/\(index)" }
            return "/" + key.stringValue.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }.joined()
    }

    /// A decoding error as an issue at the field it names.
    static func issue(for error: DecodingError) -> GeometryIssue {
        switch error {
        case let .keyNotFound(key, context):
            return GeometryIssue(pointer: from(context.codingPath + [key]), message: "missing (required)")
        case let .typeMismatch(type, context):
            return GeometryIssue(pointer: from(context.codingPath), message: "expected \(describe(type)) (\(context.debugDescription))")
        case let .valueNotFound(type, context):
            return GeometryIssue(pointer: from(context.codingPath), message: "expected \(describe(type)), found null")
        case let .dataCorrupted(context):
            var message = context.debugDescription
            if let underlying = context.underlyingError { message += " (\(underlying))" }
            return GeometryIssue(pointer: from(context.codingPath), message: message)
        @unknown default:
            return GeometryIssue(pointer: "", message: "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Double.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [Int].Type: return "an array of integers"
        case is [String].Type: return "an array of strings"
        default: return "\(type)"
        }
    }
}
