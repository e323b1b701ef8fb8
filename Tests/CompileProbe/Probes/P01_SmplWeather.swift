// Probe 01: weather, small.
// Modelled on TechSupportz/smpl-widgets, appwidgets/WeatherWidget/WeatherWidgetView.swift,
// commit 2f46c092c39220c7882eaed59cab98d1444487cb (no licence file found in the index).
// Re-expressed, not copied: the same SwiftUI calls in the same arrangement; only the import differs.
import WidgetRender

struct SmplWeatherView: View {
    var entry: SmplWeatherEntry

    var condition: String {
        entry.condition.contains("error") ? "Location" : entry.condition
    }
    var temperature: String {
        "\(entry.temperature.value.rounded().formatted())°"
    }

    var body: some View {
        VStack {
            VStack(alignment: .leading, spacing: 8) {
                Text(condition.capitalized)
                    .font(.system(size: 26))
                    .padding(.vertical, -5)
                    .fontWidth(.condensed)
                    .fontWeight(.semibold)
                    .minimumScaleFactor(0.5)
                    .lineLimit(2)
                Text(temperature)
                    .font(.system(size: 32))
                    .padding(.vertical, -6)
                    .fontWidth(.compressed)
                    .fontWeight(.medium)
                    .foregroundColor(.secondary)
                    .contentTransition(.numericText())
            }
            .frame(minWidth: 0, maxWidth: .infinity, alignment: .topLeading)
            Spacer()
            Image(systemName: entry.symbol)
                .font(.system(size: 64))
                .fontWeight(.medium)
                .scaledToFit()
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 64, maxHeight: 64, alignment: .bottomTrailing)
        }
        .widgetURL(URL(string: "smplwidgets://weather"))
    }
}
