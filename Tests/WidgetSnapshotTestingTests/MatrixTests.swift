import Foundation
import Testing
import WidgetSnapshotTesting

/// One assertion covers family × scheme × rendering mode × Dynamic Type × locale, for a view
/// and for a template, named as `widget-render` names its files.
@Suite("The snapshot matrix")
struct MatrixTests {
    static let appearances: [WidgetAppearance?] = [.fullColor, .tinted(WidgetAppearance.defaultTint)]
    static let sizes: [DynamicTypeSize] = [.large, .accessibility3]
    static let locales = [Locale(identifier: "en"), Locale(identifier: "ar")]

    static func expectedNames(_ test: String, families: [String]) -> [String] {
        var names: [String] = []
        for f in families {
            for scheme in ["light", "dark"] {
                for mode in ["full-color", "tinted"] {
                    for size in ["l", "ax3"] {
                        for locale in ["en", "ar"] {
                            for ext in ["png", "txt"] { names.append("\(test).\(f)-\(scheme)-\(mode)-\(size)-\(locale).\(ext)") }
                        }
                    }
                }
            }
        }
        return names.sorted()
    }

    @Test("a view: every combination is recorded once, then verified; a change fails only where it shows")
    func view() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        func verify(_ label: String, _ record: SnapshotTestingConfiguration.Record) -> [String] {
            verifyWidgetSnapshot(families: [.systemSmall, .systemMedium], colorSchemes: [.light, .dark],
                                 appearances: Self.appearances, dynamicTypeSizes: Self.sizes, locales: Self.locales,
                                 record: record, snapshotDirectory: scratch.references.path,
                                 artifactsDirectory: scratch.artifacts, testName: "badge()") { variant in
                try WidgetRenderer.render(Badge(label: label), options: variant.renderOptions())
            }
        }
        let recorded = verify("Snapshot", .missing)
        #expect(recorded.count == 64)
        #expect(scratch.files(in: scratch.references) == Self.expectedNames("badge", families: ["small", "medium"]))
        #expect(verify("Snapshot", .never).isEmpty)

        // The texts say what each axis changed.
        let ax3 = try String(contentsOf: scratch.references.appendingPathComponent("badge.small-dark-tinted-ax3-ar.txt"), encoding: .utf8)
        #expect(ax3.hasPrefix("systemSmall dark tinted ax3,"))
        #expect(ax3.contains("locale ar,"))
        #expect(verify("Changed", .never).count == 64)
    }

    @Test("a template: every combination is recorded and verified")
    func template() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
        let source = try TemplateSnapshotSource(template: try WidgetTemplate.load(from: templates.appendingPathComponent("countdown")))
        func verify(_ record: SnapshotTestingConfiguration.Record) -> [String] {
            verifyWidgetSnapshot(families: [.systemSmall], colorSchemes: [.light, .dark], appearances: Self.appearances,
                                 dynamicTypeSizes: Self.sizes, locales: Self.locales, record: record,
                                 snapshotDirectory: scratch.references.path, artifactsDirectory: scratch.artifacts,
                                 testName: "countdown()") { try source.render($0) }
        }
        #expect(verify(.missing).count == 32)
        #expect(scratch.files(in: scratch.references) == Self.expectedNames("countdown", families: ["small"]))
        #expect(verify(.never).isEmpty)
    }

    @Test("axes left at their defaults keep the names of existing references")
    func defaultsAreUnnamed() throws {
        let source = ViewSource(EmptyView(), families: [.systemSmall, .accessoryCircular])
        let plain = try WidgetRenderer.plan(source, matrix: RenderMatrix(colorSchemes: [.light, .dark], devices: [.iPhone390x844]))
        #expect(plain.map(\.cell.variantName) == ["small-light", "small-dark", "circular-dark"])
        let modes = try WidgetRenderer.plan(ViewSource(EmptyView(), families: [.accessoryCircular]),
                                            matrix: RenderMatrix(colorSchemes: [.light], appearances: Self.appearances,
                                                                 devices: [.iPhone390x844]))
        #expect(modes.map(\.cell.variantName) == ["circular-dark"], "the Lock Screen has one look")
        let other = try WidgetRenderer.plan(ViewSource(EmptyView(), families: [.systemSmall]),
                                            matrix: RenderMatrix(colorSchemes: [.light], devices: [.iPhone390x844, try #require(DeviceProfile.named("1290x2796"))]))
        #expect(other.map(\.cell.variantName) == ["small-light", "small-light-1290x2796"])
    }
}
