import Foundation
@_spi(Internals) import SnapshotTesting

/// Asserts that `widget-render check` finds nothing at `severity` or worse in a view: renders
/// it over `matrix` (`RenderMatrix.check` by default: every family given, light and dark,
/// every rendering mode, the smallest and the largest iPhone, every Dynamic Type size) and
/// records one issue per finding, with its rule, place, cells and what to do. Works in Swift
/// Testing and XCTest:
///
/// ```swift
/// @Test func checks() { assertWidgetChecks(of: CountdownView(), families: [.systemSmall, .systemMedium]) }
/// ```
///
/// - Parameters:
///   - view: the widget's view.
///   - families: the families to check.
///   - matrix: schemes, rendering modes, devices, text sizes and locales.
///   - options: everything else about the render (now, locale, margins…).
///   - severity: the least severe finding that fails (`.warning` by default).
///   - ignoring: rule ids not to fail on (`["textTruncated"]`).
///   - limits: the platform limits (`PlatformLimits.builtIn`).
///   - fileID: the test file's ID (leave the default).
///   - filePath: the test file (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
/// - Returns: the whole report, notes included, for further assertions.
@discardableResult
public func assertWidgetChecks<V: View>(
    of view: V,
    families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
    matrix: RenderMatrix = .check,
    options: RenderOptions = RenderOptions(),
    failingAt severity: Diagnostic.Severity = .warning,
    ignoring: Set<String> = [],
    limits: PlatformLimits = .builtIn,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> CheckReport? {
    let result: CheckReport
    do {
        result = try WidgetRenderer.check(ViewSource(view, families: families), name: "widget", matrix: matrix, options: options,
                                          limits: limits, threads: 1)
    } catch {
        recordIssue("The widget could not be checked: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    let failing = result.findings(atLeast: severity).filter { !ignoring.contains($0.rule) }
    let failures = failing.map { f in
        let cells = f.cells.count > 4 ? f.cells.prefix(4).joined(separator: ", ") + " and \(f.cells.count - 4) more" : f.cells.joined(separator: ", ")
        return "\(f.severity.rawValue) \(f.rule)\(f.location.map { " at \($0)" } ?? ""): \(f.message)\n  in \(cells)"
    }
    report(failures, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}
