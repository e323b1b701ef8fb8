import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// Watches the catalog for the preview's live reload: every `interval` it compares each item's
/// version (for a template folder ``TemplateStore/version(of:)``, a few `stat`s; no busy loop;
/// Swift previews never change while the process runs) and tells every subscriber which
/// templates changed, were added or removed.
final class TemplateWatcher: Service, Sendable {
    let catalog: any WidgetCatalog
    let interval: Duration
    let logger: Logger
    private struct State {
        var versions: [String: String] = [:]
        var subscribers: [Int: AsyncStream<[String]>.Continuation] = [:]
        var nextID = 0
        var generation = 0
    }
    private let state = Mutex(State())

    init(catalog: any WidgetCatalog, interval: Duration, logger: Logger) {
        self.catalog = catalog; self.interval = interval; self.logger = logger
        _ = poll()
        state.withLock { $0.generation = 0 }  // the first look is the baseline, not a change
    }

    /// Watches a templates folder.
    convenience init(store: TemplateStore, interval: Duration, logger: Logger) {
        self.init(catalog: TemplateCatalog(store: store, images: .shared), interval: interval, logger: logger)
    }

    /// How many changes have been seen (the page's `version`).
    var generation: Int { state.withLock { $0.generation } }

    /// A stream of changed template names; ended when the server shuts down.
    func subscribe() -> (id: Int, events: AsyncStream<[String]>) {
        let (stream, continuation) = AsyncStream<[String]>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = state.withLock { s in
            s.nextID += 1
            s.subscribers[s.nextID] = continuation
            return s.nextID
        }
        return (id, stream)
    }

    func unsubscribe(_ id: Int) {
        let c = state.withLock { $0.subscribers.removeValue(forKey: id) }
        c?.finish()
    }

    /// Compares the folders with the last look; returns the changed names.
    func poll() -> [String] {
        let now = catalog.versions()
        return state.withLock { s in
            let changed = Set(now.keys).union(s.versions.keys).filter { now[$0] != s.versions[$0] }.sorted()
            s.versions = now
            if !changed.isEmpty { s.generation += 1 }
            return changed
        }
    }

    func run() async throws {
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let changed = poll()
            guard !changed.isEmpty else { continue }
            logger.info("templates changed: \(changed.joined(separator: ", "))")
            let subscribers = state.withLock { Array($0.subscribers.values) }
            for s in subscribers { s.yield(changed) }
        }
        // Open event streams end, so a graceful shutdown does not wait on them.
        let subscribers = state.withLock { s in
            defer { s.subscribers.removeAll() }
            return Array(s.subscribers.values)
        }
        for s in subscribers { s.finish() }
    }
}
