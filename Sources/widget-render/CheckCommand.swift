import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render check PATH…`: renders each template over the check matrix and reports what iOS
/// would do to it that a render does not show.
struct CheckCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render templates across families, schemes, rendering modes, text sizes and devices, and report what iOS would do to them.",
        discussion: """
            Each template is drawn in every family it supports, light and dark, in every rendering \
            mode (tinted, clear, vibrant), on the smallest and the largest iPhone, and laid out at every \
            Dynamic Type size. Findings are grouped by rule and place, with the cells they happen in: \
            text cut off at larger sizes, contrast after the system repaints, tap targets under 44 pt, \
            links that never open, images over the pixel area iOS draws blank, timelines too long or \
            too dense to keep updating, images and buttons VoiceOver cannot name, animations over 2 s, \
            memory over the extension's limit, text truncated anywhere (notes), and every other \
            warning a render reports. \
            Exit status: 0, or 1 when a finding is at --fail-on or worse.
            """)

    @Argument(help: "Template folders or files, or folders of templates.")
    var paths: [String]

    @Option(help: "Check on this device instead of the smallest and largest iPhone (repeatable; see `widget-render devices`).")
    var device: [String] = []

    @Option(help: "Also check in this locale (repeatable), e.g. de_DE: longer words, other number formats.")
    var locale: [String] = []

    @Option(help: "How many timeline entries to draw in every cell (the whole timeline is read for its limits).")
    var entries = 8

    @OptionGroup var output: CheckOutput
    var json: Bool { output.json }

    @Option(help: ArgumentHelp("Also write this run's whole report to this file (every template's findings and pictures, with its --shard), for `widget-render merge` to join the shards of one check.", valueName: "file"))
    var report: String?

    @OptionGroup var concurrency: ConcurrencyOptions
    @OptionGroup var sharding: ShardOptions

    /// A template's main file, for findings that have no line: `template.json` or `template.yaml`
    /// in its folder, or the path itself.
    static func templateFile(_ path: String) -> String {
        for name in ["template.json", "template.yaml", "template.yml"] {
            let candidate = (path as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return path
    }

    func validate() throws {
        if entries < 1 { throw ValidationError("--entries takes a whole number of at least 1.") }
        let known = Set(Locale.availableIdentifiers)
        for l in locale where !known.contains(Locale(identifier: l).identifier) {
            throw ValidationError("Unknown --locale \"\(l)\"; use an identifier such as de_DE, ar or zh_CN.")
        }
    }

    func run() throws {
        var matrix = RenderMatrix.check
        if !device.isEmpty {
            let catalog = try DeviceCatalog.builtIn()
            matrix.devices = try device.map { name throws(HomeScreenError) in try catalog.profile(named: name) }
        }
        if !locale.isEmpty { matrix.locales = [Locale(identifier: FormattingOptions.defaultLocale)] + locale.map(Locale.init(identifier:)) }
        // A shard checks whole templates: every N-th of all the targets, from the i-th on.
        let targets = try paths.flatMap { path in try templateTargets(path, among: paths) }
        var checked: [CheckShardReport.Checked] = []
        var failed: [CheckShardReport.Failed] = []
        for (index, target) in sharding.select(targets) {
            do {
                let template = try WidgetTemplate.load(from: URL(fileURLWithPath: target), displayName: target)
                let bound = try BoundTemplate(template)
                let pictures = output.html != nil || report != nil
                checked.append(.init(target: index, report: try WidgetRenderer.check(TemplateSource(bound), name: target, matrix: matrix,
                                                                                     renderedEntries: entries, pictures: pictures,
                                                                                     threads: concurrency.threads)))
            } catch {
                let message = FailureReport(error).message
                failed.append(.init(target: index, message: message))
                FileHandle.standardError.write(Data("\(message)\n".utf8))
            }
        }
        if let report {
            try CheckShardReport(shard: sharding.shard ?? Shard(index: 1, count: 1), paths: paths, plannedTargets: targets,
                                 devices: device, locales: locale, entries: entries, checked: checked, failed: failed)
                .write(to: report)
        }
        let emptyShard = sharding.shard.flatMap { shard in
            targets.isEmpty ? nil : "Shard \(shard) has none of the \(targets.count) templates to check: give no more shards than templates."
        }
        try output.emit(CheckReport(merging: checked.map(\.report)), paths: paths, failures: failed.count, emptyShard: emptyShard)
    }
}
