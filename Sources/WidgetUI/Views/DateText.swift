import Foundation

extension Text {
    /// SwiftUI's `Text.DateStyle`: how `Text(_:style:)` shows a date relative to the
    /// environment's `now`, in its `locale` and `timeZone`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, short: "11:23 PM" (en_US), "23:23" (zh_Hans_CN).
        public static let time = DateStyle(kind: .time)
        /// The date, long: "June 3, 2019" (en_US), "2019年6月3日" (zh_Hans_CN).
        public static let date = DateStyle(kind: .date)
        /// The distance from now in its two largest units: "2 hours, 23 minutes", "1 year, 1 month".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// The distance from now as a timer: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// SwiftUI's `Text.Case`, for `textCase(_:)`.
    public enum Case: Hashable, Sendable {
        /// All capitals or all lower case, by the locale's rules.
        case uppercase, lowercase
    }
}

/// Formats the dates of `Text(_:style:)` and `Text(timerInterval:…)`. Pure: every input is
/// explicit (now, locale, time zone), so a render is reproducible.
///
/// - `.time` and `.date` use `DateFormatter` short time and long date styles (ICU data bundled
///   with the Swift toolchain: the same output on every machine with the same toolchain; note
///   that CLDR puts U+202F, a narrow no-break space, before "AM").
/// - `.relative` and `.offset` measure calendar components (years, months, days, hours,
///   minutes, seconds; Gregorian, in the time zone) between now and the date; `.relative`
///   shows the two largest non-zero ones, `.offset` the largest one with "+" (date after now)
///   or "-". Days and smaller units are worded by ICU (`Duration.UnitsFormatStyle`, wide);
///   pairs with years or months, which ICU's duration format lacks on Linux, use a built-in
///   table for English, Chinese, Japanese, Korean, German, French and Spanish, and English
///   wording for other languages.
/// - `.timer` and `Text(timerInterval:)` show M:SS below an hour and H:MM:SS above, in ASCII
///   digits; hours do not wrap at 24.
/// On a device these styles update every second; a render shows their value at `now`.
enum DateText {
    static func format(_ date: Date, style: Text.DateStyle, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch style.kind {
        case .time: return Formatters.shared.string(date, dateStyle: .none, timeStyle: .short, locale: locale, timeZone: timeZone)
        case .date: return Formatters.shared.string(date, dateStyle: .long, timeStyle: .none, locale: locale, timeZone: timeZone)
        case .relative:
            let parts = components(from: now, to: date, timeZone: timeZone)
            return words(Array(parts.prefix(2)), locale: locale)
        case .offset:
            let parts = components(from: now, to: date, timeZone: timeZone)
            return (date < now ? "-" : "+") + words(Array(parts.prefix(1)), locale: locale)
        case .timer:
            return clock(abs(date.timeIntervalSince(now)), showsHours: true)
        }
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` at `now` (or at `pauseTime`).
    static func timer(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool, now: Date) -> String {
        let at = pauseTime ?? now
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed = min(max(0, at.timeIntervalSince(interval.lowerBound)), total)
        return clock(countsDown ? total - elapsed : elapsed, showsHours: showsHours)
    }

    /// "M:SS", or "H:MM:SS" from an hour up when `showsHours` (else minutes go past 59).
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        guard seconds.isFinite else { return "0:00" }
        let whole = Int(min(max(0, seconds), 1e12).rounded(.down))
        let s = whole % 60, m = whole / 60 % 60, h = whole / 3600
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        if showsHours && h > 0 { return "\(h):\(two(m)):\(two(s))" }
        return "\(showsHours ? m : whole / 60):\(two(s))"
    }

    enum Unit: Int, CaseIterable { case year, month, day, hour, minute, second }

    /// Non-zero calendar components between the two dates, largest first (at least one).
    static func components(from a: Date, to b: Date, timeZone: TimeZone) -> [(Unit, Int)] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: min(a, b), to: max(a, b))
        let values: [(Unit, Int)] = [(.year, c.year ?? 0), (.month, c.month ?? 0), (.day, c.day ?? 0),
                                     (.hour, c.hour ?? 0), (.minute, c.minute ?? 0), (.second, c.second ?? 0)]
        let nonZero = values.filter { $0.1 != 0 }
        return nonZero.isEmpty ? [(.second, 0)] : nonZero
    }

    /// The components in words, joined as the locale joins units.
    static func words(_ parts: [(Unit, Int)], locale: Locale) -> String {
        if parts.allSatisfy({ $0.0.rawValue >= Unit.day.rawValue }) {
            var seconds: Int64 = 0
            var allowed: Set<Duration.UnitsFormatStyle.Unit> = []
            for (unit, value) in parts {
                switch unit {
                case .day: seconds += Int64(value) * 86_400; allowed.insert(.days)
                case .hour: seconds += Int64(value) * 3_600; allowed.insert(.hours)
                case .minute: seconds += Int64(value) * 60; allowed.insert(.minutes)
                default: seconds += Int64(value); allowed.insert(.seconds)
                }
            }
            let style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: .wide, maximumUnitCount: parts.count)
            return Duration.seconds(seconds).formatted(style.locale(locale))
        }
        let table = UnitWords.table(for: locale)
        return parts.map { table.word($0.0, $0.1) }.joined(separator: table.separator)
    }

    /// Unit words for the pairs ICU's duration format cannot word (years and months).
    struct UnitWords {
        var separator: String
        /// Singular and plural words per unit (day, month, year); `attached` puts no space
        /// between the number and the word.
        var words: [Unit: (String, String)]
        var attached = false

        func word(_ unit: Unit, _ value: Int) -> String {
            let pair = words[unit] ?? ("", "")
            let w = value == 1 ? pair.0 : pair.1
            return attached ? "\(value)\(w)" : "\(value) \(w)"
        }

        static func table(for locale: Locale) -> UnitWords {
            let id = locale.identifier.replacingOccurrences(of: "-", with: "_")
            let language = id.split(separator: "_").first.map(String.init) ?? "en"
            switch language {
            case "zh":
                let traditional = id.contains("Hant") || id.hasSuffix("TW") || id.hasSuffix("HK") || id.hasSuffix("MO")
                return UnitWords(separator: "", words: [.year: ("年", "年"), .month: traditional ? ("個月", "個月") : ("个月", "个月"),
                                                        .day: ("天", "天")], attached: true)
            case "ja": return UnitWords(separator: " ", words: [.year: ("年", "年"), .month: ("か月", "か月"), .day: ("日", "日")], attached: true)
            case "ko": return UnitWords(separator: " ", words: [.year: ("년", "년"), .month: ("개월", "개월"), .day: ("일", "일")], attached: true)
            case "de": return UnitWords(separator: " und ", words: [.year: ("Jahr", "Jahre"), .month: ("Monat", "Monate"), .day: ("Tag", "Tage")])
            case "fr": return UnitWords(separator: " et ", words: [.year: ("an", "ans"), .month: ("mois", "mois"), .day: ("jour", "jours")])
            case "es": return UnitWords(separator: " y ", words: [.year: ("año", "años"), .month: ("mes", "meses"), .day: ("día", "días")])
            default: return UnitWords(separator: ", ", words: [.year: ("year", "years"), .month: ("month", "months"), .day: ("day", "days")])
            }
        }
    }

    /// Date formatters are costly to create: one per locale, time zone and style, kept.
    final class Formatters: @unchecked Sendable {
        static let shared = Formatters()
        private let lock = NSLock()
        private var cache: [String: DateFormatter] = [:]

        func string(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
                    locale: Locale, timeZone: TimeZone) -> String {
            let key = "\(locale.identifier)|\(timeZone.identifier)|\(dateStyle.rawValue)|\(timeStyle.rawValue)"
            lock.lock()
            defer { lock.unlock() }
            let formatter = cache[key] ?? {
                let f = DateFormatter()
                f.locale = locale
                f.timeZone = timeZone
                f.dateStyle = dateStyle
                f.timeStyle = timeStyle
                cache[key] = f
                return f
            }()
            return formatter.string(from: date)
        }
    }
}
