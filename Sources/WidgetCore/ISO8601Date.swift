import Foundation

/// The one strict reader of dates in requests, templates and options: ISO 8601 as RFC 3339
/// writes it, checked field by field, so `2026-02-30`, `-2026-01-01` or a `+25:00` offset are
/// refused instead of rolled over (Foundation's `ISO8601DateFormatter` accepts all three).
public enum ISO8601Date {
    /// Parses `2026-05-20T09:30:00Z`, `2026-05-20T09:30:00.250+02:00`, `2026-05-20T09:30Z`,
    /// or a day `2026-05-20` (midnight in `timeZone`, UTC unless given); nil for anything else,
    /// an impossible day (`2026-02-30`), hour or offset (`+25:00`) included.
    public static func parse(_ s: String, timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) -> Date? {
        let c = Array(s.utf8)
        func num(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= c.count else { return nil }
            var v = 0
            for b in c[from..<from + count] {
                guard (48...57).contains(b) else { return nil }
                v = v * 10 + Int(b - 48)
            }
            return v
        }
        guard c.count >= 10, let y = num(0, 4), y >= 1, c[4] == 45, let mo = num(5, 2), c[7] == 45, let d = num(8, 2),
              (1...12).contains(mo), (1...31).contains(d) else { return nil }
        var comps = DateComponents(year: y, month: mo, day: d, hour: 0, minute: 0, second: 0)
        var zone = timeZone
        var fraction = 0.0
        if c.count > 10 {
            guard c[10] == 84 || c[10] == 116, let h = num(11, 2), c.count > 13, c[13] == 58, let mi = num(14, 2),
                  h < 24, mi < 60 else { return nil }
            comps.hour = h; comps.minute = mi
            var k = 16
            if k < c.count, c[k] == 58 {
                guard let sec = num(k + 1, 2), sec < 61 else { return nil }
                comps.second = sec
                k += 3
                if k < c.count, c[k] == 46 {
                    var j = k + 1, scale = 0.1
                    while j < c.count, (48...57).contains(c[j]) { fraction += Double(c[j] - 48) * scale; scale /= 10; j += 1 }
                    guard j > k + 1 else { return nil }
                    k = j
                }
            }
            guard k < c.count else { return nil }   // a time needs a zone: Z or ±HH:MM
            if c[k] == 90 || c[k] == 122 {
                guard k + 1 == c.count else { return nil }
                zone = TimeZone(secondsFromGMT: 0) ?? timeZone
            } else if c[k] == 43 || c[k] == 45 {
                guard let oh = num(k + 1, 2), oh < 24 else { return nil }
                var om = 0
                if k + 3 < c.count {
                    guard c[k + 3] == 58, let m = num(k + 4, 2), m < 60, k + 6 == c.count else { return nil }
                    om = m
                } else {
                    guard k + 3 == c.count else { return nil }
                }
                let secs = (oh * 3600 + om * 60) * (c[k] == 45 ? -1 : 1)
                guard let z = TimeZone(secondsFromGMT: secs) else { return nil }
                zone = z
            } else {
                return nil
            }
        }
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = zone
        guard let date = cal.date(from: comps), cal.component(.day, from: date) == d else { return nil }
        return date.addingTimeInterval(fraction)
    }
}
