import Foundation
import Testing
import WidgetSnapshotTesting

/// The machinery must be able to fail: a change of one pixel is caught, the three failure
/// pictures are written and named, and re-recording makes the test pass again.
@Suite("Failure machinery")
struct FailureMachineryTests {
    static let variant = WidgetSnapshotVariant(family: .systemSmall, colorScheme: .light)

    /// Runs the assertion for one small light variant against `scratch`'s folders.
    func verify(_ scratch: Scratch, record: SnapshotTestingConfiguration.Record, formats: WidgetSnapshotFormats = .all,
                tolerance: ImageTolerance = .exact,
                render: @escaping () throws -> RenderedWidget) -> [String] {
        verifyWidgetSnapshot(families: [.systemSmall], colorSchemes: [.light], tolerance: tolerance, formats: formats,
                             record: record, snapshotDirectory: scratch.references.path,
                             artifactsDirectory: scratch.artifacts, testName: "badge()") { _ in try render() }
    }

    @Test("a one-pixel change fails with reference, actual and diff written, and a re-record passes")
    func onePixelChange() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let original = try WidgetRenderer.render(Badge(), options: Self.variant.renderOptions())
        let changed = changingOnePixel(of: original, x: 200, y: 150)

        // Recording: the new references are written and the test is told so.
        let recorded = verify(scratch, record: .missing) { original }
        #expect(recorded.count == 2)
        #expect(recorded.allSatisfy { $0.contains("No reference was found on disk") })
        #expect(scratch.files(in: scratch.references) == ["badge.small-light.png", "badge.small-light.txt"])
        #expect(verify(scratch, record: .never) { original }.isEmpty)

        // One pixel off: only the image fails (the display list is the same).
        let failures = verify(scratch, record: .never) { changed }
        try #require(failures.count == 1)
        let message = failures[0]
        let folder = scratch.artifacts.appendingPathComponent("FailureMachineryTests").appendingPathComponent("badge.small-light")
        #expect(scratch.files(in: folder) == ["actual.png", "diff.png", "failure-png.json", "reference.png"])
        for file in ["reference.png", "actual.png", "diff.png"] {
            #expect(message.contains(folder.appendingPathComponent(file).path), "names \(file)")
        }
        #expect(message.contains("1 of 224676 pixels"))
        #expect(message.contains("at (200, 150) px"))
        #expect(message.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter \"WidgetSnapshotTestingTests.FailureMachineryTests/onePixelChange\""))
        #expect(message.contains(scratch.references.appendingPathComponent("badge.small-light.png").path))

        // The pictures: the actual image as rendered, the diff as four panels with the pixel marked.
        let actual = try ImageDecoder.decode(contentsOfFile: folder.appendingPathComponent("actual.png").path)
        #expect(actual.pixels == changed.bitmap.pixels)
        let diff = try ImageDecoder.decode(contentsOfFile: folder.appendingPathComponent("diff.png").path)
        let d = ImageDifference.compare(reference: original.bitmap, actual: changed.bitmap)
        let picture = try #require(DiffPicture(reference: original.bitmap, actual: changed.bitmap, difference: d))
        #expect(diff.pixels == picture.bitmap.pixels)
        let ref = try #require(picture.panels[.reference]), act = try #require(picture.panels[.actual])
        let heat = try #require(picture.panels[.difference])
        #expect(diff.width > 474 * 4 && ref.width == 474 && ref.height == 474)
        #expect(diff.pixel(atX: ref.x + 200, y: ref.y + 150) == original.bitmap.pixel(atX: 200, y: 150))
        #expect(diff.pixel(atX: act.x + 200, y: act.y + 150) == 0xFFFF_0000)
        #expect(diff.pixel(atX: heat.x + 200, y: heat.y + 150) == DiffPicture.heatColor(deltaE: d.maxDeltaE))

        // Accepting: `failed` re-records the failing image (failing once more), then it passes.
        let rerecorded = verify(scratch, record: .failed) { changed }
        #expect(rerecorded.count == 1 && rerecorded[0].contains("A new snapshot was automatically recorded"))
        #expect(verify(scratch, record: .never) { changed }.isEmpty)
        #expect(verify(scratch, record: .never) { original }.count == 1, "the old image is now the different one")
    }

    @Test("a missing reference under `never` fails without writing it and says how to record it")
    func missingUnderNever() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let widget = try WidgetRenderer.render(Badge(), options: Self.variant.renderOptions())
        let failures = verify(scratch, record: .never) { widget }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.contains("recording is disabled") && $0.contains("SNAPSHOT_TESTING_RECORD=missing swift test") })
        #expect(scratch.files(in: scratch.references).isEmpty)
    }

    @Test("a damaged reference is a failure that says so, not a crash",
          arguments: [("empty", Data()), ("truncated", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])),
                      ("lfs", Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8))])
    func damagedReference(_ kind: String, _ bytes: Data) throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try FileManager.default.createDirectory(at: scratch.references, withIntermediateDirectories: true)
        try bytes.write(to: scratch.references.appendingPathComponent("badge.small-light.png"))
        let widget = try WidgetRenderer.render(Badge(), options: Self.variant.renderOptions())
        let failures = verify(scratch, record: .never, formats: .image) { widget }
        try #require(failures.count == 1)
        #expect(failures[0].contains("The reference image could not be read"))
        #expect(failures[0].contains("actual.png"))
        if kind == "empty" { #expect(failures[0].contains("the file is empty")) }
        if kind == "lfs" { #expect(failures[0].contains("Git LFS pointer")) }
    }

    @Test("a layout change shows as a text diff of the display list")
    func layoutChangeAsText() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let before = try WidgetRenderer.render(Badge(), options: Self.variant.renderOptions())
        let after = try WidgetRenderer.render(Badge(spacing: 20), options: Self.variant.renderOptions())
        _ = verify(scratch, record: .missing, formats: .text) { before }
        let failures = verify(scratch, record: .never, formats: .text) { after }
        try #require(failures.count == 1)
        #expect(failures[0].hasPrefix("badge.small-light.txt: Snapshot \"small-light\" does not match reference."))
        #expect(failures[0].contains("@@"))
        #expect(failures[0].contains("+  text \"Snapshot\" ["), "the moved run names its text")
        #expect(failures[0].contains("Accept the new text: SNAPSHOT_TESTING_RECORD=failed"))
    }

    @Test("a render that throws is one failure naming the variant")
    func renderError() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let failures = verifyWidgetSnapshot(families: [.systemExtraLarge], colorSchemes: [.dark], record: .never,
                                            snapshotDirectory: scratch.references.path) { variant in
            try WidgetRenderer.render(Badge(), options: variant.renderOptions())
        }
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("extraLarge-dark: the widget did not render") == true)
    }

    @Test("the assertion records an issue in Swift Testing for a template that does not load")
    func templateLoadFailureIsAnIssue() {
        withKnownIssue {
            assertWidgetSnapshot(ofTemplateAt: URL(fileURLWithPath: "/nonexistent/template"), record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("did not load") }
        }
    }
}
