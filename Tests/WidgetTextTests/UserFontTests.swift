import Foundation
import Testing
@testable import WidgetText

/// The fixtures: open DejaVu faces renamed to stand in for Apple's files (`UserFonts/make-fixtures.py`).
let userFontsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UserFonts")

@Suite("User font folder")
struct UserFontTests {
    let fonts: FontLibrary
    let engine: TextEngine

    init() throws {
        let bundled = try FontLibrary.defaultDirectory().get()
        fonts = try FontLibrary(directory: bundled, userDirectory: userFontsFolder)
        engine = TextEngine(fonts: fonts)
    }

    func file(_ spec: FontSpec) -> String { fonts.handle(for: spec).fileName }

    @Test("The folder is read in path order with names, weights, widths and slant from the font tables")
    func scan() throws {
        let folder = try #require(fonts.userFonts)
        #expect(folder.faces.map(\.postScriptName) == ["NewYorkSmall-Regular", "SFMono-Regular", "SFProRounded-Regular",
                                                        "SFProText-Bold", "SFProText-CondensedRegular", "SFProText-Regular"])
        let bold = try #require(folder.faces.first { $0.postScriptName == "SFProText-Bold" })
        #expect(bold.familyNames == ["SF Pro Text", "SF Pro Text Bold"])
        #expect(bold.weight == 700 && bold.widthClass == 5 && !bold.italic)
        #expect(folder.faces.first { $0.postScriptName == "SFProText-CondensedRegular" }?.widthClass == 3)
    }

    @Test("System fonts draw with the folder's SF families by weight, design, width and size")
    func systemFamilies() {
        #expect(file(FontSpec(size: 17)) == "StandIn-SFProText-Regular.ttf")
        #expect(file(FontSpec(size: 17, weight: .bold)) == "StandIn-SFProText-Bold.ttf")
        #expect(file(FontSpec(size: 17, weight: .semibold)) == "StandIn-SFProText-Bold.ttf")   // nearest: 700 over 400
        #expect(file(FontSpec(size: 34)) == "StandIn-SFProText-Regular.ttf")                   // no SF Pro Display: Text
        #expect(file(FontSpec(size: 17, design: .rounded)) == "StandIn-SFProRounded-Regular.ttf")
        #expect(file(FontSpec(size: 17, design: .monospaced)) == "StandIn-SFMono-Regular.ttf")
        #expect(file(FontSpec(size: 17, design: .serif)) == "StandIn-NewYorkSmall-Regular.ttf")
        var condensed = FontSpec(size: 17)
        condensed.width = -0.2
        #expect(file(condensed) == "StandIn-SFProText-CondensedRegular.ttf")
    }

    @Test("A user face keeps its own metrics and gets no tracking correction")
    func ownMetricsNoTracking() {
        let m = engine.fontMetrics(for: FontSpec(size: 17))
        #expect(close(m.ascender, 17 * 1901 / 2048) && close(m.descender, -17 * 483 / 2048.0))
        let l = engine.layout("Hello", font: FontSpec(size: 17), options: TextOptions(), maxWidth: nil, maxHeight: nil)
        #expect(l.glyphs.count == 5)
        for (a, b) in zip(l.glyphs, l.glyphs.dropFirst()) { #expect(close(b.x - a.x, a.advance, tolerance: 1e-9)) }
    }

    @Test("Font.custom resolves a PostScript name, then a family name; an unknown name resolves nothing")
    func customNames() {
        var mono = FontSpec(size: 13)
        mono.family = "sfmono-regular"
        #expect(file(mono) == "StandIn-SFMono-Regular.ttf")
        #expect(fonts.resolvesCustomFont(mono) == true)
        var family = FontSpec(size: 13, weight: .bold)
        family.family = "SF Pro Text"
        #expect(file(family) == "StandIn-SFProText-Bold.ttf")
        var unknown = FontSpec(size: 13)
        unknown.family = "Helvetica Neue"
        #expect(fonts.resolvesCustomFont(unknown) == false)
        #expect(file(unknown) == "StandIn-SFProText-Regular.ttf")   // the system font, here the folder's SF Pro
        #expect(FontLibrary.shared.resolvesCustomFont(unknown) == false)
        #expect(FontLibrary.shared.resolvesCustomFont(FontSpec(size: 13)) == nil)
    }

    @Test("Without SF families in the folder, the bundled faces draw as before")
    func bundledWithoutFolder() {
        #expect(FontLibrary.shared.handle(for: FontSpec(size: 17)).fileName == "Inter-Regular.otf")
        #expect(FontLibrary.shared.handle(for: FontSpec(size: 17, design: .rounded)).fileName == "Inter-Regular.otf")
    }

    @Test("One engine per user folder, and the same folder resolves the same faces")
    func deterministic() {
        #expect(TextEngine.shared(userFonts: userFontsFolder) === TextEngine.shared(userFonts: userFontsFolder))
        #expect(TextEngine.shared(userFonts: nil) === TextEngine.shared)
        let again = UserFontFolder(url: userFontsFolder)
        #expect(again.faces == fonts.userFonts?.faces)
    }
}
