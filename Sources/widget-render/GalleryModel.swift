import Foundation
import WidgetRender

/// One template on the gallery page: its images, or the error that stopped it. `Codable`, so a
/// shard's manifest carries it to `widget-render merge`.
struct GallerySection: Codable, Equatable {
    /// The template's folder name.
    let folderName: String
    /// The template's name (its folder's until it loads), which prefixes its image files.
    var name: String
    /// The heading: the template's display name, name and description, once it loads.
    var title: GalleryTitle?
    var images: [GalleryImage] = []
    var error: String?

    init(location: TemplateLocation) {
        folderName = location.name
        name = location.name
    }
}

struct GalleryTitle: Codable, Equatable {
    let displayName: String
    let name: String
    let description: String

    init(_ metadata: TemplateMetadata) {
        displayName = metadata.displayName
        name = metadata.name
        description = metadata.description
    }
}

/// One image on the gallery page, without its pixels (they are on disk already).
struct GalleryImage: Codable, Equatable, Sendable {
    /// Its index among every image the gallery planned: the page's order, whichever shard drew it.
    let job: Int
    let cell: GalleryCell
    /// The render as every report spells it.
    let summary: RenderSummary
    /// The URL a tap outside every link opens.
    let widgetURL: URL?

    var file: String { summary.file ?? summary.name + ".png" }
    /// The gallery row it is shown in: its family, or its presentation.
    var row: String { cell.presentation ?? cell.family.shortName }
    var pixelWidth: Int { summary.width }
    var pixelHeight: Int { summary.height }
    var scale: Double { summary.scale }
    var diagnostics: [Diagnostic] { summary.diagnostics }
}

/// What the page shows of an image's cell.
struct GalleryCell: Codable, Equatable, Sendable {
    let family: WidgetFamily
    let colorScheme: String
    /// The rendering mode's name; nil where there is no mode to switch (Lock Screen widgets,
    /// the island and controls have one look).
    let mode: String?
    /// The Dynamic Type size's short name, when the gallery has that axis.
    let textSize: String?
    let presentation: String?
    /// Lock Screen widgets and controls are shown on a dark backdrop.
    let darkBackdrop: Bool

    init(_ cell: RenderCell) {
        family = cell.family
        colorScheme = cell.colorScheme.rawValue
        mode = cell.family.isAccessory || cell.surface != nil ? nil : cell.appearance.name
        textSize = cell.dynamicTypeSize?.shortName
        presentation = cell.presentation
        darkBackdrop = cell.family.isAccessory || cell.presentation.flatMap(ControlPresentation.init(rawValue:)) != nil
    }
}
