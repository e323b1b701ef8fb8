import Foundation
import Testing
import WidgetRender

/// The surfaces through the one render path (`WidgetRenderer`, `RenderOptions`, `RenderMatrix`):
/// what `widget-render render` and the snapshot library draw.
@Suite("Surfaces through the facade")
struct FacadeSurfaceTests {
    static var view: some View {
        VStack(alignment: .leading) {
            Text("Rain").font(.headline).widgetAccentable()
            Text("12°").font(.title)
        }
    }

    func glyphPaints(_ w: ComposedWidget) -> [Paint] {
        w.displayList.items.compactMap { item -> Paint? in if case .glyphs(let g) = item { return g.paint } else { return nil } }
    }

    @Test("Tinted: the default fill becomes the tint's dark plate, the accent group takes the tint, the rest its lighter shade")
    func tinted() throws {
        let tint = RGBA(hex: 0x4FC3F7)
        let w = try WidgetRenderer.compose(Self.view, options: RenderOptions(family: .systemSmall, appearance: .tinted(tint)))
        guard case .fill(_, .color(let plate)) = w.displayList.items.first(where: { if case .fill = $0 { return true } else { return false } }) else {
            Issue.record("no background fill"); return
        }
        #expect(plate == WidgetAppearance.tinted(tint).background)
        #expect(glyphPaints(w) == [.color(WidgetAppearance.tinted(tint).accent), .color(WidgetAppearance.tinted(tint).primary)])
        #expect(!w.displayList.items.contains { if case .pushGroup = $0 { return true } else { return false } })
    }

    @Test("Full colour keeps the display list as declared: the white fill, black text, no group markers")
    func fullColour() throws {
        let w = try WidgetRenderer.compose(Self.view, options: RenderOptions(family: .systemSmall))
        #expect(glyphPaints(w) == [.color(.black), .color(.black)])
        #expect(w.canvas.appearance == .fullColor)
    }

    @Test("Lock Screen families: vibrant by default, no fill, no corner mask, no margins; the text is white with its luminance as alpha")
    func lockScreen() throws {
        let w = try WidgetRenderer.render(Text("9:41"), options: RenderOptions(family: .accessoryRectangular, colorScheme: .dark))
        #expect(w.canvas.appearance == .vibrant)
        #expect(w.canvas.cornerRadius == nil && w.canvas.contentMargins == nil)
        #expect(!w.displayList.items.contains { if case .fill = $0 { return true } else { return false } })
        #expect(w.bitmap.pixel(atX: 0, y: 0) == 0)   // transparent: the Lock Screen shows through
        // Dark scheme text is white: luminance 1, so opaque white.
        #expect(glyphPaints(w.composed).allSatisfy { $0 == .color(.white) })
    }

    @Test("Dynamic Type, layout direction and redaction come from the options")
    func environment() throws {
        let o = RenderOptions(family: .systemSmall, locale: Locale(identifier: "ar"), dynamicTypeSize: .accessibility3,
                              redactionReasons: .placeholder)
        let env = o.environmentValues
        #expect(env.dynamicTypeSize == .accessibility3)
        #expect(env.layoutDirection == .rightToLeft)
        #expect(env.redactionReasons == .placeholder)
        #expect(RenderOptions(locale: Locale(identifier: "ar"), layoutDirection: .leftToRight).environmentValues.layoutDirection == .leftToRight)
        // Body text at AX3 is 40 pt (HIG, "Typography": Dynamic Type sizes, iOS).
        let unredacted = RenderOptions(dynamicTypeSize: .accessibility3).environmentValues
        let layout = try WidgetLayout(Text("A").font(.body).id("t"), in: Rect(x: 0, y: 0, width: 300, height: 300), environment: unredacted)
        let run = layout.draw(bounds: Rect(x: 0, y: 0, width: 300, height: 300)).items.compactMap { item -> GlyphRun? in
            if case .glyphs(let g) = item { return g } else { return nil }
        }.first
        #expect(run?.size == 40)
    }

    @Test("The matrix names every axis it has: weather-small-dark-tinted-ax3-ar; one value per axis names none")
    func matrixNames() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates/weather")
        let bound = try BoundTemplate(try WidgetTemplate.load(from: url))
        let matrix = RenderMatrix(families: [.systemSmall], colorSchemes: [.dark], appearances: [.tinted(WidgetAppearance.defaultTint)],
                                  dynamicTypeSizes: [.accessibility3], locales: [Locale(identifier: "ar")], firstEntryOnly: true)
        let jobs = try WidgetRenderer.plan(bound, matrix: matrix)
        #expect(jobs.map { $0.cell.fileStem("weather") } == ["weather-small-dark-tinted-ax3-ar"])
        #expect(jobs.first?.options.environmentValues.layoutDirection == .rightToLeft)
        let plain = try WidgetRenderer.plan(bound, matrix: RenderMatrix(families: [.systemSmall], colorSchemes: [.light], firstEntryOnly: true))
        #expect(plain.map { $0.cell.fileStem("weather") } == ["weather-small-light"])
        let all = try WidgetRenderer.plan(bound, matrix: RenderMatrix(families: [.systemSmall], colorSchemes: [.light],
                                                                      appearances: RenderMatrix.allAppearances(), firstEntryOnly: true))
        #expect(all.map { $0.cell.fileStem("weather") } == ["weather-small-light-full-color", "weather-small-light-tinted", "weather-small-light-clear"])
    }

    @Test("One call renders seed 002's bundle: 2 widgets × 3 families × (placeholder, snapshot, 5 entries), the placeholder redacted")
    func seed002Bundle() async throws {
        let frames = try await WidgetRenderer.render(bundle: Widgets(), options: RenderOptions(now: askedAt))
        #expect(frames.count == 42)
        #expect(Set(frames.map(\.descriptor.kind)) == ["Widget_Extension", "Extension_Two"])
        #expect(frames.filter { $0.phase == "entry-4" }.allSatisfy { $0.date == askedAt.addingTimeInterval(4 * 3600) })
        let placeholder = try #require(frames.first { $0.phase == "placeholder" && $0.family == .systemSmall })
        let entry = try #require(frames.first { $0.phase == "entry-0" && $0.family == .systemSmall && $0.descriptor.kind == placeholder.descriptor.kind })
        // Redacted: the placeholder draws bars, not glyphs; the entry draws its time.
        #expect(!placeholder.widget.displayList.items.contains { if case .glyphs = $0 { return true } else { return false } })
        #expect(entry.widget.displayList.items.contains { if case .glyphs = $0 { return true } else { return false } })
        #expect(Set(frames.map(\.fileStem)).count == 42)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetrender-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try WidgetRenderer.write(frames, into: folder)
        #expect(report.widgets.map(\.displayName) == ["My Widget", "My Widget Extension_Two"])
        #expect(report.images.count == 42)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bundle.json"))) as? [String: Any])
        #expect((json["widgets"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } == ["Widget_Extension", "Extension_Two"])
        // Named as every set names its files: entries after the first by number, the other phases by name.
        for name in ["Widget_Extension-small-light-4", "Widget_Extension-small-light", "Widget_Extension-small-light-placeholder",
                     "Extension_Two-medium-light-snapshot"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".png").path), "\(name).png")
        }
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.first?["family"] as? String == "systemSmall" && images.first?["source"] as? String == "Widget_Extension")
        #expect(images.first?["phase"] as? String == "placeholder" && images.first?["renderingMode"] as? String == "full-color")
        await #expect(throws: WidgetTimelineError.self) {
            _ = try await WidgetRenderer.render(Widget_Extension(), matrix: RenderMatrix(families: [.accessoryCircular]))
        }
    }
}

/// The lints run where the render runs: `render --json`, the gallery and snapshot text list them.
@Suite("Surface lints through the facade")
struct FacadeLintTests {
    @Test("Tinted: text on a full-bleed photo that turns into a solid tint block is reported as low contrast; full colour is not linted")
    func contrastInTintedMode() throws {
        let view = ZStack {
            Color(red: 0.2, green: 0.3, blue: 0.8)   // a full-bleed backdrop drawn as content: painted solid in accented mode
            Text("Anniversary").font(.headline).foregroundStyle(Color.white)
        }
        let tinted = try WidgetRenderer.render(view, options: RenderOptions(family: .systemSmall, appearance: .tinted(WidgetAppearance.defaultTint)))
        #expect(tinted.diagnostics.contains { $0.code == .lowContrast })
        let full = try WidgetRenderer.render(view, options: RenderOptions(family: .systemSmall))
        #expect(!full.diagnostics.contains { $0.code == .lowContrast })
    }

    @Test("Lock Screen: two colours of one luminance are reported as flattened; the inline family reports the shape it drops")
    func lockScreenLints() throws {
        let flat = try WidgetRenderer.render(HStack { Circle().fill(Color(red: 1, green: 0, blue: 0)); Circle().fill(Color(red: 0, green: 0.3, blue: 0)) },
                                             options: RenderOptions(family: .accessoryCircular))
        #expect(flat.diagnostics.contains { $0.code == .vibrantFlattensColor })
        let inline = try WidgetRenderer.render(HStack { Rectangle().frame(width: 10); Text("Rain at 4") },
                                               options: RenderOptions(family: .accessoryInline))
        #expect(inline.diagnostics.contains { $0.code == .inlineContentIgnored })
        let plain = try WidgetRenderer.render(Text("Rain at 4"), options: RenderOptions(family: .accessoryInline))
        #expect(!plain.diagnostics.contains { $0.code == .inlineContentIgnored || $0.code == .vibrantFlattensColor })
    }

    @Test("checksDynamicType reports text that fits at the default size and is cut off at a larger one")
    func dynamicType() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Up").font(.headline).lineLimit(1)
            Text("Dentist at three").font(.body).lineLimit(1)
        }
        var options = RenderOptions(family: .systemSmall)
        #expect(!(try WidgetRenderer.compose(view, options: options)).diagnostics.contains { $0.code == .contentClippedAtDynamicTypeSize })
        options.checksDynamicType = true
        let d = try WidgetRenderer.compose(view, options: options).diagnostics.filter { $0.code == .contentClippedAtDynamicTypeSize }
        #expect(d.first?.message.contains("xLarge (xl)") == true)
    }
}
