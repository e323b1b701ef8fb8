import Foundation
import WidgetRender

/// The JSON body of every error response (RFC 9457 problem details), with the located issues:
/// `{"type": "/problems/bad-request", "title": …, "status": 400, "detail": …, "errors": [{"file",
/// "pointer", "line", "column", "message", "suggestion"}]}`.
public struct ProblemDocument: Codable, Sendable, Equatable {
    /// One located problem of the request or the template.
    public struct Issue: Codable, Sendable, Equatable {
        /// The file it is in: the template's, the data's, or `request` for the body.
        public var file: String
        /// Where in that document, as a JSON pointer (`/body/children/2`).
        public var pointer: String
        /// The 1-based line, when the document's text is known.
        public var line: Int?
        /// The 1-based column, when the document's text is known.
        public var column: Int?
        /// What is wrong there.
        public var message: String
        /// What to write instead, when there is one obvious fix.
        public var suggestion: String?
    }

    /// The problem's kind as a relative URI (`/problems/template`, `/problems/overloaded`…).
    public var type: String
    /// The HTTP status's reason phrase.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// The whole error in one sentence.
    public var detail: String
    /// Each located problem.
    public var errors: [Issue]

    /// The problem document for a service error.
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
