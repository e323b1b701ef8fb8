import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import WidgetCore
import WidgetRender

/// `widget-render serve`: the live preview page and the render API on one HTTP server
/// (Hummingbird), shut down gracefully on SIGTERM and SIGINT (swift-service-lifecycle).
/// It keeps no state between requests but caches, so it scales by replicas.
public struct WidgetServer: Sendable {
    /// Where it listens, what it serves and its bounds.
    public let configuration: ServerConfiguration
    let logger: Logger

    /// A server for `configuration`, logging to `logger`; ``run(onListening:)`` starts it.
    public init(configuration: ServerConfiguration, logger: Logger = Logger(label: "widget-render.serve")) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Requests whose remote images are being fetched at once (each download is one libcurl
    /// batch on its own thread, blocked for at most the loader's 3 s timeout).
    static let downloadThreads = 16

    /// HTTP/1.1 with the idle timeout and the handler that notices clients going away.
    private static func http1(idleTimeout: Duration) -> HTTPServerBuilder {
        let t = idleTimeout.components
        return .http1(configuration: .init(additionalChannelHandlers: [ClientGoneHandler()],
                                           idleTimeout: .nanoseconds(t.seconds * 1_000_000_000 + t.attoseconds / 1_000_000_000)))
    }

    /// Serves until SIGTERM or SIGINT (or the task is cancelled); `onListening` gets the port.
    public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let inline = InlineFolder.make()
        defer { InlineFolder.remove(inline) }
        let budget = MemoryBudget(configuration.memoryBytes)
        ImageCache.shared.byteBudget = budget.decodedImages
        // A failed host is asked again after 30 s: a server outlives a host's bad minute.
        let loader = RemoteImageLoader(configuration: .init(timeout: 3, maxBytes: 2 << 20, cacheDirectory: nil,
                                                            allowedHosts: configuration.imageHosts,
                                                            memoryBudget: budget.remoteImages, failureLifetime: 30))
        Allocator.tuneForRendering()
        let memory = MemoryTrim()
        let catalog: any WidgetCatalog
        if let previews = configuration.previews {
            catalog = SwiftPreviewCatalog(previews: previews)
        } else {
            catalog = TemplateCatalog(store: TemplateStore(root: configuration.templatesDirectory), images: loader)
        }
        let wallpapers = try configuration.wallpapersDirectory.map { WallpaperFolder(directory: $0, catalog: try DeviceCatalog.builtIn()) }
        let watcher = TemplateWatcher(catalog: catalog, interval: configuration.pollInterval, logger: logger)
        let metrics = ServerMetrics()
        let api = APIRoutes(configuration: configuration,
                            service: RenderService(catalog: catalog, inlineFolder: inline, images: loader, wallpapers: wallpapers),
                            gate: RenderGate(slots: configuration.maxConcurrentRenders, queueLimit: configuration.maxQueuedRenders,
                                             timeout: configuration.renderTimeout, memory: memory),
                            downloads: RenderGate(slots: Self.downloadThreads, queueLimit: Self.downloadThreads * 16,
                                                  timeout: configuration.renderTimeout, memory: memory),
                            parser: RenderGate(slots: configuration.maxConcurrentRenders, queueLimit: configuration.maxQueuedRenders,
                                               timeout: configuration.renderTimeout, memory: memory),
                            cache: ResponseCache(limit: budget.responses),
                            images: ResponseCache(limit: budget.renderedImages),
                            metrics: metrics, watcher: watcher)
        let router = Router(context: ServiceRequestContext.self)
        router.add(middleware: ProblemMiddleware(metrics: metrics, logger: logger))
        api.add(to: router)
        if configuration.preview { PreviewRoutes(summaries: { catalog.summaries() }).add(to: router) }
        let logger = self.logger
        let app = Application(router: router, server: Self.http1(idleTimeout: configuration.idleTimeout),
                              configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                                      serverName: "widget-render",
                                                                      availableConnectionsDelegate: MaximumAvailableConnections(configuration.maxConnections)),
                              onServerRunning: { channel in
                                  let port = channel.localAddress?.port ?? 0
                                  logger.info("serving \(catalog.origin) on http://\(channel.localAddress?.ipAddress ?? "?"):\(port)")
                                  await onListening(port)
                              },
                              logger: logger)
        var services: [any Service] = [app, watcher]
        if let healthPort = configuration.healthPort {
            let probes = Router(context: ServiceRequestContext.self)
            probes.add(middleware: ProblemMiddleware(metrics: metrics, logger: logger, servesAPI: false))
            api.addProbes(to: probes)
            services.append(Application(router: probes, server: Self.http1(idleTimeout: configuration.idleTimeout),
                                        configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: healthPort),
                                                                                serverName: "widget-render",
                                                                                availableConnectionsDelegate: MaximumAvailableConnections(ServerConfiguration.healthConnections)),
                                        onServerRunning: { channel in
                                            logger.info("health probes on http://\(channel.localAddress?.ipAddress ?? "?"):\(channel.localAddress?.port ?? 0)")
                                        },
                                        logger: logger))
        }
        let group = ServiceGroup(configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint],
                                                      logger: logger))
        try await group.run()
    }
}
