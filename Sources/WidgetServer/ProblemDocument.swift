import Foundation
import WidgetRender

/// The JSON body of every error response (RFC 9457 problem details), with the located issues:
/// `{"type": "/problems/bad-request", "title": …, "status": 400, "detail": …, "errors": [{"file",
/// "pointer", "line", "column", "message", "suggestion"}]}`.
public struct ProblemDocument: Codable, Sendable, Equatable {
    public struct Issue: Codable, Sendable, Equatable {
        public var file: String
        public var pointer: String
        public var line: Int?
        public var column: Int?
        public var message: String
        public var suggestion: String?
    }

    public var type: String
    public var title: String
    public var status: Int
    public var detail: String
    public var errors: [Issue]

    public init(_ error: ServiceError) {
        type = "/problems/\(error.kind)"
        title = Self.title(error.status)
        status = error.status
        detail = error.description
        errors = error.issues.map {
            Issue(file: $0.file, pointer: $0.pointer.display, line: $0.position?.line, column: $0.position?.column,
                  message: $0.message, suggestion: $0.suggestion)
        }
    }

    static func title(_ status: Int) -> String {
        switch status {
        case 400: return "Bad request"
        case 404: return "Not found"
        case 405: return "Method not allowed"
        case 406: return "Not acceptable"
        case 413: return "Request body too large"
        case 415: return "Unsupported media type"
        case 422: return "The widget cannot be rendered"
        case 503: return "Service overloaded"
        default: return "Error"
        }
    }

    /// The document as JSON bytes (sorted keys, so the same error gives the same bytes).
    public var json: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? [UInt8](encoder.encode(self))) ?? Array(#"{"status":500,"title":"Error"}"#.utf8)
    }
}
