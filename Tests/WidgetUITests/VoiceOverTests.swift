import Foundation
import Testing
import WidgetUI

/// What VoiceOver reads (`WidgetLayout.voiceOverElements()`): SwiftUI's elements from text,
/// images, links and buttons, changed by the accessibility modifiers, in reading order.
@MainActor @Suite("VoiceOver elements")
struct VoiceOverTests {
    let canvas = Rect(x: 0, y: 0, width: 300, height: 300)

    func read(_ view: some View) throws -> [VoiceOverElement] {
        try WidgetLayout(view, in: canvas).voiceOverElements()
    }

    func pixels() -> Bitmap { Bitmap(width: 10, height: 10, pixels: [UInt32](repeating: 0xFF00_0000, count: 100))! }

    @Test("Text reads its string; an asset image its name; pixels nothing; a symbol its name in words; shapes are not read")
    func leaves() throws {
        let elements = try read(VStack {
            Text("Rain")
            Image(bitmap: pixels())
            Image(systemName: "cloud.sun.fill")
            Circle().frame(width: 10, height: 10)
        })
        #expect(elements.map(\.label) == ["Rain", "", "cloud sun"])
        #expect(elements.map(\.role) == [.text, .image, .image])
        #expect(elements.map(\.labelSource) == [.text, .none, .symbolName])
        #expect(elements[0].traits == ["isStaticText"] && elements[1].traits == ["isImage"])
        #expect(elements.map(\.spoken) == ["Rain", "image", "cloud sun, image"])
        // SwiftUI reads an asset image by its name; a file path is not a name.
        #expect(try read(Image("cover")).map(\.label) == ["cover"])
        #expect(try read(Image("photos/cover.png")).map(\.labelSource) == [.none])
    }

    @Test("accessibilityLabel replaces what is read, the modifier nearest the view winning; value and hint follow")
    func labels() throws {
        let e = try #require(try read(Image(bitmap: pixels()).accessibilityLabel("Radar").accessibilityLabel("Map")
            .accessibilityValue("80 %").accessibilityHint("Opens the forecast")).first)
        #expect(e.label == "Radar" && e.labelSource == .explicit)
        #expect(e.value == "80 %" && e.hint == "Opens the forecast")
        #expect(e.spoken == "Radar, 80 %, image, Opens the forecast")
    }

    @Test("accessibilityHidden, Image(decorative:), hidden() and opacity(0) take a view out; a label on a stack labels each element in it")
    func hiding() throws {
        let elements = try read(VStack {
            Text("A").accessibilityHidden(true)
            Image(decorative: "cover")
            Text("B").hidden()
            Text("C").opacity(0)
            Text("D")
        })
        #expect(elements.map(\.label) == ["D"])
        let stack = try read(VStack { Text("1"); Text("2") }.accessibilityLabel("Both"))
        #expect(stack.map(\.label) == ["Both", "Both"])
    }

    @Test("accessibilityElement: .combine joins the children's labels, .ignore reads only its own, .contain reads its children together")
    func elements() throws {
        let combined = try read(HStack { Image(systemName: "drop"); Text("80 %"); Text("Rain") }.accessibilityElement(children: .combine))
        #expect(combined.map(\.label) == ["drop, 80 %, Rain"])
        #expect(combined.first?.labelSource == .children && combined.first?.role == .element)
        let ignored = try read(HStack { Text("80 %"); Text("Rain") }.accessibilityElement(children: .ignore).accessibilityLabel("Rain likely"))
        #expect(ignored.map(\.label) == ["Rain likely"])
        let unnamed = try read(HStack { Text("80 %") }.accessibilityElement())
        #expect(unnamed.map(\.label) == [""] && unnamed.first?.role == .element)
        // Two columns: without a container VoiceOver reads across the rows; .contain reads each column whole.
        let columns = try read(HStack(alignment: .top) {
            VStack { Text("Mon"); Text("12°") }.accessibilityElement(children: .contain)
            VStack { Text("Tue"); Text("14°") }.accessibilityElement(children: .contain)
        })
        #expect(columns.map(\.label) == ["Mon", "12°", "Tue", "14°"])
        let rows = try read(HStack(alignment: .top) { VStack { Text("Mon"); Text("12°") }; VStack { Text("Tue"); Text("14°") } })
        #expect(rows.map(\.label) == ["Mon", "Tue", "12°", "14°"])
    }

    @Test("A Link reads its content's labels as one link; traits added and removed show by SwiftUI's names")
    func linksAndTraits() throws {
        let link = try #require(try read(Link(destination: URL(string: "app://radar")!) { HStack { Image(systemName: "map"); Text("Radar") } }).first)
        #expect(link.label == "map, Radar" && link.role == .link, "\(link)")
        #expect(link.traits == ["isLink", "isImage"])
        let header = try #require(try read(Text("Today").accessibilityAddTraits([.isHeader, .updatesFrequently])
            .accessibilityRemoveTraits(.isStaticText).accessibilityIdentifier("title")).first)
        #expect(header.traits == ["isHeader", "updatesFrequently"] && header.identifier == "title")
    }

    @Test("Reading order: rows top to bottom, leading to trailing (leading is the right edge right to left); a higher sort priority first")
    func order() throws {
        let grid = try read(VStack { HStack { Text("A"); Text("B") }; HStack { Text("C"); Text("D") } })
        #expect(grid.map(\.label) == ["A", "B", "C", "D"])
        let rtl = try WidgetLayout(HStack { Text("A"); Text("B") }, in: canvas,
                                   environment: { var e = EnvironmentValues(); e.layoutDirection = .rightToLeft; return e }()).voiceOverElements()
        // Right to left, the first view is at the right, its leading edge: still read first.
        #expect(rtl.map(\.label) == ["A", "B"] && rtl[0].frame.minX > rtl[1].frame.minX)
        let prioritized = try read(VStack { Text("Low"); Text("High").accessibilitySortPriority(1) })
        #expect(prioritized.map(\.label) == ["High", "Low"])
    }

    @Test("A Label reads its title; the icon beside it is not read, and an icon-only label reads the title")
    func label() throws {
        #expect(try read(Label("Rain", systemImage: "drop")).map(\.label) == ["Rain"])
        let iconOnly = try read(Label("Rain", systemImage: "drop").labelStyle(.iconOnly))
        #expect(iconOnly.map(\.label) == ["Rain"] && iconOnly.first?.role == .image && iconOnly.first?.labelSource == .explicit)
    }

    @Test("Elements encode as JSON with the frame as [x, y, width, height] and decode back")
    func codable() throws {
        let elements = try read(Text("Rain").frame(width: 100, height: 20))
        let data = try JSONEncoder().encode(elements)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains("\"frame\":[") && text.contains("\"label\":\"Rain\""))
        #expect(try JSONDecoder().decode([VoiceOverElement].self, from: data) == elements)
    }
}
