import Dispatch
import Foundation
import Synchronization
import NIOCore
import WidgetCore

/// Bounds the renders: at most `slots` draw at once on the gate's own threads, at most
/// `queueLimit` wait; beyond that ``ServiceError/overloaded``. A render that outlasts `timeout`
/// answers ``ServiceError/renderTimeout`` at once, and keeps its slot until it really ends, so
/// the bound holds.
///
/// The threads are the gate's own, not Dispatch's: on Linux, Swift concurrency runs on
/// Dispatch's global pool (one thread per core), so renders there would starve every request
/// handler, `/healthz` and the deadlines themselves (measured: four heavy renders held
/// `/healthz` for 246 s and answered a 2 s deadline after 258 s).
final class RenderGate: Sendable {
    private struct State {
        var running = 0
        var nextTicket = 0
        /// Renders waiting for a slot, first come first served: each starts itself.
        var waiting: [(ticket: Int, start: @Sendable () -> Void)] = []
    }
    private let state = Mutex(State())
    private let threads: RenderThreads
    private let deadlines = DispatchQueue(label: "widget-render.render-deadlines")
    let slots: Int
    let queueLimit: Int
    let timeout: Duration
    /// Told when renders start and end, to give memory back once they stop.
    let memory: MemoryTrim?

    private enum Admission { case now, queued(Int), refused }

    init(slots: Int, queueLimit: Int, timeout: Duration, memory: MemoryTrim? = nil) {
        self.slots = slots; self.queueLimit = queueLimit; self.timeout = timeout; self.memory = memory
        threads = RenderThreads(count: slots)
    }

    /// Renders running and waiting now.
    var load: (running: Int, waiting: Int) { state.withLock { ($0.running, $0.waiting.count) } }

    /// Runs `work` in a render slot and returns its result. The deadline (the gate's `timeout`
    /// unless given) counts from now, queueing included: a render still waiting for a slot then
    /// is withdrawn and answered ``ServiceError/overloaded`` (503, Retry-After); one drawing is
    /// answered ``ServiceError/renderTimeout`` and cancelled (`RenderCancellation`), so it
    /// frees its slot at the rasterizer's next safe point.
    /// `connection` is the client's connection closing: a client that goes away stops its render
    /// (withdrawn from the queue, or cancelled while drawing) as a passed deadline does.
    func run<T: Sendable>(deadline: Duration? = nil, until connection: ConnectionWatch? = nil,
                          _ work: @escaping @Sendable () throws(ServiceError) -> T) async throws(ServiceError) -> T {
        let limit = deadline ?? timeout
        // The client is gone already: nothing to draw for.
        if connection?.isClosed == true { throw .overloaded(retryAfterSeconds: 1) }
        let outcome = OneShot<Result<T, ServiceError>>()
        let cancellation = RenderCancellation()
        let start: @Sendable () -> Void = { [threads] in
            threads.run {
                self.memory?.renderStarted()
                let result = RenderCancellation.$current.withValue(cancellation) {
                    Result { () throws(ServiceError) -> T in try work() }
                }
                let idle = self.release()
                outcome.fulfil(result)
                self.memory?.renderEnded(idle: idle)
            }
        }
        let admission: Admission = state.withLock { s in
            if s.running < slots { s.running += 1; return .now }
            guard s.waiting.count < queueLimit else { return .refused }
            s.nextTicket += 1
            s.waiting.append((s.nextTicket, start))
            return .queued(s.nextTicket)
        }
        let ticket: Int?
        switch admission {
        case .refused: throw .overloaded(retryAfterSeconds: 1)
        case .now: start(); ticket = nil
        case .queued(let t): ticket = t
        }
        let nanoseconds = Int(limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000)
        // Nobody waits any more: stop the render or take it off the queue, and answer 503 (422
        // for a deadline that finds it drawing). The deadline keeps this until it passes, long
        // after an answered request: it holds the outcome (the render's result) weakly.
        let abandon: @Sendable (_ timedOut: Bool) -> Void = { [weak outcome] timedOut in
            guard let outcome else { return }
            cancellation.cancel()
            let withdrawn = ticket.map { self.withdraw($0) } ?? false
            outcome.fulfil(.failure(timedOut && !withdrawn ? .renderTimeout(limit: limit) : .overloaded(retryAfterSeconds: 1)))
        }
        deadlines.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { abandon(true) }
        let watching = connection?.onClose { abandon(false) }
        defer { if let watching { connection?.forget(watching) } }
        // A request task that is cancelled stops its render too.
        return try await withTaskCancellationHandler {
            await outcome.value
        } onCancel: {
            abandon(false)
        }.get()
    }

    /// Takes a render still waiting off the queue; false when it has started.
    private func withdraw(_ ticket: Int) -> Bool {
        state.withLock { s in
            guard let i = s.waiting.firstIndex(where: { $0.ticket == ticket }) else { return false }
            s.waiting.remove(at: i)
            return true
        }
    }

    /// Hands the slot to the first waiter, or frees it; true when no render runs or waits now.
    private func release() -> Bool {
        let (next, idle): ((@Sendable () -> Void)?, Bool) = state.withLock { s in
            if s.waiting.isEmpty { s.running -= 1; return (nil, s.running == 0) }
            return (s.waiting.removeFirst().start, false)
        }
        next?()
        return idle
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
