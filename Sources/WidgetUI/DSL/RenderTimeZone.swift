import Foundation

/// While widget code lays out, the process's default time zone is the render's.
///
/// A widget that makes its own `DateFormatter()` or reads `Calendar.current` formats in the
/// process's default time zone, which is the machine's: a snapshot recorded under `TZ=UTC`
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
    /// Runs `work` with `zone` as the process's default time zone.
    package static func with<T, E: Error>(_ zone: TimeZone, _ work: () throws(E) -> T) throws(E) -> T {
        let previous = NSTimeZone.default
        guard previous != zone else { return try work() }
        NSTimeZone.default = zone
        defer { NSTimeZone.default = previous }
        return try work()
    }
}
