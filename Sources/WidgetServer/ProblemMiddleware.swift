import Hummingbird
import Logging
import WidgetRender

/// The edge where every failure becomes one response: a ``ServiceError`` its status and problem
/// document, Hummingbird's own errors (no route, body too large) the matching ones, anything
/// else a 500 without internals. Also counts each answer for `/metrics`.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics
    let logger: Logger
    /// Whether the API's routes are served here (a path of one with another method is 405,
    /// not 404); false on the health port.
    var servesAPI = true

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let route = Self.route(request.uri.path)
        do {
            let response = try await next(request, context)
            metrics.count(route: route, status: Int(response.status.code))
            return response
        } catch {
            let problem: ServiceError
            switch error {
            case let e as ServiceError: problem = e
            case let e as HTTPError where e.status == .contentTooLarge: problem = .payloadTooLarge(limit: 0)
            case let e as HTTPError where e.status == .notFound:
                if servesAPI, let allowed = APIRoutes.allowedMethod(for: request.uri.path) {
                    problem = .methodNotAllowed(request.uri.path, allowed: allowed)
                    break
                }
                problem = .notFound("No route \(request.method) \(request.uri.path.prefix(200)); see GET /openapi.yaml for the API.")
            case let e as HTTPError where (400..<500).contains(Int(e.status.code)):
                problem = .badRequest([TemplateIssue(file: "request", pointer: .root, message: e.body ?? e.status.reasonPhrase)])
            default:
                logger.error("unexpected failure on \(request.uri.path): \(String(describing: error))")
                metrics.count(route: route, status: 500)
                return Self.response(status: .internalServerError,
                                     body: Array(#"{"detail":"internal error","status":500,"title":"Internal server error","type":"/problems/internal"}"#.utf8))
            }
            metrics.count(route: route, status: problem.status)
            var response = Self.response(status: HTTPResponse.Status(code: problem.status), body: ProblemDocument(problem).json)
            if case .overloaded(let seconds) = problem { response.headers[.retryAfter] = String(seconds) }
            if case .methodNotAllowed(_, let allowed) = problem { response.headers[.allow] = allowed }
            return response
        }
    }

    static func response(status: HTTPResponse.Status, body: [UInt8]) -> Response {
        Response(status: status, headers: [.contentType: "application/problem+json", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The route's name for metrics (bounded: unknown paths are `other`).
    static func route(_ path: String) -> String {
        switch path {
        case "/", "/healthz", "/metrics", "/openapi.yaml", "/v1/templates", "/v1/render", "/v1/hit", "/v1/check", "/v1/events": return path
        default: return path.hasPrefix("/v1/images/") ? "/v1/images" : "other"
        }
    }
}
