import Foundation
import Testing
import WidgetRender

private struct NoteEntry: TimelineEntry {
    let date: Date
}

private struct NoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: context.now) }
    func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(NoteEntry(date: context.now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
        completion(Timeline(entries: [NoteEntry(date: context.now)], policy: .never))
    }
}

/// A widget written for iOS 16: its view has no container background.
private struct UnadoptedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Unadopted", provider: NoteProvider()) { _ in
            Text("Groceries").font(.headline)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

/// The same widget ported to iOS 17.
private struct AdoptedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Adopted", provider: NoteProvider()) { _ in
            Text("Groceries").font(.headline)
                .containerBackground(Color.yellow, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// iOS 17 and later draw "Please adopt containerBackground API" in place of a widget whose
/// configuration's content declares no `containerBackground(for: .widget)` (see
/// `ContainerBackgroundPlaceholder`); a bare view is not a widget configuration and is drawn as is.
@MainActor @Suite("A widget without containerBackground, as iOS 17 and later show it")
struct ContainerBackgroundPlaceholderTests {
    func texts(_ widget: RenderedWidget) -> [String] {
        widget.displayList.items.compactMap { item -> String? in
            if case .glyphs(let run) = item { return run.text } else { return nil }
        }
    }

    @Test("Every frame of every family shows iOS's message instead of the content, with a containerBackgroundMissing warning")
    func unadopted() async throws {
        let frames = try await WidgetRenderer.render(UnadoptedWidget(), matrix: RenderMatrix(colorSchemes: [.light]))
        #expect(Set(frames.map(\.family)) == [.systemSmall, .accessoryRectangular])
        #expect(frames.count == 6)  // placeholder, snapshot and one entry in each family
        for frame in frames {
            #expect(texts(frame.widget).joined(separator: " ") == "Please adopt containerBackground API", "\(frame.fileStem)")
            let warnings = frame.widget.diagnostics.filter { $0.code == .containerBackgroundMissing }
            #expect(warnings.count == 1 && warnings.first?.severity == .warning, "\(frame.fileStem)")
            #expect(warnings.first?.message.contains(".containerBackground(for: .widget)") == true)
        }
        if let dir = ProcessInfo.processInfo.environment["SURFACES_RENDER_DIR"] {
            for frame in frames { try frame.widget.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent(frame.fileStem + ".png")) }
        }
        // The small widget keeps the system's white background behind the message.
        let small = try #require(frames.first { $0.family == .systemSmall && $0.phase == "entry-0" })
        #expect(small.widget.bitmap.pixels[small.widget.bitmap.width * 20 + small.widget.bitmap.width / 2] == 0xFFFF_FFFF)
    }

    @Test("Declaring one draws the content on it, with no warning")
    func adopted() async throws {
        let frames = try await WidgetRenderer.render(AdoptedWidget(), matrix: RenderMatrix(colorSchemes: [.light]))
        let entry = try #require(frames.first { $0.phase == "entry-0" })
        #expect(texts(entry.widget) == ["Groceries"])
        #expect(!entry.widget.diagnostics.contains { $0.code == .containerBackgroundMissing })
    }

    @Test("A bare view is drawn as written: it is not a widget configuration")
    func bareView() throws {
        let widget = try WidgetRenderer.render(Text("Groceries"), options: RenderOptions(family: .systemSmall))
        #expect(texts(widget) == ["Groceries"])
        #expect(!widget.diagnostics.contains { $0.code == .containerBackgroundMissing })
    }
}
