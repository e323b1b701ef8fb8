import Foundation

extension RenderMatrix {
    /// What `check` covers unless told otherwise: every family the source supports, light and
    /// dark, every rendering mode (full colour, tinted, clear; vibrant on the Lock Screen), on
    /// the smallest and the largest iPhone the catalog knows; Dynamic Type from the default to
    /// the largest accessibility size is checked on each family's own look.
    public static var check: RenderMatrix {
        RenderMatrix(colorSchemes: ColorScheme.allCases, appearances: allAppearances(), devices: checkDevices)
    }

    /// The smallest and the largest iPhone by Home Screen widget width (text truncates first on
    /// the one, images are largest on the other), among the phones whose Live Activity geometry
    /// is known (the phones current iOS runs on), so every surface can be checked on both.
    static var checkDevices: [DeviceProfile] {
        let table = try? LiveActivityGeometryTable.builtIn()
        let phones = DeviceProfile.all.filter { $0.platform == .iPhone && table?.geometry(forScreen: $0.screen) != nil }
        guard let small = phones.min(by: { ($0.small.width, $0.id) < ($1.small.width, $1.id) }),
              let large = phones.max(by: { ($0.small.width, $0.id) < ($1.small.width, $1.id) }) else { return [] }
        return small == large ? [small] : [small, large]
    }
}

extension RenderMatrix {
    /// The right-to-left language a check lays every widget out in, unless the matrix has one:
    /// Arabic, whose numbers and dates also format longer than English's.
    public static let checkRightToLeftLocale = Locale(identifier: "ar")

    /// The cells `check` adds in a right-to-left language: each family's own look, in the first
    /// color scheme, on the first device, in ``checkRightToLeftLocale``; none when the matrix
    /// already has a right-to-left locale.
    var rightToLeftCells: RenderMatrix? {
        guard !locales.contains(where: { LayoutDirection.of($0) == .rightToLeft }) else { return nil }
        var m = self
        m.colorSchemes = Array(colorSchemes.prefix(1))
        m.appearances = [nil]
        m.dynamicTypeSizes = []
        m.locales = [Self.checkRightToLeftLocale]
        m.devices = Array(devices.prefix(1))
        return m
    }

    /// The cells `check` adds for StandBy: the small family (the one StandBy shows), dark (as
    /// StandBy's black screen draws widgets), its background removed, on the first device;
    /// nil for a source without a small widget or one that draws presentations.
    func standByCells(of source: some RenderSource) -> RenderMatrix? {
        guard !source.drawsPresentations, source.families(families).contains(.systemSmall) else { return nil }
        var m = self
        m.families = [.systemSmall]
        m.colorSchemes = [.dark]
        m.appearances = [.standBy]
        m.dynamicTypeSizes = []
        m.locales = Array(locales.prefix(1))
        m.devices = Array(devices.prefix(1))
        return m
    }
}

extension WidgetRenderer {
    /// Renders `source` over `matrix` and reports what iOS would do to it that no render shows:
    /// every warning and error the renders diagnose (contrast after the system repaints, tap
    /// targets, links, text cut off at larger text sizes, Live Activity geometry…), grouped by
    /// rule and place with the cells they happen in, plus the platform limits of `limits`
    /// (``CheckRule``): image pixel area, timeline length and density, a Live Activity's
    /// payload, and opaque images the accented modes turn into solid blocks.
    ///
    /// The timeline is read whole; the first `renderedEntries` entries are drawn in every cell.
    /// Each family's own look at the first color scheme also lays the widget out at every Dynamic
    /// Type size (``RenderOptions/checksDynamicType``), and is drawn once more in a right-to-left
    /// language (``RenderMatrix/checkRightToLeftLocale``); a small widget is drawn in StandBy too.
    public static func check(_ source: some RenderSource, name: String, matrix: RenderMatrix = .check,
                             options: RenderOptions = RenderOptions(), limits: PlatformLimits = .builtIn,
                             renderedEntries: Int = 8, pictures: Bool = false, threads: Int = ProcessInfo.processInfo.activeProcessorCount)
        throws(RenderError) -> CheckReport {
        var findings = FindingCollector(source: name)

        // The timeline, read whole on one look and one device.
        var timelineMatrix = matrix
        timelineMatrix.colorSchemes = Array(matrix.colorSchemes.prefix(1))
        timelineMatrix.appearances = [nil]
        timelineMatrix.devices = Array(matrix.devices.prefix(1))
        timelineMatrix.dynamicTypeSizes = []
        let timeline = try plan(source, matrix: timelineMatrix, options: options)
        checkTimeline(timeline, limits: limits.timeline, into: &findings)

        // Every cell, the first entries.
        var drawn = matrix
        let entryCount = Set(timeline.compactMap { job -> Int? in
            if case .entry(let i) = job.cell.phase { return i }
            return nil
        }).count
        drawn.entries = 0..<max(1, min(renderedEntries, entryCount))
        let firstScheme = matrix.colorSchemes.first
        var jobs = try plan(source, matrix: drawn, options: options)
        let asked = jobs.count
        // Right to left and StandBy change where things go and what is behind them: the first
        // entry shows it.
        for var extra in [drawn.rightToLeftCells, drawn.standByCells(of: source)].compactMap({ $0 }) {
            extra.entries = 0..<1
            jobs += try plan(source, matrix: extra, options: options).filter { $0.cell.phase == .entry(0) }
        }
        jobs = jobs.enumerated().map { index, job in
            var o = job.options
            o.reportsTruncatedText = true
            if index < asked, job.cell.colorScheme == firstScheme || job.cell.family.isAccessory,
               job.cell.appearance == .own(for: job.cell.family), job.cell.dynamicTypeSize == nil {
                o.checksDynamicType = true
            }
            // What is checked does not move anything: the cells still share their layouts.
            return RenderJob(cell: job.cell, name: job.name, content: job.content, options: o, layoutShare: job.layoutShare)
        }
        let results: [CellFindings]
        do {
            let looked = jobs.map { $0.cell.phase == .placeholder || $0.cell.phase == .snapshot }
            results = try render(jobs, threads: threads) { index, widget in CellFindings(widget, limits: limits, looked: looked[index]) }
        } catch let e as RenderError {
            throw e
        } catch {
            throw .raster(.cairo(status: -1, message: String(describing: error), during: "checking"))
        }
        for (job, result) in zip(jobs, results) {
            result.report(in: job.cell.variantName, limits: limits, into: &findings)
        }
        // A placeholder is judged in the widget's own look; the repainted modes flatten it anyway.
        CheckRules.states(zip(jobs.map(\.cell), results).filter { $0.0.appearance == .own(for: $0.0.family) }
            .map { ($0, $1.fingerprint, $1.isBlank) }, into: &findings)
        CheckRules.liveActivityPayload(source, limit: limits.liveActivityPayloadBytes, into: &findings)
        let sorted = findings.sorted
        return CheckReport(findings: sorted, cellsRendered: jobs.count, sources: [name],
                           pictures: pictures ? try drawFirstCells(of: sorted, among: jobs, source: name, threads: threads) : [])
    }

    /// The first cell of each finding drawn again, as PNG (the check itself keeps no render).
    private static func drawFirstCells(of findings: [CheckFinding], among jobs: [RenderJob], source: String, threads: Int)
        throws(RenderError) -> [CheckPicture] {
        // The first cell of each finding, the placeholder and the snapshot after the entries.
        let wanted = Set(findings.compactMap { f in f.cells.first { !$0.contains("-placeholder") && !$0.contains("-snapshot") } ?? f.cells.first })
        var seen = Set<String>()
        let picked = jobs.filter { wanted.contains($0.cell.variantName) && seen.insert($0.cell.variantName).inserted }
        let pngs: [[UInt8]]
        do {
            pngs = try render(picked, threads: threads) { _, widget in try widget.pngData() }
        } catch let e as RenderError {
            throw e
        } catch {
            throw .raster(.cairo(status: -1, message: String(describing: error), during: "drawing the check's pictures"))
        }
        return zip(picked, pngs).map { CheckPicture(source: source, cell: $0.cell.variantName, png: $1) }
    }

    /// The images a widget draws, the home-screen backdrop (its first image) left out.
    static func widgetImages(_ widget: RenderedWidget) -> [ImageDraw] {
        let images = widget.displayList.items.compactMap { item -> ImageDraw? in
            if case .image(let image) = item { return image }
            return nil
        }
        return widget.composed.options.backdrop != nil ? Array(images.dropFirst()) : images
    }

    /// `timelineTooLong` and `timelineTooDense`, per family.
    static func checkTimeline(_ jobs: [RenderJob], limits: PlatformLimits.Timeline, into findings: inout FindingCollector) {
        let byFamily = Dictionary(grouping: jobs.filter { if case .entry = $0.cell.phase { return true }; return false },
                                  by: { $0.cell.surface ?? $0.cell.family.shortName })
        for family in byFamily.keys.sorted() {
            let dates = (byFamily[family] ?? []).map(\.cell.date).sorted()
            if dates.count > limits.maximumEntries {
                findings.add(rule: CheckRule.timelineTooLong, severity: .warning,
                             message: "The timeline has \(dates.count) entries; widgets with more than about \(limits.maximumEntries) stopped updating (empirical). "
                                + "Return fewer entries and a reload policy (.after(date)) that asks for the rest later.",
                             location: "timeline", cell: family)
            }
            let gaps = zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }
            if let closest = gaps.min(), closest < limits.minimumSpacingSeconds {
                findings.add(rule: CheckRule.timelineTooDense, severity: .warning,
                             message: "Two timeline entries are \(String(format: "%.1f", closest)) s apart; the system updates a widget's view at most about every \(Int(limits.minimumSpacingSeconds)) s (empirical), so the earlier entry may never show. "
                                + "Space entries further apart, or show a running time with Text(date, style: .timer).",
                             location: "timeline", cell: family)
            }
        }
    }
}

/// Findings as they come from many cells, grouped by rule, place and message.
struct FindingCollector {
    let source: String
    private var order: [String] = []
    private var byKey: [String: CheckFinding] = [:]

    init(source: String) { self.source = source }

    mutating func add(rule: String, severity: Diagnostic.Severity, message: String, location: String?,
                      sourceLocation: SourceLocation? = nil, cell: String) {
        // The place identifies a finding; without one, the message does.
        let key = rule + "\u{1}" + (location ?? message)
        if var f = byKey[key] {
            if !f.cells.contains(cell) { f.cells.append(cell) }
            f.severity = max(f.severity, severity)
            byKey[key] = f
        } else {
            order.append(key)
            byKey[key] = CheckFinding(rule: rule, severity: severity, message: message, location: location, sourceLocation: sourceLocation,
                                      source: source, cells: [cell])
        }
    }

    var sorted: [CheckFinding] {
        let all = order.compactMap { byKey[$0] }
        return all.enumerated().sorted { a, b in
            a.element.severity != b.element.severity ? a.element.severity > b.element.severity
                : a.element.rule != b.element.rule ? a.element.rule < b.element.rule : a.offset < b.offset
        }.map(\.element)
    }
}
