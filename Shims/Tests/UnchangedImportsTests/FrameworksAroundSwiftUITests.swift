import Foundation
import Testing
import SwiftUI
import WidgetKit
import Combine
import CoreLocation

import Charts

/// A view model as apps write one (Combine's `ObservableObject`), read through `@EnvironmentObject`.
final class Forecast: ObservableObject {
    @Published var high = 21
}

struct ForecastView: View {
    @EnvironmentObject var forecast: Forecast
    var body: some View { Text("High \(forecast.high)°") }
}

/// `$model.isOn` through `@ObservedObject`'s projected `Wrapper`.
final class Switches: ObservableObject {
    @Published var isOn = false
}

struct SwitchView: View {
    @ObservedObject var switches: Switches
    var body: some View { Text(switches.isOn ? "Lights on" : "Lights off") }
}

@MainActor @Suite("Frameworks around SwiftUI")
struct FrameworksAroundSwiftUITests {
    @Test("Combine is OpenCombine: a @Published change reaches a sink; an environment object is read while drawing")
    func combine() throws {
        let forecast = Forecast()
        var seen: [Int] = []
        let cancellable = forecast.$high.sink { seen.append($0) }
        forecast.high = 24
        #expect(seen == [21, 24])
        cancellable.cancel()
        let w = try WidgetRenderer.render(ForecastView().environmentObject(forecast), options: RenderOptions(family: .systemSmall))
        let texts = w.displayList.items.compactMap { if case .glyphs(let g) = $0 { return g.text } else { return nil } }
        #expect(texts.joined(separator: " ").contains("High 24°"), "\(texts)")
    }

    @Test("@ObservedObject's $object makes bindings that read and write the object's properties")
    func observedObjectBindings() throws {
        let switches = Switches()
        let view = SwitchView(switches: switches)
        let binding = view.$switches.isOn
        #expect(binding.wrappedValue == false)
        binding.wrappedValue = true
        #expect(switches.isOn)
        let w = try WidgetRenderer.render(view, options: RenderOptions(family: .systemSmall))
        let texts = w.displayList.items.compactMap { if case .glyphs(let g) = $0 { return g.text } else { return nil } }
        #expect(texts == ["Lights on"])
    }

    @Test("CoreLocation: great-circle distances; no location services on Linux")
    func coreLocation() {
        // Paris to London, about 344 km.
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_500) < 1_500)
        let manager = CLLocationManager()
        #expect(manager.authorizationStatus == .notDetermined && manager.location == nil && !manager.isAuthorizedForWidgetUpdates)
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test("Charts through `import Charts`: a bar chart renders")
    func charts() throws {
        let w = try WidgetRenderer.render(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4_000))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 6_000))
        }, options: RenderOptions(family: .systemSmall))
        #expect(w.diagnostics.contains { $0.code == .chartDefaultsEstimated })
        #expect(w.displayList.items.contains { if case .glyphs(let g) = $0 { return g.text == "Tue" } else { return false } })
    }
}

import SwiftData

@Model final class Trip {
    @Attribute(.unique) var name: String
    var start: Date
    @Transient var scratch = 0
    init(name: String, start: Date) { self.name = name; self.start = start }
}

struct TripsView: View {
    @Query(sort: \Trip.start) var trips: [Trip]
    var body: some View {
        VStack { ForEach(trips) { Text($0.name) } }
    }
}

@MainActor @Suite("SwiftData in memory")
struct SwiftDataTests {
    @Test("Inserted models are fetched with #Predicate and SortDescriptor, offset and limited; @Query reads the view's container")
    func fetch() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let t0 = Date(timeIntervalSince1970: 1_767_225_600)
        for (i, name) in ["Lisbon", "Oslo", "Kyoto"].enumerated() { context.insert(Trip(name: name, start: t0.addingTimeInterval(Double(3 - i) * 86_400))) }
        let cutoff = t0.addingTimeInterval(3 * 86_400)
        let soon = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.start < cutoff }, sortBy: [SortDescriptor(\.start)]))
        #expect(soon.map(\.name) == ["Kyoto", "Oslo"])
        var first = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        first.fetchLimit = 1
        #expect(try context.fetch(first).map(\.name) == ["Kyoto"])
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 3, "contexts share the container's store")
        let w = try WidgetRenderer.render(TripsView().modelContainer(container), options: RenderOptions(family: .systemSmall))
        let texts = w.displayList.items.compactMap { if case .glyphs(let g) = $0 { return g.text } else { return nil } }
        #expect(texts == ["Kyoto", "Oslo", "Lisbon"], "\(texts)")
    }

    @Test("modelContainer(for:) gives the view a new, empty store of that model: @Query reads nothing and onSetup gets the container")
    func containerFor() throws {
        var made: ModelContainer?
        let w = try WidgetRenderer.render(TripsView().modelContainer(for: Trip.self) { made = try? $0.get() },
                                          options: RenderOptions(family: .systemSmall))
        #expect(made?.schema.entities.count == 1)
        #expect(!w.displayList.items.contains { if case .glyphs = $0 { return true } else { return false } })
    }
}
