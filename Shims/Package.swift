// swift-tools-version:6.1
// Modules named as Apple's — SwiftUI, WidgetKit, AppIntents, ActivityKit, Charts, Intents, UIKit,
// OSLog — that re-export WidgetRender on Linux, so a widget extension's files compile with their
// imports as written.
// A package of its own so the WidgetRender package never builds a module named SwiftUI (on macOS
// it would shadow Apple's; on Linux it would switch on other packages' `#if canImport(SwiftUI)`).
// Linux only: on Apple platforms depend on nothing here and the real frameworks are imported.
//
//   .package(path: "<WidgetRender>/Shims"),
//   .executableTarget(name: "MyWidgets", dependencies: [
//       .product(name: "SwiftUI", package: "WidgetRenderShims", condition: .when(platforms: [.linux])),
//       .product(name: "WidgetKit", package: "WidgetRenderShims", condition: .when(platforms: [.linux])), …
//   ], path: "MyApp/MyWidgetExtension")
import PackageDescription

let shims = ["SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Charts", "Intents", "UIKit"]

let package = Package(
    name: "WidgetRenderShims",
    platforms: [.macOS(.v13)],
    products: (shims + ["OSLog"]).map { .library(name: $0, targets: [$0]) },
    dependencies: [
        // The `Previews` trait: extension files carry `#Preview` blocks.
        .package(name: "WidgetRender", path: "..", traits: ["Previews"]),
    ],
    targets: shims.map { .target(name: $0, dependencies: [.product(name: "WidgetRender", package: "WidgetRender")]) } + [
        .target(name: "OSLog"),
        // A widget extension written against Apple's SDK, imports unchanged, compiled and rendered.
        .testTarget(name: "UnchangedImportsTests", dependencies: (shims + ["OSLog"]).map { .target(name: $0) }),
    ]
)
