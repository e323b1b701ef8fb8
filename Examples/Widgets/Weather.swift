// A weather widget written as a weather app's WidgetKit extension writes it: SF Symbol names
// for the conditions, Label for the details, an inline symbol in Text, per-family layouts.
import Foundation
import WidgetRender

public struct WeatherForecast: Sendable {
    public struct Hour: Sendable { public var time: String; public var symbol: String; public var temperature: Int }
    public struct Day: Sendable { public var name: String; public var symbol: String; public var low: Int; public var high: Int }
    public var city: String
    public var temperature: Int
    public var condition: String
    public var symbol: String
    public var high: Int
    public var low: Int
    public var humidity: Int
    public var wind: Int
    public var hours: [Hour]
    public var days: [Day]

    public static let sample = WeatherForecast(
        city: "Cupertino", temperature: 21, condition: "Partly Cloudy", symbol: "cloud.sun.fill", high: 24, low: 14,
        humidity: 62, wind: 9,
        hours: [Hour(time: "10AM", symbol: "sun.max.fill", temperature: 19), Hour(time: "11AM", symbol: "cloud.sun.fill", temperature: 21),
                Hour(time: "12PM", symbol: "cloud.fill", temperature: 22), Hour(time: "1PM", symbol: "cloud.drizzle.fill", temperature: 22),
                Hour(time: "2PM", symbol: "cloud.rain.fill", temperature: 20), Hour(time: "3PM", symbol: "cloud.bolt.rain.fill", temperature: 19)],
        days: [Day(name: "Tue", symbol: "cloud.rain.fill", low: 13, high: 19), Day(name: "Wed", symbol: "cloud.sun.fill", low: 12, high: 22),
               Day(name: "Thu", symbol: "sun.max.fill", low: 14, high: 25), Day(name: "Fri", symbol: "wind", low: 11, high: 18)])
}

public struct WeatherWidgetView: View {
    @Environment(\.widgetFamily) var family
    let forecast: WeatherForecast
    public init(forecast: WeatherForecast = .sample) { self.forecast = forecast }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            Spacer(minLength: 0)
            switch family {
            case .systemSmall:
                current
            case .systemMedium:
                hourly
            default:
                hourly
                Divider().overlay(Color.white.opacity(0.4)).padding(.vertical, 8)
                daily
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(LinearGradient(colors: [Color(hex: "#2A68D0"), Color(hex: "#5A9BE8")], startPoint: .top, endPoint: .bottom), for: .widget)
    }

    var header: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .firstTextBaseline, spacing: 3) {
                    Text(forecast.city).font(.subheadline).bold()
                    Image(systemName: "location.fill").font(.caption2)
                }
                Text("\(forecast.temperature)°").font(.system(size: 42, weight: .light))
            }
            if family != .systemSmall {
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    Image(systemName: forecast.symbol).font(.footnote)
                    Text(forecast.condition).font(.caption).bold()
                    Text("H:\(forecast.high)° L:\(forecast.low)°").font(.caption)
                }
            }
        }
    }

    var current: some View {
        VStack(alignment: .leading, spacing: 2) {
            Image(systemName: forecast.symbol).font(.footnote)
            Text(forecast.condition).font(.caption).bold()
            HStack(spacing: 8) {
                Label("\(forecast.humidity)%", systemImage: "humidity")
                Text("\(Image(systemName: "wind")) \(forecast.wind)")
            }
            .font(.caption2)
            .foregroundStyle(.white.opacity(0.85))
        }
    }

    var hourly: some View {
        HStack(spacing: 0) {
            ForEach(0..<forecast.hours.count, id: \.self) { i in
                let hour = forecast.hours[i]
                VStack(spacing: 6) {
                    Text(hour.time).font(.caption2).foregroundStyle(.white.opacity(0.85))
                    Image(systemName: hour.symbol).font(.body).frame(height: 20)
                    Text("\(hour.temperature)°").font(.subheadline).bold()
                }
                .frame(maxWidth: .infinity)
            }
        }
    }

    var daily: some View {
        VStack(spacing: 10) {
            ForEach(0..<forecast.days.count, id: \.self) { i in
                let day = forecast.days[i]
                HStack {
                    Text(day.name).font(.subheadline).bold().frame(width: 44, alignment: .leading)
                    Image(systemName: day.symbol).font(.body).frame(width: 30)
                    Spacer()
                    Label("\(day.low)°", systemImage: "arrow.down").foregroundStyle(.white.opacity(0.75))
                    Label("\(day.high)°", systemImage: "arrow.up")
                }
                .font(.subheadline)
            }
        }
    }
}
