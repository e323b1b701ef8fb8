import Foundation
import WidgetCore

/// The devices whose home-screen widget slots are known, from the built-in catalog and any
/// geometry files the user adds.
///
/// ```swift
/// var catalog = try DeviceCatalog.builtIn()
/// catalog = catalog.merging(try DeviceCatalog(contentsOfFile: "my-iphone-26.json"))
/// let placement = try catalog.placement(for: PixelSize(width: 1170, height: 2532), source: "shot.png",
///                                       query: LayoutQuery(ios: 18), slot: WidgetSlot(id: "small-top-left"))
/// ```
public struct DeviceCatalog: Sendable {
    /// Every entry, in file order (user files' entries first after ``merging(_:)``).
    public private(set) var devices: [CatalogDevice]
    /// The sources the numbers name, by key.
    public private(set) var sources: [String: CatalogSource]
    /// The files the catalog was read from.
    public private(set) var files: [String]

    /// A catalog of already validated devices (for tests and programs that build geometry in code).
    public init(devices: [CatalogDevice], sources: [String: CatalogSource] = [:], files: [String] = []) {
        self.devices = devices
        self.sources = sources
        self.files = files
    }

    /// Parses and validates geometry file bytes; `file` names them in errors.
    public init(data: Data, file: String) throws(HomeScreenError) {
        let parsed = try CatalogParser.parse(data, file: file)
        self.init(devices: parsed.devices, sources: parsed.sources, files: [file])
    }

    /// Reads, parses and validates a geometry file (the `--geometry FILE` of the command line).
    public init(contentsOfFile path: String) throws(HomeScreenError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "\(error.localizedDescription)" : "no such file"
            throw .geometryUnreadable(file: path, reason: reason)
        }
        try self.init(data: data, file: path)
    }

    // MARK: The built-in catalog

    /// The catalog shipped in `Sources/HomeScreen/Resources/device-catalog.json`, parsed once.
    /// The file is compiled into the binary (SwiftPM `embedInCode`), so a copied `widget-render`
    /// finds it from any folder.
    public static func builtIn() throws(HomeScreenError) -> DeviceCatalog {
        try builtInResult.get()
    }

    /// The built-in catalog with the user's geometry files laid over it, later files winning
    /// (what `--geometry FILE` gives the command line).
    public static func builtIn(adding geometryFiles: [String]) throws(HomeScreenError) -> DeviceCatalog {
        var catalog = try builtIn()
        for file in geometryFiles {
            catalog = catalog.merging(try DeviceCatalog(contentsOfFile: file))
        }
        return catalog
    }

    private static let builtInResult: Result<DeviceCatalog, HomeScreenError> = {
        do throws(HomeScreenError) {
            return .success(try DeviceCatalog(data: Data(PackageResources.device_catalog_json), file: "device-catalog.json (built in)"))
        } catch {
            return .failure(error)
        }
    }()

    // MARK: Combining

    /// This catalog with `overrides` laid over it: an entry with a new id is added; an entry with
    /// an existing id takes that entry's place, keeping the old layouts its own do not cover
    /// (so a file with only an iOS 26 layout for 1170x2532 adds to the built-in one).
    public func merging(_ overrides: DeviceCatalog) -> DeviceCatalog {
        var merged: [CatalogDevice] = []
        for var device in overrides.devices {
            if let old = devices.first(where: { $0.id == device.id }) {
                device.layouts += old.layouts.filter { oldLayout in
                    !device.layouts.contains { $0.icons == oldLayout.icons && $0.ios.overlaps(oldLayout.ios) }
                }
            }
            merged.append(device)
        }
        merged += devices.filter { d in !overrides.devices.contains { $0.id == d.id } }
        return DeviceCatalog(devices: merged, sources: sources.merging(overrides.sources) { _, new in new },
                             files: overrides.files + files)
    }

    // MARK: Lookup

    /// Every distinct screenshot size, largest first.
    public var knownSizes: [PixelSize] {
        Array(Set(devices.map(\.screenshot))).sorted(by: >)
    }

    /// The entries that take screenshots of `size` (portrait).
    public func devices(for size: PixelSize) -> [CatalogDevice] {
        devices.filter { $0.screenshot == size }
    }

    /// The entry named `name`: an id (`1125x2436-mini`), the part after the size (`mini`), or a
    /// model name written as on the box (`iPhone 13 mini`) or as an alias (`iphone-13-mini`);
    /// case-insensitive. Among several entries with the name, one taking screenshots of `size`
    /// is preferred.
    public func device(named name: String, preferring size: PixelSize? = nil) -> CatalogDevice? {
        let found = devices(matching: name)
        return found.first { $0.screenshot == size } ?? found.first
    }

    /// The one entry named `name` (as ``device(named:preferring:)``, or a bare screenshot size
    /// such as `1170x2532`); an error listing the choices when none or several fit.
    public func device(named name: String) throws(HomeScreenError) -> CatalogDevice {
        var found = devices(matching: name)
        if found.isEmpty { found = devices.filter { $0.screenshot.description == name.trimmingCharacters(in: .whitespaces) } }
        guard let first = found.first else { throw .unknownDevice(name: name, choices: choices(devices)) }
        guard found.count == 1 else { throw .ambiguousDevice(name: name, choices: choices(found)) }
        return first
    }

    private func devices(matching name: String) -> [CatalogDevice] {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        let wantedSlug = Self.slug(wanted)
        return devices.filter { d in
            let id = d.id.lowercased()
            if id == wanted { return true }
            if id.hasPrefix("\(d.screenshot)-"), String(id.dropFirst("\(d.screenshot)-".count)) == wanted { return true }
            return d.models.contains { $0.lowercased() == wanted || Self.slug($0) == wantedSlug }
        }
    }

    /// `iPhone 13 mini` → `iphone-13-mini`: the readable alias of a model name.
    static func slug(_ s: String) -> String {
        var out = ""
        for ch in s.lowercased() {
            if ch.isLetter || ch.isNumber { out.append(ch) } else if !out.isEmpty, out.last != "-" { out.append("-") }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }

    /// Checks a screenshot's size before it is decoded: a landscape size or a size no entry has
    /// is an error. A size shared by several entries passes (the device is chosen later).
    public func checkScreenshotSize(_ size: PixelSize, source: String) throws(HomeScreenError) {
        if size.isLandscape {
            throw .landscape(source: source, size: size, portraitMatches: choices(devices(for: size.rotated)))
        }
        guard !devices(for: size).isEmpty else {
            throw .unknownScreenshotSize(source: source, size: size, known: sizeChoices(), scaledCopyOf: scaledOriginal(of: size))
        }
    }

    /// The entry for a screenshot of `size`: the one named by `device` if given, else the only
    /// entry of that size. Errors list the choices.
    public func identify(_ size: PixelSize, source: String, device name: String? = nil) throws(HomeScreenError) -> CatalogDevice {
        if let name {
            guard let device = device(named: name, preferring: size) else {
                let sameSize = devices(for: size)
                throw .unknownDevice(name: name, choices: choices(sameSize.isEmpty ? devices : sameSize))
            }
            guard device.screenshot == size else {
                if size.isLandscape, device.screenshot == size.rotated {
                    throw .landscape(source: source, size: size, portraitMatches: choices([device]))
                }
                throw .deviceSizeMismatch(device: DeviceChoice(id: device.id, models: device.modelList),
                                          expected: device.screenshot, source: source, actual: size)
            }
            return device
        }
        try checkScreenshotSize(size, source: source)
        let found = devices(for: size)
        guard found.count == 1, let only = found.first else {
            throw .ambiguousScreenshotSize(source: source, size: size, choices: choices(found))
        }
        return only
    }

    /// Where `slot` sits on a screenshot of `size`: device detection, layout choice and the exact
    /// rectangle in one call.
    public func placement(for size: PixelSize, source: String, device name: String? = nil,
                          query: LayoutQuery = .default, slot: WidgetSlot) throws(HomeScreenError) -> SlotPlacement {
        let device = try identify(size, source: source, device: name)
        let layout = try device.layout(for: query)
        return try SlotPlacement(device: device, layout: layout, slot: slot)
    }

    private func choices(_ list: [CatalogDevice]) -> [DeviceChoice] {
        list.map { DeviceChoice(id: $0.id, models: $0.modelList) }
    }

    /// One choice per known size, naming every entry of that size.
    private func sizeChoices() -> [DeviceChoice] {
        knownSizes.map { size in
            DeviceChoice(id: size.description, models: devices(for: size).map(\.modelList).joined(separator: " / "))
        }
    }

    /// A known size that `size` is a uniform scaling of (a screenshot resized by a messenger).
    private func scaledOriginal(of size: PixelSize) -> DeviceChoice? {
        guard size.width > 0, size.height > 0 else { return nil }
        for known in knownSizes where known != size {
            // Same proportions within a pixel of rounding.
            let expectedHeight = Double(size.width) * Double(known.height) / Double(known.width)
            if abs(expectedHeight - Double(size.height)) <= 1 {
                let percent = Int((Double(size.width) / Double(known.width) * 100).rounded())
                return DeviceChoice(id: known.description, models: devices(for: known).map(\.modelList).joined(separator: " / ") + ", at \(percent)%")
            }
        }
        return nil
    }
}
