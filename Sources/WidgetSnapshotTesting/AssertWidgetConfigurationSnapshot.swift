import Foundation
@_spi(Internals) import SnapshotTesting

/// Which of a widget's timeline frames an assertion on a `Widget` snapshots.
public enum WidgetSnapshotTimeline: Hashable, Sendable {
    /// The first entry of the timeline: what the Home Screen shows once the widget is added.
    /// Its references are named as a view's (`small-light`), so a test can move from the entry
    /// view to the whole widget and keep them.
    case firstEntry
    /// The placeholder (redacted), the snapshot (the widget gallery) and every entry:
    /// `small-light-placeholder`, `small-light-snapshot`, `small-light`, `small-light-1`…
    case all
}

/// Asserts that a `Widget` — its configuration, provider and views, as the system runs them —
/// renders as its references in every family it supports.
///
/// The provider runs at `options.now` (`WidgetClock.now`), once per device, and each frame is
/// drawn at its entry's date. Because an entry's date is the provider's to choose, a provider
/// that dates entries with `Date()` makes snapshots that change every run: the assertion fails
/// with a message saying so instead of writing such references (snapshot the entry view with
/// a fixed entry instead, ``assertWidgetSnapshot(of:families:colorSchemes:devices:appearances:dynamicTypeSizes:locales:options:tolerance:formats:named:record:fileID:file:testName:line:column:)``).
///
/// ```swift
/// @Test @MainActor func weatherWidget() async {
///     await assertWidgetSnapshot(of: WeatherWidget())                      // every family it supports, light and dark
///     await assertWidgetSnapshot(of: WeatherWidget(), families: [.systemSmall], timeline: .all, named: "timeline")
/// }
/// ```
///
/// - Parameters:
///   - widget: the widget, as its bundle declares it.
///   - families: the families drawn; nil is every family the configuration supports.
///   - timeline: the first entry (the default) or the placeholder, snapshot and every entry.
///   - colorSchemes: light, dark or both.
///   - devices: the devices drawn on; one other than the default adds its id to the names.
///   - appearances: rendering modes; `[nil]` (the default) keeps the options' and names none.
///   - dynamicTypeSizes: text sizes; empty (the default) keeps the options' and names none.
///   - locales: locales; empty (the default) keeps the options' and names none.
///   - options: everything else about the render; `now` is the instant the provider is asked at.
///   - tolerance: ``ImageTolerance/exact`` unless you opt in to a perceptual one.
///   - formats: which references to keep (image and text by default).
///   - name: a prefix for the reference names, to snapshot several things in one test.
///   - record: overrides the record mode (see the module documentation for the default).
///   - fileID: the test file's ID, for the accept command (leave the default).
///   - filePath: the test file, beside which `__Snapshots__` is (leave the default).
///   - testName: the test's name, the references' prefix (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
public func assertWidgetSnapshot<W: Widget>(
    of widget: W,
    families: [WidgetFamily]? = nil,
    timeline: WidgetSnapshotTimeline = .firstEntry,
    colorSchemes: [ColorScheme] = [.light, .dark],
    devices: [DeviceProfile] = [.iPhone390x844],
    appearances: [WidgetAppearance?] = [nil],
    dynamicTypeSizes: [DynamicTypeSize] = [],
    locales: [Locale] = [],
    options: RenderOptions = RenderOptions(),
    tolerance: ImageTolerance = .exact,
    formats: WidgetSnapshotFormats = .all,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    let runner = SnapshotRunner(tolerance: tolerance, formats: formats, name: name, record: record, fileID: fileID,
                                filePath: filePath, testName: testName, line: line, column: column)
    let failures = await WidgetConfigurationSnapshot(timeline: timeline, options: options).verify(
        families: families, devices: devices, runner: { _ in runner },
        matrix: { RenderMatrix.snapshot(families: $0, colorSchemes: colorSchemes, devices: [$1], appearances: appearances,
                                        dynamicTypeSizes: dynamicTypeSizes, locales: locales) }
    ) { enumeration in [try await WidgetTimelines.enumerate(widget, options: enumeration)] }
    report(failures, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts every widget of a `WidgetBundle` as ``assertWidgetSnapshot(of:families:timeline:colorSchemes:devices:appearances:dynamicTypeSizes:locales:options:tolerance:formats:named:record:fileID:file:testName:line:column:)``
/// does one; each widget's references start with its `kind` (`WeatherWidget-small-light`).
///
/// ```swift
/// @Test @MainActor func everyWidget() async { await assertWidgetSnapshot(ofBundle: MyWidgetsBundle()) }
/// ```
///
/// - Parameters:
///   - bundle: the extension's bundle (the `@main` type).
///   - families: the families drawn; nil is every family each widget supports (a family one
///     widget does not support is skipped for it).
///   - timeline: the first entry (the default) or the placeholder, snapshot and every entry.
///   - colorSchemes: light, dark or both.
///   - devices: the devices drawn on; one other than the default adds its id to the names.
///   - appearances: rendering modes; `[nil]` (the default) keeps the options' and names none.
///   - dynamicTypeSizes: text sizes; empty (the default) keeps the options' and names none.
///   - locales: locales; empty (the default) keeps the options' and names none.
///   - options: everything else about the render; `now` is the instant the providers are asked at.
///   - tolerance: ``ImageTolerance/exact`` unless you opt in to a perceptual one.
///   - formats: which references to keep (image and text by default).
///   - record: overrides the record mode (see the module documentation for the default).
///   - fileID: the test file's ID, for the accept command (leave the default).
///   - filePath: the test file, beside which `__Snapshots__` is (leave the default).
///   - testName: the test's name, the references' prefix (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
public func assertWidgetSnapshot<B: WidgetBundle>(
    ofBundle bundle: B,
    families: [WidgetFamily]? = nil,
    timeline: WidgetSnapshotTimeline = .firstEntry,
    colorSchemes: [ColorScheme] = [.light, .dark],
    devices: [DeviceProfile] = [.iPhone390x844],
    appearances: [WidgetAppearance?] = [nil],
    dynamicTypeSizes: [DynamicTypeSize] = [],
    locales: [Locale] = [],
    options: RenderOptions = RenderOptions(),
    tolerance: ImageTolerance = .exact,
    formats: WidgetSnapshotFormats = .all,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    let check = WidgetConfigurationSnapshot(timeline: timeline, options: options)
    let failures = await check.verify(families: families, devices: devices, runner: { kind in
        SnapshotRunner(tolerance: tolerance, formats: formats, name: kind, record: record, fileID: fileID,
                       filePath: filePath, testName: testName, line: line, column: column)
    }, matrix: { RenderMatrix.snapshot(families: $0, colorSchemes: colorSchemes, devices: [$1], appearances: appearances,
                                       dynamicTypeSizes: dynamicTypeSizes, locales: locales) }
    ) { enumeration in try await WidgetTimelines.enumerate(bundle, options: enumeration, skippingUnsupportedFamilies: true) }
    report(failures, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs a widget's providers per device and checks what they give before it is compared.
struct WidgetConfigurationSnapshot {
    var timeline: WidgetSnapshotTimeline
    var options: RenderOptions

    func verify(families: [WidgetFamily]?, devices: [DeviceProfile], runner: (String) -> SnapshotRunner,
                matrix: ([WidgetFamily]?, DeviceProfile) -> RenderMatrix,
                enumerate: (WidgetEnumerationOptions) async throws -> [EnumeratedWidget]) async -> [String] {
        if devices.isEmpty { return ["Nothing to snapshot: no device was given."] }
        var failures: [String] = []
        for device in devices {
            var onDevice = options
            onDevice.device = device
            let started = Date()
            let widgets: [EnumeratedWidget]
            do {
                widgets = try await enumerate(WidgetRenderer.enumeration(families, onDevice))
            } catch {
                return ["The widget's provider failed: \(error)"]
            }
            let window = started.addingTimeInterval(-1)...Date().addingTimeInterval(1)
            for widget in widgets {
                if let clock = Self.clockDated(widget, window: window, now: options.now) { return [clock] }
                var cells = matrix(families, device)
                cells.firstEntryOnly = false
                let source = Self.source(widget, timeline: timeline)
                failures += runner(widget.descriptor.kind).run(source, matrix: cells, options: onDevice)
            }
        }
        return failures
    }

    /// The widget's frames the assertion draws.
    static func source(_ widget: EnumeratedWidget, timeline: WidgetSnapshotTimeline) -> TimelineSource {
        let all = WidgetRenderer.source(of: widget)
        guard timeline == .firstEntry else { return all }
        var first = TimelineSource(name: all.name, families: all.supportedFamilies, subject: all.subject,
                                   contentMarginsDisabled: all.contentMarginsDisabled,
                                   containerBackgroundRemovable: all.containerBackgroundRemovable) { family in
            Array(all.framesOf(family).filter { $0.phase == .entry(0) })
        }
        first.requiresContainerBackground = all.requiresContainerBackground
        return first
    }

    /// A message when the provider dated a frame with the machine's clock (inside `window`, the
    /// time the providers ran) rather than from `now`: such references differ on every run.
    static func clockDated(_ widget: EnumeratedWidget, window: ClosedRange<Date>, now: Date) -> String? {
        guard !window.contains(now) else { return nil }
        let frames = widget.timelines.flatMap(\.frames)
        guard let dated = frames.first(where: { window.contains($0.date) }) else { return nil }
        let iso = ISO8601DateFormatter()
        return """
            The widget "\(widget.descriptor.kind)": its provider dated the \(dated.phase) with the machine's clock \
            (\(iso.string(from: dated.date)), when the test ran), not with the render's now (\(iso.string(from: now))), \
            so its snapshots would change on every run and none were compared or recorded. WidgetKit gives a provider no \
            date to use; a `Date()` in its placeholder, snapshot or timeline method is read from the clock. Snapshot the \
            entry view with a fixed entry instead (`assertWidgetSnapshot(of: MyEntryView(entry: MyEntry(date: …)))`), or \
            give the Linux target a file with `extension Date { init() { self = WidgetClock.now ?? Date(timeIntervalSinceNow: 0) } }`: \
            in that module `Date()` is then the render's now while WidgetRender runs the provider.
            """
    }
}
