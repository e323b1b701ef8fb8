import ArgumentParser
import Foundation
import WidgetRender

/// The template, canvas and family a link question is about: one family, one scheme, the
/// first entry, composed by the facade exactly as `render` draws it.
struct LinkQuery: ParsableArguments {
    @OptionGroup var inputs: TemplateInputs
    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var appearance: AppearanceOptions

    @Option(help: "The one family asked about: small, medium, large, extraLarge, circular, rectangular or inline (or WidgetKit's names, systemSmall, accessoryCircular…); or a Live Activity's or control's presentation (activityLockScreen, islandCompact, islandExpanded, controlSmall…).")
    var family: FamilySelection

    @Option(help: "light or dark.")
    var scheme: SchemeSelection = .light

    func validate() throws {
        guard (family.families?.count ?? 0) + (family.presentations?.count ?? 0) == 1 else {
            throw ValidationError("Pick one --family (small, medium, large, extraLarge, circular, rectangular or inline, or one presentation such as islandExpanded or controlSmall); links differ between them.")
        }
        guard scheme.schemes.count == 1 else { throw ValidationError("Pick one --scheme, light or dark.") }
        guard appearance.isSingle else { throw ValidationError("Pick one --rendering-mode and one --dynamic-type; a tap is answered for one image.") }
    }

    /// The link map of the first entry.
    func linkMap() throws -> LinkMap {
        let options = try appearance.apply(to: canvas.apply(to: inputs.formatting.apply(to: RenderOptions())))
        let matrix = family.apply(to: RenderMatrix(colorSchemes: scheme.schemes, firstEntryOnly: true))
        guard let job = try WidgetRenderer.plan(try inputs.bind(), matrix: matrix, options: options).first else {
            throw CLIError("The entry file has no entries.")
        }
        return try job.compose().linkMap
    }
}

/// `widget-render hit TEMPLATE --family F --at X,Y`: the URL a tap opens.
struct HitCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Print the URL a tap at (X, Y) in points opens, or launch-app when the app opens without one.")

    @OptionGroup var query: LinkQuery

    @Option(parsing: .unconditional, help: "The tap in points from the widget's top-left corner: X,Y (e.g. 40,120 or -5,-5).")
    var at: TapPoint

    @Flag(help: "Print the answer as JSON, with the region that was hit.")
    var json = false

    func run() throws {
        let map = try query.linkMap()
        if json { try printJSON(TapReport(map: map, point: at.point)) } else { print("\(map.target(at: at.point))") }
    }
}

/// `--at X,Y`: two finite numbers in points (negative ones allowed: `--at=-5,-5`).
struct TapPoint: ExpressibleByArgument {
    let point: Point
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        point = Point(x: x, y: y)
    }
    static var defaultCompletionKind: CompletionKind { .default }
}

/// `widget-render links TEMPLATE --family F`: every tappable region.
struct LinksCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "List the tappable regions of a widget with their URLs, in points and pixels, and the widget URL.")

    @OptionGroup var query: LinkQuery

    @Flag(help: "Print the link map as JSON.")
    var json = false

    func run() throws {
        let map = try query.linkMap()
        if json {
            FileHandle.standardOutput.write(try map.jsonData())
            FileHandle.standardOutput.write(Data("\n".utf8))
        } else {
            print(map.listing)
        }
        for d in map.diagnostics { FileHandle.standardError.write(Data("\(d)\n".utf8)) }
    }
}
