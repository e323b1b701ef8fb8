import Foundation

extension WidgetRenderer {
    /// Checks every widget of a `WidgetBundle` over `matrix`, as ``check(_:name:matrix:options:limits:renderedEntries:pictures:threads:)``
    /// checks one source: each widget's placeholder, snapshot and first timeline entries, its
    /// providers run once at `options.now` on `options.device` (every family it supports, or the
    /// matrix's), each finding named by the widget's `kind`. The placeholder and the snapshot
    /// are checked too: blank, or one looking exactly like the other.
    public static func check<B: WidgetBundle>(bundle: B, matrix: RenderMatrix = .check, options: RenderOptions = RenderOptions(),
                                              limits: PlatformLimits = .builtIn, renderedEntries: Int = 8, pictures: Bool = false,
                                              threads: Int = ProcessInfo.processInfo.activeProcessorCount) async throws -> CheckReport {
        let widgets = try await WidgetTimelines.enumerate(bundle, options: enumeration(matrix.families, options))
        return try check(widgets, matrix: matrix, options: options, limits: limits, renderedEntries: renderedEntries,
                         pictures: pictures, threads: threads)
    }

    /// Checks one `Widget` (see ``check(bundle:matrix:options:limits:renderedEntries:pictures:threads:)``).
    public static func check<W: Widget>(_ widget: W, matrix: RenderMatrix = .check, options: RenderOptions = RenderOptions(),
                                        limits: PlatformLimits = .builtIn, renderedEntries: Int = 8, pictures: Bool = false,
                                        threads: Int = ProcessInfo.processInfo.activeProcessorCount) async throws -> CheckReport {
        let enumerated = try await WidgetTimelines.enumerate(widget, options: enumeration(matrix.families, options))
        return try check([enumerated], matrix: matrix, options: options, limits: limits, renderedEntries: renderedEntries,
                         pictures: pictures, threads: threads)
    }

    private static func check(_ widgets: [EnumeratedWidget], matrix: RenderMatrix, options: RenderOptions, limits: PlatformLimits,
                              renderedEntries: Int, pictures: Bool, threads: Int) throws(RenderError) -> CheckReport {
        var reports: [CheckReport] = []
        // A Live Activity's or a control's configuration has no families; they are checked as surfaces.
        for widget in widgets where !widget.timelines.isEmpty {
            reports.append(try check(source(of: widget), name: widget.descriptor.kind, matrix: matrix, options: options, limits: limits,
                                     renderedEntries: renderedEntries, pictures: pictures, threads: threads))
        }
        return CheckReport(merging: reports)
    }
}
