import ArgumentParser
import Foundation
import WidgetRender

/// How the system shows the widget: rendering mode, tint, Dynamic Type size, redaction and the
/// user's fonts. Shared by `render`, `gallery`, `hit` and `links`.
struct AppearanceOptions: ParsableArguments {
    @Option(name: .customLong("rendering-mode"),
            help: "full-color, tinted, clear, vibrant, standby, standby-night, carplay (small widgets in CarPlay: full colour, background removed; add --link-profile carplay-nontouch for a car without a touchscreen) or all (full colour, tinted and clear on the Home Screen; Lock Screen families are always vibrant). Default: the family's own.")
    var renderingMode: RenderingModeSelection?

    @Option(help: "The tint colour of --rendering-mode tinted, as #RRGGBB (default: iOS 18's first tint, #F2C94C).")
    var tint: String?

    @Option(name: .customLong("dynamic-type"),
            help: "The text size: xs, s, m, l (default), xl, xxl, xxxl, ax1 … ax5, or all.")
    var dynamicType: DynamicTypeSelection?

    @Option(help: "placeholder (the widget's placeholder: text and images as rounded bars) or privacy (as on a locked device: .privacySensitive() content redacted).")
    var redacted: RedactionSelection?

    @Flag(name: .customLong("check-dynamic-type"),
          help: "Also lay each widget out at every larger Dynamic Type size and warn about text cut off there (contentClippedAtDynamicTypeSize).")
    var checkDynamicType = false

    @Option(help: "A folder of your own fonts (.ttf, .otf, .ttc) for Font.custom, searched after the bundled fonts.")
    var fonts: String?

    func validate() throws {
        if let tint, RGBA(hexString: tint) == nil {
            throw ValidationError("--tint \"\(tint)\" is not a colour; write it as #RRGGBB, e.g. #F2C94C.")
        }
        if let fonts {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fonts, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--fonts \"\(fonts)\" is not a folder; give the folder that holds your .ttf/.otf files.")
            }
        }
    }

    var tintColor: RGBA { tint.flatMap { RGBA(hexString: $0) } ?? WidgetAppearance.defaultTint }

    /// The modes asked for (`[nil]`: the family's own).
    var appearances: [WidgetAppearance?] { renderingMode?.appearances(tint: tintColor) ?? [nil] }

    /// The Dynamic Type sizes asked for (empty: the default, not named in files).
    var dynamicTypeSizes: [DynamicTypeSize] { dynamicType?.sizes ?? [] }

    /// Whether every axis has one value (what `hit` and `links` need).
    var isSingle: Bool { appearances.count == 1 && dynamicTypeSizes.count <= 1 }

    /// `base` with the redaction, the fonts folder and, when each has one value, the mode and size.
    func apply(to base: RenderOptions) -> RenderOptions {
        var o = base
        if let redacted { o.redactionReasons = redacted.reasons }
        if let fonts { o.fontsFolder = URL(fileURLWithPath: fonts) }
        o.checksDynamicType = checkDynamicType
        if appearances.count == 1, let only = appearances[0] { o.appearance = only }
        if dynamicTypeSizes.count == 1 { o.dynamicTypeSize = dynamicTypeSizes[0] }
        return o
    }

    /// `matrix` with these axes.
    func apply(to matrix: RenderMatrix) -> RenderMatrix {
        var m = matrix
        m.appearances = appearances
        m.dynamicTypeSizes = dynamicTypeSizes
        return m
    }
}

/// `--rendering-mode full-color|tinted|clear|vibrant|standby|standby-night|carplay|all`.
struct RenderingModeSelection: ExpressibleByArgument {
    let names: [String]
    init?(argument: String) {
        if argument == "all" { names = ["full-color", "tinted", "clear", "vibrant"]; return }
        guard Self.allValueStrings.contains(argument) else { return nil }
        names = [argument]
    }
    static var allValueStrings: [String] { WidgetAppearance.names + ["all"] }

    func appearances(tint: RGBA) -> [WidgetAppearance?] {
        names.map { WidgetAppearance(name: $0, tint: tint) ?? .fullColor }
    }
}

/// `--dynamic-type xs|s|m|l|xl|xxl|xxxl|ax1…ax5|all` (or SwiftUI's names, `accessibility3`).
struct DynamicTypeSelection: ExpressibleByArgument {
    let sizes: [DynamicTypeSize]
    init?(argument: String) {
        if argument == "all" { sizes = DynamicTypeSize.allCases; return }
        guard let size = DynamicTypeSize.allCases.first(where: { $0.shortName == argument || $0.rawValue == argument }) else { return nil }
        sizes = [size]
    }
    static var allValueStrings: [String] { DynamicTypeSize.allCases.map(\.shortName) + ["all"] }
}

/// `--redacted placeholder|privacy`.
struct RedactionSelection: ExpressibleByArgument {
    let reasons: RedactionReasons
    init?(argument: String) {
        switch argument {
        case "placeholder": reasons = .placeholder
        case "privacy": reasons = .privacy
        default: return nil
        }
    }
    static var allValueStrings: [String] { ["placeholder", "privacy"] }
}
