import Foundation
import Testing
import WidgetRender

// An App Intents configuration as iOS 17 widget extensions write it: an enum, an entity with
// its query, an intent with parameters, a summary and an action with a result.

private enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius", .fahrenheit: DisplayRepresentation(title: "Fahrenheit", subtitle: "°F"),
    ]
}

private struct CityEntity: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

private struct CityQuery: EntityQuery {
    static let all = [CityEntity(id: "ber", name: "Berlin"), CityEntity(id: "osl", name: "Oslo")]
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] { Self.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [CityEntity] { Self.all }
    func defaultResult() async -> CityEntity? { Self.all.last }
}

private struct WeatherConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    static let description = IntentDescription("Shows the weather of a city.")

    @Parameter(title: "City")
    var city: CityEntity

    @Parameter(title: "Unit", default: .fahrenheit)
    var unit: TemperatureUnit

    @Parameter(title: "Days", default: 3, inclusiveRange: (1, 5))
    var days: Int

    @Parameter(title: "Label")
    var label: String?

    @Parameter(title: "Show wind")
    var showsWind: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city)") {
            \.$unit
            \.$days
        }
    }
}

private struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    static let openAppWhenRun = false
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: 3, dialog: "Refreshed")
    }
}

private struct PlainIntent: AppIntent {
    static let title: LocalizedStringResource = "Plain"
    func perform() async throws -> some IntentResult { .result() }
}

private struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let unit: TemperatureUnit
    let days: Int
    let label: String?
    let wind: Bool
}

private struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: context.now, city: "—", unit: .celsius, days: 1, label: nil, wind: false)
    }
    func snapshot(for configuration: WeatherConfiguration, in context: Context) async -> WeatherEntry {
        entry(configuration, context.now)
    }
    func timeline(for configuration: WeatherConfiguration, in context: Context) async -> Timeline<WeatherEntry> {
        Timeline(entries: [entry(configuration, context.now)], policy: .never)
    }
    private func entry(_ c: WeatherConfiguration, _ date: Date) -> WeatherEntry {
        WeatherEntry(date: date, city: c.city.name, unit: c.unit, days: c.days, label: c.label, wind: c.showsWind)
    }
}

private struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Weather", intent: WeatherConfiguration.self, provider: WeatherProvider()) { entry in
            VStack {
                Text(entry.city)
                Text("\(entry.unit.rawValue) \(entry.days) \(entry.label ?? "none") \(entry.wind ? "wind" : "calm")")
                Button(intent: RefreshIntent()) { Text("Refresh") }
            }
            .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite("App Intents as widget extensions write them")
struct AppIntentsTests {
    func texts(_ widget: RenderedWidget) -> [String] {
        widget.displayList.items.compactMap { item -> String? in
            if case .glyphs(let run) = item { return run.text } else { return nil }
        }
    }

    @Test("A configuration intent's defaults reach the provider: entity from its query's defaultResult, enum and range defaults, optional nil, Bool false")
    func configurationDefaults() async throws {
        let frames = try await WidgetRenderer.render(WeatherWidget())
        let entry = try #require(frames.first { $0.phase == "entry-0" })
        let shown = texts(entry.widget).joined(separator: " ")
        #expect(shown.contains("Oslo"), "\(shown)")
        #expect(shown.contains("fahrenheit 3 none calm"), "\(shown)")
        #expect(entry.widget.linkMap.regions.first?.intent == "RefreshIntent")
    }

    @Test("perform() results carry their value and dialog; an intent without perform() has the default one")
    func results() async throws {
        let refreshed = try await RefreshIntent().perform()
        #expect(refreshed.value == 3)
        #expect(refreshed.dialog?.full.description == "Refreshed")
        let plain = try await IntentRunner.run(PlainIntent())
        #expect(plain.value == nil && plain.dialog == nil)
        let ran = try await IntentRunner.run(RefreshIntent())
        #expect(ran.value as? Int == 3)
        let configured = try await IntentRunner.run(WeatherConfiguration())
        #expect(configured.value == nil)
    }

    @Test("Parameters: ranges clamp defaults, enums read their first case unset, titles and display names are kept")
    func parameters() {
        let intent = WeatherConfiguration()
        #expect(intent.$days.title.description == "Days")
        #expect(intent.$city.hasValue == false)
        #expect(TemperatureUnit.emptyIntentValue == .celsius)
        #expect(TemperatureUnit.fahrenheit.localizedStringResource.description == "Fahrenheit")
        let described: IntentDescription = WeatherConfiguration.description
        #expect(described.description.description == "Shows the weather of a city.")
        let clamped = IntentParameter<Int>(title: "n", default: 9, inclusiveRange: (1, 5))
        #expect(clamped.wrappedValue == 5)
        intent.days = 4
        #expect(intent.days == 4)
    }
}
