import NIOCore
import Synchronization

/// A client's connection, watched once for its close: the requests it carries register what to
/// do if it closes while they run (``RenderGate`` stops their renders) and unregister when they
/// end. One close callback per connection, not one per request: a keep-alive connection carries
/// thousands of requests, and callbacks added to its `closeFuture` stay until it closes, each
/// holding its request's state (measured: a replica serving four connections grew from 60 MB to
/// 1.3 GB in a minute of distinct renders).
final class ConnectionWatch: Sendable {
    private struct State {
        var closed = false
        var nextToken = 0
        var onClose: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Mutex(State())
    /// The watch of every open connection that has carried a request.
    private static let open = Mutex([ObjectIdentifier: ConnectionWatch]())

    /// The watch of `channel`, made with its one close callback on the first request.
    static func of(_ channel: any Channel) -> ConnectionWatch {
        let id = ObjectIdentifier(channel)
        let (watch, made) = open.withLock { open -> (ConnectionWatch, Bool) in
            if let existing = open[id] { return (existing, false) }
            let watch = ConnectionWatch()
            open[id] = watch
            return (watch, true)
        }
        if made {
            channel.closeFuture.whenComplete { _ in
                // Gone before the channel is freed, so a later channel at the same address gets a watch of its own.
                _ = open.withLock { $0.removeValue(forKey: id) }
                watch.close()
            }
        }
        return watch
    }

    init() {}

    /// Runs `action` when the connection closes, or now if it has; the token takes it back.
    func onClose(_ action: @escaping @Sendable () -> Void) -> Int? {
        let token: Int? = state.withLock { s in
            guard !s.closed else { return nil }
            s.nextToken += 1
            s.onClose[s.nextToken] = action
            return s.nextToken
        }
        if token == nil { action() }
        return token
    }

    /// Takes back what ``onClose(_:)`` registered: the request ended.
    func forget(_ token: Int) {
        _ = state.withLock { $0.onClose.removeValue(forKey: token) }
    }

    /// Whether the connection has closed.
    var isClosed: Bool { state.withLock { $0.closed } }

    /// How many requests wait on the connection now (tests).
    var waiting: Int { state.withLock { $0.onClose.count } }

    func close() {
        let actions = state.withLock { s -> [@Sendable () -> Void] in
            s.closed = true
            defer { s.onClose = [:] }
            return Array(s.onClose.values)
        }
        for action in actions { action() }
    }
}
