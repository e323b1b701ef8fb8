// swift-tools-version:6.1
// Modules named as Apple's — SwiftUI, WidgetKit, AppIntents, ActivityKit, Charts, Intents, UIKit, CoreGraphics
// (re-exporting WidgetRender), and OSLog, Combine (OpenCombine), CoreLocation and SwiftData beside them — on
// Linux, so a widget extension's files compile with their imports as written.
// A package of its own so the WidgetRender package never builds a module named SwiftUI (on macOS
// it would shadow Apple's; on Linux it would switch on other packages' `#if canImport(SwiftUI)`).
// Linux only: on Apple platforms depend on nothing here and the real frameworks are imported.
//
//   .package(path: "<WidgetRender>/Shims"),   // a path dependency is named by its folder: "Shims"
//   .executableTarget(name: "MyWidgets", dependencies: [
//       .product(name: "SwiftUI", package: "Shims", condition: .when(platforms: [.linux])),
//       .product(name: "WidgetKit", package: "Shims", condition: .when(platforms: [.linux])), …
//   ], path: "MyApp/MyWidgetExtension")
import PackageDescription
import CompilerPluginSupport

let shims = ["SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Charts", "Intents", "UIKit", "CoreGraphics"]
/// Modules for Apple frameworks around SwiftUI: Combine (OpenCombine), CoreLocation, SwiftData (in memory).
let companions = ["Combine", "CoreLocation", "SwiftData", "OSLog"]

let widgetRender: Target.Dependency = .product(name: "WidgetRender", package: "WidgetRender")
// SwiftUI re-exports Combine (`ObservableObject`, `@Published`), as Apple's does.
/// Swift Testing's cross-import overlays for Apple frameworks these shims are named after: a test
/// file importing `Testing` and `UIKit` (or `CoreGraphics`) needs a module of that name to exist.
let testingOverlays = ["UIKit": "_Testing_UIKit", "CoreGraphics": "_Testing_CoreGraphics"]
let shimTargets: [Target] = shims.map { name in
    var extra: [Target.Dependency] = name == "SwiftUI" ? ["Combine"] : []
    if let overlay = testingOverlays[name] { extra.append(.target(name: overlay)) }
    return .target(name: name, dependencies: [widgetRender] + extra)
} + testingOverlays.values.sorted().map { Target.target(name: $0) }
let companionTargets: [Target] = [
    .target(name: "Combine", dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
    ]),
    .target(name: "CoreLocation"),
    .macro(name: "SwiftDataMacros", dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ]),
    .target(name: "SwiftData", dependencies: ["SwiftUI", "SwiftDataMacros"]),
    .target(name: "OSLog"),
]
let testDependencies: [Target.Dependency] = (shims + companions).map { .target(name: $0) }

let package = Package(
    name: "WidgetRenderShims",
    platforms: [.macOS(.v13)],
    products: (shims + companions).map { .library(name: $0, targets: [$0]) },
    dependencies: [
        // The `Previews` trait: extension files carry `#Preview` blocks.
        .package(name: "WidgetRender", path: "..", traits: ["Previews"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `@Model` and friends (the same swift-syntax the Previews trait builds).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: shimTargets + companionTargets + [
        // A widget extension written against Apple's SDK, imports unchanged, compiled and rendered.
        // Its `Assets.xcassets` gets Xcode's generated symbols from WidgetRender's AssetSymbols plugin.
        // An extension folder with its `@main` bundle, as the porting guide sets one up; the
        // `swift package widget-render` command plugin is checked on it (scripts/plugin-check.sh).
        .executableTarget(name: "WaterExtension", dependencies: ["SwiftUI", "WidgetKit"], path: "Examples/WaterExtension",
                         sources: ["WaterWidget", "LinuxSupport"]),
        .testTarget(name: "WaterExtensionTests", dependencies: [
            "WaterExtension", .product(name: "WidgetSnapshotTesting", package: "WidgetRender"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "UnchangedImportsTests", dependencies: testDependencies, exclude: ["Assets.xcassets"],
                    plugins: [.plugin(name: "AssetSymbols", package: "WidgetRender")]),
    ]
)
