import Foundation
import Testing
import WidgetRender
import WidgetTemplates

/// A batch's workers each take their own contiguous run of jobs (neighbouring jobs share a
/// template's images), steal from the fullest run when theirs is done, hand out every job once,
/// and after a failure still run every job before it, so the first failing job is always run.
@Suite("Batch schedule")
struct BatchScheduleTests {
    /// Drains `schedule`: each turn, `turns` (cycled) picks which of the workers still asking
    /// asks next, until every worker has been told there is nothing left.
    static func drain(_ schedule: inout BatchSchedule, turns: [Int]) -> [(worker: Int, job: Int)] {
        var taken: [(worker: Int, job: Int)] = []
        var asking = Array(0..<schedule.workers)
        var turn = 0
        while !asking.isEmpty {
            let slot = turns[turn % turns.count] % asking.count
            turn += 1
            if let job = schedule.next(for: asking[slot]) { taken.append((asking[slot], job)) } else { asking.remove(at: slot) }
        }
        return taken
    }

    @Test("each worker starts at the front of its own segment")
    func segments() {
        var schedule = BatchSchedule(count: 10, workers: 2)
        #expect(schedule.next(for: 0) == 0)
        #expect(schedule.next(for: 1) == 5)
        #expect(schedule.next(for: 0) == 1)
        #expect(schedule.next(for: 1) == 6)
        var three = BatchSchedule(count: 7, workers: 3)
        #expect([three.next(for: 0), three.next(for: 1), three.next(for: 2)] == [0, 2, 4])
    }

    @Test("a worker whose segment is done takes the last job of the fullest segment")
    func stealing() {
        var schedule = BatchSchedule(count: 10, workers: 2)
        let worker1 = (0..<5).compactMap { _ in schedule.next(for: 1) }
        #expect(worker1 == [5, 6, 7, 8, 9])
        #expect(schedule.next(for: 0) == 0)
        #expect(schedule.next(for: 1) == 4)
        #expect(schedule.next(for: 1) == 3)
        #expect(schedule.next(for: 0) == 1)
        #expect(schedule.next(for: 0) == 2)
        #expect(schedule.next(for: 0) == nil)
        #expect(schedule.next(for: 1) == nil)
    }

    @Test("every job is handed out exactly once, whatever the workers and their pace")
    func exactlyOnce() {
        let paces: [[Int]] = [[0], [0, 1], [1, 1, 0], [2, 0, 1, 1, 3], [3, 3, 3, 0, 2, 1, 1]]
        for count in 0...23 {
            for workers in 1...5 {
                for pace in paces {
                    var schedule = BatchSchedule(count: count, workers: workers)
                    let jobs = Self.drain(&schedule, turns: pace).map(\.job)
                    #expect(jobs.sorted() == Array(0..<count), "count \(count), workers \(workers), pace \(pace)")
                }
            }
        }
    }

    @Test("no more workers than jobs, and at least one")
    func workerCount() {
        #expect(BatchSchedule(count: 3, workers: 8).workers == 3)
        #expect(BatchSchedule(count: 0, workers: 4).workers == 1)
        #expect(BatchSchedule(count: 9, workers: 0).workers == 1)
        var empty = BatchSchedule(count: 0, workers: 4)
        #expect(empty.next(for: 0) == nil)
        #expect(empty.next(for: 3) == nil)
    }

    @Test("after a failure, later jobs are skipped and earlier ones still run")
    func failure() {
        var schedule = BatchSchedule(count: 12, workers: 3)  // segments 0..<4, 4..<8, 8..<12
        #expect(schedule.next(for: 1) == 4)
        #expect(schedule.next(for: 2) == 8)
        schedule.failed(at: 8)
        // Worker 2's own jobs come after the failure: it steals from the fullest segment (0..<4).
        #expect(schedule.next(for: 2) == 3)
        #expect(schedule.next(for: 1) == 5)
        #expect(schedule.next(for: 1) == 6)
        schedule.failed(at: 6)
        // Job 7 is past the new first failure, so worker 1 steals from worker 0's 0..<3.
        #expect(schedule.next(for: 1) == 2)
        var rest: [Int] = []
        for worker in [0, 2, 1, 0] { while let job = schedule.next(for: worker) { rest.append(job) } }
        #expect(rest == [0, 1])
    }

    @Test("the first failing job runs whenever a later one fails first")
    func firstFailureAlwaysRuns() {
        for pace in [[0, 1], [1, 0], [1, 1, 1, 0], [0, 0, 0, 1]] {
            var schedule = BatchSchedule(count: 10, workers: 2)
            var ran = Set<Int>()
            var asking = [0, 1]
            var turn = 0
            while !asking.isEmpty {
                let slot = pace[turn % pace.count] % asking.count
                turn += 1
                guard let job = schedule.next(for: asking[slot]) else { asking.remove(at: slot); continue }
                ran.insert(job)
                if job == 2 || job == 6 { schedule.failed(at: job) }
            }
            #expect(ran.isSuperset(of: [0, 1, 2]), "pace \(pace): \(ran.sorted())")
            #expect(ran.allSatisfy { $0 <= 6 }, "pace \(pace): \(ran.sorted())")
        }
    }

    struct JobFailed: Error, Equatable { let index: Int }

    /// Six jobs of the weather template (three families, light and dark, first entry).
    static func weatherJobs() throws -> [RenderJob] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates/weather")
        let bound = try BoundTemplate(try WidgetTemplate.load(from: url))
        return try WidgetRenderer.plan(bound, matrix: RenderMatrix(families: [.systemSmall, .systemMedium, .systemLarge],
                                                                   colorSchemes: [.light, .dark], firstEntryOnly: true))
    }

    @Test("a batch gives its outputs in job order, and the same ones on 1, 2 and 4 threads")
    func batchOrder() throws {
        let jobs = try Self.weatherJobs()
        #expect(jobs.count == 6)
        let one = try WidgetRenderer.render(jobs, threads: 1) { index, widget in "\(index) \(widget.bitmap.width)x\(widget.bitmap.height)" }
        #expect(one.count == 6)
        #expect(one.first?.hasPrefix("0 ") == true && one.last?.hasPrefix("5 ") == true)
        for threads in [2, 4] {
            #expect(try WidgetRenderer.render(jobs, threads: threads) { index, widget in "\(index) \(widget.bitmap.width)x\(widget.bitmap.height)" } == one)
        }
    }

    @Test("a batch with failing jobs throws the first failing job's error on any number of threads")
    func batchFirstError() throws {
        let jobs = try Self.weatherJobs()
        for threads in [1, 2, 3, 6] {
            #expect(throws: JobFailed(index: 2)) {
                _ = try WidgetRenderer.render(jobs, threads: threads) { index, _ in
                    if index == 2 || index == 4 { throw JobFailed(index: index) }
                    return index
                }
            }
        }
    }
}

/// Summaries write dates as `ISO8601DateFormatter` does.
@Suite("Render summary dates")
struct RenderSummaryDateTests {
    @Test("Dates read as ISO8601DateFormatter writes them, across years, months and seconds")
    func sameAsFormatter() {
        let formatter = ISO8601DateFormatter()
        for t in [0, 1_767_225_600, 1_767_225_600 + 86_399, 951_782_400, 4_102_444_799, -86_400 * 365] as [Double] {
            let date = Date(timeIntervalSince1970: t)
            #expect(RenderSummary.iso8601(date) == formatter.string(from: date), "\(t)")
        }
        #expect(RenderSummary.iso8601(Date(timeIntervalSince1970: 1.75)) == "1970-01-01T00:00:01Z")
    }
}
