import Foundation
import Testing
@testable import WidgetText

@Suite("Font library")
struct FontLibraryTests {
    let fonts = engine.fonts

    func file(_ weight: FontWeight, italic: Bool = false, size: Double = 17, design: FontDesign = .default) -> String {
        fonts.handle(for: FontSpec(size: size, weight: weight, italic: italic, design: design)).fileName
    }

    @Test("Weights map to the nearest bundled Inter file")
    func weights() {
        let expected: [FontWeight: String] = [
            .ultraLight: "Inter-Light.otf", .thin: "Inter-Light.otf", .light: "Inter-Light.otf",
            .regular: "Inter-Regular.otf", .medium: "Inter-Medium.otf", .semibold: "Inter-SemiBold.otf",
            .bold: "Inter-Bold.otf", .heavy: "Inter-ExtraBold.otf", .black: "Inter-Black.otf",
        ]
        for (weight, name) in expected { #expect(file(weight) == name, "\(weight)") }
    }

    @Test("Italics use italic files where bundled, else the upright face")
    func italics() {
        #expect(file(.regular, italic: true) == "Inter-Italic.otf")
        #expect(file(.medium, italic: true) == "Inter-MediumItalic.otf")
        #expect(file(.semibold, italic: true) == "Inter-SemiBoldItalic.otf")
        #expect(file(.bold, italic: true) == "Inter-BoldItalic.otf")
        #expect(file(.light, italic: true) == "Inter-Light.otf")
        #expect(file(.black, italic: true) == "Inter-Black.otf")
        #expect(file(.bold, italic: true, size: 34) == "Inter-BoldItalic.otf")
    }

    @Test("Upright text draws with InterDisplay where that weight exists once SF Pro is half Display (21.81 pt)")
    func displayOpticalSize() {
        // optical-sizes.json: Display share 0.0909 at 19 pt, 0.8182 at 24 pt (SF Pro's opsz axis and avar); one half at 21.81 pt.
        #expect(abs(fonts.opticalSizes.displaySwitch - (19 + (0.5 - 0.0909) / (0.8182 - 0.0909) * 5)) < 0.001)
        #expect(file(.regular, size: 21.8) == "Inter-Regular.otf")
        #expect(file(.regular, size: 21.9) == "InterDisplay-Regular.otf")
        #expect(file(.regular, italic: true, size: 21.9) == "Inter-Italic.otf")
        #expect(file(.semibold, size: 28) == "InterDisplay-SemiBold.otf")
        #expect(file(.bold, size: 34) == "InterDisplay-Bold.otf")
        #expect(file(.medium, size: 34) == "Inter-Medium.otf")
        #expect(file(.heavy, size: 34) == "Inter-ExtraBold.otf")
    }

    @Test("Serif draws with Noto Serif, monospaced with Noto Sans Mono (Regular or Bold, italics for serif); rounded with Inter")
    func designs() {
        #expect(file(.regular, design: .default) == "Inter-Regular.otf")
        #expect(file(.regular, design: .rounded) == "Inter-Regular.otf")
        #expect(file(.regular, design: .serif) == "NotoSerif-Regular.ttf")
        #expect(file(.semibold, design: .serif) == "NotoSerif-Bold.ttf")
        #expect(file(.bold, italic: true, design: .serif) == "NotoSerif-BoldItalic.ttf")
        #expect(file(.medium, design: .monospaced) == "NotoSansMono-Regular.ttf")
        #expect(file(.heavy, italic: true, design: .monospaced) == "NotoSansMono-Bold.ttf")
        // They take the system font's line box and no tracking.
        #expect(fonts.metrics(for: FontSpec(size: 17, design: .serif)).lineHeight == fonts.metrics(for: FontSpec(size: 17)).lineHeight)
        #expect(FontMatching.wantsTabularFigures(FontSpec(size: 17, design: .monospaced)))
        #expect(!FontMatching.wantsTabularFigures(FontSpec(size: 17, design: .rounded)))
    }

    @Test("Missing weights fall back to the nearest bundled weight, heavier on a tie")
    func candidateOrder() {
        let c = FontMatching.candidates(for: .init(style: "Medium", italic: true, display: false))
        #expect(Array(c.prefix(4)) == ["Inter-MediumItalic.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Regular.otf"])
        #expect(c.last == "Inter-Black.otf")
    }

    @Test("A missing folder is a thrown error naming it and the fix")
    func missingFolder() {
        let url = URL(fileURLWithPath: "/nonexistent/WidgetRender/Fonts")
        #expect(throws: FontLibraryError.folderNotFound(url)) { try FontLibrary(directory: url) }
        let message = FontLibraryError.folderNotFound(url).description
        #expect(message.contains("/nonexistent/WidgetRender/Fonts") && message.contains("WIDGETRENDER_FONTS"))
    }

    @Test("An empty folder, or Fonts/Inter itself, is a thrown error with a hint")
    func emptyFolder() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("wr-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(throws: FontLibraryError.noFonts(tmp)) { try FontLibrary(directory: tmp) }
        let inter = repoFonts.appendingPathComponent("Inter")
        #expect(throws: FontLibraryError.noFonts(inter)) { try FontLibrary(directory: inter) }
        #expect(FontLibraryError.noFonts(inter).description.contains("pass its parent"))
    }

    @Test("The default folder: WIDGETRENDER_FONTS wins, else the repository's Fonts/")
    func defaultFolder() throws {
        let custom = FontDirectory.resolveDefault(environment: ["WIDGETRENDER_FONTS": "/opt/fonts"])
        #expect(try custom.get().path == "/opt/fonts")
        let repo = try FontDirectory.resolveDefault(environment: [:]).get()
        #expect(repo.standardizedFileURL.path == repoFonts.standardizedFileURL.path)
        #expect(FontLibrary.shared.loadError == nil)
        #expect(throws: Never.self) { try FontLibrary.shared.validate() }
    }

    @Test("An installed executable (PREFIX/bin) uses PREFIX/share/widget-render/Fonts before the checkout it was built from")
    func installedLayoutComesFirst() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("widgetrender-install-\(UUID().uuidString)")
        let fonts = prefix.appendingPathComponent("share/widget-render/Fonts/Inter")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repoFonts.appendingPathComponent("Inter/Inter-Regular.otf"),
                                        to: fonts.appendingPathComponent("Inter-Regular.otf"))
        defer { try? FileManager.default.removeItem(at: prefix) }
        let installed = try FontDirectory.resolveDefault(environment: [:], executable: prefix.appendingPathComponent("bin/widget-render")).get()
        #expect(installed.standardizedFileURL.path == prefix.appendingPathComponent("share/widget-render/Fonts").standardizedFileURL.path)
        // A build folder (`.build/release/widget-render`) has no share/ beside it: the checkout's fonts.
        let built = try FontDirectory.resolveDefault(environment: [:], executable: prefix.appendingPathComponent("elsewhere/release/widget-render")).get()
        #expect(built.standardizedFileURL.path == repoFonts.standardizedFileURL.path)
    }

    @Test("Libraries share faces: each font file is parsed once per process")
    func facesAreShared() throws {
        let other = try FontLibrary(directory: repoFonts)
        #expect(other.face(for: body17) === fonts.face(for: body17))
        #expect(zip(other.faces(for: body17), fonts.faces(for: body17)).allSatisfy { $0 === $1 })
    }

    @Test("The fallback chain: Inter, then Arabic, Hebrew, CJK and emoji; bold text gets the bold fallbacks")
    func fallbackChain() {
        #expect(fonts.handles(for: body17).map(\.fileName) == [
            "Inter-Regular.otf", "NotoSansArabicUI-Regular.ttf", "NotoSansHebrew-Regular.ttf",
            "NotoSansCJKsc-Regular-subset.otf", "NotoColorEmoji-RGI.ttf",
        ])
        #expect(fonts.handles(for: FontSpec(size: 17, weight: .semibold)).map(\.fileName)[3] == "NotoSansCJKsc-Bold-subset.otf")
        #expect(fonts.handles(for: FontSpec(size: 17, weight: .medium)).map(\.fileName)[3] == "NotoSansCJKsc-Regular-subset.otf")
        #expect(fonts.unavailableFallbacks.isEmpty)
    }

    @Test("Without fonts, layout degrades to nominal metrics and no glyphs instead of crashing")
    func unusableLibrary() {
        let url = URL(fileURLWithPath: "/nonexistent")
        let broken = TextEngine(fonts: FontLibrary(unusable: url, error: .folderNotFound(url)))
        #expect(throws: FontLibraryError.folderNotFound(url)) { try broken.fonts.validate() }
        let l = broken.layout("Hello", font: body17, options: TextOptions(), maxWidth: nil, maxHeight: nil)
        #expect(l.glyphs.isEmpty)
        #expect(close(l.size.width, 5 * 8.5))
        #expect(close(l.size.height, Line17.lineHeight))
    }
}
