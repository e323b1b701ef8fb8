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

    /// The value, once the handler has been called; nil when `seconds` pass first.
    func wait(seconds: Double) async -> T? {
        if isDone { return result }
        let timer = Task { [self] in
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            expire()
        }
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in park(c) }
        timer.cancel()
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
    /// Runs the call with `WidgetClock.now` set to `now`; nil if a completion handler is never called.
    package func run(now: Date, timeout: Double) async -> T? {
        switch self {
        case .completion(let start):
            let slot = CompletionSlot<T>()
            WidgetClock.$now.withValue(now) { start { slot.fulfil($0) } }
            return await slot.wait(seconds: timeout)
        case .async(let body):
            return await WidgetClock.$now.withValue(now) { await body() }
        }
    }
}
