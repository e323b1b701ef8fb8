import Foundation
import Testing
import WidgetRender

/// SVG through librsvg: a user's exported symbols (`symbolsFolder`, `WIDGETRENDER_SYMBOLS`)
/// and `Image("….svg")`. The fixtures are drawn for these tests (`SVGFixtures/README.md`).
@Suite("SVG symbols and images")
struct SVGRenderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SVGFixtures", isDirectory: true)

    func render<V: View>(_ view: V) throws -> RenderedWidget {
        try WidgetRenderer.render(view, options: RenderOptions(family: .systemMedium, contentMargins: nil, cornerRadius: nil))
    }
    func rgba(_ w: RenderedWidget, _ x: Double, _ y: Double) -> [Int] {
        guard let c = w.bitmap.color(atX: Int(x * 3), y: Int(y * 3)) else { return [] }
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }
    func vectors(_ w: RenderedWidget) -> [VectorDraw] {
        w.displayList.items.compactMap { if case .vector(let v) = $0 { return v }; return nil }
    }

    @Test("A symbol in the symbols folder is drawn from its SVG, tinted with the foreground style, at the symbol's size")
    func userSymbol() throws {
        let w = try render(Image(systemName: "star.circle.fill").font(.system(size: 60))
            .foregroundColor(Color(hex: "#FF0000")).symbolsFolder(Self.fixtures))
        let v = try #require(vectors(w).first)
        #expect(v.tint == .color(RGBA(hex: 0xFF0000)) && v.layer == nil)
        #expect(abs(v.rect.width - 69) < 0.001 && abs(v.rect.height - 69) < 0.001)  // 1.6 × 43.125 pt cap height
        #expect(rgba(w, v.rect.midX, v.rect.midY) == [255, 0, 0, 255])
        #expect(rgba(w, v.rect.minX - 2, v.rect.midY) == [255, 255, 255, 255])
        #expect(!w.displayList.items.contains { if case .glyphs = $0 { return true }; return false })
    }

    @Test("An SF Symbols template export draws only its Regular-M glyph, scaled to the symbol's height")
    func templateExport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("template-symbol.svg"),
                                         to: folder.appendingPathComponent("pill.svg"))
        let w = try render(Image(systemName: "pill").font(.system(size: 60)).foregroundColor(.black).symbolsFolder(folder))
        let v = try #require(vectors(w).first)
        #expect(v.layer == "#Regular-M")
        #expect(v.box == Rect(x: 100, y: 60, width: 40, height: 20))
        #expect(abs(v.rect.height - 69) < 0.001 && abs(v.rect.width - 138) < 0.001)   // the layer's 2:1 ink box
        #expect(rgba(w, v.rect.midX, v.rect.midY) == [0, 0, 0, 255])
    }

    @Test("A corrupt SVG in the symbols folder is a warning and the bundled icon is drawn")
    func corruptUserSymbol() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("corrupt.svg"),
                                         to: folder.appendingPathComponent("heart.fill.svg"))
        let w = try render(Image(systemName: "heart.fill").symbolsFolder(folder))
        #expect(w.diagnostics.contains { $0.code == .invalidSVG && $0.severity == .warning })
        #expect(vectors(w).isEmpty)
        #expect(w.displayList.items.contains { if case .glyphs = $0 { return true }; return false })
    }

    @Test("Image(\"logo.svg\") keeps its size in points and its own colors")
    func svgImageFile() throws {
        let path = Self.fixtures.appendingPathComponent("logo.svg").path
        let w = try render(Image(path))
        let v = try #require(vectors(w).first)
        #expect(v.tint == nil && v.rect.width == 40 && v.rect.height == 20)
        #expect(rgba(w, v.rect.minX + 10, v.rect.midY) == [0, 255, 0, 255])
        #expect(rgba(w, v.rect.maxX - 10, v.rect.midY) == [255, 0, 255, 255])
        let resized = try render(Image(path).resizable().frame(width: 80, height: 40))
        let r = try #require(vectors(resized).first)
        #expect(r.rect.width == 80 && r.rect.height == 40)
    }

    @Test("A corrupt or missing .svg image is an imageUnavailable error, takes no space and never traps")
    func corruptImageFile() throws {
        for name in ["corrupt.svg", "missing.svg"] {
            let l = try WidgetLayout(HStack(spacing: 0) { Image(Self.fixtures.appendingPathComponent(name).path).id("i"); Text("x") },
                                     in: Rect(x: 0, y: 0, width: 200, height: 100))
            #expect(l.frame(of: "i")?.size == .zero)
            #expect(l.diagnostics.contains { $0.code == .imageUnavailable && $0.severity == .error })
        }
    }

    @Test("Hostile SVGs (garbage bytes, a billion-point canvas, an external reference) neither trap nor load files",
          arguments: ["garbage", "huge", "external"])
    func hostile(_ kind: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("x.svg")
        let text: String
        switch kind {
        case "garbage": text = String(repeating: "\u{1}<<svg&&", count: 200)
        case "huge": text = #"<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="1e9"><rect width="1e9" height="1e9" fill="red"/></svg>"#
        default: text = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20"><image width="20" height="20" xlink:href="file:///etc/passwd"/></svg>"#
        }
        try Data(text.utf8).write(to: file)
        let w = try render(Image(file.path).resizable().frame(width: 40, height: 40))
        #expect(w.pixelWidth == 1014)
        if kind == "garbage" { #expect(w.diagnostics.contains { $0.code == .imageUnavailable }) }
        if kind == "huge" { #expect(rgba(w, 169, 79) == [255, 0, 0, 255]) }   // drawn, scaled into its 40 pt frame
    }
}

