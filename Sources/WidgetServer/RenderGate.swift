import Dispatch
import Synchronization

/// Bounds the renders: at most `slots` draw at once on the gate's own threads (never on the
/// server's event loops), at most `queueLimit` wait; beyond that ``ServiceError/overloaded``.
/// A render that outlasts `timeout` answers ``ServiceError/renderTimeout`` at once, and keeps its
/// slot until it really ends, so the bound holds.
final class RenderGate: Sendable {
    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "widget-render.renders", attributes: .concurrent)
    let slots: Int
    let queueLimit: Int
    let timeout: Duration

    init(slots: Int, queueLimit: Int, timeout: Duration) {
        self.slots = slots; self.queueLimit = queueLimit; self.timeout = timeout
    }

    /// Renders running and waiting now.
    var load: (running: Int, waiting: Int) { state.withLock { ($0.running, $0.waiting.count) } }

    /// Runs `work` in a render slot and returns its result, or ``ServiceError/renderTimeout``
    /// after `deadline` (the gate's `timeout` unless given).
    func run<T: Sendable>(deadline: Duration? = nil, _ work: @escaping @Sendable () throws(ServiceError) -> T) async throws(ServiceError) -> T {
        try await acquire()
        let outcome = OneShot<Result<T, ServiceError>>()
        queue.async {
            let result = Result { () throws(ServiceError) -> T in try work() }
            self.release()
            outcome.fulfil(result)
        }
        let limit = deadline ?? timeout
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000))) {
            outcome.fulfil(.failure(.renderTimeout(limit: limit)))
        }
        return try await outcome.value.get()
    }

    private func acquire() async throws(ServiceError) {
        enum Decision { case go, wait, refuse }
        let decision: Decision = state.withLock { s in
            if s.running < slots { s.running += 1; return .go }
            return s.waiting.count < queueLimit ? .wait : .refuse
        }
        switch decision {
        case .go: return
        case .refuse: throw .overloaded(retryAfterSeconds: 1)
        case .wait:
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                let admitted: Bool = state.withLock { s in
                    if s.running < slots { s.running += 1; return true }
                    s.waiting.append(c)
                    return false
                }
                if admitted { c.resume() }
            }
        }
    }

    /// Hands the slot to the first waiter, or frees it.
    private func release() {
        let next: CheckedContinuation<Void, Never>? = state.withLock { s in
            if s.waiting.isEmpty { s.running -= 1; return nil }
            return s.waiting.removeFirst()
        }
        next?.resume()
    }
}

/// A value set once, awaited by one caller; later sets are ignored.
final class OneShot<T: Sendable>: Sendable {
    private struct State {
        var value: T?
        var waiter: CheckedContinuation<T, Never>?
    }
    private let state = Mutex(State())

    func fulfil(_ value: T) {
        let waiter: CheckedContinuation<T, Never>? = state.withLock { s in
            guard s.value == nil else { return nil }
            s.value = value
            defer { s.waiter = nil }
            return s.waiter
        }
        waiter?.resume(returning: value)
    }

    var value: T {
        get async {
            await withCheckedContinuation { c in
                let ready: T? = state.withLock { s in
                    if let v = s.value { return v }
                    s.waiter = c
                    return nil
                }
                if let ready { c.resume(returning: ready) }
            }
        }
    }
}
