import Foundation
@_spi(Internals) import SnapshotTesting

/// Asserts that a view renders as its references for every family × color scheme × rendering
/// mode × Dynamic Type size × locale × device.
///
/// Each combination has `<testName>.<family>-<scheme>.png` (compared by decoded pixels) and
/// `.txt` (the display list) in `__Snapshots__/<TestFile>/` beside the test file; the axes you
/// add are named as `widget-render` names its files (``WidgetSnapshotVariant``):
/// `countdown.small-dark-tinted-ax3-ar.png`. Works in Swift Testing and XCTest:
///
/// ```swift
/// @Test func countdown() { assertWidgetSnapshot(of: CountdownView()) }
/// func testCountdown() { assertWidgetSnapshot(of: CountdownView(), families: [.systemSmall]) }
/// @Test func everywhere() {
///     assertWidgetSnapshot(of: CountdownView(), families: [.systemSmall],
///                          appearances: [.fullColor, .tinted(WidgetAppearance.defaultTint), .clear],
///                          dynamicTypeSizes: [.large, .accessibility3],
///                          locales: [Locale(identifier: "en"), Locale(identifier: "ar")])
/// }
/// ```
///
/// - Parameters:
///   - view: the widget's view.
///   - families: the widget families; Lock Screen families get one dark, vibrant variant.
///   - colorSchemes: light, dark or both.
///   - devices: the devices drawn on; one other than the default adds its id to the names.
///   - appearances: rendering modes; `[nil]` (the default) keeps the options' and names none.
///   - dynamicTypeSizes: text sizes; empty (the default) keeps the options' and names none.
///   - locales: locales (right-to-left ones lay out right to left); empty (the default) keeps
///     the options' and names none.
///   - options: everything else about the render (now, locale, margins…); each variant sets
///     its family, color scheme, device, and the mode, size and locale it has.
///   - tolerance: ``ImageTolerance/exact`` unless you opt in to a perceptual one; it applies to
///     the image and the text.
///   - formats: which references to keep (image and text by default; `.glyphIDs` adds glyph ids).
///   - name: a prefix for the reference names, to snapshot several things in one test.
///   - record: overrides the record mode (see the module documentation for the default).
///   - fileID: the test file's ID, for the accept command (leave the default).
///   - filePath: the test file, beside which `__Snapshots__` is (leave the default).
///   - testName: the test's name, the references' prefix (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
public func assertWidgetSnapshot<V: View>(
    of view: V,
    families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
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
) {
    let matrix = RenderMatrix.snapshot(families: families, colorSchemes: colorSchemes, devices: devices, appearances: appearances,
                                       dynamicTypeSizes: dynamicTypeSizes, locales: locales)
    let runner = SnapshotRunner(tolerance: tolerance, formats: formats, name: name, record: record, fileID: fileID,
                                filePath: filePath, testName: testName, line: line, column: column)
    report(runner.run(ViewSource(view, families: families), matrix: matrix, options: options),
           fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts what `render` draws for every family × color scheme × device, for renders the
/// view overload cannot make (a transparent backdrop, a custom pipeline):
///
/// ```swift
/// assertWidgetSnapshot(families: [.systemSmall]) { variant in
///     try WidgetRenderer.render(MyView(), options: variant.renderOptions(RenderOptions(contentMargins: nil)))
/// }
/// ```
///
/// - Parameters:
///   - families: the widget families; Lock Screen families get one dark, vibrant variant.
///   - colorSchemes: light, dark or both.
///   - devices: the devices drawn on; one other than the default adds its id to the names.
///   - appearances: rendering modes; `[nil]` (the default) keeps the options' and names none.
///   - dynamicTypeSizes: text sizes; empty (the default) keeps the options' and names none.
///   - locales: locales (right-to-left ones lay out right to left); empty (the default) keeps
///     the options' and names none.
///   - tolerance: ``ImageTolerance/exact`` unless you opt in to a perceptual one; it applies to
///     the image and the text.
///   - formats: which references to keep (image and text by default; `.glyphIDs` adds glyph ids).
///   - name: a prefix for the reference names, to snapshot several things in one test.
///   - record: overrides the record mode (see the module documentation for the default).
///   - fileID: the test file's ID, for the accept command (leave the default).
///   - filePath: the test file, beside which `__Snapshots__` is (leave the default).
///   - testName: the test's name, the references' prefix (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
///   - render: renders one combination, through `WidgetRenderer`.
public func assertWidgetSnapshot(
    families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
    colorSchemes: [ColorScheme] = [.light, .dark],
    devices: [DeviceProfile] = [.iPhone390x844],
    appearances: [WidgetAppearance?] = [nil],
    dynamicTypeSizes: [DynamicTypeSize] = [],
    locales: [Locale] = [],
    tolerance: ImageTolerance = .exact,
    formats: WidgetSnapshotFormats = .all,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    render: (WidgetSnapshotVariant) throws -> RenderedWidget
) {
    let failures = verifyWidgetSnapshot(families: families, colorSchemes: colorSchemes, devices: devices,
                                        appearances: appearances, dynamicTypeSizes: dynamicTypeSizes, locales: locales,
                                        tolerance: tolerance, formats: formats, named: name, record: record, fileID: fileID,
                                        file: filePath, testName: testName, line: line, column: column, render: render)
    report(failures, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The assertion without reporting: the failure messages (empty when every reference
/// matches), for helpers built on top and for testing the machinery itself.
///
/// - Parameters:
///   - families: the widget families; Lock Screen families get one dark, vibrant variant.
///   - colorSchemes: light, dark or both.
///   - devices: the devices drawn on; one other than the default adds its id to the names.
///   - appearances: rendering modes; `[nil]` (the default) keeps the options' and names none.
///   - dynamicTypeSizes: text sizes; empty (the default) keeps the options' and names none.
///   - locales: locales (right-to-left ones lay out right to left); empty (the default) keeps
///     the options' and names none.
///   - options: the options the rendering modes are chosen for (the render closure applies them).
///   - tolerance: ``ImageTolerance/exact`` unless you opt in to a perceptual one; it applies to
///     the image and the text.
///   - formats: which references to keep (image and text by default; `.glyphIDs` adds glyph ids).
///   - name: a prefix for the reference names, to snapshot several things in one test.
///   - record: overrides the record mode (see the module documentation for the default).
///   - fileID: the test file's ID, for the accept command (leave the default).
///   - filePath: the test file, beside which `__Snapshots__` is (leave the default).
///   - testName: the test's name, the references' prefix (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
///   - snapshotDirectory: where the references are, instead of `__Snapshots__/<TestFile>/`.
///   - artifactsDirectory: the root for failure images and the report, instead of `$SNAPSHOT_ARTIFACTS`.
///   - render: renders one combination, through `WidgetRenderer`.
/// - Returns: the failure messages, empty when every reference matches.
public func verifyWidgetSnapshot(
    families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
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
    snapshotDirectory: String? = nil,
    artifactsDirectory: URL? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    render: (WidgetSnapshotVariant) throws -> RenderedWidget
) -> [String] {
    let runner = SnapshotRunner(tolerance: tolerance, formats: formats, name: name, record: record,
                                snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory,
                                fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    let matrix = RenderMatrix.snapshot(families: families, colorSchemes: colorSchemes, devices: devices, appearances: appearances,
                                       dynamicTypeSizes: dynamicTypeSizes, locales: locales)
    // The planner names the combinations; `render` draws each (the planned view is not used).
    return runner.run(ViewSource(EmptyView(), families: families), matrix: matrix, options: options) { variant, _ in
        try render(variant)
    }
}

/// Each failure as its own issue, in Swift Testing or XCTest.
func report(_ failures: [String], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    for failure in failures {
        recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
