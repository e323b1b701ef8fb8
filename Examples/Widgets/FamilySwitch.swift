// Seed 002 ("iOS 14-WidgetKit-桌面小组件 知识小集"): one widget that shows different content per
// family — the Extension_Two views with their CommonView of two links and a widgetURL each —
// and the "中杯/大杯/特大杯" text switch, written as in the seed.
import Foundation
import WidgetRender

public let homeLinkDestination = URL(string: "SwiftUIAndAppDemo://page=home")!
public let settingLinkDestination = URL(string: "SwiftUIAndAppDemo://page=setting")!

public struct CommonView: View {
    public init() {}
    public var body: some View {
        VStack {
            Link(destination: homeLinkDestination, label: {
                Text("Home Page")
            })
            Spacer()
            Link(destination: settingLinkDestination, label: {
                Text("Setting Page")
            })
        }
        .padding()
    }
}

public let smallWidgetUrl = URL(string: "SwiftUIAndAppDemo://widgetType=SmallView")!
public struct Extension_Two_SmallView: View {
    public init() {}
    public var body: some View {
        VStack {
            Text("Extension_Two_SmallView")
            Spacer()
            CommonView()
        }
        .widgetURL(smallWidgetUrl)
        .padding()
    }
}

public let mediumWidgetUrl = URL(string: "SwiftUIAndAppDemo://widgetType=MediumView")!
public struct Extension_Two_MediumView: View {
    public init() {}
    public var body: some View {
        VStack {
            Text("Extension_Two_MediumView")
            Spacer()
            CommonView()
        }
        .widgetURL(mediumWidgetUrl)
        .padding()
    }
}

public let largeWidgetUrl = URL(string: "SwiftUIAndAppDemo://widgetType=LargeView")!
public struct Extension_Two_LargeView: View {
    public init() {}
    public var body: some View {
        VStack {
            Text("Extension_Two_LargeView")
            Spacer()
            CommonView()
        }
        .widgetURL(largeWidgetUrl)
        .padding()
    }
}

public struct Extension_TwoEntryView: View {
    public init() {}
    @Environment(\.widgetFamily) var family
    public var body: some View {
        switch family {
        case .systemSmall:
            Extension_Two_SmallView()
        case .systemMedium:
            Extension_Two_MediumView()
        default:
            Extension_Two_LargeView()
        }
    }
}

/// The first snippet of the seed: a text per family, and one per color scheme.
public struct CupSizeView: View {
    public init() {}
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme

    @ViewBuilder
    public var body: some View {
        VStack(spacing: 12) {
            switch family {
            case .systemSmall:
                Text("小组件-中杯")
            case .systemMedium:
                Text("小组件-大杯")
            case .systemLarge:
                Text("小组件-特大杯")
            default:
                Text("小组件-默认给个中杯的")
            }
            switch colorScheme {
            case .light:
                Text("light")
            case .dark:
                Text("dark")
            }
        }
        .font(.title2)
    }
}
