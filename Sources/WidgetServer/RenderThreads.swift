import Foundation
import Synchronization

/// A fixed set of threads of the gate's own that run renders, in the order given. The gate
/// never hands it more jobs than it has threads, so a job starts at once. The threads end when
/// the set is released.
final class RenderThreads: Sendable {
    /// What the threads share: the jobs waiting, and whether to stop.
    private final class Board: Sendable {
        let jobs = Mutex<(waiting: [@Sendable () -> Void], stopped: Bool)>(([], false))
        let ready = DispatchSemaphore(value: 0)
    }
    private let board = Board()
    private let count: Int

    /// `count` threads (at least one), each with an 8 MiB stack: layout recurses once per
    /// nesting level of a template, up to the parser's 128.
    init(count: Int) {
        self.count = max(1, count)
        for index in 0..<self.count {
            let thread = Thread { [board] in
                while true {
                    board.ready.wait()
                    let next: (@Sendable () -> Void)?? = board.jobs.withLock { j in
                        if j.stopped { return .none }
                        return .some(j.waiting.isEmpty ? nil : j.waiting.removeFirst())
                    }
                    guard let job = next else { return }
                    job?()
                }
            }
            thread.name = "widget-render.render-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    deinit {
        board.jobs.withLock { $0.stopped = true }
        for _ in 0..<count { board.ready.signal() }
    }

    /// Runs `job` on one of the threads.
    func run(_ job: @escaping @Sendable () -> Void) {
        board.jobs.withLock { $0.waiting.append(job) }
        board.ready.signal()
    }
}
