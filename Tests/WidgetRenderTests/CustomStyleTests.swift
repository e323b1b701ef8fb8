import Foundation
import Testing
import WidgetRender

private struct LightsIntent: AppIntent {
    static var title: LocalizedStringResource { "Lights" }
    init() {}
}

/// The icon above the title, centred: a style the built-in ones do not give.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.id("icon")
            configuration.title.id("title")
        }
    }
}

/// A built-in style wrapped, as SwiftUI code often extends one.
private struct RedIconOnlyLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        IconOnlyLabelStyle().makeBody(configuration: configuration).foregroundStyle(.red)
    }
}

private struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16).padding(.vertical, 6)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
    }
}

private struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Circle().fill(configuration.isOn ? Color.green : Color.gray).frame(width: 20, height: 20).id("check")
            configuration.label
        }
    }
}

/// The value as a percentage under the label: a gauge style of the kind widgets write.
private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("\(Int((configuration.value * 100).rounded()))%")
        }
    }
}

/// A built-in gauge style wrapped.
private struct TintedCircularGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularCapacityGaugeStyle().makeBody(configuration: configuration).tint(.orange)
    }
}

private struct FractionProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) percent" } ?? "waiting")
    }
}

@MainActor @Suite("Custom label, button, toggle, gauge and progress view styles, as SwiftUI code declares them")
struct CustomStyleTests {
    let rect = Rect(x: 0, y: 0, width: 300, height: 200)

    func fills(_ view: some View) throws -> [Paint] {
        try WidgetLayout(view, in: rect).draw(bounds: rect).items.compactMap { item -> Paint? in
            if case .fill(_, let paint) = item { return paint } else { return nil }
        }
    }

    @Test("A custom LabelStyle lays the label out from its configuration: here the icon centred above the title")
    func labelStyle() throws {
        let layout = try WidgetLayout(Label("Rain", systemImage: "cloud.rain").labelStyle(StackedLabelStyle()), in: rect)
        let icon = try #require(layout.frame(of: "icon")), title = try #require(layout.frame(of: "title"))
        #expect(abs(icon.maxY + 4 - title.minY) < 0.01)
        #expect(abs(icon.midX - title.midX) < 0.01)
    }

    @Test("A custom LabelStyle that wraps IconOnlyLabelStyle shows the icon alone")
    func wrappedBuiltInLabelStyle() throws {
        let both = try WidgetLayout(Label("Rain", systemImage: "cloud.rain").id("l"), in: rect)
        let iconOnly = try WidgetLayout(Label("Rain", systemImage: "cloud.rain").labelStyle(RedIconOnlyLabelStyle()).id("l"), in: rect)
        let builtIn = try WidgetLayout(Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly).id("l"), in: rect)
        #expect(try #require(iconOnly.frame(of: "l")).width == (try #require(builtIn.frame(of: "l")).width))
        #expect(try #require(iconOnly.frame(of: "l")).width < (try #require(both.frame(of: "l")).width) - 20)
    }

    @Test("A custom ButtonStyle draws its body, unpressed, and the button is still the intent's tap region")
    func buttonStyle() throws {
        let view = Button(intent: LightsIntent()) { Text("Go") }.buttonStyle(PillButtonStyle())
        #expect(try fills(view) == [.color(RGBA(hex: 0x0088FF))])
        let w = try WidgetRenderer.render(view, options: RenderOptions(family: .systemSmall))
        #expect(w.linkMap.regions.count == 1)
        #expect(w.linkMap.regions.first?.intent == "LightsIntent")
    }

    @Test("A custom ToggleStyle is given the toggle's state: on and off draw differently")
    func toggleStyle() throws {
        let on = try fills(Toggle("Lights", isOn: true, intent: LightsIntent()).toggleStyle(CheckToggleStyle()))
        let off = try fills(Toggle("Lights", isOn: false, intent: LightsIntent()).toggleStyle(CheckToggleStyle()))
        #expect(on == [.color(RGBA(hex: 0x34C759))])
        #expect(off == [.color(RGBA(hex: 0x8E8E93))])
    }

    @Test("The built-in styles keep their spellings: .iconOnly, .plain, .bordered, .button")
    func builtInSpellings() throws {
        let bordered = try fills(Button(intent: LightsIntent()) { Text("Go") }.buttonStyle(.bordered))
        let plain = try fills(Button(intent: LightsIntent()) { Text("Go") }.buttonStyle(.plain))
        let button = try fills(Toggle("Lights", isOn: true, intent: LightsIntent()).toggleStyle(.button))
        #expect(bordered.count == 1 && plain.isEmpty && button.count == 1)
    }

    func texts(_ view: some View) throws -> [String] {
        try WidgetRenderer.render(view, options: RenderOptions(family: .systemSmall)).displayList.items.compactMap { item -> String? in
            if case .glyphs(let g) = item { return g.text } else { return nil }
        }
    }

    @Test("A custom GaugeStyle is given the value as a fraction of the range, and the labels")
    func gaugeStyle() throws {
        let gauge = Gauge(value: 30, in: 0...40) { Text("Ride") }.gaugeStyle(PercentGaugeStyle())
        #expect(try texts(gauge) == ["Ride", "75%"])
    }

    @Test("A custom GaugeStyle wrapping a built-in one draws the built-in ring")
    func wrappedGaugeStyle() throws {
        let wrapped = try WidgetRenderer.render(Gauge(value: 0.4) { Text("x") }.gaugeStyle(TintedCircularGaugeStyle()),
                                                options: RenderOptions(family: .accessoryCircular))
        let builtIn = try WidgetRenderer.render(Gauge(value: 0.4) { Text("x") }.gaugeStyle(.accessoryCircularCapacity),
                                                options: RenderOptions(family: .accessoryCircular))
        #expect(wrapped.displayList.items.count == builtIn.displayList.items.count)
    }

    @Test("A custom ProgressViewStyle is given the fraction completed, nil when indeterminate")
    func progressViewStyle() throws {
        #expect(try texts(ProgressView(value: 0.25).progressViewStyle(FractionProgressStyle())) == ["25 percent"])
        #expect(try texts(ProgressView().progressViewStyle(FractionProgressStyle())) == ["waiting"])
    }
}
