import Synchronization

/// Values worked out once per process and kept, for work every render repeats with the same
/// few inputs (a locale's direction, a type's name, a widget size's mask). Shared by every
/// thread; the value is made outside the lock, so two threads may both make a missing one.
///
/// `limit` only stops a process that meets endless keys from growing without end: when the
/// table is full it starts again empty.
package final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let table = Mutex<[Key: Value]>([:])
    private let limit: Int

    package init(limit: Int) { self.limit = max(1, limit) }

    /// The value for `key`, made by `make` the first time.
    package func value(for key: Key, make: () -> Value) -> Value {
        if let known = table.withLock({ $0[key] }) { return known }
        let made = make()
        table.withLock { table in
            if table.count >= limit { table.removeAll() }
            table[key] = made
        }
        return made
    }
}
