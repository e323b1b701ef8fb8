import Foundation
import Testing
import WidgetRender

/// The probes that compile are rendered for the families their apps ship, in light and dark.
/// (Probes that do not compile yet are excluded from this target in Package.swift; see README.md.)
@Suite("Compile probe renders")
struct ProbeRenderTests {
    @Test("P10 news article renders small and medium, light and dark, with its title and publication",
          arguments: [WidgetFamily.systemSmall, .systemMedium], [ColorScheme.light, .dark])
    func volumeArticle(family: WidgetFamily, scheme: ColorScheme) throws {
        let w = try WidgetRenderer.render(VolumeArticleView(entry: .sample),
                                          options: RenderOptions(family: family, colorScheme: scheme))
        try w.writePNG(to: URL(fileURLWithPath: "/tmp/probe-P10-\(family.shortName)-\(scheme.rawValue).png"))
        let texts = w.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g } else { return nil } }
        #expect(!texts.isEmpty)
        // White text (foregroundStyle(Color.white)) over the darkened backdrop.
        #expect(texts.allSatisfy { $0.paint == .color(.white) })
        // The missing photo and logo are reported, not drawn as garbage.
        #expect(w.diagnostics.contains { $0.code == .imageUnavailable })
    }
}
