import ArgumentParser
import Foundation
import WidgetText

/// `widget-render fonts [--json]`: which font folders this tool draws with, and, with a user
/// font folder, which of its faces stand in for the system designs (so a user can see that the
/// SF Pro they installed is the one text is set in).
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show the bundled font folder and the user font folder ($WIDGETRENDER_FONTS_USER), and which face draws each system design.")

    @Flag(help: "Print the listing as JSON.")
    var json = false

    /// Representative sizes: a user folder's static SF Pro Text and Display files switch at 20 pt.
    static let probes: [(design: FontDesign, size: Double, label: String)] = [
        (.default, 17, "system, below 20 pt (SF Pro Text)"),
        (.default, 28, "system, 20 pt and up (SF Pro Display)"),
        (.rounded, 17, "rounded (SF Pro Rounded)"),
        (.serif, 17, "serif (New York)"),
        (.monospaced, 17, "monospaced (SF Mono)"),
    ]

    struct Listing: Codable {
        struct Design: Codable {
            var design: String
            var userFace: String?
            var path: String?
        }
        struct Face: Codable {
            var postScriptName: String
            var families: [String]
            var weight: Int
            var widthClass: Int
            var italic: Bool
            var path: String
        }
        var bundled: String
        var bundledError: String?
        var missingFallbacks: [String]
        var user: String?
        var designs: [Design]
        var userFaces: [Face]
    }

    func run() throws {
        let library = FontLibrary.shared
        let listing = Self.listing(library)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(listing) + Data("\n".utf8))
            return
        }
        print("Bundled fonts: \(listing.bundled)")
        if let error = listing.bundledError { print("  unusable: \(error)") }
        if !listing.missingFallbacks.isEmpty { print("  missing fallbacks: \(listing.missingFallbacks.joined(separator: ", "))") }
        guard let user = listing.user else {
            print("User fonts: none (set \(UserFontFolder.environmentVariable) to a folder holding SF Pro, SF Pro Rounded, New York or SF Mono); system text draws with the bundled stand-ins")
            return
        }
        print("User fonts: \(user) (\(listing.userFaces.count) face\(listing.userFaces.count == 1 ? "" : "s"))")
        for d in listing.designs {
            print("  \(d.design): \(d.userFace.map { "\($0) (\(d.path ?? ""))" } ?? "bundled stand-in (no such family in the folder)")")
        }
    }

    static func listing(_ library: FontLibrary) -> Listing {
        let designs = probes.map { probe in
            let face = library.userFontFace(for: FontSpec(size: probe.size, design: probe.design))
            return Listing.Design(design: probe.label, userFace: face?.postScriptName, path: face?.path)
        }
        let faces = (library.userFonts?.faces ?? []).map {
            Listing.Face(postScriptName: $0.postScriptName, families: $0.familyNames, weight: $0.weight,
                         widthClass: $0.widthClass, italic: $0.italic, path: $0.path)
        }
        return Listing(bundled: library.directory.path, bundledError: library.loadError?.description,
                       missingFallbacks: library.unavailableFallbacks, user: library.userFonts?.url.path,
                       designs: designs, userFaces: faces)
    }
}
