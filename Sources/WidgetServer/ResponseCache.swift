import Synchronization

/// A finished response body, as the cache keeps it.
struct CachedResponse: Sendable {
    let body: [UInt8]
    let contentType: String
    let etag: String
}

/// Repeated requests answered from memory: bounded by total bytes, the oldest entries leave
/// first. Keys are whole requests (the route, the body and the template's version), so a hit
/// is the same bytes a fresh render gives.
final class ResponseCache: Sendable {
    private struct State {
        var entries: [String: CachedResponse] = [:]
        var order: [String] = []
        var head = 0
        var bytes = 0
    }
    private let state = Mutex(State())
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func value(for key: String) -> CachedResponse? { state.withLock { $0.entries[key] } }

    func store(_ value: CachedResponse, for key: String) {
        let size = value.body.count + key.utf8.count
        guard size <= limit / 4 else { return }  // one response never takes most of the cache
        state.withLock { s in
            if s.entries[key] != nil { return }
            s.entries[key] = value
            s.order.append(key)
            s.bytes += size
            while s.bytes > limit, s.head < s.order.count {
                let old = s.order[s.head]
                s.head += 1
                if let gone = s.entries.removeValue(forKey: old) { s.bytes -= gone.body.count + old.utf8.count }
            }
            if s.head > 1024 { s.order.removeFirst(s.head); s.head = 0 }
        }
    }

    /// Entries and bytes held (for /metrics and tests).
    var usage: (entries: Int, bytes: Int) { state.withLock { ($0.entries.count, $0.bytes) } }
}
