import Foundation
import Hummingbird
import NIOCore
import WidgetImageIO
import WidgetRender

/// The HTTP API: `/v1/render`, `/v1/hit`, `/v1/check`, `/v1/templates`, `/v1/devices`, `/v1/wallpapers`, `/v1/images/{etag}.png`,
/// `/v1/events`, `/healthz`, `/metrics` and `/openapi.yaml` (the document the tests check
/// answers against). Handlers check the request, then call ``RenderService``.
struct APIRoutes: Sendable {
    let configuration: ServerConfiguration
    let service: RenderService
    let gate: RenderGate
    /// Where remote images are fetched before a render takes its slot.
    let downloads: RenderGate
    /// Where large bodies are parsed, off the request handlers' threads.
    let parser: RenderGate
    let cache: ResponseCache
    let images: ResponseCache
    let metrics: ServerMetrics
    let watcher: TemplateWatcher

    func add(to router: Router<ServiceRequestContext>) {
        addProbes(to: router)
        router.get("/openapi.yaml") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/yaml", .cacheControl: "public, max-age=300"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.openapi_yaml)))
        }
        router.get("/v1/templates") { _, _ in Self.json(templateList(), cache: "no-cache") }
        router.get("/v1/devices") { _, _ in try Self.json(JSONBody.encode(DeviceList(DeviceCatalog.builtIn())), cache: "public, max-age=300") }
        router.get("/v1/wallpapers") { _, _ in
            Self.json(JSONBody.encode(service.wallpapers?.listing() ?? WallpaperList(wallpapers: [], slots: [:])), cache: "no-cache")
        }
        router.post("/v1/render") { request, context in try await render(request, connection: ConnectionWatch.of(context.channel)) }
        router.get("/v1/render.png") { request, context in
            try await renderFromQuery(request, connection: ConnectionWatch.of(context.channel))
        }
        router.post("/v1/hit") { request, context in try await hit(request, connection: ConnectionWatch.of(context.channel)) }
        router.post("/v1/check") { request, context in try await check(request, connection: ConnectionWatch.of(context.channel)) }
        router.get("/v1/images/{file}") { request, context in try image(request, file: context.parameters.get("file") ?? "") }
        router.get("/v1/events") { _, _ in events() }
    }

    /// `/healthz`, `/readyz` and `/metrics`: what the API port serves, and all the health port does.
    func addProbes(to router: Router<ServiceRequestContext>) {
        router.get("/healthz") { _, _ in Self.json(Array(#"{"status":"ok"}"#.utf8), cache: "no-store") }
        router.get("/readyz") { _, _ in readiness() }
        router.get("/metrics") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.exposition(gate: gate, cache: cache))))
        }
    }

    /// The method a route of the API takes, or nil for a path that is not one: any other method
    /// is answered 405 with `Allow` (TRACE and OPTIONS included), by ``ProblemMiddleware``.
    static func allowedMethod(for path: String) -> String? {
        switch path {
        case "/v1/render", "/v1/hit", "/v1/check": return "POST"
        case "/healthz", "/readyz", "/metrics", "/openapi.yaml", "/v1/templates", "/v1/devices", "/v1/wallpapers", "/v1/events",
             "/v1/render.png":
            return "GET"
        default: return path.hasPrefix("/v1/images/") ? "GET" : nil
        }
    }

    // MARK: - Handlers

    func render(_ request: Request, connection: ConnectionWatch? = nil) async throws(ServiceError) -> Response {
        try await render(body: try await read(request), request: request, connection: connection)
    }

    private func render(body: [UInt8], request: Request, connection: ConnectionWatch?) async throws(ServiceError) -> Response {
        let parsed = try await parse(body, hit: false)
        return try await locating(parsed) { () async throws(ServiceError) -> Response in
            try await render(parsed, body: body, request: request, connection: connection)
        }
    }

    /// `GET /v1/render.png?template=…&family=…`: the render request's fields as query
    /// parameters, so an `<img src>` draws a widget (the preview page's first paint). The query
    /// becomes the JSON body it spells, with the same checks, cache and answers as a POST.
    func renderFromQuery(_ request: Request, connection: ConnectionWatch? = nil) async throws(ServiceError) -> Response {
        var fields: [String: Any] = [:]
        for (name, value) in request.uri.queryParameters {
            let key = String(name), text = String(value)
            fields[key] = (key == "entry" ? Int(text).map { $0 as Any } : nil) ?? text
        }
        fields["format"] = "png"
        let body = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])).map { [UInt8]($0) } ?? []
        return try await render(body: body, request: request, connection: connection)
    }

    private func render(_ parsed: RenderRequest, body: [UInt8], request: Request, connection: ConnectionWatch?) async throws(ServiceError) -> Response {
        let format = try format(of: parsed, accept: request.headers[.accept])
        let key = "render|\(format.rawValue)|\(try service.version(of: parsed))|" + String(decoding: body, as: UTF8.self)
        let cached: CachedResponse
        if let hit = cache.value(for: key) {
            metrics.cacheHits.increment()
            cached = hit
        } else {
            metrics.cacheMisses.increment()
            let service = self.service
            let start = ContinuousClock.now
            let result = try await drawn(parsed, scope: .entry, deadline: gate.timeout, connection: connection) { () throws(ServiceError) -> RenderResult in
                try service.render(parsed)
            }
            metrics.renderDuration.record(ContinuousClock.now - start)
            let pngTag = ContentHash.of(result.png)
            images.store(CachedResponse(body: result.png, contentType: "image/png", etag: "\"\(pngTag)\""), for: pngTag)
            switch format {
            case .png:
                cached = CachedResponse(body: result.png, contentType: "image/png", etag: "\"\(pngTag)\"")
            case .json:
                let json = JSONBody.encode(RenderDocument(result, etag: pngTag, inlineImage: parsed.inlineImage))
                cached = CachedResponse(body: json, contentType: "application/json", etag: ContentHash.etag(json))
            }
            cache.store(cached, for: key)
        }
        return Self.respond(cached, ifNoneMatch: request.headers[.ifNoneMatch], cacheControl: "public, max-age=60")
    }

    func hit(_ request: Request, connection: ConnectionWatch? = nil) async throws(ServiceError) -> Response {
        let body = try await read(request)
        let parsed = try await parse(body, hit: true)
        let service = self.service
        let report = try await locating(parsed) { () async throws(ServiceError) -> TapReport in
            try await drawn(parsed, scope: .entry, deadline: gate.timeout, connection: connection) { () throws(ServiceError) -> TapReport in
                try service.hit(parsed)
            }
        }
        return Self.json(JSONBody.encode(report), cache: "public, max-age=60")
    }

    /// `widget-render check` of the request's item (its data and parameters), answered from the
    /// cache while the item and the body are the same.
    func check(_ request: Request, connection: ConnectionWatch? = nil) async throws(ServiceError) -> Response {
        let body = try await read(request)
        let parsed = try await parse(body, hit: false)
        return try await locating(parsed) { () async throws(ServiceError) -> Response in
            try await check(parsed, body: body, request: request, connection: connection)
        }
    }

    private func check(_ parsed: RenderRequest, body: [UInt8], request: Request, connection: ConnectionWatch?) async throws(ServiceError) -> Response {
        let key = "check|\(try service.version(of: parsed))|" + String(decoding: body, as: UTF8.self)
        if let hit = cache.value(for: key) {
            metrics.cacheHits.increment()
            return Self.respond(hit, ifNoneMatch: request.headers[.ifNoneMatch], cacheControl: "public, max-age=60")
        }
        metrics.cacheMisses.increment()
        let service = self.service
        // A check is dozens of renders in one slot: it has twelve times a render's deadline.
        let report = try await drawn(parsed, scope: .everything, deadline: gate.timeout * 12, connection: connection) { () throws(ServiceError) -> CheckReport in
            try service.check(parsed)
        }
        let json = JSONBody.encode(report)
        let cached = CachedResponse(body: json, contentType: "application/json", etag: ContentHash.etag(json))
        cache.store(cached, for: key)
        return Self.respond(cached, ifNoneMatch: request.headers[.ifNoneMatch], cacheControl: "public, max-age=60")
    }

    func image(_ request: Request, file: String) throws(ServiceError) -> Response {
        let tag = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        guard let found = images.value(for: tag) else {
            throw .notFound("No image \(file.prefix(100)) here: images are kept for a while after their render; render again.")
        }
        return Self.respond(found, ifNoneMatch: request.headers[.ifNoneMatch], cacheControl: "public, max-age=31536000, immutable")
    }

    /// Whether a render sent now would be taken: 200 while a slot or a queue place is free, 503
    /// (with Retry-After) when every one is taken, so a load balancer sends the next request
    /// elsewhere. `/healthz` answers whether the process lives; this, whether it has room.
    func readiness() -> Response {
        let (running, waiting) = gate.load
        let busy = running >= gate.slots && waiting >= gate.queueLimit
        let body = #"{"status":"\#(busy ? "busy" : "ready")","running":\#(running),"waiting":\#(waiting),"slots":\#(gate.slots),"queue":\#(gate.queueLimit)}"#
        var headers: HTTPFields = [.contentType: "application/json", .cacheControl: "no-store"]
        if busy { headers[.retryAfter] = "1" }
        return Response(status: busy ? .serviceUnavailable : .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    func templateList() -> [UInt8] {
        JSONBody.encode(TemplateList(generation: watcher.generation, templates: service.catalog.summaries()))
    }

    /// Server-sent events: `event: change` with the changed template names, as they change.
    func events() -> Response {
        let watcher = self.watcher
        let (id, stream) = watcher.subscribe()
        let body = ResponseBody { writer in
            defer { watcher.unsubscribe(id) }
            try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
            for await changed in stream {
                let data = String(decoding: JSONBody.encode(changed), as: UTF8.self)
                try await writer.write(ByteBuffer(string: "event: change\ndata: \(data)\n\n"))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: body)
    }

    // MARK: - Helpers

    /// Bodies up to this size are parsed where they arrive: a few hundred microseconds at most.
    static let inlineParseLimit = 64 << 10

    /// The request in `body`. A large one (a 1 MiB body takes about 130 ms and 40 MB to parse,
    /// release build) is parsed on the parser's own threads: on the handlers' threads, which are
    /// Swift concurrency's one per core, three at once held `/healthz` for 190 ms.
    func parse(_ body: [UInt8], hit: Bool) async throws(ServiceError) -> RenderRequest {
        guard body.count > Self.inlineParseLimit else { return try RenderRequest(body: body, hit: hit) }
        return try await parser.run { () throws(ServiceError) -> RenderRequest in try RenderRequest(body: body, hit: hit) }
    }

    /// `work`, its problems placed in the request's body (line and column) where they name a field.
    func locating<T>(_ request: RenderRequest, _ work: () async throws(ServiceError) -> T) async throws(ServiceError) -> T {
        do { return try await work() } catch { throw error.located(in: request.document) }
    }

    /// `work` in a render slot, once the request's remote images are fetched on a download
    /// thread (a stalled image host holds that thread, not a slot). `deadline` counts from now
    /// and covers both: what the download used, the render does not get.
    func drawn<T: Sendable>(_ request: RenderRequest, scope: ImageDownload.Scope, deadline: Duration, connection: ConnectionWatch?,
                            _ work: @escaping @Sendable () throws(ServiceError) -> T) async throws(ServiceError) -> T {
        let arrival = ContinuousClock.now
        if let download = try service.imageDownload(for: request, scope: scope) {
            try await downloads.run(deadline: deadline, until: connection) { () throws(ServiceError) in download.run() }
        }
        let left = deadline - (ContinuousClock.now - arrival)
        guard left > .zero else { throw .renderTimeout(limit: deadline) }
        return try await gate.run(deadline: left, until: connection, work)
    }

    /// The body, refused when it is not JSON or is larger than the limit.
    func read(_ request: Request) async throws(ServiceError) -> [UInt8] {
        if let type = request.headers[.contentType] {
            let media = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            guard media == "application/json" else {
                throw .unsupportedMediaType("The body is \(type.prefix(100)); send JSON with Content-Type: application/json.")
            }
        }
        let limit = configuration.maxBodyBytes
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw .payloadTooLarge(limit: limit)
        }
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch {
            throw .payloadTooLarge(limit: limit)
        }
    }

    /// PNG or JSON: the body's `format`, else what `Accept` prefers (PNG by default).
    func format(of request: RenderRequest, accept: String?) throws(ServiceError) -> RenderRequest.Format {
        if let f = request.format { return f }
        guard let accept = accept?.lowercased(), !accept.isEmpty else { return .png }
        if accept.contains("image/png") || accept.contains("image/*") || accept.contains("*/*") { return .png }
        if accept.contains("application/json") { return .json }
        throw .notAcceptable("The render is image/png or application/json; Accept: \(accept.prefix(100)) allows neither.")
    }

    static func respond(_ cached: CachedResponse, ifNoneMatch: String?, cacheControl: String) -> Response {
        var headers: HTTPFields = [.contentType: cached.contentType, .eTag: cached.etag, .cacheControl: cacheControl]
        if let ifNoneMatch, ifNoneMatch.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == cached.etag }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(cached.body.count)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: cached.body)))
    }

    static func json(_ body: [UInt8], cache: String) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: cache],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
