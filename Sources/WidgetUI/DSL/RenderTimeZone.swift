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
        let previousTZ = movesSystem ? restingTZ() : nil
        if movesSystem { setSystemZone(zone.identifier) }
        defer {
            NSTimeZone.default = previous
            if let previousTZ { setSystemZone(previousTZ) }
        }
        return try work()
    }

    /// The `TZ` to put back after a render: the machine's own value, or, where `TZ` was unset,
    /// the system zone's name, which means the same zone. `TZ` is never unset again once set:
    /// adding a variable reallocates the environment array, and another thread reading the
    /// environment at that moment (any date formatted off the main thread runs `tzset`, which
    /// reads `TZ`) could read the freed array; replacing a value swaps one pointer in place.
    private static func restingTZ() -> String {
        if let set = getenv("TZ") { return String(cString: set) }
        return (systemAtRest ?? TimeZone.current).identifier
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

    /// `TZ` set to `identifier`, with the C library and Foundation told to read it again.
    private static func setSystemZone(_ identifier: String) {
        setenv("TZ", identifier, 1)
        tzset()
        NSTimeZone.resetSystemTimeZone()
    }
}
