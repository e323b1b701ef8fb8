import WidgetCore
import WidgetImageIO

/// One problem in a geometry file: where (a JSON pointer) and what.
public struct GeometryIssue: Hashable, Sendable, CustomStringConvertible {
    /// RFC 6901 pointer to the field, e.g. `/devices/2/layouts/0/px/medium`; empty for the file.
    public var pointer: String
    /// What is wrong, in a sentence.
    public var message: String

    /// An issue at `pointer` (empty for the whole file).
    public init(pointer: String, message: String) {
        self.pointer = pointer
        self.message = message
    }

    public var description: String { pointer.isEmpty ? message : "\(pointer): \(message)" }
}

/// A catalog device offered as a choice in an error message.
public struct DeviceChoice: Hashable, Sendable, CustomStringConvertible {
    /// The catalog id, e.g. `1170x2532`.
    public var id: String
    /// The devices' marketing names.
    public var models: String

    /// A choice of the device `id`.
    public init(id: String, models: String) {
        self.id = id
        self.models = models
    }

    public var description: String { "\(id) (\(models))" }
}

/// Everything that can go wrong finding a widget's rectangle in a screenshot.
///
/// ``description`` is the message for the user: it names the file, field or device and says
/// what to do.
public enum HomeScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A geometry file (the built-in catalog or a user's) failed to parse or validate.
    case invalidGeometry(file: String, issues: [GeometryIssue])
    /// A geometry file could not be read.
    case geometryUnreadable(file: String, reason: String)
    /// The screenshot is wider than tall.
    case landscape(source: String, size: PixelSize, portraitMatches: [DeviceChoice])
    /// The screenshot's size is no catalog entry's.
    case unknownScreenshotSize(source: String, size: PixelSize, known: [DeviceChoice], scaledCopyOf: DeviceChoice?)
    /// Several entries share the screenshot's size and none was named.
    case ambiguousScreenshotSize(source: String, size: PixelSize, choices: [DeviceChoice])
    /// The named device is not in the catalog.
    case unknownDevice(name: String, choices: [DeviceChoice])
    /// A name that fits several entries (a screenshot size two phones share).
    case ambiguousDevice(name: String, choices: [DeviceChoice])
    /// The named device takes screenshots of another size.
    case deviceSizeMismatch(device: DeviceChoice, expected: PixelSize, source: String, actual: PixelSize)
    /// The device has no layout for the query.
    case noLayout(device: String, models: String, query: LayoutQuery, available: [String])
    /// Large icons without labels do not exist before iOS 18.
    case largeIconsBeforeIOS18(ios: Int)
    /// The slot does not exist on this layout (the 4-inch SE has no bottom row).
    case slotUnavailable(device: String, layout: String, slot: String, reason: String)
    /// The family name is not small, medium or large.
    case invalidFamily(String, valid: [String])
    /// The family has no such slot.
    case invalidSlot(family: String, slot: String, valid: [String])
    /// A one-word slot id (`small-top-left`) is not one of the eleven.
    case invalidSlotID(String, valid: [String])
    /// The screenshot file is larger on disk than any screenshot can be.
    case screenshotFileTooLarge(path: String, bytes: Int, limit: Int)
    /// The screenshot could not be read or decoded.
    case screenshot(ImageIOError)
    /// The light and dark screenshots have different sizes.
    case wallpaperSizesDiffer(light: String, lightSize: PixelSize, dark: String, darkSize: PixelSize)
    /// A crop rectangle does not lie inside the image.
    case cropOutside(rect: PixelRect, imageSize: PixelSize)

    /// The hint every size error ends with.
    static let customGeometryHint = "For a device or iOS version the catalog lacks, measure the slots on a screenshot and pass them in a geometry file (--geometry FILE): the same schema as the built-in Sources/HomeScreen/Resources/device-catalog.json, checked the same way."

    public var description: String {
        switch self {
        case let .invalidGeometry(file, issues):
            let list = issues.map { "  - \($0)" }.joined(separator: "\n")
            return "Geometry file \(file) is invalid (\(issues.count) problem\(issues.count == 1 ? "" : "s")):\n\(list)"
        case let .geometryUnreadable(file, reason):
            return "Cannot read geometry file \(file): \(reason). Check the path and that the file is readable."
        case let .landscape(source, size, matches):
            let hint = matches.isEmpty ? "" : " (turned upright it would be \(matches.map(\.description).joined(separator: " or ")))"
            return "Screenshot \(source) is \(size) px, landscape\(hint). Widget slots are only known for the portrait home screen, and a landscape screenshot is never cropped approximately: take the screenshot in portrait."
        case let .unknownScreenshotSize(source, size, known, scaled):
            var text = "Screenshot \(source) is \(size) px, which is not the screenshot size of any device in the catalog, so it is not cropped."
            if let scaled {
                text += " It has the proportions of \(scaled) but was resized: use the original, full-resolution screenshot."
            }
            text += " Known sizes: \(known.map(\.description).joined(separator: "; ")). \(Self.customGeometryHint)"
            return text
        case let .ambiguousScreenshotSize(source, size, choices):
            return "Screenshot \(source) is \(size) px, the size of \(choices.count) devices whose widgets sit in different places: \(choices.map(\.description).joined(separator: "; ")). Name the device with --device \(choices.map(\.id).joined(separator: " or --device "))."
        case let .unknownDevice(name, choices):
            return "Unknown device '\(name)'. Use a catalog id or model name: \(choices.map(\.description).joined(separator: "; "))."
        case let .ambiguousDevice(name, choices):
            return "Device '\(name)' fits \(choices.count) catalog entries whose widgets sit in different places: \(choices.map(\.description).joined(separator: "; ")). Name one: --device \(choices.map(\.id).joined(separator: " or --device "))."
        case let .deviceSizeMismatch(device, expected, source, actual):
            return "Device \(device) takes \(expected) px screenshots, but \(source) is \(actual) px. Use a screenshot from that device, or name the right device (or none, to detect it from the size)."
        case let .noLayout(device, models, query, available):
            var text = "Device \(device) (\(models)) has no measured widget slots for \(query)."
            if available.isEmpty {
                text += " No public source has measured any home-screen layout for it."
            } else {
                text += " It has: \(available.joined(separator: "; ")); pick one with --ios and --large-icons if that is how the screenshot was taken."
            }
            if query.ios >= 26 { text += " No public table exists for iOS \(query.ios) yet." }
            return text + " " + Self.customGeometryHint
        case let .largeIconsBeforeIOS18(ios):
            return "Large icons without labels arrived in iOS 18; iOS \(ios) has only labelled icons. Drop --large-icons or use --ios 18."
        case let .slotUnavailable(device, layout, slot, reason):
            return "Slot \(slot) does not exist on \(device) (\(layout)): \(reason) Choose another slot."
        case let .invalidFamily(name, valid):
            return "Unknown widget family '\(name)'. Use one of: \(valid.joined(separator: ", "))."
        case let .invalidSlot(family, slot, valid):
            return "A \(family) widget has no slot '\(slot)'. Use one of: \(valid.joined(separator: ", "))."
        case let .invalidSlotID(id, valid):
            return "Unknown slot '\(id)'. Use one of: \(valid.joined(separator: ", "))."
        case let .screenshotFileTooLarge(path, bytes, limit):
            return "Screenshot \(path) is \(bytes) bytes on disk, more than any iPhone screenshot (limit \(limit) bytes); it was not read. Use the original PNG or JPEG screenshot."
        case let .screenshot(error):
            return error.description
        case let .wallpaperSizesDiffer(light, lightSize, dark, darkSize):
            return "The light screenshot \(light) is \(lightSize) px but the dark one \(dark) is \(darkSize) px: both must come from the same device. Take both screenshots on the same phone."
        case let .cropOutside(rect, imageSize):
            return "Crop \(rect) is not inside the \(imageSize) image."
        }
    }
}
