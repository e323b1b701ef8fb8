import Foundation
import HomeScreen
import Testing
import WidgetCore
import WidgetImageIO

/// Screenshot, device, layout and slot errors, with their messages.
@Suite("Detection errors")
struct DetectionErrorTests {
    let catalog: DeviceCatalog

    init() throws {
        catalog = try DeviceCatalog.builtIn()
    }

    /// The message of the HomeScreenError `body` throws; nil if it throws nothing.
    func error(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as HomeScreenError {
            return error.description
        } catch {
            return "not a HomeScreenError: \(error)"
        }
    }

    @Test("a size shared by two phones lists the choices unless one is named")
    func ambiguous() throws {
        let size = PixelSize(width: 1125, height: 2436)
        let slot = try WidgetSlot(id: "small-top-left")
        #expect(error { _ = try catalog.placement(for: size, source: "mini.png", query: LayoutQuery(ios: 17), slot: slot) }
            == "Screenshot mini.png is 1125x2436 px, the size of 2 devices whose widgets sit in different places: 1125x2436-x (iPhone X, iPhone XS, iPhone 11 Pro); 1125x2436-mini (iPhone 12 mini, iPhone 13 mini). Name the device with --device 1125x2436-x or --device 1125x2436-mini.")
        for name in ["1125x2436-mini", "mini", "iPhone 13 mini", "IPHONE 12 MINI"] {
            let placement = try catalog.placement(for: size, source: "mini.png", device: name, query: LayoutQuery(ios: 17), slot: slot)
            #expect(placement.device.id == "1125x2436-mini")
            #expect(placement.rect.xywh == [69, 231, 465, 465])
        }
        let x = try catalog.placement(for: size, source: "x.png", device: "x", query: LayoutQuery(ios: 17), slot: slot)
        #expect(x.rect.xywh == [69, 213, 465, 465])
    }

    @Test("an unknown size lists the known sizes and explains the geometry file")
    func unknownSize() throws {
        let message = try #require(error { try catalog.checkScreenshotSize(PixelSize(width: 1000, height: 2000), source: "odd.png") })
        #expect(message.hasPrefix("Screenshot odd.png is 1000x2000 px, which is not the screenshot size of any device in the catalog, so it is not cropped. Known sizes: 1320x2868 (iPhone 16 Pro Max, iPhone 17 Pro Max); 1290x2796 (iPhone 14 Pro Max, iPhone 15 Plus, iPhone 15 Pro Max, iPhone 16 Plus); "))
        #expect(message.contains("; 1125x2436 (iPhone X, iPhone XS, iPhone 11 Pro / iPhone 12 mini, iPhone 13 mini); "))
        #expect(message.hasSuffix("; 640x1136 (iPhone SE (1st generation), iPod touch (7th generation)). For a device or iOS version the catalog lacks, measure the slots on a screenshot and pass them in a geometry file (--geometry FILE): the same schema as the built-in Sources/HomeScreen/Resources/device-catalog.json, checked the same way."))
        let small = DeviceCatalog(devices: [try #require(catalog.devices.first { $0.id == "750x1334" })])
        #expect(error { try small.checkScreenshotSize(PixelSize(width: 1000, height: 2000), source: "odd.png") }
            == "Screenshot odd.png is 1000x2000 px, which is not the screenshot size of any device in the catalog, so it is not cropped. Known sizes: 750x1334 (iPhone 6s, iPhone 7, iPhone 8, iPhone SE (2nd generation), iPhone SE (3rd generation)). " + Self.hint)
    }

    static let hint = "For a device or iOS version the catalog lacks, measure the slots on a screenshot and pass them in a geometry file (--geometry FILE): the same schema as the built-in Sources/HomeScreen/Resources/device-catalog.json, checked the same way."

    @Test("a resized screenshot is not cropped, and the message says which original it looks like")
    func resized() throws {
        let small = DeviceCatalog(devices: [try #require(catalog.devices.first { $0.id == "1170x2532" })])
        #expect(error { try small.checkScreenshotSize(PixelSize(width: 585, height: 1266), source: "sent.jpg") }
            == "Screenshot sent.jpg is 585x1266 px, which is not the screenshot size of any device in the catalog, so it is not cropped. It has the proportions of 1170x2532 (iPhone 12, iPhone 12 Pro, iPhone 13, iPhone 13 Pro, iPhone 14, iPhone 16e, at 50%) but was resized: use the original, full-resolution screenshot. Known sizes: 1170x2532 (iPhone 12, iPhone 12 Pro, iPhone 13, iPhone 13 Pro, iPhone 14, iPhone 16e). " + Self.hint)
    }

    @Test("a landscape screenshot is never cropped")
    func landscape() throws {
        let slot = try WidgetSlot(id: "small-top-left")
        #expect(error { _ = try catalog.placement(for: PixelSize(width: 2532, height: 1170), source: "wide.png", slot: slot) }
            == "Screenshot wide.png is 2532x1170 px, landscape (turned upright it would be 1170x2532 (iPhone 12, iPhone 12 Pro, iPhone 13, iPhone 13 Pro, iPhone 14, iPhone 16e)). Widget slots are only known for the portrait home screen, and a landscape screenshot is never cropped approximately: take the screenshot in portrait.")
        #expect(error { _ = try catalog.placement(for: PixelSize(width: 2532, height: 1170), source: "wide.png", device: "1170x2532", slot: slot) }
            == "Screenshot wide.png is 2532x1170 px, landscape (turned upright it would be 1170x2532 (iPhone 12, iPhone 12 Pro, iPhone 13, iPhone 13 Pro, iPhone 14, iPhone 16e)). Widget slots are only known for the portrait home screen, and a landscape screenshot is never cropped approximately: take the screenshot in portrait.")
    }

    @Test("a PNG claiming 100000x100000 pixels is rejected from its header, without decoding")
    func bomb() throws {
        let cache = ImageCache()
        let bytes = pngHeaderOnly(width: 100_000, height: 100_000)
        let message = error { _ = try Screenshot.load(data: bytes, source: "bomb.png", catalog: catalog, cache: cache) }
        #expect(message?.hasPrefix("Screenshot bomb.png is 100000x100000 px, which is not the screenshot size of any device in the catalog, so it is not cropped.") == true)
        #expect(cache.decodeCount == 0)
        // Even at a catalog size, a truncated file fails in the decoder without crashing.
        let truncated = pngHeaderOnly(width: 1170, height: 2532)
        #expect(error { _ = try Screenshot.load(data: truncated, source: "cut.png", catalog: catalog, cache: cache) }?.hasPrefix("Image cut.png is a corrupt or truncated PNG") == true)
    }

    @Test("files that are not images, missing or too large are named")
    func files() throws {
        #expect(error { _ = try Screenshot.load(contentsOfFile: "/nonexistent/shot.png", catalog: catalog) }
            == "Image file not found: /nonexistent/shot.png. Check the path (relative paths resolve against the current directory).")
        #expect(error { _ = try Screenshot.load(data: Array("hello".utf8), source: "notes.txt", catalog: catalog) }?
            .hasPrefix("Image notes.txt is not a supported image: it looks like") == true)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.png")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(Screenshot.maxFileBytes + 1))
        try handle.close()
        #expect(error { _ = try Screenshot.load(contentsOfFile: big.path, catalog: catalog) }
            == "Screenshot \(big.path) is 67108865 bytes on disk, more than any iPhone screenshot (limit 67108864 bytes); it was not read. Use the original PNG or JPEG screenshot.")
    }

    @Test("a named device must exist and match the screenshot's size")
    func namedDevice() throws {
        let slot = try WidgetSlot(id: "small-top-left")
        let message = try #require(error { _ = try catalog.placement(for: PixelSize(width: 1125, height: 2436), source: "s.png", device: "iPhone 99", slot: slot) })
        #expect(message == "Unknown device 'iPhone 99'. Use a catalog id or model name: 1125x2436-x (iPhone X, iPhone XS, iPhone 11 Pro); 1125x2436-mini (iPhone 12 mini, iPhone 13 mini).")
        #expect(error { _ = try catalog.placement(for: PixelSize(width: 1290, height: 2796), source: "s.png", device: "1170x2532", slot: slot) }
            == "Device 1170x2532 (iPhone 12, iPhone 12 Pro, iPhone 13, iPhone 13 Pro, iPhone 14, iPhone 16e) takes 1170x2532 px screenshots, but s.png is 1290x2796 px. Use a screenshot from that device, or name the right device (or none, to detect it from the size).")
    }

    @Test("a layout nobody measured is an error that says what exists")
    func missingLayout() throws {
        let slot = try WidgetSlot(id: "medium-top")
        #expect(error { _ = try catalog.placement(for: PixelSize(width: 1284, height: 2778), source: "s.png", slot: slot) }
            == "Device 1284x2778 (iPhone 12 Pro Max, iPhone 13 Pro Max, iPhone 14 Plus) has no measured widget slots for iOS 18, labels. It has: iOS 14–17, labels; pick one with --ios and --large-icons if that is how the screenshot was taken. " + Self.hint)
        #expect(error { _ = try catalog.placement(for: PixelSize(width: 1206, height: 2622), source: "s.png", query: LayoutQuery(ios: 26), slot: slot) }
            == "Device 1206x2622 (iPhone 16 Pro, iPhone 17, iPhone 17 Pro) has no measured widget slots for iOS 26, labels. It has: iOS 18, labels; iOS 18, large icons; pick one with --ios and --large-icons if that is how the screenshot was taken. No public table exists for iOS 26 yet. " + Self.hint)
        #expect(error { _ = try catalog.placement(for: PixelSize(width: 1260, height: 2736), source: "air.png", slot: slot) }
            == "Device 1260x2736 (iPhone Air) has no measured widget slots for iOS 18, labels. No public source has measured any home-screen layout for it. " + Self.hint)
        #expect(error { _ = try catalog.placement(for: PixelSize(width: 1170, height: 2532), source: "s.png", query: LayoutQuery(ios: 17, largeIcons: true), slot: slot) }
            == "Large icons without labels arrived in iOS 18; iOS 17 has only labelled icons. Drop --large-icons or use --ios 18.")
    }

    @Test("the 4-inch SE has no bottom row")
    func noBottomRow() throws {
        let size = PixelSize(width: 640, height: 1136)
        for id in ["small-bottom-left", "small-bottom-right", "medium-bottom", "large-bottom"] {
            #expect(error { _ = try catalog.placement(for: size, source: "se.png", query: LayoutQuery(ios: 15), slot: WidgetSlot(id: id)) }
                == "Slot \(id) does not exist on 640x1136 (iOS 14–17, labels): Only two rows of widgets fit on the 4-inch screen, so small-bottom-*, medium-bottom and large-bottom (a large widget spans two rows) do not exist. The scripts set bottom = middle and tell the user 'middle and bottom options are the same'; here those slots are errors instead. Choose another slot.")
        }
        let placement = try catalog.placement(for: size, source: "se.png", query: LayoutQuery(ios: 15), slot: WidgetSlot(id: "large-top"))
        #expect(placement.rect.xywh == [30, 59, 584, 622])
        #expect(placement.warnings.count == 1)
        #expect(placement.warnings.first?.hasPrefix("640x1136 ios14-17: fails centered: The measured columns 30/332 px leave 30 px on the left and 26 px on the right;") == true)
    }

    @Test("family and slot names are checked")
    func slotNames() {
        #expect(error { _ = try WidgetSlot(family: "huge", slot: "top") } == "Unknown widget family 'huge'. Use one of: small, medium, large.")
        #expect(error { _ = try WidgetSlot(family: "small", slot: "top") } == "A small widget has no slot 'top'. Use one of: top-left, top-right, middle-left, middle-right, bottom-left, bottom-right.")
        #expect(error { _ = try WidgetSlot(family: "large", slot: "middle") } == "A large widget has no slot 'middle'. Use one of: top, bottom.")
        #expect(error { _ = try WidgetSlot(id: "medium-left") } == "Unknown slot 'medium-left'. Use one of: small-top-left, small-top-right, small-middle-left, small-middle-right, small-bottom-left, small-bottom-right, medium-top, medium-middle, medium-bottom, large-top, large-bottom.")
        #expect((try? WidgetSlot(family: "Small", slot: "TOP_LEFT"))?.id == "small-top-left")
    }

    @Test("light and dark screenshots must be the same size")
    func wallpaperSizes() throws {
        let light = Screenshot(bitmap: try #require(Bitmap(width: 750, height: 1334)), source: "light.png")
        let dark = Screenshot(bitmap: try #require(Bitmap(width: 828, height: 1792)), source: "dark.png")
        #expect(error { _ = try Wallpapers(light: light, dark: dark) }
            == "The light screenshot light.png is 750x1334 px but the dark one dark.png is 828x1792 px: both must come from the same device. Take both screenshots on the same phone.")
    }
}
