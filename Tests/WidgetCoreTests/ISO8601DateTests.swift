import Foundation
import Testing
import WidgetCore

/// `ISO8601Date.parse`: every real RFC 3339 instant, and nothing Foundation's formatter would
/// roll over into another day.
@Suite("ISO 8601 dates")
struct ISO8601DateTests {
    @Test("Instants with Z, offsets, fractions, no seconds, and a bare day read as RFC 3339 says")
    func reads() throws {
        #expect(ISO8601Date.parse("2026-05-20T09:30:00Z")?.timeIntervalSince1970 == 1_779_269_400)
        #expect(ISO8601Date.parse("2026-05-20T11:30:00+02:00")?.timeIntervalSince1970 == 1_779_269_400)
        #expect(ISO8601Date.parse("2026-05-20T09:30Z")?.timeIntervalSince1970 == 1_779_269_400)
        #expect(ISO8601Date.parse("2026-05-20T09:30:00.250Z")?.timeIntervalSince1970 == 1_779_269_400.25)
        #expect(ISO8601Date.parse("2026-05-20")?.timeIntervalSince1970 == 1_779_235_200)
        #expect(ISO8601Date.parse("2028-02-29T00:00:00Z") != nil)
    }

    @Test("Impossible days, hours and offsets, signed years and missing zones are refused, not rolled over",
          arguments: ["2026-02-30T00:00:00Z", "2026-02-29T00:00:00Z", "2026-04-31", "-2026-01-01T00:00:00Z", "0000-01-01",
                      "2026-05-20T24:00:00Z", "2026-05-20T09:60:00Z", "2026-05-20T09:00:00+25:00", "2026-05-20T09:00:00",
                      "2026-13-01", "2026-05-20T09:00:00Zjunk", "yesterday", ""])
    func refuses(_ text: String) {
        #expect(ISO8601Date.parse(text) == nil)
    }
}
