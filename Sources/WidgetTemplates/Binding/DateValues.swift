import Foundation

/// Dates in templates and entries: ISO 8601 text in, Foundation formatting out, always with an
/// explicit locale, time zone and "now" (never the machine's clock or settings).
enum DateValues {
    /// Parses a date as `ISO8601Date.parse(_:timeZone:)` does.
    static func parse(_ s: String, timeZone: TimeZone) -> Date? { ISO8601Date.parse(s, timeZone: timeZone) }

    /// A JSON value as a date: ISO 8601 text, or seconds since 1970.
    static func date(_ v: JSONValue, timeZone: TimeZone) -> Date? {
        switch v {
        case .string(let s): return parse(s, timeZone: timeZone)
        case .number(let n) where n.isFinite && abs(n) < 1e11: return Date(timeIntervalSince1970: n)
        default: return nil
        }
    }

    /// `2026-05-20T09:30:00Z`.
    static func iso(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }

    static func formatter(_ locale: Locale, _ timeZone: TimeZone) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.calendar = Calendar(identifier: .gregorian)
        return f
    }

    /// The named formats of the `date` filter; anything else is an ICU pattern (`EEE d MMM`).
    static let namedFormats = ["short", "medium", "long", "full", "time", "timeWithSeconds", "weekday", "shortWeekday", "month", "day"]

    static func format(_ date: Date, _ format: String, locale: Locale, timeZone: TimeZone) -> String {
        normalizeSpaces(DateFormatters.shared.string(date, key: "\(locale.identifier)|\(timeZone.identifier)|\(format)") {
            configured(format, locale: locale, timeZone: timeZone)
        })
    }

    /// A formatter for one of ``namedFormats`` or an ICU pattern.
    static func configured(_ format: String, locale: Locale, timeZone: TimeZone) -> DateFormatter {
        let f = formatter(locale, timeZone)
        switch format {
        case "short": f.dateStyle = .short; f.timeStyle = .none
        case "medium": f.dateStyle = .medium; f.timeStyle = .none
        case "long": f.dateStyle = .long; f.timeStyle = .none
        case "full": f.dateStyle = .full; f.timeStyle = .none
        case "time": f.dateStyle = .none; f.timeStyle = .short
        case "timeWithSeconds": f.dateStyle = .none; f.timeStyle = .medium
        case "weekday": f.setLocalizedDateFormatFromTemplate("EEEE")
        case "shortWeekday": f.setLocalizedDateFormatFromTemplate("EEE")
        case "month": f.setLocalizedDateFormatFromTemplate("MMMM")
        case "day": f.setLocalizedDateFormatFromTemplate("d")
        default: f.dateFormat = format
        }
        return f
    }

    /// ICU puts a narrow no-break space before AM/PM; the bundled font draws it as a plain space.
    static func normalizeSpaces(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{2009}", with: " ")
    }

    /// Whole calendar days from `now` to `date` in the time zone: 0 today, 1 tomorrow, -1 yesterday.
    static func daysBetween(_ now: Date, _ date: Date, calendar: Calendar) -> Int {
        let a = calendar.startOfDay(for: now), b = calendar.startOfDay(for: date)
        return calendar.dateComponents([.day], from: a, to: b).day ?? 0
    }

    /// `in 3 days`, `2 hours ago`, `now`: the largest whole unit (English).
    static func relative(_ date: Date, to now: Date) -> String {
        let d = date.timeIntervalSince(now)
        let (n, unit) = largestUnit(abs(d))
        if n == 0 { return "now" }
        let words = "\(n) \(unit)\(n == 1 ? "" : "s")"
        return d > 0 ? "in \(words)" : "\(words) ago"
    }

    static func largestUnit(_ seconds: Double) -> (Int, String) {
        let s = Int(min(seconds, 1e12))
        if s < 60 { return (s < 1 ? 0 : s, "second") }
        if s < 3600 { return (s / 60, "minute") }
        if s < 86_400 { return (s / 3600, "hour") }
        if s < 86_400 * 7 { return (s / 86_400, "day") }
        if s < 86_400 * 30 { return (s / (86_400 * 7), "week") }
        if s < 86_400 * 365 { return (s / (86_400 * 30), "month") }
        return (s / (86_400 * 365), "year")
    }
}

/// Date formatters are costly to create (an ICU formatter each): one per locale, time zone and
/// format, kept, and used under a lock.
final class DateFormatters: @unchecked Sendable {
    static let shared = DateFormatters()
    private let lock = NSLock()
    private var cache: [String: DateFormatter] = [:]

    func string(_ date: Date, key: String, make: () -> DateFormatter) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let f = cache[key] { return f.string(from: date) }
        if cache.count > 500 { cache.removeAll() }
        let f = make()
        cache[key] = f
        return f.string(from: date)
    }
}
