// Probe 06: weather, small.
// Modelled on Asheshp23/WeatherApp, WeatherWidget/WeatherWidgetEntryView.swift
// (no licence file found in the index). Re-expressed, not copied.
import WidgetRender

struct AsheshWeatherView: View {
    var entry: AsheshWeatherEntry

    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(Gradient(colors: [.yellow, .orange.opacity(0.5)]))
            VStack {
                if let data = entry.weather {
                    Text("\(data.city)")
                        .font(.title3.bold())
                        .foregroundColor(.white)
                    Text("\(data.celsius, specifier: "%.0f")°C")
                        .font(.title2.bold())
                        .foregroundColor(.white)
                    Text("\(data.summary)")
                        .font(.callout.bold())
                        .foregroundColor(.white)
                } else {
                    Text("Loading...")
                        .font(.title3.bold())
                        .foregroundColor(.white)
                        .padding(.top, 20)
                }
            }
        }
        .asheshBackground(Color.orange)
    }
}

extension View {
    func asheshBackground(_ backgroundView: some View) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            return containerBackground(for: .widget) { backgroundView }
        } else {
            return background(backgroundView)
        }
    }
}
