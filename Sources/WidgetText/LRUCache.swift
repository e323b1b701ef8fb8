/// A fixed-capacity least-recently-used map. Not thread-safe on its own: wrap it in ``Locked``.
///
/// Storage is slot arrays linked by index, so a hit or an insert into a full cache allocates
/// nothing beyond what the key and value themselves hold. They grow with the entries rather than
/// being reserved for the whole capacity: the text caches' 48 shards reserved 4 MB up front, and
/// the hash table's scattered first writes made most of it resident for a gallery that used a
/// few hundred entries.
struct LRUCache<Key: Hashable, Value> {
    private var slots: [Key: Int] = [:]
    private var keys: [Key?]
    private var values: [Value?]
    private var prev: [Int]
    private var next: [Int]
    /// Most recently used slot, or -1.
    private var head = -1
    /// Least recently used slot, or -1.
    private var tail = -1
    let capacity: Int

    init(capacity: Int) {
        let capacity = max(1, capacity)
        self.capacity = capacity
        keys = []; values = []; prev = []; next = []
    }

    /// The number of cached entries.
    var count: Int { slots.count }

    /// The value for `key`, marking it most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Stores `value`, evicting the least recently used entry when full.
    mutating func insert(_ value: Value, for key: Key) {
        if let slot = slots[key] {
            values[slot] = value
            moveToFront(slot)
            return
        }
        let slot: Int
        if keys.count < capacity {
            slot = keys.count
            keys.append(key); values.append(value); prev.append(-1); next.append(-1)
        } else {
            slot = tail
            unlink(slot)
            if let old = keys[slot] { slots.removeValue(forKey: old) }
            keys[slot] = key
            values[slot] = value
        }
        slots[key] = slot
        pushFront(slot)
    }

    /// Drops every entry.
    mutating func removeAll() {
        self = LRUCache(capacity: capacity)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != head else { return }
        unlink(slot)
        pushFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let p = prev[slot], n = next[slot]
        if p >= 0 { next[p] = n } else if head == slot { head = n }
        if n >= 0 { prev[n] = p } else if tail == slot { tail = p }
        prev[slot] = -1; next[slot] = -1
    }

    private mutating func pushFront(_ slot: Int) {
        prev[slot] = -1
        next[slot] = head
        if head >= 0 { prev[head] = slot }
        head = slot
        if tail < 0 { tail = slot }
    }
}
