import Foundation
import Synchronization
import Testing
@testable import WidgetRender

/// How many times the views below evaluated their bodies.
private let sharingBodies = Mutex(0)

private struct PlainCard: View {
    var body: some View {
        let _ = sharingBodies.withLock { $0 += 1 }
        VStack(alignment: .leading, spacing: 6) {
            Text("Rain at 4 PM").font(.headline)
            Divider()
            Text("Umbrella").foregroundStyle(.secondary).shadow(color: .primary, radius: 2)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

private struct SchemeReadingCard: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let _ = sharingBodies.withLock { $0 += 1 }
        Text(scheme == .dark ? "Night" : "Day").font(.title)
    }
}

private struct ModeReadingCard: View {
    @Environment(\.widgetRenderingMode) private var mode
    var body: some View {
        let _ = sharingBodies.withLock { $0 += 1 }
        Text(mode == .fullColor ? "Colour" : "Tinted").font(.title)
    }
}

/// A subtree that sets its own scheme keeps it in every cell that draws the shared layout.
private struct DarkBadgeCard: View {
    var body: some View {
        let _ = sharingBodies.withLock { $0 += 1 }
        HStack {
            Text("Light").foregroundStyle(.primary)
            Text("Dark").foregroundStyle(.primary).padding(4).background(Color(.systemBackground)).environment(\.colorScheme, .dark)
        }
    }
}

/// Issue 31, "layout once per geometry": cells that differ only in colour draw one layout when
/// the views read neither the scheme nor the rendering mode (`LayoutShare`), with exactly the
/// pixels, links and diagnostics each cell gets when laid out on its own.
@Suite("Layout shared by colour-only cells", .serialized)
struct LayoutSharingTests {
    static let colourMatrix = RenderMatrix(families: [.systemMedium], colorSchemes: [.light, .dark],
                                           appearances: RenderMatrix.allAppearances(), firstEntryOnly: true)

    /// Renders each job as planned (sharing) and alone (a copy without its share), in order.
    static func bothWays(_ jobs: [RenderJob]) throws -> [(shared: RenderedWidget, alone: RenderedWidget)] {
        try jobs.map { job in
            let alone = RenderJob(cell: job.cell, name: job.name, content: job.content, options: job.options)
            return (try job.render(), try alone.render())
        }
    }

    static func bodies<V: View>(of view: V, named name: String) async throws -> (count: Int, texts: [[String]]) {
        sharingBodies.withLock { $0 = 0 }
        let jobs = try WidgetRenderer.plan(ViewSource(view, named: name), matrix: colourMatrix)
        let texts = try await Task.detached {
            try jobs.map { try $0.render().displayList.items.compactMap { item -> String? in
                if case .glyphs(let run) = item { return run.text } else { return nil }
            } }
        }.value
        return (sharingBodies.withLock { $0 }, texts)
    }

    @Test("Every shipped template's six colour cells (light and dark × full colour, tinted, clear) are the same bytes shared or alone",
          arguments: ["weather", "calendar", "stocks", "todo", "countdown", "transparent-photo", "front-door", "clock"])
    func templatesMatchAlone(name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates/\(name)")
        let template = try WidgetTemplate.load(from: folder)
        let family = template.metadata.families.first { !$0.isAccessory } ?? .systemMedium
        var matrix = Self.colourMatrix
        matrix.families = [family]
        let jobs = try WidgetRenderer.plan(BoundTemplate(template), matrix: matrix,
                                           images: RemoteImageLoader(configuration: .init(timeout: 2)))
        #expect(jobs.count >= 6)  // a control or Live Activity adds its presentations
        for (job, pair) in zip(jobs, try Self.bothWays(jobs)) {
            #expect(try pair.shared.pngData() == pair.alone.pngData(), "\(name) \(job.cell)")
            #expect(pair.shared.diagnostics == pair.alone.diagnostics, "\(name) \(job.cell)")
            #expect(pair.shared.linkMap.regions.map(\.frame) == pair.alone.linkMap.regions.map(\.frame), "\(name) \(job.cell)")
        }
    }

    @Test("A view that reads neither value is resolved and laid out once for all six cells, and draws each in its colours")
    func plainViewLaysOutOnce() async throws {
        let (count, texts) = try await Self.bodies(of: PlainCard(), named: "plain")
        #expect(count == 1)
        #expect(texts.count == 6 && texts.allSatisfy { $0 == ["Rain at 4 PM", "Umbrella"] })
        let jobs = try WidgetRenderer.plan(ViewSource(PlainCard(), named: "plain"), matrix: Self.colourMatrix)
        let pairs = try await Task.detached { try Self.bothWays(jobs) }.value
        for (job, pair) in zip(jobs, pairs) { #expect(try pair.shared.pngData() == pair.alone.pngData(), "\(job.cell)") }
        // The dark cells are not the light ones: the shadow, divider and text colours follow the scheme.
        #expect(try pairs[0].shared.pngData() != pairs[3].shared.pngData())
        // Once every cell is drawn the layout is let go; drawing the jobs again lays out once more.
        sharingBodies.withLock { $0 = 0 }
        _ = try await Task.detached { try jobs.map { try $0.render() } }.value
        #expect(sharingBodies.withLock { $0 } == 1)
    }

    @Test("A view that reads the color scheme is laid out once per scheme and says Day and Night")
    func schemeReaderPerScheme() async throws {
        let (count, texts) = try await Self.bodies(of: SchemeReadingCard(), named: "scheme")
        #expect(count == 2)
        #expect(texts == [["Day"], ["Day"], ["Day"], ["Night"], ["Night"], ["Night"]])
    }

    @Test("A view that reads the rendering mode is laid out once per mode and scheme pair it differs in")
    func modeReaderPerMode() async throws {
        let (count, texts) = try await Self.bodies(of: ModeReadingCard(), named: "mode")
        // Tinted and clear show views the same mode (accented, background removed): light full
        // colour and light tinted make the two layouts every other cell draws.
        #expect(count == 2)
        #expect(texts == [["Colour"], ["Tinted"], ["Tinted"], ["Colour"], ["Tinted"], ["Tinted"]])
    }

    @Test("A subtree that sets .environment(\\.colorScheme, .dark) stays dark in the light cells that share the layout")
    func explicitSchemeSurvivesSharing() async throws {
        sharingBodies.withLock { $0 = 0 }
        let jobs = try WidgetRenderer.plan(ViewSource(DarkBadgeCard(), named: "badge"), matrix: Self.colourMatrix)
        let pairs = try await Task.detached { try Self.bothWays(jobs) }.value
        for (job, pair) in zip(jobs, pairs) {
            #expect(try pair.shared.pngData() == pair.alone.pngData(), "\(job.cell)")
            let colours = pair.shared.displayList.items.compactMap { item -> RGBA? in
                if case .glyphs(let run) = item, case .color(let c) = run.paint { return c } else { return nil }
            }
            // "Dark" is white in every cell; "Light" follows the cell (black in light full colour).
            if job.cell.colorScheme == .light && job.cell.appearance == .fullColor { #expect(colours == [.black, .white]) }
        }
    }
}
