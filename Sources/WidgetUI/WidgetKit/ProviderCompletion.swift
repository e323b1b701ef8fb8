import Foundation

/// Bridges a completion-handler call to `async`, with a time limit: the handler may be called
/// synchronously (most providers) or later from another thread; the first call wins, later
/// ones are ignored.
final class CompletionSlot<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    private var done = false
    private var waiter: CheckedContinuation<Void, Never>?

    func fulfil(_ v: T) {
        lock.lock()
        guard !done else { lock.unlock(); return }
        value = v; done = true
        let w = waiter; waiter = nil
        lock.unlock()
        w?.resume()
    }

    private func expire() {
        lock.lock()
        guard !done else { lock.unlock(); return }
        done = true
        let w = waiter; waiter = nil
        lock.unlock()
        w?.resume()
    }

    /// Gives the call `seconds` from now: a Dispatch timer, not a task, so the limit fires on
    /// time even while the concurrency pool is busy with the provider's own work.
    func arm(seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds)) { [self] in expire() }
    }

    /// The value, once the handler has been called; nil when the armed time ran out first.
    func wait() async -> T? {
        if isDone { return result }
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in park(c) }
        return result
    }

    private var isDone: Bool { lock.withLock { done } }
    private var result: T? { lock.withLock { value } }

    /// Resumes `c` now if the call already finished, else when it does.
    private func park(_ c: CheckedContinuation<Void, Never>) {
        let resumeNow: Bool = lock.withLock {
            if done { return true }
            waiter = c
            return false
        }
        if resumeNow { c.resume() }
    }
}

extension ProviderCall {
    /// Runs the call with `WidgetClock.now` set to `now`; nil when it has not finished
    /// `timeout` seconds after it started (a completion handler never called, an `async`
    /// provider that does not return). The time counts from the provider's first line, not from
    /// when the call was queued: a busy concurrency pool is not the provider's fault. An `async`
    /// call still running at the limit is cancelled and left behind: the render goes on without it.
    package func run(now: Date, timeout: Double) async -> T? {
        let slot = CompletionSlot<T>()
        switch self {
        case .completion(let start):
            slot.arm(seconds: timeout)
            WidgetClock.$now.withValue(now) { start { slot.fulfil($0) } }
            return await slot.wait()
        case .async(let body):
            // The provider's own code, as WidgetKit calls it: not Sendable, run once on its own task.
            nonisolated(unsafe) let body = body
            let call = Task {
                slot.arm(seconds: timeout)
                slot.fulfil(await WidgetClock.$now.withValue(now) { await body() })
            }
            let value = await slot.wait()
            if value == nil { call.cancel() }
            return value
        }
    }
}
