// Previews of the example widgets, served as a live canvas like Xcode's #Preview(as:):
//
//   swift run PreviewsExample render --out-dir out/previews
//   swift run --traits PreviewServer PreviewsExample serve --port 8080     then open http://127.0.0.1:8080/
//
// (`serve` needs the package trait PreviewServer, which builds the HTTP stack; `render` does not.)
import WidgetPreviews
import ExampleWidgets

// Fixed dates, so every run draws the same pictures.
let day = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z")!
let activity = ActivityEntry(date: day, move: 0.75, exercise: 0.5, stand: 0.6, steps: 6_400, stepGoal: 10_000,
                             workout: day.addingTimeInterval(-600)...day.addingTimeInterval(1_200))

WidgetPreviewsCommand.main {
    // Seed 003's countdown, as its widget shows it: small and medium, no content margins, two days.
    WidgetPreview("Countdown", as: .systemSmall, .systemMedium) { entry in
        CountdownEntryView(entry: entry)
    } timeline: {
        SimpleEntry(date: day, model: AddTimePlanModel(title: "Anniversary"))
        SimpleEntry(date: day.addingTimeInterval(86_400), model: AddTimePlanModel(title: "Anniversary"))
    }
    .contentMarginsDisabled()
    // No family given: small, medium and large.
    WidgetPreview("Family switch") { Extension_TwoEntryView() }
    WidgetPreview("Weather") { WeatherWidgetView() }
    WidgetPreview("Activity", as: .systemSmall, .systemMedium) { ActivityWidgetView(entry: activity) }
}
