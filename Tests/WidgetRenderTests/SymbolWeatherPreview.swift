import Foundation
import Testing
import WidgetRender

/// A small weather widget as iOS's Weather widget lays it out, written with SF Symbol names,
/// `Label` and an inline symbol in `Text`.
struct SymbolWeatherView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 3) {
                Text("Cupertino").font(.subheadline).bold()
                Image(systemName: "location.fill").font(.caption2)
            }
            Text("21°").font(.system(size: 42, weight: .light))
            Spacer(minLength: 0)
            Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).font(.footnote)
            Text("Partly Cloudy").font(.caption).bold()
            HStack(spacing: 8) {
                Label("62%", systemImage: "drop.fill")
                Text("\(Image(systemName: "arrow.up")) 24°  \(Image(systemName: "arrow.down")) 14°")
            }
            .font(.caption2)
            .foregroundStyle(.white.opacity(0.85))
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(LinearGradient(colors: [Color(hex: "#2F6FD6"), Color(hex: "#5B9BE6")], startPoint: .top, endPoint: .bottom), for: .widget)
    }
}

/// Common symbols with their names, for looking at the mapping.
struct SymbolSheetView: View {
    static let names = ["sun.max", "sun.max.fill", "cloud", "cloud.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.rain.fill",
                        "cloud.snow", "moon.stars.fill", "wind", "snowflake", "thermometer", "drop.fill", "umbrella.fill",
                        "calendar", "clock", "alarm", "timer", "hourglass", "hourglass.circle.fill", "bell.fill", "bell.slash",
                        "battery.100", "battery.25", "bolt.fill", "arrow.up", "arrow.down.circle.fill", "chevron.right", "arrow.clockwise",
                        "play.fill", "pause.circle.fill", "forward.fill", "music.note", "speaker.wave.2.fill", "mic.fill", "headphones",
                        "heart", "heart.fill", "figure.walk", "figure.run", "flame.fill", "bed.double.fill", "pills.fill",
                        "house.fill", "lightbulb", "lightbulb.fill", "lock.fill", "wifi", "car.fill", "airplane",
                        "message.fill", "phone.fill", "envelope", "person.crop.circle", "person.2.fill", "paperplane.fill", "bubble.left",
                        "dollarsign.circle.fill", "chart.line.uptrend.xyaxis", "chart.bar.fill", "creditcard", "cart.fill", "bag.fill",
                        "checkmark.circle.fill", "xmark.circle", "plus.circle.fill", "exclamationmark.triangle.fill", "star.fill", "info.circle"]
    var body: some View {
        let columns = stride(from: 0, to: Self.names.count, by: 7).map { Array(Self.names[$0..<min($0 + 7, Self.names.count)]) }
        return VStack(alignment: .leading, spacing: 6) {
            ForEach(0..<columns.count, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(columns[row], id: \.self) { name in
                        VStack(spacing: 2) {
                            Image(systemName: name).font(.title3)
                            Text(name).font(.system(size: 5)).lineLimit(1)
                        }
                        .frame(width: 43, height: 30)
                    }
                }
            }
        }
    }
}

@MainActor @Suite("Symbol preview renders")
struct SymbolPreviewRenders {
    @Test("A weather widget with symbols, Label and an inline symbol renders with no warnings (written to /tmp for review)")
    func weather() throws {
        for family in [WidgetFamily.systemSmall, .systemMedium] {
            let w = try WidgetRenderer.render(SymbolWeatherView(), options: RenderOptions(family: family))
            try w.writePNG(to: URL(fileURLWithPath: "/tmp/symbols-weather-\(family.shortName).png"))
            #expect(w.diagnostics.filter { $0.severity != .info }.isEmpty, "\(w.diagnostics)")
        }
    }

    @Test("A sheet of 70 common symbols renders every one from the bundled map (written to /tmp for review)")
    func sheet() throws {
        let w = try WidgetRenderer.render(SymbolSheetView(), options: RenderOptions(family: .systemLarge))
        try w.writePNG(to: URL(fileURLWithPath: "/tmp/symbols-sheet.png"))
        #expect(!w.diagnostics.contains { $0.code == .unknownSymbol })
        let glyphs = w.displayList.items.filter { if case .glyphs(let g) = $0 { return g.font.fileName.hasPrefix("Material") }; return false }
        #expect(glyphs.count == SymbolSheetView.names.count)
    }
}

@MainActor @Suite("Symbol weight preview")
struct SymbolWeightPreview {
    @Test("Symbols at each font weight, written to /tmp for review")
    func weights() throws {
        let view = VStack(spacing: 8) {
            ForEach([Font.Weight.regular, .medium, .semibold, .bold, .heavy, .black], id: \.self) { weight in
                HStack(spacing: 10) {
                    Text(weight.rawValue).frame(width: 80, alignment: .leading)
                    Image(systemName: "heart")
                    Image(systemName: "bell")
                    Image(systemName: "cloud.sun.fill")
                    Image(systemName: "arrow.up.circle")
                    Text("Aa")
                }
                .font(.title3).fontWeight(weight)
            }
        }
        let w = try WidgetRenderer.render(view, options: RenderOptions(family: .systemLarge))
        try w.writePNG(to: URL(fileURLWithPath: "/tmp/symbols-weights.png"))
        #expect(w.diagnostics.allSatisfy { $0.severity == .info })
    }
}

/// The weather symbols `multicolor.json` composes of coloured parts, large on a sky-blue card.
struct MulticolorWeatherSheet: View {
    static let names = ["cloud.sun.fill", "cloud.rain.fill", "cloud.drizzle.fill", "cloud.heavyrain.fill", "cloud.bolt.fill",
                        "cloud.bolt.rain.fill", "cloud.snow.fill", "cloud.sun.rain.fill", "cloud.sun.bolt.fill", "sun.max.fill"]
    var body: some View {
        VStack(spacing: 10) {
            ForEach([0, 5], id: \.self) { start in
                HStack(spacing: 14) {
                    ForEach(Self.names[start..<start + 5], id: \.self) { name in
                        Image(systemName: name).font(.system(size: 34)).symbolRenderingMode(.multicolor).id(name)
                    }
                }
            }
            Label("Partly Cloudy", systemImage: "cloud.sun.fill").symbolRenderingMode(.multicolor).font(.headline).foregroundStyle(.white)
        }
        .containerBackground(Color(hex: "#3A7BD5"), for: .widget)
    }
}

@MainActor @Suite("Multicolor symbols")
struct MulticolorSymbolTests {
    @Test("cloud.sun.fill in multicolor is a yellow sun behind a white cloud: two glyph runs, yellow drawn first, white over it")
    func cloudSunParts() throws {
        let w = try WidgetRenderer.render(Image(systemName: "cloud.sun.fill").font(.system(size: 34)).symbolRenderingMode(.multicolor),
                                          options: RenderOptions(family: .systemSmall))
        let runs = w.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g }; return nil }
        #expect(runs.map(\.paint) == [.color(RGBA(hex: 0xFFCC00)), .color(.white)])
        // The sun peeks out above and to the right of the cloud.
        #expect(runs[0].positions[0].x > runs[1].positions[0].x && runs[0].positions[0].y < runs[1].positions[0].y)
    }

    @Test("Monochrome keeps one glyph in the foreground style; every composed symbol draws one run per part (written to /tmp for review)")
    func sheet() throws {
        let mono = try WidgetRenderer.render(Image(systemName: "cloud.rain.fill"), options: RenderOptions(family: .systemSmall))
        #expect(mono.displayList.items.filter { if case .glyphs = $0 { return true }; return false }.count == 1)
        let w = try WidgetRenderer.render(MulticolorWeatherSheet(), options: RenderOptions(family: .systemMedium))
        try w.writePNG(to: URL(fileURLWithPath: "/tmp/symbols-multicolor.png"))
        let runs = w.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g }; return nil }
        let cyan = runs.filter { $0.paint == .color(RGBA(hex: 0x00C0E8)) }.count
        #expect(cyan == 3 + 3 + 4 + 2 + 3, "rain drops in cyan: \(cyan)")
        #expect(!w.diagnostics.contains { $0.severity != .info })
    }
}
