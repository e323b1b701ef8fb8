import Testing
import WidgetUI

/// `Label`: icon and title in a row with the default spacing, the icon centred on the title's
/// first line; `.labelStyle` shows one part or both.
@Suite("Label layout")
struct LabelLayoutTests {
    let canvas = Rect(x: 0, y: 0, width: 300, height: 300)
    func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.001) -> Bool { abs(a - b) <= tolerance }

    /// Where a symbol icon's centre sits below the title's top: half a cap height above the
    /// title's first baseline (the body font at @3x).
    static let symbolCentre: Double = {
        var options = TextOptions()
        options.pixelScale = 3
        let baseline = TextEngine.shared.layout("Rain", font: FontSpec(size: 17), options: options, maxWidth: nil, maxHeight: nil).firstBaseline
        // Symbols are centred on SF Pro's cap midline (70.459 / 2 template units at 100 pt), not
        // the bundled face's: where iOS puts them (``SymbolBoxes``).
        return baseline - 35.2295 * 0.17
    }()

    /// Where any other icon's centre sits: the line box's midline, (ascender + descender) / 2
    /// above the first baseline.
    static let lineMidline: Double = {
        var options = TextOptions()
        options.pixelScale = 3
        let baseline = TextEngine.shared.layout("Two", font: FontSpec(size: 17), options: options, maxWidth: nil, maxHeight: nil).firstBaseline
        let m = TextEngine.shared.fontMetrics(for: FontSpec(size: 17))
        return baseline - (m.ascender + m.descender) / 2
    }()

    func parts(_ label: some View) throws -> (icon: Rect, title: Rect, label: Rect) {
        let l = try WidgetLayout(label.id("label"), in: canvas)
        return (try #require(l.frame(of: "icon")), try #require(l.frame(of: "title")), try #require(l.frame(of: "label")))
    }

    @Test("Label(_:systemImage:) puts the symbol 8 pt before the title, centred on its first line")
    func titleAndIcon() throws {
        let (icon, title, label) = try parts(Label { Text("Rain").id("title") } icon: { Image(systemName: "drop.fill").id("icon") })
        #expect(near(title.minX - icon.maxX, 8))
        #expect(near(icon.minX, label.minX) && near(title.maxX, label.maxX))
        #expect(near(icon.midY - title.minY, Self.symbolCentre, 0.05), "\(icon) \(title)")
        #expect(abs(Self.symbolCentre - 10.2) < 0.5, "about the middle of a 20 pt first line")
        #expect(near(label.height, max(icon.maxY, title.maxY) - min(icon.minY, title.minY)))
    }

    @Test("A wrapping title keeps the icon level with its first line, not the block's centre")
    func wrappedTitle() throws {
        let (icon, title, _) = try parts(Label { Text("Heavy rain expected tonight").frame(width: 80).id("title") }
                                         icon: { Image(systemName: "circle").id("icon") })
        #expect(title.height > 40)
        #expect(near(icon.midY - title.minY, Self.symbolCentre, 0.05))
    }

    @Test("A non-symbol icon is centred on the first line's midline too")
    func shapeIcon() throws {
        let (icon, title, _) = try parts(Label { Text("Two\nlines").id("title") } icon: { Color.red.frame(width: 10, height: 10).id("icon") })
        #expect(near(icon.midY - title.minY, Self.lineMidline, 0.02))
    }

    @Test(".titleOnly and .iconOnly show one part; the other is not laid out")
    func styles() throws {
        let titleOnly = try WidgetLayout(Label { Text("Rain").id("title") } icon: { Image(systemName: "drop").id("icon") }
            .labelStyle(.titleOnly), in: canvas)
        #expect(titleOnly.frame(of: "icon") == nil && titleOnly.frame(of: "title") != nil)
        let iconOnly = try WidgetLayout(Label("Rain", systemImage: "drop").labelStyle(.iconOnly).id("l"), in: canvas)
        let f = try #require(iconOnly.frame(of: "l"))
        #expect(f.width < 20 && f.height < 21)
    }

    @Test("Label(_:systemImage:) and Label(_:image:) build the same row as the closure form")
    func convenience() throws {
        let a = try WidgetLayout(Label("Rain", systemImage: "drop.fill").id("l"), in: canvas)
        let b = try WidgetLayout(Label { Text("Rain") } icon: { Image(systemName: "drop.fill") }.id("l"), in: canvas)
        #expect(a.frame(of: "l") == b.frame(of: "l"))
    }
}
