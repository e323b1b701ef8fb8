import Foundation
import Synchronization

extension WidgetRenderer {
    /// Renders `jobs` on up to `threads` threads and hands each image, with its job's index, to
    /// `finish` on the thread that drew it (encode it, write it), keeping only what `finish`
    /// returns: no image is held longer than its own job.
    ///
    /// Each thread draws its own contiguous run of the jobs, so `finish` is called out of job
    /// order; keep a template's jobs next to each other (as ``WidgetRenderer/plan(_:matrix:options:images:)``
    /// does) and the threads seldom need the same images at once. The results come back in job
    /// order and are the same for any thread count. When a job fails, the jobs after it are
    /// skipped (those before it still run) and the error of the first failed job is thrown.
    public static func render<Output: Sendable>(
        _ jobs: [RenderJob], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        finish: @Sendable (_ index: Int, _ widget: RenderedWidget) throws -> Output
    ) throws -> [Output] {
        try runBatch(count: jobs.count, threads: threads) { index in try finish(index, try jobs[index].render()) }
    }
}

extension WidgetRenderer {
    /// `transform` applied to every element on up to `threads` threads, results in input order
    /// (loading and planning many templates at once, say).
    public static func concurrentMap<Element, Output: Sendable>(
        _ elements: [Element], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        nonisolated(unsafe) let input = elements
        return (try? runBatch(count: input.count, threads: threads) { transform(input[$0]) }) ?? []
    }

    /// Runs `work` for indices 0..<count on up to `threads` threads, each index once (in the
    /// order of ``BatchSchedule``); the outputs in index order, or the error of the first failed
    /// index (later ones are skipped).
    private static func runBatch<Output: Sendable>(count: Int, threads: Int,
                                                   _ work: @Sendable (Int) throws -> Output) throws -> [Output] {
        let state = Mutex(BatchState<Output>(count: count, threads: threads))
        // A widget's views are laid out on the main thread; started there, the batch must not
        // block it (MainThread.whileBlocking).
        MainThread.whileBlocking {
            DispatchQueue.concurrentPerform(iterations: state.withLock { $0.workers }) { worker in
                while let index = state.withLock({ $0.next(for: worker) }) {
                    let result = Result { () throws -> Output in try work(index) }
                    state.withLock { $0.record(result, at: index) }
                }
            }
        }
        return try state.withLock { try $0.results() }
    }
}

/// The schedule and results of a batch: who takes which job next, and each job's outcome.
private struct BatchState<Output> {
    private var schedule: BatchSchedule
    private var outcomes: [Result<Output, any Error>?]

    init(count: Int, threads: Int) {
        schedule = BatchSchedule(count: count, workers: threads)
        outcomes = Array(repeating: nil, count: count)
    }

    var workers: Int { schedule.workers }

    mutating func next(for worker: Int) -> Int? { schedule.next(for: worker) }

    mutating func record(_ outcome: Result<Output, any Error>, at index: Int) {
        if case .failure = outcome { schedule.failed(at: index) }
        outcomes[index] = outcome
    }

    /// Every output in job order, or the error of the first failed job.
    func results() throws -> [Output] {
        var out: [Output] = []
        out.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            switch outcome {
            case .success(let value): out.append(value)
            case .failure(let error): throw error
            case nil: continue  // skipped: a job before it failed, and its error is thrown above
            }
        }
        return out
    }
}
