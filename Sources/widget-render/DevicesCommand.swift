import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render devices [--json] [--geometry FILE]`: the device catalog.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices whose home-screen geometry is known, with widget sizes and slots, then the iPads, Mac and Apple Watch sizes --device also takes.")

    @Flag(help: "Print the catalog as JSON, with every slot rectangle in screenshot pixels.")
    var json = false

    @Option(name: .customLong("geometry"), help: "Add a custom geometry file (same schema as the catalog).")
    var geometryFiles: [String] = []

    func run() throws {
        let catalog = try DeviceCatalog.builtIn(adding: geometryFiles)
        if json {
            let data = try CatalogListing.json(catalog)
            FileHandle.standardOutput.write(data)
            FileHandle.standardOutput.write(Data("\n".utf8))
            return
        }
        for device in catalog.devices {
            let layouts = device.layouts.map(\.id).joined(separator: ", ")
            print("\(device.id.padding(toLength: 16, withPad: " ", startingAt: 0)) \(device.points.width)x\(device.points.height) pt @\(device.scale)x  \(device.modelList)")
            if !layouts.isEmpty { print(String(repeating: " ", count: 17) + "layouts: \(layouts)") }
        }
        // iPads, the Mac and Apple Watch sizes: widget sizes for --device, no home-screen slots.
        print("\nWidget sizes without a home screen (--device ID):")
        for p in DeviceProfile.placements {
            let families = WidgetFamily.allCases.compactMap { f in p.size(of: f).map { "\(f.shortName) \(fmt($0.width))x\(fmt($0.height))" } }
            print("\(p.id.padding(toLength: 20, withPad: " ", startingAt: 0)) \(p.name)")
            print(String(repeating: " ", count: 21) + families.joined(separator: ", "))
        }
    }
}
