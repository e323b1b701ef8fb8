import Foundation
import WidgetRender

/// Why the service refused or failed a request. Each case becomes one status and one JSON
/// problem document (``ProblemDocument``) at the edge, in ``ProblemMiddleware``.
public enum ServiceError: Error, CustomStringConvertible {
    /// The request itself is malformed: its JSON, a field, a value (400), with where.
    case badRequest([TemplateIssue])
    /// No such template, image or route (404); `issues` place it in the body when a field named it.
    case notFound(String, issues: [TemplateIssue] = [])
    /// The route exists but not for this method (405); `allowed` lists the methods it takes.
    case methodNotAllowed(String, allowed: String)
    /// The body is larger than ``ServerConfiguration/maxBodyBytes`` (413).
    case payloadTooLarge(limit: Int)
    /// The body is not JSON (415).
    case unsupportedMediaType(String)
    /// The `Accept` header allows neither PNG nor JSON (406).
    case notAcceptable(String)
    /// The template (on disk or inline) or its data is broken, or it cannot render as asked (422).
    case unprocessable(kind: String, issues: [TemplateIssue], message: String)
    /// The render took longer than the limit (422: the template is too heavy).
    case renderTimeout(limit: Duration)
    /// Every render slot and queue place is taken (503 with Retry-After).
    case overloaded(retryAfterSeconds: Int)

    /// A request field problem at `pointer` of the body.
    static func field(_ document: JSONDocument?, _ pointer: JSONPointer, _ message: String, suggestion: String? = nil) -> ServiceError {
        .badRequest([TemplateIssue(file: document?.file ?? requestFile, pointer: pointer, position: document?.position(of: pointer),
                                   message: message, suggestion: suggestion)])
    }

    /// A render error from the facade, as the service reports it.
    static func rendering(_ error: RenderError) -> ServiceError {
        switch error {
        case .template(let e): return .unprocessable(kind: "template", issues: e.issues, message: e.description)
        case .unsupportedFamily: return .unprocessable(kind: "unsupported-family", issues: [], message: error.description)
        case .diagnostics: return .unprocessable(kind: "diagnostics", issues: [], message: error.description)
        // The server's only sources besides templates are Swift previews.
        case .source: return .unprocessable(kind: "preview", issues: [], message: error.description)
        default: return .unprocessable(kind: "render", issues: [], message: error.description)
        }
    }

    /// The HTTP status this error is answered with.
    public var status: Int {
        switch self {
        case .badRequest: return 400
        case .notFound: return 404
        case .methodNotAllowed: return 405
        case .notAcceptable: return 406
        case .payloadTooLarge: return 413
        case .unsupportedMediaType: return 415
        case .unprocessable, .renderTimeout: return 422
        case .overloaded: return 503
        }
    }

    /// A stable name for the kind of problem (the document's `type` ends with it).
    public var kind: String {
        switch self {
        case .badRequest: return "bad-request"
        case .notFound: return "not-found"
        case .methodNotAllowed: return "method-not-allowed"
        case .notAcceptable: return "not-acceptable"
        case .payloadTooLarge: return "payload-too-large"
        case .unsupportedMediaType: return "unsupported-media-type"
        case .unprocessable(let kind, _, _): return kind == "template" ? "invalid-template" : kind
        case .renderTimeout: return "render-timeout"
        case .overloaded: return "overloaded"
        }
    }

    public var description: String {
        switch self {
        case .badRequest(let issues): return issues.map(\.description).joined(separator: "\n")
        case .notFound(let m, _), .unsupportedMediaType(let m), .notAcceptable(let m): return m
        case .methodNotAllowed(let m, let allowed): return "\(m) does not take this method; use \(allowed)."
        case .payloadTooLarge(let limit): return "The request body is larger than \(limit) bytes; send a smaller template or data."
        case .unprocessable(_, _, let m): return m
        case .renderTimeout(let limit): return "The render took longer than \(limit); simplify the template or send less data."
        case .overloaded(let s): return "Every render slot is busy; retry in \(s) s."
        }
    }

    /// The located issues (empty when the problem has no place in a file or the body).
    public var issues: [TemplateIssue] {
        switch self {
        case .badRequest(let i): return i
        case .unprocessable(_, let i, _): return i
        case .notFound(_, let i): return i
        default: return []
        }
    }

    /// The same error with its request issues (those thrown without the body at hand, as
    /// `.field(nil, …)` is) placed in `body`: its name, and the line and column of the pointer.
    func located(in body: JSONDocument?) -> ServiceError {
        guard let body else { return self }
        func place(_ issues: [TemplateIssue]) -> [TemplateIssue] {
            issues.map { issue in
                guard issue.position == nil, issue.file == ServiceError.requestFile else { return issue }
                var i = issue
                i.file = body.file
                i.position = body.position(of: issue.pointer)
                return i
            }
        }
        switch self {
        case .badRequest(let i): return .badRequest(place(i))
        case .notFound(let m, let i): return .notFound(m, issues: place(i))
        case .unprocessable(let kind, let i, let m):
            // A message that lists the issues lists them placed.
            let placed = place(i)
            let listed = m == i.map(\.description).joined(separator: "\n")
            return .unprocessable(kind: kind, issues: placed, message: listed ? placed.map(\.description).joined(separator: "\n") : m)
        default: return self
        }
    }

    /// The file name of an issue in the request body before the body is at hand.
    static let requestFile = "request"

}
