/// An ``LRUCache`` split into independently locked shards by key hash, for caches every render
/// thread reads.
///
/// With one lock, two threads laying text out at once queued on it (a third of the futex waits
/// of a two-thread gallery) and the key was hashed while it was held. Here the key is hashed
/// once, outside any lock; the hash picks the shard and is kept with the key, so the locked
/// lookup only compares keys. Each shard is an LRU of its share of the capacity.
final class ShardedCache<Key: Hashable, Value>: @unchecked Sendable {
    /// A key with its hash worked out once.
    private struct HashedKey: Hashable {
        let key: Key
        let hash: Int
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: HashedKey, b: HashedKey) -> Bool { a.hash == b.hash && a.key == b.key }
    }

    private static var shardCount: Int { 16 }
    private let shards: [Locked<LRUCache<HashedKey, Value>>]

    /// A cache of about `capacity` entries in all (each shard holds its share, at least one).
    init(capacity: Int) {
        let share = max(1, (capacity + Self.shardCount - 1) / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in Locked(LRUCache(capacity: share)) }
    }

    /// The value for `key`, marking it most recently used in its shard.
    func value(for key: Key) -> Value? {
        let hashed = HashedKey(key: key, hash: key.hashValue)
        return shard(hashed).withLock { $0.value(for: hashed) }
    }

    /// Stores `value`, evicting the least recently used entry of the shard when it is full.
    func insert(_ value: Value, for key: Key) {
        let hashed = HashedKey(key: key, hash: key.hashValue)
        shard(hashed).withLock { $0.insert(value, for: hashed) }
    }

    /// Drops every entry.
    func removeAll() {
        for shard in shards { shard.withLock { $0.removeAll() } }
    }

    private func shard(_ key: HashedKey) -> Locked<LRUCache<HashedKey, Value>> {
        // The hash's high bits: Swift's seeded hashes are well mixed throughout.
        shards[Int(UInt(bitPattern: key.hash) >> (UInt.bitWidth - 4))]
    }
}
