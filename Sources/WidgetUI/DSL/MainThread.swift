import Foundation
import Synchronization

/// Where widget code runs: on the main thread, as SwiftUI and WidgetKit run it.
///
/// `View`, `Widget` and the other protocols a widget conforms to are `@MainActor`, as Apple
/// declares them, and Swift 6 code compiled against them checks at run time that its main-actor
/// closures (a `ForEach`'s, a `map`'s inside a body) run on the main thread. So every call into
/// widget code — bodies and the layout that reads `GeometryReader`s, configuration closures,
/// previews — goes through ``run(_:)``: on the main thread it runs in place; on another thread
/// it is handed to the main thread and waited for. Templates are built of WidgetRender's own
/// views, which are `nonisolated`, and are drawn on any thread without this hop.
///
/// A batch started on the main thread blocks it; ``whileBlocking(_:)`` runs such a batch on a
/// background thread while the main thread performs the widget code its workers hand it.
package enum MainThread {
    /// Runs `work` on the main thread and returns what it returns.
    package static func run<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> T {
        if isCurrent { return try work() }
        let outcome = withoutActuallyEscaping(work) { work in
            let handoff = Handoff { Result { () throws(E) -> T in try work() } }
            let done = DispatchSemaphore(value: 0)
            let task: @Sendable () -> Void = {
                handoff.perform()
                done.signal()
            }
            // A pump that has just finished is replaced by the one it interrupted (or by none).
            var submitted = false
            while !submitted, let pump = activePump.withLock({ $0 }) {
                submitted = pump.submit(task)
                if !submitted { sched_yield() }
            }
            if submitted { done.wait() } else { DispatchQueue.main.sync(execute: task) }
            return handoff.take()
        }
        return try outcome.get()
    }

    /// Runs `batch`, which blocks until its workers are done, so that the workers can still
    /// reach the main thread: on the main thread, `batch` runs on a background thread while the
    /// main thread performs what the workers hand it through ``run(_:)``.
    package static func whileBlocking<T>(_ batch: () -> T) -> T {
        guard isCurrent else { return batch() }
        return withoutActuallyEscaping(batch) { batch in
            let handoff = Handoff(batch)
            let pump = Pump()
            let previous = activePump.withLock { active in
                defer { active = pump }
                return active
            }
            DispatchQueue.global().async {
                handoff.perform()
                pump.finish()
            }
            pump.drain()
            activePump.withLock { $0 = previous }
            return handoff.take()
        }
    }

    /// Whether the calling code runs on the main thread or the main queue (the main actor). On
    /// Linux, once `dispatchMain()` runs (an `async` main, a test runner), the main queue and so
    /// the main actor are served by a worker thread, not by the process's first thread.
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private static let activePump = Mutex<Pump?>(nil)
}

/// Work handed to a main thread that is waiting for a batch.
private final class Pump: Sendable {
    private struct State {
        var tasks: [@Sendable () -> Void] = []
        var finished = false
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// Queues `task` for the main thread; false once the batch is over (run it some other way).
    func submit(_ task: @escaping @Sendable () -> Void) -> Bool {
        let accepted = state.withLock { s in
            guard !s.finished else { return false }
            s.tasks.append(task)
            return true
        }
        if accepted { wake.signal() }
        return accepted
    }

    func finish() {
        state.withLock { $0.finished = true }
        wake.signal()
    }

    /// Performs queued tasks on the calling (main) thread until the batch is over and none is left.
    func drain() {
        while true {
            wake.wait()
            while true {
                let next: (@Sendable () -> Void)? = state.withLock { s in s.tasks.isEmpty ? nil : s.tasks.removeFirst() }
                guard let next else { break }
                next()
            }
            if state.withLock({ $0.finished && $0.tasks.isEmpty }) { return }
        }
    }
}

/// A closure run on another thread and its result. The closure is dropped as soon as it has run,
/// before the waiting thread is woken: it may be a non-escaping closure passed through
/// `withoutActuallyEscaping`, which must not outlive the call.
private final class Handoff<T>: @unchecked Sendable {
    private var work: (() -> T)?
    private var result: T?

    init(_ work: @escaping () -> T) { self.work = work }

    /// Runs the closure once and drops it (the waiting thread reads the result after a signal).
    func perform() {
        result = work?()
        work = nil
    }

    func take() -> T {
        guard let result else { preconditionFailure("the work ran before its waiter woke") }
        return result
    }
}
