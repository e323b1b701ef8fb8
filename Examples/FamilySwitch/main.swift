// Seed 002 ("iOS 14-WidgetKit-桌面小组件 知识小集"): one widget that shows different content per
// family — the Extension_Two views with their CommonView of two links and a widgetURL each —
// and the "中杯/大杯/特大杯" text switch. Rendered for small, medium and large, light and dark.
//
//   swift run FamilySwitchExample [output-folder]     (default: out/examples)
import Foundation
import WidgetRender

let homeLinkDestination = URL(string: "SwiftUIAndAppDemo://page=home")!
let settingLinkDestination = URL(string: "SwiftUIAndAppDemo://page=setting")!

struct CommonView: View {
    var body: some View {
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

let smallWidgetUrl = URL(string: "SwiftUIAndAppDemo://widgetType=SmallView")!
struct Extension_Two_SmallView: View {
    var body: some View {
        VStack {
            Text("Extension_Two_SmallView")
            Spacer()
            CommonView()
        }
        .widgetURL(smallWidgetUrl)
        .padding()
    }
}

let mediumWidgetUrl = URL(string: "SwiftUIAndAppDemo://widgetType=MediumView")!
struct Extension_Two_MediumView: View {
    var body: some View {
        VStack {
            Text("Extension_Two_MediumView")
            Spacer()
            CommonView()
        }
        .widgetURL(mediumWidgetUrl)
        .padding()
    }
}

let largeWidgetUrl = URL(string: "SwiftUIAndAppDemo://widgetType=LargeView")!
struct Extension_Two_LargeView: View {
    var body: some View {
        VStack {
            Text("Extension_Two_LargeView")
            Spacer()
            CommonView()
        }
        .widgetURL(largeWidgetUrl)
        .padding()
    }
}

struct Extension_TwoEntryView: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
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
struct CupSizeView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme

    @ViewBuilder
    var body: some View {
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

let outDir = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out/examples")
do {
    for (name, view) in [("extension-two", AnyView(Extension_TwoEntryView())), ("cup-size", AnyView(CupSizeView()))] {
        for file in try WidgetRenderer.renderAll(view, named: name, into: outDir) {
            let links = file.widget.links.map { "\($0.url.absoluteString) @ \($0.frame)" }.joined(separator: ", ")
            print("\(file.url.path)  \(file.widget.pixelWidth)x\(file.widget.pixelHeight)" + (links.isEmpty ? "" : "  links: \(links)"))
            for d in file.widget.diagnostics where d.severity != .info { print("  \(d)") }
        }
    }
} catch {
    FileHandle.standardError.write(Data("family-switch: \(error)\n".utf8))
    exit(1)
}
