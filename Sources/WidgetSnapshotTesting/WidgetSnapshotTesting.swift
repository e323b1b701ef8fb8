/// WidgetSnapshotTesting: snapshot tests of widgets, rendered on Linux and compared exactly.
///
/// Contract: one call renders a widget (a WidgetUI view, a JSON or YAML template, or your own
/// render closure) through `WidgetRenderer` for every chosen family × color scheme ×
/// rendering mode × Dynamic Type size × locale × device and compares each render with the
/// reference files beside the test file. Each combination has two references:
///
/// - `<name>.png`, compared by **decoded pixels**, exactly by default. An opt-in
///   ``ImageTolerance`` lets pixels differ by up to a CIEDE2000 ΔE and up to a share of the
///   image; a failure always reports the share of pixels over the threshold and the largest ΔE
///   (never an average, which hides a small changed region).
/// - `<name>.txt`, the display list (frames, colours, and for text the words drawn with their
///   font and size), the link map and the diagnostics as text, compared line by line, so a
///   changed word or a layout change reads as a diff in review. The same tolerance applies:
///   colours within its ΔE, numbers within ``ImageTolerance/points``.
///
/// References live in `__Snapshots__/<TestFile>/<testName>.<family>-<scheme>[-<mode>][-<size>][-<locale>][-<device>].<ext>`
/// next to the test file, as in swift-snapshot-testing, whose machinery this module runs on
/// (`verifySnapshot`, record modes, `Snapshotting` and `Diffing`); only the image diff is ours,
/// since its image strategies exist only on Apple platforms.
///
/// ```swift
/// import Testing
/// import WidgetSnapshotTesting
///
/// @Test func countdown() {
///     assertWidgetSnapshot(of: CountdownView(), families: [.systemSmall, .systemMedium])
/// }
///
/// @Test func weatherTemplate() {
///     assertWidgetSnapshot(ofTemplateAt: URL(fileURLWithPath: "Templates/weather"))
/// }
/// ```
///
/// The same calls work inside an `XCTestCase` method: failures go to XCTest or Swift Testing,
/// whichever runs the test.
///
/// ```swift
/// final class WidgetTests: XCTestCase {
///     func testCountdown() { assertWidgetSnapshot(of: CountdownView(), colorSchemes: [.dark]) }
/// }
/// ```
///
/// Other entry points: `assertWidgetSnapshot(families:…) { variant in … }` for renders you make
/// yourself (a transparent backdrop), `verifyWidgetSnapshot(…)` for the failure messages
/// without recording issues, and the plain strategies `assertSnapshot(of: rendered, as: .image)`
/// / `as: .displayList` (these follow swift-snapshot-testing's own record default, without the
/// `CI` rule below).
///
/// ## Record modes
///
/// The first of these that is set decides:
/// 1. the `record:` argument;
/// 2. `withSnapshotTesting(record:)` or the Swift Testing trait `.snapshots(record:)`;
/// 3. the `SNAPSHOT_TESTING_RECORD` environment variable: `never`, `missing`, `failed` or `all`;
/// 4. `never` when the `CI` environment variable is set (and not `false` or `0`), so a missing
///    reference fails on CI instead of being written into a throwaway clone;
/// 5. `missing` otherwise: new references are written, existing ones compared.
///
/// `failed` re-records only the snapshots that fail; `all` re-records everything. A test that
/// records still fails once, so that a recorded reference is never mistaken for a passing one.
///
/// ## On failure
///
/// The message names the reference, then `reference.png`, `actual.png` and `diff.png`
/// (``DiffPicture``: reference | actual | ΔE heat map with a legend | blend, changed regions
/// outlined) written to `$SNAPSHOT_ARTIFACTS/<TestFile>/<testName>.<variant>/` (the system
/// temporary folder when the variable is not set), and the command that accepts the new image,
/// e.g. `SNAPSHOT_TESTING_RECORD=failed swift test --filter "MyTests.weather"`. Every failure of
/// the run is also listed in `$SNAPSHOT_ARTIFACTS/index.html` (``SnapshotReport``).
///
/// ## Determinism
///
/// Renders are pinned: bundled fonts, Cairo drawing at the device's scale, no clock, locale or
/// time zone from the machine (`RenderOptions` carries them, and template entries carry their
/// dates). The same options give the same pixels in every process, which is what makes exact
/// comparison usable on CI.
@_exported import SnapshotTesting
@_exported import WidgetRender
