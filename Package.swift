// swift-tools-version:6.1
// WidgetRender: iOS home-screen widgets rendered on Linux to PNG.
// System libraries (Debian): libcairo2-dev libfreetype-dev libpng-dev libharfbuzz-dev libjpeg62-turbo-dev libdeflate-dev librsvg2-2 (opened at run time)
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "WidgetRender",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        .library(name: "WidgetUI", targets: ["WidgetUI"]),
        .library(name: "WidgetTemplates", targets: ["WidgetTemplates"]),
        .library(name: "HomeScreen", targets: ["HomeScreen"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        .executable(name: "widget-render", targets: ["widget-render"]),
        .executable(name: "widget-render-server", targets: ["widget-render-server"]),
        .library(name: "WidgetRaster", targets: ["WidgetRaster"]),
        .library(name: "WidgetLinks", targets: ["WidgetLinks"]),
        .library(name: "ExampleWidgets", targets: ["ExampleWidgets"]),
        .library(name: "WidgetPreviews", targets: ["WidgetPreviews"]),
        // Xcode's generated asset symbols (`Image(.logo)`, `Color(.brand)`) for a target's `.xcassets`.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
        // `swift package widget-render previews|render|check|snapshots` in a package with an extension target.
        .plugin(name: "WidgetRenderCommand", targets: ["WidgetRenderCommand"]),
    ],
    // `Previews`: Xcode's `#Preview` macros in WidgetRender (they need swift-syntax, built once
    // per clean build: see README "Previews"). Off by default; enable it with
    // `.package(url: …, traits: ["Previews"])` or `swift build --traits Previews`.
    // `PreviewServer`: the `serve` subcommand of a WidgetPreviews program (the live preview page),
    // which builds the HTTP stack (Hummingbird, SwiftNIO). Off by default, so rendering previews to
    // files and snapshot testing build none of it; enable it with
    // `.package(url: …, traits: ["PreviewServer"])` or `swift run --traits PreviewServer …`.
    traits: [
        .trait(name: "Previews", description: "Xcode's #Preview macros (builds swift-syntax)"),
        .trait(name: "PreviewServer", description: "`serve` in WidgetPreviews programs (builds Hummingbird and SwiftNIO)"),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `swift package generate-documentation` (DocC catalogs of the public modules; scripts/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The HTTP server of `widget-render serve` (WidgetServer). swift-configuration support is
        // left out: the server reads its settings from the command line.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // The `#Preview` macros' compiler plugin (trait `Previews`).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        // MARK: C libraries, found with pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft",
                       providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        // libpng and libjpeg report errors with longjmp, which must not cross Swift frames:
        // this C target keeps every setjmp on the C side. PNG writing uses libdeflate.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .target(name: "CImageCodecs", dependencies: ["CPNG", "CJPEG", "CDeflate"]),
        // SVG (user SF Symbols, Image("logo.svg")): librsvg, which draws into Cairo. CSVG keeps
        // every GLib/librsvg call on the C side and opens librsvg on first use (dlopen), so a
        // process that draws no SVG never loads it and its ~25 dependencies.
        .target(name: "CSVG", dependencies: ["CCairo"],
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Remote images: libcurl's multi interface, opened on first use like librsvg, so a render
        // that fetches nothing never loads curl and the TLS and HTTP/2 libraries behind it.
        .target(name: "CHTTP", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

        // MARK: Pipeline stages.
        .target(name: "WidgetCore"),
        .target(name: "WidgetText", dependencies: ["WidgetCore", "CFreeType", "CHarfBuzz"]),
        .target(name: "WidgetImageIO", dependencies: ["WidgetCore", "CImageCodecs", "CSVG"]),
        // The layout engine: resolved nodes sized, placed and drawn into a display list
        // (package-internal: WidgetUI's views build its nodes).
        .target(name: "WidgetEngine", dependencies: ["WidgetCore", "WidgetText", "WidgetImageIO"]),
        .target(name: "WidgetUI", dependencies: ["WidgetCore", "WidgetText", "WidgetImageIO", "WidgetEngine"],
                exclude: ["Charts/README.md"], resources: [.embedInCode("Resources/system-colors.json")]),
        .target(name: "WidgetLinks", dependencies: ["WidgetCore"]),
        .target(name: "WidgetRaster", dependencies: ["WidgetCore", "CCairo", "CFreeType", "CSVG"]),
        .target(name: "HomeScreen", dependencies: ["WidgetCore", "WidgetImageIO"],
                exclude: ["Resources/README.md", "Resources/live-activity-geometry.md", "Resources/control-geometry.md"],
                resources: [.embedInCode("Resources/device-catalog.json"), .embedInCode("Resources/accessory-sizes.json"),
                            .embedInCode("Resources/live-activity-geometry.json"), .embedInCode("Resources/control-geometry.json"),
                            .embedInCode("Resources/placement-sizes.json")]),
        .target(name: "WidgetTemplates", dependencies: ["WidgetUI", "WidgetImageIO", "CHTTP", .product(name: "Yams", package: "Yams")]),
        // The facade: the one owner of "render a template or a view" (see README, Architecture).
        .target(name: "WidgetRender", dependencies: ["WidgetCore", "WidgetText", "WidgetImageIO", "WidgetUI", "WidgetLinks",
                                                     "WidgetRaster", "HomeScreen", "WidgetTemplates",
                                                     .target(name: "WidgetPreviewMacros", condition: .when(traits: ["Previews"]))],
                resources: [.embedInCode("Check/platform-limits.json")]),
        // `#Preview` as Xcode declares it (trait `Previews`): expands each block into a type
        // holding its PreviewDeclaration.
        .macro(name: "WidgetPreviewMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "WidgetSnapshotTesting", dependencies: [
            "WidgetRender",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        // MARK: The preview server and render service (`widget-render serve`).
        .target(name: "WidgetServer", dependencies: [
            "WidgetRender", "WidgetImageIO",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ], resources: [.embedInCode("Resources/preview.html"), .embedInCode("Resources/openapi.yaml")]),

        // MARK: Previews of Swift widgets: `render` to files; `serve` on the preview page with the
        // trait `PreviewServer` (`swift run --traits PreviewServer MyPreviews serve`).
        .target(name: "WidgetPreviews", dependencies: [
            "WidgetRender",
            .target(name: "WidgetServer", condition: .when(traits: ["PreviewServer"])),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: Xcode's generated asset symbols: the build-tool plugin and its tool (Foundation only).
        .target(name: "AssetSymbolGeneration"),
        .executableTarget(name: "asset-symbols", dependencies: ["AssetSymbolGeneration"]),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["asset-symbols"]),
        // The commit the tools are built from, for `--version` (read from .git; no tool of its own).
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // `swift package widget-render …`: an extension's previews, renders, checks and snapshots, no program of one's own.
        .plugin(name: "WidgetRenderCommand", capability: .command(
            intent: .custom(verb: "widget-render", description: "Draw the package's widget extension's #Preview blocks or widgets, check them, or run its snapshot tests"),
            permissions: [.writeToPackageDirectory(reason: "render and previews write images to out/<target>/; snapshots records references beside the tests")])),

        // MARK: The command-line tool.
        .executableTarget(name: "widget-render", dependencies: [
            "WidgetRender", "WidgetText",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], plugins: ["BuildCommit"]),
        // `widget-render serve` runs this executable, installed beside `widget-render`: kept apart,
        // the HTTP stack (Hummingbird, NIO: a fifth of the code) is not mapped into every render.
        .executableTarget(name: "widget-render-server", dependencies: [
            "WidgetServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], plugins: ["BuildCommit"]),

        // MARK: Examples (runnable programs, as an app developer would write them).
        .target(name: "ExampleWidgets", dependencies: ["WidgetRender"], path: "Examples/Widgets",
                exclude: ["Resources"]),
        .executableTarget(name: "CountdownExample", dependencies: ["WidgetRender", "ExampleWidgets"], path: "Examples/Countdown"),
        .executableTarget(name: "FamilySwitchExample", dependencies: ["WidgetRender", "ExampleWidgets"], path: "Examples/FamilySwitch"),
        .executableTarget(name: "ShowcaseExample", dependencies: ["WidgetRender", "ExampleWidgets"], path: "Examples/Showcase"),
        .executableTarget(name: "PreviewsExample", dependencies: ["WidgetPreviews", "ExampleWidgets"], path: "Examples/Previews"),
        // A widget extension's `@main` bundle, run as a program (WidgetMain in WidgetRender).
        .executableTarget(name: "WidgetExtensionExample", dependencies: ["WidgetRender", "ExampleWidgets"], path: "Examples/WidgetExtension"),

        // MARK: Tests.
        .target(name: "WidgetTestSupport", dependencies: ["WidgetCore", "WidgetText", "WidgetUI"], path: "Tests/WidgetTestSupport"),
        // Compiles a file naming every public type through `import WidgetRender` alone
        // (scripts/public-vocabulary.py writes it): an ambiguous name fails the build.
        .testTarget(name: "PublicVocabularyTests", dependencies: ["WidgetRender"]),
        .testTarget(name: "WidgetCoreTests", dependencies: ["WidgetCore"]),
        .testTarget(name: "WidgetTextTests", dependencies: ["WidgetText"], exclude: ["UserFonts"]),
        .testTarget(name: "WidgetImageIOTests", dependencies: ["WidgetImageIO", "CImageCodecs"], exclude: ["Fixtures"]),
        .testTarget(name: "WidgetEngineTests", dependencies: ["WidgetEngine"]),
        .testTarget(name: "WidgetUITests", dependencies: ["WidgetUI", "WidgetTestSupport"]),
        .testTarget(name: "WidgetLinksTests", dependencies: ["WidgetLinks", "WidgetUI", "WidgetTestSupport"]),
        .testTarget(name: "WidgetRasterTests", dependencies: ["WidgetRaster", "CFreeType"]),
        .testTarget(name: "HomeScreenTests", dependencies: ["HomeScreen", "WidgetRender"]),
        .testTarget(name: "WidgetTemplatesTests", dependencies: ["WidgetRender", "WidgetTestSupport"]),
        .testTarget(name: "WidgetServerTests", dependencies: ["WidgetServer", "WidgetRender", "WidgetImageIO", "WidgetTestSupport",
                                                            .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "WidgetPreviewsTests", dependencies: ["WidgetPreviews", "WidgetServer", "ExampleWidgets", "widget-render",
                                                                "WidgetTestSupport"]),
        .testTarget(name: "CommandLineTests", dependencies: ["WidgetRender", "widget-render", "widget-render-server", "WidgetTestSupport"]),
        .testTarget(name: "WidgetSnapshotTestingTests", dependencies: ["WidgetSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TemplateSnapshotTests", dependencies: ["WidgetSnapshotTesting", "ExampleWidgets"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "WidgetSurfacesTests", dependencies: ["WidgetRender", "WidgetRaster", "WidgetTemplates", "WidgetTestSupport", "ExampleWidgets"]),
        // Widget views modelled on public WidgetKit code (Tests/CompileProbe/README.md), built as written.
        .testTarget(name: "CompileProbe", dependencies: ["WidgetRender"], path: "Tests/CompileProbe",
                    exclude: ["README.md"]),
        .testTarget(name: "AssetSymbolsTests", dependencies: ["WidgetRender", "AssetSymbolGeneration"],
                    exclude: ["Assets.xcassets"], plugins: ["AssetSymbols"]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetTestSupport", "ExampleWidgets"],
                    exclude: ["SVGFixtures", "Fixtures"]),
        // Real iOS renders of public SwiftUI code, the code ported as written (each folder's
        // RESULTS.md), compared by ink boxes (OracleSupport). Libraries written for Swift 5 are
        // ported in PortedOracleTests, in the language mode they were written in.
        .target(name: "OracleSupport", dependencies: ["WidgetRender", "WidgetRaster"], path: "Tests/OracleSupport"),
        .testTarget(name: "OracleTests", dependencies: ["OracleSupport", "WidgetRender", "WidgetRaster", "WidgetText"],
                    exclude: ["HomeAssistantOracle/Fonts", "HomeAssistantOracle/RESULTS.md",
                              "SnapshotTestingChecked/testSwiftUIView_iOS.fixed.png",
                              "SnapshotTestingChecked/testSwiftUIView_iOS.size-that-fits.png",
                              "SnapshotTestingChecked/LICENSE-swift-snapshot-testing", "SnapshotTestingChecked/RESULTS.md",
                              "GoodSwiftUI/References", "GoodSwiftUI/LICENSE-GoodSwiftUI", "GoodSwiftUI/RESULTS.md",
                              "LineWidths/References", "LineWidths/LICENSE-textual", "LineWidths/LICENSE-vault-ios", "LineWidths/RESULTS.md"]),
        .testTarget(name: "PortedOracleTests", dependencies: ["OracleSupport", "WidgetRender", "WidgetRaster"],
                    exclude: ["Web3Modal/References", "Web3Modal/Assets.xcassets", "Web3Modal/LICENSE-web3modal-swift",
                              "Web3Modal/RESULTS.md",
                              "ProgressRing/References", "ProgressRing/LICENSE-UICircularProgressRing", "ProgressRing/RESULTS.md",
                              "AirSettingsUI/References", "AirSettingsUI/LICENSE-AirSettingsUI", "AirSettingsUI/RESULTS.md"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
