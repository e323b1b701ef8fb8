import Foundation
import Testing
import WidgetRender

private struct ToggleTask: AppIntent {
    var id = ""
    init() {}
    init(id: String) { self.id = id }
}

/// A triangle written against CoreGraphics' types, as SwiftUI code writes custom shapes.
private struct CGTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// Button(intent:), Toggle(intent:), button styles, and the SwiftUI spellings real widget
/// files use around them (gestures, hidden, template images, Gradient fills, CG shapes).
@Suite("Interactive widgets and SwiftUI spellings")
struct InteractiveWidgetTests {
    let rect = Rect(x: 0, y: 0, width: 300, height: 200)

    func render<V: View>(_ view: V, family: WidgetFamily = .systemMedium) throws -> RenderedWidget {
        try WidgetRenderer.render(view, options: RenderOptions(family: family))
    }

    @Test("A Button(intent:) is a tappable region that runs the intent, in a small widget too, even under a widgetURL")
    func buttonRegion() throws {
        let view = VStack {
            Button(intent: ToggleTask(id: "1")) { Text("Done").frame(width: 80, height: 50) }
        }.widgetURL(URL(string: "app://open")!)
        for family in [WidgetFamily.systemSmall, .systemMedium] {
            let map = try render(view, family: family).linkMap
            let region = try #require(map.regions.first)
            #expect(region.intent == "ToggleTask")
            #expect(region.url.absoluteString == "intent:ToggleTask")
            #expect(region.isActive)
            #expect(region.bounds.size == Size(width: 80, height: 50))
            #expect(map.target(at: Point(x: region.bounds.midX, y: region.bounds.midY)) == .intent("ToggleTask", region: 0))
            #expect(map.target(at: Point(x: 20, y: region.bounds.midY)).url?.absoluteString == "app://open")
            #expect(map.document.regions.first?.intent == "ToggleTask")
        }
    }

    @Test("A Button with an action closure draws, takes no taps and is reported")
    func closureButton() throws {
        let w = try render(Button(action: {}) { Text("Tap") })
        #expect(w.linkMap.regions.isEmpty)
        #expect(w.diagnostics.contains { $0.code == .buttonWithoutIntent })
    }

    @Test("Button styles: automatic tints the label with the accent colour, plain keeps it, bordered pads 12 by 7 over a 15 % tint, prominent fills it")
    func buttonStyles() throws {
        func face(_ style: some PrimitiveButtonStyle) throws -> (glyphs: [GlyphRun], fills: [DisplayItem], frame: Rect) {
            let layout = try WidgetLayout(Button(intent: ToggleTask()) { Text("Go") }.buttonStyle(style).id("b"), in: rect)
            let items = layout.draw(bounds: rect).items
            let glyphs = items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g } else { return nil } }
            let fills = items.filter { if case .fill = $0 { return true } else { return false } }
            return (glyphs, fills, try #require(layout.frame(of: "b")))
        }
        let blue = Paint.color(RGBA(hex: 0x0088FF))
        let automatic = try face(DefaultButtonStyle()), plain = try face(PlainButtonStyle())
        let bordered = try face(BorderedButtonStyle()), prominent = try face(BorderedProminentButtonStyle())
        #expect(automatic.glyphs.allSatisfy { $0.paint == blue })
        #expect(plain.glyphs.allSatisfy { $0.paint == .color(.black) })
        #expect(automatic.fills.isEmpty && plain.fills.isEmpty)
        #expect(abs(bordered.frame.width - (plain.frame.width + 24)) < 0.01)
        #expect(abs(bordered.frame.height - (plain.frame.height + 14)) < 0.01)
        #expect(bordered.glyphs.allSatisfy { $0.paint == blue })
        #expect(bordered.fills.count == 1 && prominent.fills.count == 1)
        #expect(prominent.glyphs.allSatisfy { $0.paint == .color(.white) })
    }

    @Test("Toggle(intent:) draws a 51x31 switch, green when on, and the whole row is the intent's region")
    func toggle() throws {
        let drawn = try WidgetLayout(Toggle("Lights", isOn: true, intent: ToggleTask()).frame(width: 200).id("t"), in: rect).draw(bounds: rect)
        let items = drawn.items
        let fills = items.compactMap { item -> Paint? in if case .fill(_, let p) = item { return p } else { return nil } }
        #expect(fills.contains(.color(RGBA(hex: 0x34C759))))
        #expect(drawn.links.first?.intent == "ToggleTask")
        #expect(drawn.links.first?.frame.width == 200)
        #expect(drawn.links.first?.frame.height == 31)
        let off = try WidgetLayout(Toggle("Lights", isOn: false, intent: ToggleTask()), in: rect).draw(bounds: rect).items
        #expect(!off.contains { if case .fill(_, .color(RGBA(hex: 0x34C759))) = $0 { return true } else { return false } })
    }

    @Test("A Toggle's track takes the .tint when on; .labelsHidden() leaves the switch alone, 49 x 31 pt as on iOS 18.6")
    func toggleTintAndHiddenLabel() throws {
        let drawn = try WidgetLayout(Toggle("Lights", isOn: true, intent: ToggleTask()).labelsHidden().tint(.red).id("t"), in: rect)
        let fills = drawn.draw(bounds: rect).items.compactMap { item -> Paint? in if case .fill(_, let p) = item { return p } else { return nil } }
        #expect(fills.contains(.color(RGBA(hex: 0xFF383C))), "iOS 26 red")
        #expect(!fills.contains(.color(RGBA(hex: 0x34C759))))
        // iOS 18.6 lays a label-less switch out 49 pt wide; its 51 pt track overflows (GoodSwiftUI's references).
        #expect(try #require(drawn.frame(of: "t")).size == Size(width: 49, height: 31))
    }

    @Test("A disabled Button(intent:) or Toggle(intent:) draws but is no tappable region; disabled(false) inside does not enable it")
    func disabledControls() throws {
        let view = VStack {
            Button(intent: ToggleTask(id: "1")) { Text("Done") }
            Toggle("Lights", isOn: true, intent: ToggleTask()).disabled(false)
        }.disabled(true)
        let w = try render(view)
        #expect(w.linkMap.regions.isEmpty)
        #expect(try render(Button(intent: ToggleTask(id: "1")) { Text("Done") }.disabled(false)).linkMap.regions.count == 1)
    }

    @Test("A Toggle bound to a Binding shows its value, takes no taps and is reported")
    func bindingToggle() throws {
        let w = try render(Toggle("Lights", isOn: .constant(true)))
        #expect(w.linkMap.regions.isEmpty)
        #expect(w.diagnostics.contains { $0.code == .buttonWithoutIntent && $0.message.contains("Toggle with a binding") })
        let items = try WidgetLayout(Toggle("Lights", isOn: .constant(true)), in: rect).draw(bounds: rect).items
        #expect(items.contains { if case .fill(_, .color(RGBA(hex: 0x34C759))) = $0 { return true } else { return false } })
    }

    struct SwitchInside: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Toggle(isOn: configuration.$isOn) { configuration.label }.labelsHidden().id("inner")
            }
        }
    }
    struct PaddedButton: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(action: {}) { configuration.label }.padding(10).id("inner")
        }
    }

    @Test("A control made inside a custom style's body draws in the next style out, as in SwiftUI (no recursion)")
    func nestedStyles() throws {
        let toggle = try WidgetLayout(Toggle("Lights", isOn: true, intent: ToggleTask()).toggleStyle(SwitchInside()), in: rect)
        #expect(try #require(toggle.frame(of: "inner")).size == Size(width: 49, height: 31))
        let outer = try WidgetLayout(Button(intent: ToggleTask()) { Text("Go") }.buttonStyle(PaddedButton()).buttonStyle(.bordered), in: rect)
        let inner = try #require(outer.frame(of: "inner"))
        let plain = try #require(try WidgetLayout(Text("Go").id("g"), in: rect).frame(of: "g"))
        #expect(abs(inner.width - (plain.width + 24 + 20)) < 0.01, "bordered (12 pt each side) inside the 10 pt padding")
    }

    @Test("CircularProgressViewStyle(tint:) and LinearProgressViewStyle(tint:) paint the value in the tint")
    func progressTint() throws {
        for style in [AnyProgressStyle.circular, .linear] {
            let view = style == .circular ? AnyView(ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .purple)))
                                          : AnyView(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .purple)))
            let items = try WidgetLayout(view.frame(width: 100, height: 100), in: rect).draw(bounds: rect).items
            let paints = items.compactMap { item -> Paint? in
                switch item { case .fill(_, let p), .stroke(_, let p, _): return p; default: return nil }
            }
            #expect(paints.contains(.color(RGBA(hex: 0xCB30E0))), "\(style): iOS 26 purple")
        }
    }
    enum AnyProgressStyle { case circular, linear }

    @Test("Gestures compile and do nothing, reported as gestureIgnored; hidden() keeps the frame and draws nothing")
    func gesturesAndHidden() throws {
        let layout = try WidgetLayout(VStack(spacing: 0) {
            Text("A").hidden().id("h")
            Text("B").onTapGesture {}.id("b")
        }, in: rect)
        #expect(layout.diagnostics.contains { $0.code == .gestureIgnored })
        let h = try #require(layout.frame(of: "h")), b = try #require(layout.frame(of: "b"))
        #expect(h.height > 0 && b.minY == h.maxY)
        let glyphs = layout.draw(bounds: rect).items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g } else { return nil } }
        #expect(glyphs.count == 1)
    }

    @Test("A Gradient as a fill runs top to bottom; a CGRect shape lands in its frame")
    func gradientAndCGShape() throws {
        let g = try ViewRender.bitmap(CGTriangle().fill(Gradient(colors: [.red, .blue])).frame(width: 60, height: 60),
                                      size: Size(width: 60, height: 60), scale: 1)
        let top = ViewRender.rgba(g, 30, 12), bottom = ViewRender.rgba(g, 30, 57)
        #expect(top.r > 200 && top.r > bottom.r + 150)
        #expect(bottom.b > 200 && bottom.b > top.b + 100)
        #expect(ViewRender.rgba(g, 2, 3).r == 255 && ViewRender.rgba(g, 2, 3).g == 255)   // outside the triangle: the white canvas
    }

    @Test("renderingMode(.template) fills an image's alpha with the foreground style")
    func templateImage() throws {
        // Opaque green left half, transparent right half.
        let pixels = try #require(Bitmap(width: 4, height: 4, pixels: (0..<16).map { $0 % 4 < 2 ? 0xFF00_FF00 : 0 }))
        let view = Image(bitmap: pixels).renderingMode(.template).foregroundStyle(Color.red)
        let b = try ViewRender.bitmap(view, size: Size(width: 4, height: 4), scale: 1)
        let left = ViewRender.rgba(b, 0, 1)
        #expect(left.r == 255 && left.g == 56 && left.b == 60)   // systemRed (iOS 26: FF383C), not green
        #expect(ViewRender.rgba(b, 3, 1).g == 255 && ViewRender.rgba(b, 3, 1).r == 255)   // transparent half: white canvas
    }
}
