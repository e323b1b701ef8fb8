import ArgumentParser
import Foundation
import HomeScreen
import WidgetImageIO

/// `widget-render crop`: the exact rectangle of a home-screen screenshot behind a widget slot.
struct CropCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crop",
        abstract: "Write the exact crop of a home-screen screenshot behind a widget slot, pixel for pixel, unmasked.")

    @Option(help: "The home-screen screenshot (PNG or JPEG), taken in jiggle mode on an empty page.")
    var screenshot: String

    @Option(help: "small, medium or large.")
    var family: String

    @Option(help: "small: top-left, top-right, middle-left, middle-right, bottom-left, bottom-right; medium: top, middle, bottom; large: top, bottom.")
    var slot: String

    @OptionGroup var geometry: GeometryOptions

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func run() throws {
        try userErrors {
            let catalog = try geometry.catalog()
            let shot = try Screenshot.load(contentsOfFile: screenshot, catalog: catalog)
            let placement = try catalog.placement(for: shot.size, source: screenshot, device: geometry.device,
                                                  query: try geometry.layoutQuery(), slot: WidgetSlot(family: family, slot: slot))
            let bitmap = try shot.crop(placement)
            try PNGEncoder.write(bitmap, to: URL(fileURLWithPath: output))
            for warning in placement.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            print("\(output)  \(bitmap.width)x\(bitmap.height) px at \(placement.rect)")
        }
    }
}

/// Which device and home-screen layout a screenshot is read with.
struct GeometryOptions: ParsableArguments {
    @Option(help: "The device, when the screenshot size is shared by two phones (e.g. 1125x2436-mini) or to check it.")
    var device: String?

    @Option(help: "The iOS version of the home screen: 17 (iOS 14–17 layout) or 18 (iOS 18 and later).")
    var ios: Int = 18

    @Flag(help: "iOS 18 large icons without labels.")
    var largeIcons = false

    @Option(name: .customLong("geometry"), help: "A custom geometry file for a device or iOS version the catalog lacks.")
    var geometryFiles: [String] = []

    func catalog() throws -> DeviceCatalog { try DeviceCatalog.builtIn(adding: geometryFiles) }
    func layoutQuery() throws -> LayoutQuery { LayoutQuery(ios: ios, largeIcons: largeIcons) }
}
