// The "transparent" photo widget of seeds 000 and 004 (WidgetKit 透明背景 / iOS Transparent
// Background Widget): a logo centered over the home-screen screenshot's crop, so the widget
// seems to have no background.
import Foundation
import WidgetRender

/// Seed 000/004's `HomeWidgetEntryView`:
///
/// ```swift
/// ZStack {
///     Image(uiImage: entry.image).resizable().scaledToFill()   // the cropped screenshot
///     Image("widgetImage").resizable().aspectRatio(contentMode: .fit).padding()
/// }
/// ```
///
/// The first layer, the crop, is not a view here: ``WidgetRenderer/renderTransparent(_:wallpapers:slot:device:layout:catalog:options:)``
/// draws it full-bleed under the view as the widget's backdrop (outside the content margins,
/// pixel for pixel at the device's scale, where the seed's `scaledToFill()` could resample it).
public struct TransparentPhotoView: View {
    /// The logo or photo file drawn over the backdrop.
    public var logo: String

    nonisolated public init(logo: String = resourcePath("logo.png")) {
        self.logo = logo
    }

    public var body: some View {
        ZStack {
            Image(logo)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .padding()
        }
    }
}

/// The example home-screen screenshots in `Examples/Wallpapers` (made by `make_wallpapers.py`).
public enum ExampleWallpapers {
    /// The screenshot sizes there are example wallpapers for.
    public static let sizes = [PixelSize(width: 1170, height: 2532), PixelSize(width: 1290, height: 2796)]

    /// The file of the example wallpaper of `size` and `colorScheme`.
    public static func path(_ size: PixelSize, _ colorScheme: ColorScheme) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Wallpapers/wallpaper-\(size)-\(colorScheme.rawValue).png").path
    }

    /// The light and dark example screenshots of `size`, loaded and checked like user files.
    public static func load(_ size: PixelSize, catalog: DeviceCatalog) throws -> Wallpapers {
        try Wallpapers(light: Screenshot.load(contentsOfFile: path(size, .light), catalog: catalog),
                       dark: Screenshot.load(contentsOfFile: path(size, .dark), catalog: catalog))
    }
}

/// Renders the transparent-photo widget in every slot of every family, light and dark, over the
/// example wallpaper of `size`, and writes `transparent-photo-<device>-<slot>-<scheme>.png` and,
/// for each, the screenshot with the widget placed back (`…-placed.png`) into `directory`.
public func renderTransparentPhotoGallery(size: PixelSize, into directory: URL,
                                          layout: LayoutQuery = .default) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let catalog = try DeviceCatalog.builtIn()
    let wallpapers = try ExampleWallpapers.load(size, catalog: catalog)
    var written: [URL] = []
    for slot in WidgetSlot.all {
        for scheme in ColorScheme.allCases {
            let result = try WidgetRenderer.renderTransparent(TransparentPhotoView(), wallpapers: wallpapers, slot: slot,
                                                              layout: layout, catalog: catalog,
                                                              options: RenderOptions(colorScheme: scheme))
            let base = "transparent-photo-\(result.placement.device.id)-\(slot.id)-\(scheme.rawValue)"
            let widgetURL = directory.appendingPathComponent("\(base).png")
            try result.widget.writePNG(to: widgetURL)
            let placedURL = directory.appendingPathComponent("\(base)-placed.png")
            try PNGEncoder.write(result.placedOnScreenshot(), to: placedURL)
            written += [widgetURL, placedURL]
        }
    }
    return written
}
