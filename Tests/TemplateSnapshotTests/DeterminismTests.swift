import Foundation
import Testing
import WidgetSnapshotTesting

/// Exact snapshots are only usable if a render never varies: the same inputs must give the
/// same bytes twice in one process and in another process.
@Suite("Render determinism")
struct DeterminismTests {
    static let variant = WidgetSnapshotVariant(family: .systemMedium, colorScheme: .dark)

    @Test("rendering a template twice in one process gives identical PNG bytes",
          arguments: RepositoryPaths.templateNames)
    func twiceInProcess(_ name: String) throws {
        let source = try TemplateSnapshotSource(template: WidgetTemplate.load(from: RepositoryPaths.templates.appendingPathComponent(name)))
        let variant: WidgetSnapshotVariant
        if let presentation = source.defaultPresentations.last {
            // A Live Activity's expanded island, a control's Lock Screen button.
            variant = WidgetSnapshotVariant(presentation: presentation, colorScheme: .dark, device: DeviceProfile.named("1179x2556")!)
        } else {
            let family = source.defaultFamilies.contains(.systemMedium) ? WidgetFamily.systemMedium : source.defaultFamilies[0]
            variant = WidgetSnapshotVariant(family: family, colorScheme: .dark)
        }
        let first = try source.render(variant).pngData()
        let second = try source.render(variant).pngData()
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    /// The built `widget-render` renders the same template in its own process, with its own
    /// font loading and caches; its PNG must equal this process's byte for byte.
    @Test("a second process (widget-render) writes the same bytes as an in-process render",
          arguments: ["countdown", "weather", "calendar"])
    func secondProcess(_ name: String) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("widget-render")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("widget-render is not built next to the tests (\(executable.path)); build it with `swift build --build-tests`.")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("determinism-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("\(name).png")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["render", RepositoryPaths.templates.appendingPathComponent(name).path,
                             "--family", Self.variant.family.shortName, "--scheme", Self.variant.colorScheme.rawValue,
                             "-o", output.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "widget-render exited with \(process.terminationStatus)")

        let source = try TemplateSnapshotSource(template: WidgetTemplate.load(from: RepositoryPaths.templates.appendingPathComponent(name)))
        let inProcess = try source.render(Self.variant).pngData()
        let other = try [UInt8](Data(contentsOf: output))
        #expect(other == inProcess, "\(name): \(other.count) bytes from widget-render, \(inProcess.count) in process")
    }
}
