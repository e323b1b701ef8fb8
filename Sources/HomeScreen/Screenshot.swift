import Foundation
import WidgetCore
import WidgetImageIO

/// A decoded home-screen screenshot whose size is a catalog device's.
///
/// Loading checks, in order and before any pixel memory is allocated: the file's size on disk,
/// the image header (PNG or JPEG), and that the pixel size is a portrait size the catalog knows.
/// Only then is it decoded, through an ``ImageCache`` keyed by content, so the same screenshot
/// bytes are decoded once however many slots and families are cropped from them.
public struct Screenshot: Sendable {
    /// The decoded pixels.
    public let bitmap: Bitmap
    /// The file path (or the name given to the data), for messages.
    public let source: String
    private let crops = CropCache()

    /// The largest screenshot file read: far above any iPhone screenshot (a 1320x2868 PNG stored
    /// without compression is 15 MB).
    public static let maxFileBytes = 64 << 20

    /// A screenshot from decoded pixels (tests, generated wallpapers). Its size is not checked:
    /// ``DeviceCatalog/placement(for:source:device:query:slot:)`` does that.
    public init(bitmap: Bitmap, source: String) {
        self.bitmap = bitmap
        self.source = source
    }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: bitmap.width, height: bitmap.height) }

    /// Reads the PNG or JPEG at `path`, checking it against `catalog` before decoding.
    public static func load(contentsOfFile path: String, catalog: DeviceCatalog,
                            cache: ImageCache = .shared) throws(HomeScreenError) -> Screenshot {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let bytes = (attributes?[.size] as? NSNumber)?.intValue, bytes > maxFileBytes {
            throw .screenshotFileTooLarge(path: path, bytes: bytes, limit: maxFileBytes)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            if !FileManager.default.fileExists(atPath: path) { throw .screenshot(.fileNotFound(path: path)) }
            throw .screenshot(.unreadable(path: path, reason: error.localizedDescription))
        }
        return try load(data: [UInt8](data), source: path, catalog: catalog, cache: cache)
    }

    /// Decodes screenshot bytes, checking them against `catalog` first; `source` names them.
    public static func load(data: [UInt8], source: String, catalog: DeviceCatalog,
                            cache: ImageCache = .shared) throws(HomeScreenError) -> Screenshot {
        guard data.count <= maxFileBytes else {
            throw .screenshotFileTooLarge(path: source, bytes: data.count, limit: maxFileBytes)
        }
        let header: ImageHeader
        do { header = try ImageHeader.read(from: data, source: source) } catch { throw .screenshot(error) }
        try catalog.checkScreenshotSize(PixelSize(width: header.width, height: header.height), source: source)
        do {
            return Screenshot(bitmap: try cache.image(data: data, source: source), source: source)
        } catch {
            throw .screenshot(error)
        }
    }

    /// The exact pixels of the placement's rectangle, unmasked. The last three crops are kept
    /// (see `CropCache`), so cropping the same slot again returns the same bitmap.
    public func crop(_ placement: SlotPlacement) throws(HomeScreenError) -> Bitmap {
        guard size == placement.device.screenshot else {
            throw .deviceSizeMismatch(device: DeviceChoice(id: placement.device.id, models: placement.device.modelList),
                                      expected: placement.device.screenshot, source: source, actual: size)
        }
        return try crops.crop(placement.rect) { () throws(HomeScreenError) -> Bitmap in try PixelOps.crop(bitmap, to: placement.rect) }
    }
}

/// The light and (optionally) dark screenshots of one home screen, as in seed 001: the color
/// scheme picks which one is cropped.
public struct Wallpapers: Sendable {
    /// The light-mode home screen, used when there is no dark one.
    public let light: Screenshot
    /// The dark-mode home screen, if any.
    public let dark: Screenshot?

    /// Both screenshots; they must have the same size (the same device).
    public init(light: Screenshot, dark: Screenshot? = nil) throws(HomeScreenError) {
        if let dark, dark.size != light.size {
            throw .wallpaperSizesDiffer(light: light.source, lightSize: light.size, dark: dark.source, darkSize: dark.size)
        }
        self.light = light
        self.dark = dark
    }

    /// The size both screenshots share.
    public var size: PixelSize { light.size }

    /// The screenshot for `colorScheme`, and a warning when dark was asked for but only the light
    /// screenshot was given (it is used instead).
    public func screenshot(for colorScheme: ColorScheme) -> (screenshot: Screenshot, warning: String?) {
        switch colorScheme {
        case .light: return (light, nil)
        case .dark:
            if let dark { return (dark, nil) }
            return (light, "No dark screenshot was given (--wallpaper-dark); the dark widget is drawn over the light screenshot \(light.source).")
        }
    }
}
