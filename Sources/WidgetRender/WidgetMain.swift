import Foundation

/// What `@main` on a `WidgetBundle` or `Widget` runs on Linux: the extension's folder becomes
/// an executable target that renders every widget × family × phase (placeholder, snapshot,
/// timeline entries) to PNG files with `bundle.json`, as ``WidgetRenderer/render(bundle:matrix:options:)``
/// does.
///
/// ```
/// swift run MyWidgetExtension render --out-dir out/widgets --family small --scheme all
/// ```
///
/// Options: `--out-dir DIR` (default `out/widgets`), `--family F` (repeatable; short or
/// WidgetKit names; default every family each widget supports), `--scheme light|dark|all`
/// (default light), `--now ISO8601` (default 2026-01-01T00:00:00Z: never the machine's clock),
/// `--assets DIR.xcassets` (the asset catalog `Color("Brand")` and `Image("logo")` look names up
/// in; symbols the AssetSymbols plugin generated find their catalog themselves),
/// `--strings FILE.xcstrings` (or `.strings`) and `--language L` (default `en`): the extension's
/// string catalog, so `Text("key")` shows its translation as the app's bundle gives it on iOS
/// (`String(localized:)` is Foundation's and returns the key on Linux),
/// `--activity-state FILE.json` (a Live Activity's `ContentState` as JSON, dates in ISO 8601;
/// without it each activity is drawn with a sample state made from its `Codable` shape),
/// `--device WxH` (the device, by its screen in pixels: `1179x2556`), `--help`.
///
/// Live Activities are drawn in every presentation (`<kind>-<presentation>-<scheme>.png`: the
/// Lock Screen banner and the Dynamic Island's compact, minimal and expanded forms), controls in
/// Control Center and on the Lock Screen. Exit status 0, 1 when rendering failed, 64 for bad usage. For the live preview
/// page, list the widgets in a `WidgetPreviews` program (`WidgetPreviewsCommand`).
public enum WidgetMain {
    /// The parsed command line.
    struct Invocation {
        var outDir = "out/widgets"
        var families: [WidgetFamily] = []
        var schemes: [ColorScheme] = [.light]
        var now: Date?
        var assets: String?
        var strings: String?
        var language = "en"
        var activityState: String?
        var device: DeviceProfile?
        var help = false
        /// `check`: findings instead of images.
        var checks = false
        /// `previews`: the program's `#Preview` blocks instead of its widgets.
        var previews = false
        var failOn: Diagnostic.Severity? = .error
        var json = false
        var html: String?
        var all = false
    }

    /// Why the command line was refused.
    struct UsageError: Error { let message: String }

    static let usage = """
        USAGE: <extension> [render] [--out-dir DIR] [--family F ...] [--scheme light|dark|all] [--now ISO8601]
                           [--assets DIR.xcassets] [--strings FILE.xcstrings [--language L]]
                           [--activity-state STATE.json] [--device WxH]
               <extension> check [--family F ...] [--now ISO8601] [--assets DIR.xcassets] [--strings FILE.xcstrings]
                           [--language L] [--activity-state STATE.json]
                           [--fail-on warning|error|never] [--json] [--html FILE] [--all]
               <extension> previews [--out-dir DIR] [--family F ...] [--scheme light|dark|all] [--now ISO8601]
                           [--assets DIR.xcassets] [--strings FILE.xcstrings [--language L]] [--device WxH]

        render: draws every widget of the extension, each family it supports (or --family), its placeholder,
        snapshot and timeline entries, to DIR/<kind>-<family>-<scheme>[-<n>|-placeholder|-snapshot].png
        with DIR/bundle.json.
        check: draws the same over widget-render check's matrix (both schemes, every rendering mode, the
        smallest and largest iPhone, every Dynamic Type size), Live Activities and controls included, and
        prints what iOS would do to them by rule; exit 1 when a finding is at --fail-on (default error) or worse.
        previews: draws every #Preview block of the program (its view in small, medium and large, a widget's
        entries in its family, a Live Activity's content states) to DIR/<title>-<family>-<scheme>[-<n>].png,
        DIR defaulting to out/previews; exit 1 when a preview failed, after drawing the others.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var inv = Invocation()
        var rest = arguments[...]
        switch rest.first {
        case "render": rest = rest.dropFirst()
        case "check": rest = rest.dropFirst(); inv.checks = true
        case "previews": rest = rest.dropFirst(); inv.previews = true; inv.outDir = "out/previews"
        default: break
        }
        if rest.first == "serve" {
            throw UsageError(message: "serve is not part of an extension's own program; list the widgets in a WidgetPreviews program (WidgetPreviewsCommand) to serve the preview page.")
        }
        func value(_ option: String) throws(UsageError) -> String {
            guard let v = rest.first, !v.hasPrefix("--") else { throw UsageError(message: "\(option) needs a value.") }
            rest = rest.dropFirst()
            return v
        }
        while let arg = rest.first {
            rest = rest.dropFirst()
            switch arg {
            case "--help", "-h": inv.help = true
            case "--out-dir": inv.outDir = try value(arg)
            case "--family":
                let name = try value(arg)
                guard let family = WidgetFamily(name: name) else {
                    throw UsageError(message: "Unknown --family \"\(name.prefix(40))\"; use \(WidgetFamily.allCases.map(\.shortName).joined(separator: ", ")).")
                }
                inv.families.append(family)
            case "--scheme":
                switch try value(arg) {
                case "light": inv.schemes = [.light]
                case "dark": inv.schemes = [.dark]
                case "all": inv.schemes = ColorScheme.allCases
                case let other: throw UsageError(message: "Unknown --scheme \"\(other.prefix(40))\"; use light, dark or all.")
                }
            case "--now":
                let text = try value(arg)
                guard let date = ISO8601Date.parse(text) else {
                    throw UsageError(message: "--now \"\(text.prefix(40))\" is not an ISO 8601 instant such as 2026-05-20T09:00:00Z.")
                }
                inv.now = date
            case "--assets": inv.assets = try value(arg)
            case "--strings": inv.strings = try value(arg)
            case "--language": inv.language = try value(arg)
            case "--activity-state": inv.activityState = try value(arg)
            case "--device":
                let id = try value(arg)
                guard let device = DeviceProfile.named(id) else {
                    throw UsageError(message: "Unknown --device \"\(id.prefix(40))\"; use a screen in pixels: " + DeviceProfile.all.map(\.id).joined(separator: ", ") + ".")
                }
                inv.device = device
            case "--fail-on" where inv.checks:
                switch try value(arg) {
                case "warning": inv.failOn = .warning
                case "error": inv.failOn = .error
                case "never": inv.failOn = nil
                case let other: throw UsageError(message: "Unknown --fail-on \"\(other.prefix(40))\"; use warning, error or never.")
                }
            case "--json" where inv.checks: inv.json = true
            case "--html" where inv.checks: inv.html = try value(arg)
            case "--all" where inv.checks: inv.all = true
            default: throw UsageError(message: "Unknown argument \"\(arg.prefix(60))\"\(inv.checks ? " for check" : "").")
            }
        }
        if inv.previews, inv.activityState != nil {
            throw UsageError(message: "--activity-state is for render and check; a Live Activity preview draws the content states its #Preview lists.")
        }
        if inv.strings == nil, arguments.contains("--language") {
            throw UsageError(message: "--language picks the language of --strings FILE.xcstrings; give the file too.")
        }
        return inv
    }

    /// Parses `arguments` and renders what `render` draws for them; returns the exit status
    /// and prints what it wrote (errors on standard error). `check` (the widgets' findings over
    /// a matrix, with their pictures when asked) serves the `check` command.
    @MainActor public static func run(arguments: [String], controls: [ErasedControl] = [],
                           activities: [(kind: String, activity: ErasedActivity)] = [],
                           check: ((RenderMatrix, RenderOptions, _ pictures: Bool) async throws -> CheckReport)? = nil,
                           render: (RenderMatrix, RenderOptions) async throws -> [RenderedWidgetFrame]) async -> Int32 {
        let inv: Invocation
        do { inv = try parse(arguments) } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n\n\(usage)\n".utf8))
            return 64
        }
        if inv.help { print(usage); return 0 }
        var options = RenderOptions()
        if let now = inv.now { options.now = now }
        if let device = inv.device { options.device = device }
        var catalog: AssetCatalog?, table: LocalizationTable?
        if let path = inv.assets {
            do {
                catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("error: --assets \(path): \(error)\n".utf8))
                return 64
            }
        }
        if let path = inv.strings {
            do {
                table = try LocalizationTable(contentsOf: URL(fileURLWithPath: path), language: inv.language)
            } catch {
                FileHandle.standardError.write(Data("error: --strings \(path): \(error)\n".utf8))
                return 64
            }
        }
        if catalog != nil || table != nil {
            let (assets, strings) = (catalog, table)
            options.environment = { environment in
                if let assets { environment.assetCatalog = assets }
                if let strings { environment.localization = strings }
            }
        }
        var stateJSON: Data?
        if let path = inv.activityState {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("error: --activity-state \(path): no such file\n".utf8))
                return 64
            }
            stateJSON = data
        }
        if inv.checks {
            return await runCheck(inv, options: options, state: stateJSON, controls: controls, activities: activities, check: check)
        }
        if inv.previews { return await runPreviews(inv, options: options) }
        let matrix = RenderMatrix(families: inv.families.isEmpty ? nil : inv.families, colorSchemes: inv.schemes, appearances: [nil])
        do {
            let frames = try await render(matrix, options)
            let folder = URL(fileURLWithPath: inv.outDir)
            let report = try WidgetRenderer.write(frames, into: folder)
            var groups = DiagnosticGroups()
            for image in report.images {
                let file = image.file ?? image.name + ".png"
                print(folder.appendingPathComponent(file).path + "  \(image.width)x\(image.height)")
                groups.add(image.diagnostics, image: file)
            }
            var activityImages: [RenderSummary] = [], controlImages: [RenderSummary] = []
            for line in try renderActivities(activities, state: stateJSON, options: options, schemes: inv.schemes, into: folder,
                                             summaries: &activityImages, groups: &groups) {
                print(line)
            }
            if report.images.isEmpty {
                print("note: no widget family to draw on \(options.device): a family the device does not show (accessoryCorner is the Apple Watch face's) is drawn only when --family asks for it.")
            } else {
                print("\(report.images.count) images of \(report.widgets.map(\.kind).joined(separator: ", ")) and bundle.json in \(folder.path)")
            }
            for file in try renderControls(controls, options: options, schemes: inv.schemes, into: folder, summaries: &controlImages,
                                           groups: &groups) {
                print(file)
            }
            // Each distinct warning once, with the images it is in (six schemes and modes of one
            // widget do not repeat it six times).
            for line in groups.lines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
            if !activityImages.isEmpty || !controlImages.isEmpty {
                var full = report
                full.activities = activityImages
                full.controls = controlImages
                try WidgetRenderer.writeBundleJSON(full, into: folder)
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }
}

extension WidgetMain {
    /// `check`: the widgets' findings, then each Live Activity's (with the state `--activity-state`
    /// gives, else a sample) and each control's, printed as `widget-render check` prints them.
    @MainActor static func runCheck(_ inv: Invocation, options: RenderOptions, state: Data?, controls: [ErasedControl],
                                    activities: [(kind: String, activity: ErasedActivity)],
                                    check: ((RenderMatrix, RenderOptions, Bool) async throws -> CheckReport)?) async -> Int32 {
        var matrix = RenderMatrix.check
        if !inv.families.isEmpty { matrix.families = inv.families }
        if let device = inv.device { matrix.devices = [device] }
        let pictures = inv.html != nil
        do {
            var reports: [CheckReport] = []
            if let check { reports.append(try await check(matrix, options, pictures)) }
            var surfaces = matrix
            surfaces.families = nil
            for (kind, activity) in activities {
                let content = try (state.flatMap { try? activity.decode(attributes: nil, state: $0, now: options.now) }) ?? activity.sample(now: options.now)
                let source = ActivitySource(name: kind, activity: activity, attributes: content.attributes, states: [content.state])
                reports.append(try WidgetRenderer.check(source, name: kind, matrix: surfaces, options: options, pictures: pictures))
            }
            for control in controls {
                let source = ControlSource(control)
                reports.append(try WidgetRenderer.check(source, name: source.name, matrix: surfaces, options: options, pictures: pictures))
            }
            let report = CheckReport(merging: reports)
            if let html = inv.html {
                try Data(report.html(title: "check of " + report.sources.joined(separator: ", ")).utf8).write(to: URL(fileURLWithPath: html), options: .atomic)
            }
            if inv.json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(report), as: UTF8.self))
            } else {
                print(report.summary(placesPerRule: inv.all ? .max : 5))
            }
            guard let failOn = inv.failOn else { return 0 }
            return report.findings(atLeast: failOn).isEmpty ? 0 : 1
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    /// Each Live Activity in the Lock Screen view and the island's three forms (the Lock Screen
    /// view only, with a warning, on a device without a Dynamic Island) and each scheme, with the
    /// state from `state` (JSON) when it decodes as the activity's, else a sample made from its
    /// `Codable` shape. Returns what it wrote and said, one line each; an activity no sample can
    /// be made for is named with what to do.
    static func renderActivities(_ activities: [(kind: String, activity: ErasedActivity)], state: Data?, options: RenderOptions,
                                 schemes: [ColorScheme], into folder: URL, summaries: inout [RenderSummary],
                                 groups: inout DiagnosticGroups) throws -> [String] {
        var lines: [String] = []
        var stateDecoded = false
        var stateErrors: [String] = []
        for (kind, activity) in activities {
            let content: (attributes: Any, state: Any)
            do {
                var decoded: (attributes: Any, state: Any)?
                if let state {
                    do {
                        decoded = try activity.decode(attributes: nil, state: state, now: options.now)
                        stateDecoded = true
                    } catch {
                        stateErrors.append("\(kind): \(error)")
                    }
                }
                content = try decoded ?? activity.sample(now: options.now)
            } catch {
                lines.append("warning: \(kind) is a Live Activity whose content state cannot be made from its Codable shape (\(error)); pass one with --activity-state STATE.json.")
                continue
            }
            let source = ActivitySource(name: kind, activity: activity, attributes: content.attributes, states: [content.state])
            lines += try draw(source, schemes: schemes, options: options, into: folder, summaries: &summaries, groups: &groups)
        }
        if state != nil, !stateDecoded, !activities.isEmpty {
            lines.append("warning: --activity-state is not the content state of any Live Activity here, so each is drawn with a "
                         + "sample state: " + stateErrors.joined(separator: "; "))
        }
        return lines
    }

    /// Each control in Control Center (small, medium, large) and on the Lock Screen, a toggle
    /// on and off: `<kind>-<presentation>[-on|-off]-dark.png`. Returns what it wrote, one line each.
    static func renderControls(_ controls: [ErasedControl], options: RenderOptions, schemes: [ColorScheme],
                               into folder: URL, summaries: inout [RenderSummary], groups: inout DiagnosticGroups) throws -> [String] {
        var lines: [String] = []
        for control in controls {
            lines += try draw(ControlSource(control), schemes: schemes, options: options, into: folder, summaries: &summaries, groups: &groups)
        }
        return lines
    }

    /// Every image the planner makes of `source`, written as `<fileStem>.png`: bundle.json's
    /// summary of each, its warnings into `groups`, and one line per file.
    private static func draw(_ source: some RenderSource, schemes: [ColorScheme], options: RenderOptions, into folder: URL,
                             summaries: inout [RenderSummary], groups: inout DiagnosticGroups) throws -> [String] {
        var lines: [String] = []
        let jobs = try WidgetRenderer.plan(source, matrix: RenderMatrix(colorSchemes: schemes), options: options)
        try WidgetRenderer.write(jobs, into: folder) { (rendered: RenderedFile) throws(RenderError) in
            // bundle.json names each image by its file name, beside it.
            var summary = rendered.summary
            summary.file = rendered.url.lastPathComponent
            summaries.append(summary)
            lines.append(rendered.url.path + "  \(rendered.widget.pixelWidth)x\(rendered.widget.pixelHeight)")
            groups.add(rendered.widget.diagnostics, image: rendered.url.lastPathComponent)
        }
        return lines
    }
}

extension WidgetBundle {
    /// `@main` on Linux: renders every widget of the bundle, and its controls (``WidgetMain``).
    ///
    /// As in WidgetKit, it runs on the main actor: the bundle is made there, once.
    public static func main() async {
        // One instance, read by the renders of this process; WidgetRender reads its body on the
        // rendering thread (see the Isolation article).
        nonisolated(unsafe) let bundle = Self()
        let status = await WidgetMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                                          controls: WidgetTimelines.controls(of: bundle),
                                          activities: WidgetTimelines.activities(of: bundle),
                                          check: { matrix, options, pictures in
                                              try await WidgetRenderer.check(bundle: bundle, matrix: matrix, options: options, pictures: pictures)
                                          }) { matrix, options in
            try await WidgetRenderer.render(bundle: bundle, matrix: matrix, options: options)
        }
        if status != 0 { exit(status) }
    }
}

extension Widget {
    /// `@main` on Linux: renders the widget (``WidgetMain``), on the main actor as in WidgetKit.
    public static func main() async {
        nonisolated(unsafe) let widget = Self()
        let activity = WidgetTimelines.activity(of: widget).map { (kind: (try? WidgetTimelines.describe(widget).kind) ?? "\(Self.self)", activity: $0) }
        let status = await WidgetMain.run(arguments: Array(CommandLine.arguments.dropFirst()), activities: activity.map { [$0] } ?? [],
                                          check: { matrix, options, pictures in
                                              try await WidgetRenderer.check(widget, matrix: matrix, options: options, pictures: pictures)
                                          }) { matrix, options in
            try await WidgetRenderer.render(widget, matrix: matrix, options: options)
        }
        if status != 0 { exit(status) }
    }
}
