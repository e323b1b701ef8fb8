import Foundation
import Testing
import WidgetRender

/// A weather widget in the style of iOS's own, drawn with SF Symbol names and `Label`.
struct SymbolWeatherView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("Cupertino").font(.headline)
                Image(systemName: "location.fill").font(.caption2)
            }
            Text("21°").font(.system(size: 44, weight: .light))
            Spacer(minLength: 0)
            Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).font(.body)
            Text("Partly Cloudy").font(.caption).bold()
            Text("H:24° L:14°").font(.caption)
            HStack(spacing: 10) {
                Label("62%", systemImage: "drop.fill").font(.caption2)
                Label("9", systemImage: "wind").font(.caption2)
            }
            .foregroundStyle(.white.opacity(0.85))
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(LinearGradient(colors: [Color(hex: "#2F6FD6"), Color(hex: "#5B9BE6")], startPoint: .top, endPoint: .bottom), for: .widget)
    }
}

@Suite("Symbol preview renders")
struct SymbolPreviewRenders {
    @Test("A weather widget with symbols and labels renders without errors (written to /tmp for review)")
    func weather() throws {
        let w = try WidgetRenderer.render(SymbolWeatherView(), options: RenderOptions(family: .systemSmall))
        try w.writePNG(to: URL(fileURLWithPath: "/tmp/symbols-weather-small.png"))
        #expect(w.diagnostics.filter { $0.severity == .error || $0.code == .unknownSymbol }.isEmpty)
    }
}
