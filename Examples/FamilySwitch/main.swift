// Renders the family-switching widgets of seed 002 for small, medium and large, light and dark.
//
//   swift run FamilySwitchExample [output-folder]     (default: out/examples)
import Foundation
import WidgetRender
import ExampleWidgets

let outDir = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out/examples")
do {
    for (name, view) in [("extension-two", AnyView(Extension_TwoEntryView())), ("cup-size", AnyView(CupSizeView()))] {
        for file in try WidgetRenderer.write(WidgetRenderer.plan(ViewSource(view, named: name)), into: outDir) {
            let links = file.widget.links.map { "\($0.url.absoluteString) @ \($0.frame)" }.joined(separator: ", ")
            print("\(file.url.path)  \(file.widget.pixelWidth)x\(file.widget.pixelHeight)" + (links.isEmpty ? "" : "  links: \(links)"))
            for d in file.widget.diagnostics where d.severity != .info { print("  \(d)") }
        }
    }
} catch {
    FileHandle.standardError.write(Data("family-switch: \(error)\n".utf8))
    exit(1)
}
