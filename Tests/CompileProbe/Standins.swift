// Stand-ins for the app-only model types the probe views read (their entries, palettes and
// fonts), with one sample value each. Written for the probe; nothing here is SwiftUI API.
import Foundation
import WidgetRender

// MARK: 01 weather
struct SmplWeatherEntry {
    var date: Date
    var condition: String
    var temperature: Measurement<UnitTemperature>
    var symbol: String
    static let sample = SmplWeatherEntry(date: Date(timeIntervalSince1970: 1_767_225_600), condition: "partly cloudy",
                                         temperature: Measurement(value: 21.4, unit: .celsius), symbol: "cloud.sun.fill")
}

// MARK: 02 countdown
struct SmplCountdownEntry {
    enum State { case unconfigured, configured(title: String, days: Int, progress: Double) }
    var state: State
    static let sample = SmplCountdownEntry(state: .configured(title: "Summer holidays", days: 42, progress: 0.6))
}

// MARK: 03 month calendar
struct SmplMonthEntry {
    struct Day { var value: Int; var isToday: Bool }
    var date: Date
    /// Day cells of a 6x7 grid, Sunday first, in UTC.
    func day(at index: Int) -> Day? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)),
              let length = calendar.range(of: .day, in: .month, for: first)?.count else { return nil }
        let lead = calendar.component(.weekday, from: first) - 1
        let value = index - lead + 1
        guard value >= 1, value <= length else { return nil }
        return Day(value: value, isToday: value == parts.day)
    }
    static let sample = SmplMonthEntry(date: Date(timeIntervalSince1970: 1_768_435_200)) // 2026-01-15
}

// MARK: 04 events
struct SmplEvent: Identifiable {
    var id: String { title }
    var title: String
    var start: Date
    var end: Date
    var color: Color
}
struct SmplEventEntry {
    var date: Date
    var events: [SmplEvent]
    static let sample: SmplEventEntry = {
        let day = Date(timeIntervalSince1970: 1_767_258_000) // 2026-01-01T09:00Z
        return SmplEventEntry(date: day, events: [
            SmplEvent(title: "Stand-up", start: day, end: day.addingTimeInterval(900), color: .blue),
            SmplEvent(title: "Design review", start: day.addingTimeInterval(7200), end: day.addingTimeInterval(10800), color: .orange),
            SmplEvent(title: "Dentist", start: day.addingTimeInterval(25200), end: day.addingTimeInterval(27000), color: .green),
        ])
    }()
}

// MARK: 05 quote
struct SmplQuoteEntry {
    var quote: String
    static let sample = SmplQuoteEntry(quote: "Simplicity is the ultimate sophistication.")
}

// MARK: 06 weather
struct AsheshWeatherEntry {
    struct Weather { var city: String; var celsius: Double; var summary: String }
    var weather: Weather?
    static let sample = AsheshWeatherEntry(weather: Weather(city: "Lisbon", celsius: 23.6, summary: "Sunny"))
}

// MARK: 07, 08 finance
struct TDAccountEntry {
    var date: Date
    var dayChangeSymbol: String
    var dayChangeText: String
    var dayChangeColor: Color
    var marketClosed: Bool
    var statusText: String
    var sessionColor: Color
    static let sample = TDAccountEntry(date: Date(timeIntervalSince1970: 1_767_223_800), dayChangeSymbol: "arrow.up.right",
                                       dayChangeText: "+$1,204", dayChangeColor: .green, marketClosed: false,
                                       statusText: "regular session", sessionColor: .green)
}
struct TDGridCell {
    var symbol: String
    var arrowName: String
    var change: String
    var color: Color
    static let sample = TDGridCell(symbol: "AAPL", arrowName: "arrow.down.right", change: "-1.24%", color: .red)
}

// MARK: 09 stocks chart
struct StocksEntry {
    var symbol: String?
    var closes: [Double]
    static let sample = StocksEntry(symbol: "MSFT", closes: [402, 405, 401, 410, 415, 412, 420, 418, 425])
}

// MARK: 10 news
struct VolumeArticleEntry {
    var publication: String
    var title: String
    var photoName: String
    static let sample = VolumeArticleEntry(publication: "The Cornell Review", title: "Campus gardens bloom after a long winter",
                                           photoName: "article-photo")
}
extension Font {
    /// The app's own font helpers (the source ships New York and Helvetica files).
    static func newYorkRegular(size: CGFloat) -> Font { .custom("NewYork-Regular", size: size) }
    static func helveticaBold(size: CGFloat) -> Font { .custom("Helvetica-Bold", size: size) }
}

// MARK: 11, 12 to-do
struct QuickTask: Identifiable {
    var id: UUID
    var title: String
    var isCompleted: Bool
}
struct QuickTasksEntry {
    var tasks: [QuickTask]
    static let sample = QuickTasksEntry(tasks: [
        QuickTask(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(), title: "Buy oat milk", isCompleted: false),
        QuickTask(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002") ?? UUID(), title: "Call the plumber", isCompleted: false),
        QuickTask(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003") ?? UUID(), title: "File expenses", isCompleted: true),
        QuickTask(id: UUID(uuidString: "00000000-0000-0000-0000-000000000004") ?? UUID(), title: "Book train tickets", isCompleted: false),
    ])
}
/// The app's App Intent (its `perform()` runs in the app, not in a render).
struct QuickTasksToggle: AppIntent {
    static let title: LocalizedStringResource = "Toggle task"
    var id = ""
    init() {}
    init(id: String) { self.id = id }
}

// MARK: 13, 14, 15 goals
struct TenXSnapshot {
    struct Focus { var title: String; var done: Bool }
    var focuses: [Focus]
    var streak: Int
    var completed: Int { focuses.filter(\.done).count }
    static let sample = TenXSnapshot(focuses: [Focus(title: "Ship the beta", done: true), Focus(title: "Run 5 km", done: false),
                                               Focus(title: "Read 20 pages", done: true)], streak: 6)
}
struct TenXPalette {
    var background: Color, surface: Color, text: Color, muted: Color, accent: Color
    init(scheme: ColorScheme) {
        let dark = scheme == .dark
        background = dark ? Color(white: 0.1) : Color(white: 0.97)
        surface = dark ? Color(white: 0.2) : .white
        text = dark ? .white : .black
        muted = .gray
        accent = .orange
    }
}
enum TenXTypography {
    static let title = Font.system(size: 15, weight: .semibold)
    static let body = Font.system(size: 13)
    static let caption = Font.system(size: 11, weight: .medium)
    static let badge = Font.system(size: 11, weight: .bold)
}
