import Foundation

/// While widget code lays out, the process's default time zone is the render's.
///
/// A widget that makes its own `DateFormatter()`, reads `Calendar.current` or calls
/// `date.formatted()` formats in the process's default time zone, which is the machine's: a snapshot recorded under `TZ=UTC`
/// failed under `TZ=Asia/Seoul`. SwiftUI's previews run in the simulator's zone; WidgetRender
/// makes that the zone the render names (`RenderOptions.timeZone`, UTC unless set), so the
/// widget's own formatters agree with `Text(date, style:)` and the same input gives the same
/// image on any machine.
///
/// Widget code runs on the main thread, one render at a time (``MainThread``), so the change
/// is never seen by two renders at once; the previous default comes back as the layout ends.
/// Foundation has no settable default locale: a formatter the widget makes itself keeps the
/// process's locale (from `LANG`) unless the widget sets one; `Calendar.current` follows the zone.
package enum RenderTimeZone {
    /// Runs `work` with `zone` as the process's default time zone: `NSTimeZone.default` (which
    /// `DateFormatter()` and `Calendar.current` read) and the system zone (`TZ`, which
    /// `TimeZone.current` and `Date.formatted()` read on Linux), both restored afterwards.
    package static func with<T, E: Error>(_ zone: TimeZone, _ work: () throws(E) -> T) throws(E) -> T {
        let previous = NSTimeZone.default
        let movesSystem = movesSystemZone(to: zone)
        guard previous != zone || movesSystem else { return try work() }
        NSTimeZone.default = zone
        let previousTZ = movesSystem ? getenv("TZ").map { String(cString: $0) } : nil
        if movesSystem { setSystemZone(zone.identifier) }
        defer {
            NSTimeZone.default = previous
            if movesSystem { setSystemZone(previousTZ) }
        }
        return try work()
    }

    /// The system zone between renders (read once: the renders put it back each time), and
    /// whether the last zone asked for keeps the same rules as it. Main thread only, as widget
    /// layout is; a render whose zone is the machine's changes nothing (no `tzset` per render).
    nonisolated(unsafe) private static var systemAtRest: TimeZone?
    nonisolated(unsafe) private static var lastAsked: (zone: TimeZone, moves: Bool)?

    private static func movesSystemZone(to zone: TimeZone) -> Bool {
        if let last = lastAsked, last.zone == zone { return last.moves }
        let system = systemAtRest ?? TimeZone.current
        systemAtRest = system
        // "UTC", "GMT" and "Etc/UTC" are one zone under three names: fixed offsets compare by offset.
        let sameRules = system.identifier == zone.identifier
            || (system.nextDaylightSavingTimeTransition == nil && zone.nextDaylightSavingTimeTransition == nil
                && system.secondsFromGMT() == zone.secondsFromGMT())
        lastAsked = (zone, !sameRules)
        return !sameRules
    }

    /// `TZ` as given (unset for nil), with the C library and Foundation told to read it again.
    private static func setSystemZone(_ identifier: String?) {
        if let identifier { setenv("TZ", identifier, 1) } else { unsetenv("TZ") }
        tzset()
        NSTimeZone.resetSystemTimeZone()
    }
}
