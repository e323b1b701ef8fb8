import Foundation
import Testing
import WidgetRender

/// `RenderOptions.fontsFolder` (the CLI's `--fonts DIR`): the system font draws with the user's
/// SF Pro files, per render, without the environment variable. The folder holds open DejaVu faces
/// renamed to stand in for Apple's (Tests/WidgetTextTests/UserFonts).
@Suite("User font folder through the render path")
struct UserFontFolderRenderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WidgetTextTests/UserFonts")

    func fonts(_ options: RenderOptions) throws -> Set<String> {
        let w = try WidgetRenderer.compose(VStack { Text("Rain at four"); Text("12").font(.system(size: 30, design: .rounded)) },
                                           options: options)
        return Set(w.displayList.items.compactMap { item -> String? in if case .glyphs(let g) = item { return g.font.fileName } else { return nil } })
    }

    @Test("With a fonts folder, .system text draws with its SF faces; without, with the bundled faces; the same folder gives the same bytes")
    func folderPerRender() throws {
        let with = try fonts(RenderOptions(family: .systemSmall, fontsFolder: Self.folder))
        #expect(with == ["StandIn-SFProText-Regular.ttf", "StandIn-SFProRounded-Regular.ttf"])
        let without = try fonts(RenderOptions(family: .systemSmall))
        #expect(without.isDisjoint(with: with))
        let a = try WidgetRenderer.render(Text("Rain"), options: RenderOptions(family: .systemSmall, fontsFolder: Self.folder)).pngData()
        let b = try WidgetRenderer.render(Text("Rain"), options: RenderOptions(family: .systemSmall, fontsFolder: Self.folder)).pngData()
        #expect(a == b)
    }

    @Test("A folder that does not exist is a font error naming it, not a crash")
    func missingFolder() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/fonts")
        #expect(throws: RenderError.self) {
            _ = try WidgetRenderer.render(Text("Rain"), options: RenderOptions(fontsFolder: missing))
        }
    }
}
