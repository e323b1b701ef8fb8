import Dispatch
import Foundation
import WidgetCore
import Synchronization

/// Gives freed memory back to the system once the renders stop. glibc keeps what a burst
/// freed (blur buffers, surfaces, decoded downloads) in its per-thread arenas for reuse, so
/// without this the process stays at its peak: one render of 180 nested blurs left 724 MB
/// resident on an idle server. `malloc_trim(0)` returns every arena's free pages
/// (glibc ≥ 2.8, man 3 malloc_trim).
///
/// `malloc_trim` does not touch the free space at the top of glibc's per-thread arenas, and
/// glibc's dynamic thresholds let that top grow to twice the largest block ever freed: after a
/// burst of 16 MB downloads, sixteen arenas each kept about 16 MB that no trim returned (298 MB
/// resident, 58 MB in use, by `malloc_stats`). `Allocator.tuneForRendering()` fixes both thresholds for the
/// server's life (mallopt(3)): blocks up to 32 MiB come from the arenas as before (canvases and
/// decoded images are reused, not mapped afresh per render), and a free top larger than 8 MiB is
/// given back at once. Measured on the same burst: 113 MB resident; CPU per render unchanged
/// (release build, weather medium 16.3 ms vs 16.7, large 29.0 vs 29.6, 300 sequential requests each).
///
/// ``renderEnded(idle:)`` is called as each render ends; when none is running or waiting, a
/// trim runs after ``delay`` unless a render has started since, at most once per ``delay``.
final class MemoryTrim: Sendable {
    /// Long enough that a steady stream of renders never trims between two of them (a trim of a
    /// large heap takes milliseconds), short enough that memory is back soon after a burst.
    static let delay: DispatchTimeInterval = .milliseconds(250)

    private struct State {
        var generation = 0
        var scheduled = false
        var idle = true
    }
    private let state = Mutex(State())
    /// Runs a closure after ``delay``: a utility queue; tests drive it by hand.
    private let later: @Sendable (@escaping @Sendable () -> Void) -> Void
    /// How many trims ran (for tests).
    let trims = Atomic<Int>(0)

    init(later: (@Sendable (@escaping @Sendable () -> Void) -> Void)? = nil) {
        let queue = DispatchQueue(label: "widget-render.memory-trim", qos: .utility)
        self.later = later ?? { work in queue.asyncAfter(deadline: .now() + MemoryTrim.delay, execute: work) }
    }

    /// A render ended; `idle` when no other render is running or waiting.
    func renderEnded(idle: Bool) {
        let schedule: Int? = state.withLock { s in
            s.generation += 1
            s.idle = idle
            guard idle, !s.scheduled else { return nil }
            s.scheduled = true
            return s.generation
        }
        guard let generation = schedule else { return }
        later { self.trimIfStill(generation) }
    }

    /// A render started: a trim pending would run under it for nothing.
    func renderStarted() {
        state.withLock { $0.generation += 1; $0.idle = false }
    }

    /// Trims if nothing happened since `generation`; if renders came and went, waits again.
    private func trimIfStill(_ generation: Int) {
        enum Next { case trim, wait(Int), none }
        let next: Next = state.withLock { s in
            if s.generation == generation { s.scheduled = false; return .trim }
            guard s.idle else { s.scheduled = false; return .none }
            return .wait(s.generation)
        }
        switch next {
        case .trim:
            if Allocator.trim() { trims.add(1, ordering: .relaxed) }
        case .wait(let again): later { self.trimIfStill(again) }
        case .none: break
        }
    }
}
