import Foundation
import Testing
import WidgetText
@testable import WidgetUI

/// The open stand-ins for Apple's fonts that WidgetTextTests builds its user-folder tests on.
private let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("WidgetTextTests/UserFonts")

/// The font file each text draws with, in paint order.
private func drawnFonts<V: View>(_ view: V, userFonts: URL? = standIns) throws -> (files: [String], layout: WidgetLayout) {
    let l = try WidgetLayout(view, in: Rect(x: 0, y: 0, width: 300, height: 300),
                             textMeasurer: TextEngine.shared(userFonts: userFonts))
    let files = l.draw(bounds: l.rootFrame).items.compactMap { item -> String? in
        if case .glyphs(let run) = item { return run.font.fileName }
        return nil
    }
    return (files, l)
}

@Suite("Font.custom, fontDesign and fontWidth")
struct FontDesignTests {
    @Test("fontDesign and fontWidth reach system-font text below them; a font's own design wins")
    func environmentOverrides() throws {
        let (files, _) = try drawnFonts(VStack {
            Text("Rounded")
            Text("Serif").font(.system(size: 17, design: .serif))
            Text("Wide").fontWidth(.condensed)
            Text("Mono").font(.custom("SF Mono", size: 12))
        }.fontDesign(.rounded))
        #expect(files == ["StandIn-SFProRounded-Regular.ttf", "StandIn-NewYorkSmall-Regular.ttf",
                          "StandIn-SFProRounded-Regular.ttf", "StandIn-SFMono-Regular.ttf"])
        let (plain, _) = try drawnFonts(Text("Wide").fontWidth(.condensed))
        #expect(plain == ["StandIn-SFProText-CondensedRegular.ttf"])
        let (width, _) = try drawnFonts(Text("Wide").font(.body.width(.condensed)))
        #expect(width == ["StandIn-SFProText-CondensedRegular.ttf"])
    }

    @Test("Font.custom with a name the folder lacks draws the system font and says so")
    func unknownCustomName() throws {
        let (files, l) = try drawnFonts(Text("Hi").font(.custom("Avenir Next", size: 15, relativeTo: .body)), userFonts: nil)
        #expect(files == ["Inter-Regular.otf"])
        let d = try #require(l.diagnostics.first { $0.code == .unknownFontName })
        #expect(d.severity == .warning && d.message.contains("Avenir Next") && d.message.contains("WIDGETRENDER_FONTS_USER"))
        let (found, l2) = try drawnFonts(Text("Hi").font(.custom("SFProText-Bold", size: 15)))
        #expect(found == ["StandIn-SFProText-Bold.ttf"])
        #expect(!l2.diagnostics.contains { $0.code == .unknownFontName })
    }

    @Test("Without a user folder, designs draw with the bundled faces (serif: Noto Serif; width: standard Inter)")
    func bundledDesigns() throws {
        let (files, _) = try drawnFonts(VStack { Text("a").fontDesign(.serif); Text("b").fontWidth(.expanded) }, userFonts: nil)
        #expect(files == ["NotoSerif-Regular.ttf", "Inter-Regular.otf"])
    }
}
