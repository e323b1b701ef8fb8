import Foundation
import Testing
@testable import WidgetRender

/// A widget's own formatter, made in its body as real widgets do, with no time zone set.
private struct OwnFormatterView: View {
    let date: Date
    var body: some View {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return VStack {
            Text(formatter.string(from: date))
            Text("\(Calendar.current.component(.hour, from: date))")
            Text(date.formatted(date: .omitted, time: .shortened))
            Text(TimeZone.current.secondsFromGMT(for: date) / 3600 == 0 ? "GMT" : "local")
        }
    }
}

/// While widget code lays out, the process's default time zone is the render's, so the widget's
/// own `DateFormatter()` and `Calendar.current` agree with `RenderOptions.timeZone` whatever
/// `TZ` the machine has (issue 33: references recorded under UTC failed under Asia/Seoul).
@Suite("The render's time zone for widget code")
struct RenderTimeZoneTests {
    static let date = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z

    @MainActor
    func texts(zone: String) throws -> [String] {
        let options = RenderOptions(family: .systemSmall, timeZone: try #require(TimeZone(identifier: zone)))
        return try WidgetRenderer.render(OwnFormatterView(date: Self.date), options: options).displayList.items.compactMap { item in
            if case .glyphs(let g) = item { return g.text } else { return nil }
        }
    }

    @Test("A DateFormatter(), Calendar.current, date.formatted() and TimeZone.current in a body follow the render's zone, and the process's zone comes back")
    @MainActor
    func ownFormatter() throws {
        let before = NSTimeZone.default, system = TimeZone.current.identifier
        // Foundation's `formatted()` puts a narrow no-break space before AM/PM, as on iOS 17+.
        #expect(try texts(zone: "Asia/Seoul") == ["18:00", "18", "6:00\u{202F}PM", "local"])
        #expect(try texts(zone: "UTC") == ["09:00", "9", "9:00\u{202F}AM", "GMT"])
        #expect(try texts(zone: "America/New_York") == ["04:00", "4", "4:00\u{202F}AM", "local"])
        #expect(NSTimeZone.default == before)
        #expect(TimeZone.current.identifier == system)
    }

    /// Other threads read the environment while widget code lays out (a date formatted off the
    /// main thread runs `tzset`, which reads `TZ`): moving the zone must not reallocate the
    /// environment array under them. After the first render has set `TZ`, renders in other
    /// zones only replace its value, so `environ` stays the same array.
    @Test("Renders in other zones leave the environment array where it is, and TZ names the same zone as before")
    @MainActor
    func environmentStaysInPlace() throws {
        _ = try texts(zone: "Asia/Seoul")
        let array = environ, system = TimeZone.current.identifier
        for zone in ["America/New_York", "UTC", "Europe/Paris", "Asia/Seoul", "Australia/Lord_Howe"] {
            _ = try texts(zone: zone)
            #expect(environ == array, "\(zone)")
        }
        #expect(getenv("TZ") != nil)
        #expect(TimeZone.current.identifier == system)
    }
}
