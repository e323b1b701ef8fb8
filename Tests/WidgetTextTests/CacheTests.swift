import Foundation
import Testing
@testable import WidgetText

@Suite("Caching and thread safety")
struct CacheTests {
    @Test("Repeated layouts return identical results, before and after clearing the caches")
    func identicalResults() {
        let local = TextEngine(fonts: engine.fonts)
        let text = "Cache me if you can, twice over"
        let first = local.layout(text, font: body17, options: TextOptions(), maxWidth: 100, maxHeight: nil)
        let second = local.layout(text, font: body17, options: TextOptions(), maxWidth: 100, maxHeight: nil)
        #expect(first == second)
        local.removeAllCachedResults()
        #expect(local.layout(text, font: body17, options: TextOptions(), maxWidth: 100, maxHeight: nil) == first)
    }

    @Test("Concurrent layouts from many threads agree with the serial result")
    func concurrent() {
        let local = TextEngine(fonts: engine.fonts, layoutCacheCapacity: 8, wordCacheCapacity: 16)
        let texts = (0..<40).map { "Item \($0): the quick brown fox jumps \($0 * 7) times" }
        let expected = texts.map { engine.layout($0, font: body17, options: TextOptions(), maxWidth: 90, maxHeight: nil) }
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 400) { i in
            let k = i % texts.count
            let got = local.layout(texts[k], font: body17, options: TextOptions(), maxWidth: 90, maxHeight: nil)
            if got != expected[k] { mismatches.withLock { $0 += 1 } }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test("The LRU evicts the least recently used entry")
    func lruEviction() {
        var lru = LRUCache<String, Int>(capacity: 2)
        lru.insert(1, for: "a")
        lru.insert(2, for: "b")
        #expect(lru.value(for: "a") == 1) // "b" is now the oldest
        lru.insert(3, for: "c")
        #expect(lru.value(for: "b") == nil)
        #expect(lru.value(for: "a") == 1 && lru.value(for: "c") == 3)
        #expect(lru.count == 2)
        lru.insert(4, for: "a")
        #expect(lru.value(for: "a") == 4)
    }
}
