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
            var report = try check(source(of: widget), name: widget.descriptor.kind, matrix: matrix, options: options, limits: limits,
                                   renderedEntries: renderedEntries, pictures: pictures, threads: threads)
            report.add(reloadFindings(widget, now: options.now, limit: limits.reload))
            reports.append(report)
        }
        return CheckReport(merging: reports)
    }

    /// `reloadTooSoon`: a family's timeline that asks for the next one (`.after(date)`, or
    /// `.atEnd` at its last entry) sooner after its first entry (the provider's "now", whatever
    /// clock it read) than the daily reload budget pays for.
    static func reloadFindings(_ widget: EnumeratedWidget, now requested: Date, limit: PlatformLimits.Reload) -> [CheckFinding] {
        var findings = FindingCollector(source: widget.descriptor.kind)
        for timeline in widget.timelines {
            let now = timeline.entries.first?.date ?? requested
            let asked: Date?
            if let date = timeline.policy.reloadDate {
                asked = date
            } else if timeline.policy == .atEnd {
                asked = timeline.entries.last?.date ?? now
            } else {
                asked = nil
            }
            guard let asked, asked.timeIntervalSince(now) < limit.minimumIntervalSeconds else { continue }
            let wait = max(0, asked.timeIntervalSince(now))
            let minutes = wait < 60 ? "\(Int(wait)) s" : "\(Int((wait / 60).rounded())) min"
            findings.add(rule: CheckRule.reloadTooSoon, severity: .warning,
                         message: "The timeline (policy \(timeline.policy)) asks for the next one \(minutes) after its first entry; a widget gets about "
                            + "40 to 70 reloads a day, a reload every \(Int(limit.minimumIntervalSeconds / 60)) to 60 minutes, so iOS reloads it later and "
                            + "the last entry stays on screen until then. Return entries that cover the next hour or more, and ask for the reload "
                            + "with .after(date) at least \(Int(limit.minimumIntervalSeconds / 60)) minutes ahead.",
                         location: "timeline reload policy", cell: timeline.family.shortName)
        }
        return findings.sorted
    }
}
