import Foundation
import WidgetRender

/// A food-delivery Live Activity, written as a widget extension writes one: its static data
/// (the restaurant) and its updates (stage and minutes left).
public struct DeliveryAttributes: ActivityAttributes, Sendable {
    public struct ContentState: Codable, Hashable, Sendable {
        public var stage: String
        public var minutesLeft: Int
        public var progress: Double
        public init(stage: String, minutesLeft: Int, progress: Double) {
            self.stage = stage; self.minutesLeft = minutesLeft; self.progress = progress
        }
    }
    public var restaurant: String
    public var orderNumber: String
    public init(restaurant: String, orderNumber: String) { self.restaurant = restaurant; self.orderNumber = orderNumber }

    /// A sample order and its updates, for previews and renders.
    public static let sample = DeliveryAttributes(restaurant: "Pizzeria Aurora", orderNumber: "4821")
    public static let states = [
        ContentState(stage: "Preparing your order", minutesLeft: 25, progress: 0.25),
        ContentState(stage: "On the way", minutesLeft: 9, progress: 0.7),
    ]
}

public struct DeliveryActivityWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Image(systemName: "bicycle")
                        .font(.title2)
                        .foregroundStyle(.orange)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(context.attributes.restaurant).font(.headline)
                        Text(context.state.stage).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(context.state.minutesLeft) min")
                        .font(.title2.bold())
                        .monospacedDigit()
                }
                ProgressView(value: context.state.progress)
                    .tint(.orange)
            }
            .padding(16)
            .activityBackgroundTint(Color(red: 0.11, green: 0.11, blue: 0.14))
            .environment(\.colorScheme, .dark)
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.minutesLeft) min", systemImage: "bicycle")
                        .font(.headline)
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("#\(context.attributes.orderNumber)")
                        .font(.headline)
                        .foregroundStyle(.secondary)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurant).font(.subheadline.bold())
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(context.state.stage).font(.subheadline)
                        ProgressView(value: context.state.progress).tint(.orange)
                    }
                }
            } compactLeading: {
                Image(systemName: "bicycle").foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").monospacedDigit().foregroundStyle(.orange)
            } minimal: {
                Image(systemName: "bicycle").foregroundStyle(.orange)
            }
            .keylineTint(.orange)
        }
    }
}
