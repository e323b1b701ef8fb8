/// Which job each worker of a batch takes next.
///
/// The jobs are cut into one contiguous segment per worker, and each worker takes its own
/// segment front to back. Neighbouring jobs of a plan are usually one template in its families
/// and schemes, sharing images: taken from one queue, two workers would often draw the light and
/// dark render of one family at once, and the second would wait for the first's resample of
/// their photo (a gallery's threads were idle a fifth of the time). With segments, each worker
/// keeps to its own templates, and their images stay warm in its cache.
///
/// A worker whose segment is done steals the last job of the segment with the most jobs left,
/// so no worker idles while work remains.
///
/// After a job fails, jobs later in job order are skipped but earlier ones still run, so the
/// first failing job in job order always runs: the error a batch reports does not depend on
/// the number of workers or on timing.
package struct BatchSchedule {
    /// The jobs left in each worker's segment: `segments[w].lowerBound` is its next job.
    private var segments: [Range<Int>]
    /// The lowest index of a failed job; no job past it is handed out.
    private var firstFailure = Int.max

    /// `count` jobs shared by `workers` workers (at least one).
    package init(count: Int, workers: Int) {
        let workers = max(1, min(workers, max(count, 1)))
        segments = (0..<workers).map { w in (count * w / workers)..<(count * (w + 1) / workers) }
    }

    /// How many workers the jobs are shared by.
    package var workers: Int { segments.count }

    /// The next job for `worker`, or nil when none is left for it to run.
    package mutating func next(for worker: Int) -> Int? {
        if segments.indices.contains(worker), let index = takeFront(of: worker) { return index }
        return steal()
    }

    /// Notes that the job at `index` failed.
    package mutating func failed(at index: Int) {
        firstFailure = min(firstFailure, index)
    }

    private mutating func takeFront(of worker: Int) -> Int? {
        let segment = segments[worker]
        guard let index = segment.first, index < firstFailure else { return nil }
        segments[worker] = (index + 1)..<segment.upperBound
        return index
    }

    /// The last job of the segment with the most jobs left that may still run.
    private mutating func steal() -> Int? {
        var best: Int?
        var bestCount = 0
        for (w, segment) in segments.enumerated() {
            let runnable = min(segment.upperBound, firstFailure) - segment.lowerBound
            if runnable > bestCount { best = w; bestCount = runnable }
        }
        guard let victim = best else { return nil }
        let segment = segments[victim]
        let index = min(segment.upperBound, firstFailure) - 1
        segments[victim] = segment.lowerBound..<index
        return index
    }
}
