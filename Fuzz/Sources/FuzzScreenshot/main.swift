import FuzzSupport
import HomeScreen
import WidgetImageIO

// A home-screen screenshot: size checked against the catalog, decoded, a slot cropped.
let catalog = try! DeviceCatalog.builtIn()
let cache = ImageCache(byteBudget: 64 << 20)

let slot = try! WidgetSlot(family: .systemSmall, position: nil)

runFuzzer { bytes in
    guard let screenshot = try? Screenshot.load(data: bytes, source: "screenshot.png", catalog: catalog, cache: cache) else { return }
    let size = PixelSize(width: screenshot.bitmap.width, height: screenshot.bitmap.height)
    if let placement = try? catalog.placement(for: size, source: "screenshot.png", slot: slot) {
        _ = try? screenshot.crop(placement)
    }
    cache.removeAll()
}
