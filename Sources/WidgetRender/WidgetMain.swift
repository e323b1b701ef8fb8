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
/// in; symbols the AssetSymbols plugin generated find their catalog themselves), `--help`. Exit status 0, 1 when rendering failed, 64 for bad usage. For the live preview
/// page, list the widgets in a `WidgetPreviews` program (`WidgetPreviewsCommand`).
public enum WidgetMain {
    /// The parsed command line.
    struct Invocation {
        var outDir = "out/widgets"
        var families: [WidgetFamily] = []
        var schemes: [ColorScheme] = [.light]
        var now: Date?
        var assets: String?
        var help = false
    }

    /// Why the command line was refused.
    struct UsageError: Error { let message: String }

    static let usage = """
        USAGE: <extension> [render] [--out-dir DIR] [--family F ...] [--scheme light|dark|all] [--now ISO8601]
                           [--assets DIR.xcassets]

        Renders every widget of the extension, each family it supports (or --family), its placeholder,
        snapshot and timeline entries, to DIR/<kind>-<family>-<scheme>[-<n>|-placeholder|-snapshot].png
        with DIR/bundle.json.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var inv = Invocation()
        var rest = arguments[...]
        if rest.first == "render" { rest = rest.dropFirst() }
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
                guard let date = ISO8601DateFormatter().date(from: text) else {
                    throw UsageError(message: "--now \"\(text.prefix(40))\" is not an ISO 8601 instant such as 2026-05-20T09:00:00Z.")
                }
                inv.now = date
            case "--assets": inv.assets = try value(arg)
            default: throw UsageError(message: "Unknown argument \"\(arg.prefix(60))\".")
            }
        }
        return inv
    }

    /// Parses `arguments` and renders what `render` draws for them; returns the exit status
    /// and prints what it wrote (errors on standard error).
    public static func run(arguments: [String], controls: [ErasedControl] = [], liveActivities: [String] = [],
                           render: (RenderMatrix, RenderOptions) async throws -> [RenderedWidgetFrame]) async -> Int32 {
        let inv: Invocation
        do { inv = try parse(arguments) } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n\n\(usage)\n".utf8))
            return 64
        }
        if inv.help { print(usage); return 0 }
        var options = RenderOptions()
        if let now = inv.now { options.now = now }
        if let path = inv.assets {
            do {
                let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: path))
                options.environment = { $0.assetCatalog = catalog }
            } catch {
                FileHandle.standardError.write(Data("error: --assets \(path): \(error)\n".utf8))
                return 64
            }
        }
        let matrix = RenderMatrix(families: inv.families.isEmpty ? nil : inv.families, colorSchemes: inv.schemes, appearances: [nil])
        do {
            let frames = try await render(matrix, options)
            let folder = URL(fileURLWithPath: inv.outDir)
            let report = try WidgetRenderer.write(frames, into: folder)
            for image in report.images {
                print(folder.appendingPathComponent(image.file ?? image.name + ".png").path + "  \(image.width)x\(image.height)")
                for d in image.diagnostics where d.severity != .info { print("  \(d)") }
            }
            for name in liveActivities {
                print("\(name) is a Live Activity: it is drawn from content states (a #Preview(…, as: .content, using: attributes) { … } contentStates: { … } block, or WidgetRenderer.render(activity:…)).")
            }
            print("\(report.images.count) images of \(report.widgets.map(\.kind).joined(separator: ", ")) and bundle.json in \(folder.path)")
            for file in try renderControls(controls, options: options, schemes: inv.schemes, into: folder) {
                print(file)
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }
}

extension WidgetMain {
    /// Each control in Control Center (small, medium, large) and on the Lock Screen, a toggle
    /// on and off: `<kind>-<presentation>[-on|-off].png`. Returns what it wrote, one line each.
    static func renderControls(_ controls: [ErasedControl], options: RenderOptions, schemes: [ColorScheme],
                               into folder: URL) throws -> [String] {
        var lines: [String] = []
        for control in controls {
            let states: [Bool?] = control.template().kind == .toggle ? [true, false] : [nil]
            for presentation in ControlPresentation.allCases {
                for state in states {
                    let w = try WidgetRenderer.render(control: control, presentation: presentation, isOn: state, options: options)
                    let name = "\(control.kind)-\(presentation.rawValue)" + (state.map { $0 ? "-on" : "-off" } ?? "") + ".png"
                    try w.writePNG(to: folder.appendingPathComponent(name))
                    lines.append(folder.appendingPathComponent(name).path + "  \(w.pixelWidth)x\(w.pixelHeight)")
                }
            }
        }
        return lines
    }
}

extension WidgetBundle {
    /// `@main` on Linux: renders every widget of the bundle, and its controls (``WidgetMain``).
    public static func main() async {
        let activities = ((try? WidgetTimelines.describe(Self())) ?? []).filter { $0.configuration == .activityConfiguration }.map(\.kind)
        let status = await WidgetMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
                                          controls: WidgetTimelines.controls(of: Self()), liveActivities: activities) { matrix, options in
            try await WidgetRenderer.render(bundle: Self(), matrix: matrix, options: options)
        }
        if status != 0 { exit(status) }
    }
}

extension Widget {
    /// `@main` on Linux: renders the widget (``WidgetMain``).
    public static func main() async {
        let status = await WidgetMain.run(arguments: Array(CommandLine.arguments.dropFirst())) { matrix, options in
            try await WidgetRenderer.render(Self(), matrix: matrix, options: options)
        }
        if status != 0 { exit(status) }
    }
}
