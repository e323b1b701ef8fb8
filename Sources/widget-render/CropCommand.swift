import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render crop`: the exact rectangle of a home-screen screenshot behind a widget slot.
struct CropCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crop",
        abstract: "Write the exact crop of a home-screen screenshot behind a widget slot, pixel for pixel, unmasked.")

    @Option(help: "The home-screen screenshot (PNG or JPEG), taken in jiggle mode on an empty page.")
    var screenshot: String

    @Option(help: "small, medium or large: the Home Screen families a slot holds.")
    var family: HomeScreenFamilySelection

    @Option(help: "small: top-left, top-right, middle-left, middle-right, bottom-left, bottom-right; medium: top, middle, bottom; large: top, bottom.")
    var slot: String

    @OptionGroup var geometry: GeometryOptions

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func run() throws {
        let catalog = try geometry.catalog()
        let shot = try Screenshot.load(contentsOfFile: screenshot, catalog: catalog)
        let slot = try WidgetSlot(family: family.family, position: self.slot)
        let placement = try catalog.placement(for: shot.size, source: screenshot, device: geometry.device,
                                              query: geometry.layoutQuery(), slot: slot)
        let bitmap = try shot.crop(placement)
        let files = StagedOutputs()
        try files.add(try PNGEncoder.encode(bitmap), to: URL(fileURLWithPath: output))
        try files.commit()
        for warning in placement.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        print("\(output)  \(bitmap.width)x\(bitmap.height) px at \(placement.rect)")
    }
}

/// `small`, `medium` or `large` (or `systemSmall`…): a family that takes a home-screen slot.
struct HomeScreenFamilySelection: ExpressibleByArgument {
    let family: WidgetFamily
    init?(argument: String) {
        guard let f = WidgetFamily(name: argument), [.systemSmall, .systemMedium, .systemLarge].contains(f) else { return nil }
        family = f
    }
    static var allValueStrings: [String] { ["small", "medium", "large"] }
}
