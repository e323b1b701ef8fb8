import ArgumentParser
import Foundation
import WidgetRender
import WidgetTemplates

/// The link map of a template's first entry for one family, without drawing pixels.
private func linkMap(_ inputs: TemplateInputs, _ canvas: CanvasOptions, family: FamilySelection,
                     scheme: ColorScheme) throws -> (LinkMap, TemplateInstance) {
    let loaded = try inputs.load()
    let families = try userErrors { try family.resolve(for: loaded.template) }
    guard families.count == 1, let f = families.first else {
        throw CLIError("Pick one --family (small, medium or large); links differ between families.")
    }
    let prepared = try canvas.prepare()
    guard let instance = try loaded.instances(for: f).first else { throw CLIError("The entry file has no entries.") }
    var base = RenderOptions()
    base.colorScheme = scheme
    base.device = prepared.device
    if canvas.noMask { base.cornerRadius = nil }
    let composed = try userErrors { try WidgetRenderer.compose(instance.view, options: instance.renderOptions(base)) }
    return (composed.linkMap(profile: prepared.linkProfile), instance)
}

/// `widget-render hit TEMPLATE --family F --at X,Y`: the URL a tap opens.
struct HitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Print the URL a tap at (X, Y) in points opens, or launch-app when the app opens without one.")

    @OptionGroup var inputs: TemplateInputs
    @OptionGroup var canvas: CanvasOptions

    @Option(help: "small, medium or large.")
    var family: FamilySelection

    @Option(help: "The tap in points from the widget's top-left corner: X,Y (e.g. 40,120).")
    var at: String

    @Option(help: "light or dark.")
    var scheme: SchemeSelection = .light

    @Flag(help: "Print the answer as JSON, with the region that was hit.")
    var json = false

    func run() throws {
        let parts = at.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw CLIError("--at \"\(at)\" should be two numbers in points, X,Y, such as 40,120.")
        }
        let (map, _) = try linkMap(inputs, canvas, family: family, scheme: scheme.schemes.first ?? .light)
        let point = Point(x: x, y: y)
        if json { try printJSON(TapReport(map: map, point: point)) } else { print("\(map.target(at: point))") }
    }
}

/// `widget-render links TEMPLATE --family F`: every tappable region.
struct LinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "List the tappable regions of a widget with their URLs, in points and pixels, and the widget URL.")

    @OptionGroup var inputs: TemplateInputs
    @OptionGroup var canvas: CanvasOptions

    @Option(help: "small, medium or large.")
    var family: FamilySelection

    @Option(help: "light or dark.")
    var scheme: SchemeSelection = .light

    @Flag(help: "Print the link map as JSON.")
    var json = false

    func run() throws {
        let (map, _) = try linkMap(inputs, canvas, family: family, scheme: scheme.schemes.first ?? .light)
        if json {
            FileHandle.standardOutput.write(try userErrors { try map.jsonData() })
            FileHandle.standardOutput.write(Data("\n".utf8))
        } else {
            print(map.listing)
        }
        for d in map.diagnostics { FileHandle.standardError.write(Data("\(d)\n".utf8)) }
    }
}
