// swift-tools-version:6.0
// libFuzzer harnesses for WidgetRender's input readers: build and run them with
// `bash scripts/fuzz.sh TARGET|all SECONDS` (it passes -sanitize=fuzzer,address).
import PackageDescription

let harnesses = ["FuzzTemplateJSON", "FuzzTemplateYAML", "FuzzBinding", "FuzzEntryData", "FuzzImage", "FuzzScreenshot", "FuzzGeometry"]

let package = Package(
    name: "WidgetRenderFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "WidgetRender", path: "..")],
    targets: [
        // LLVMFuzzerRunDriver, declared for Swift (libFuzzer itself comes with -sanitize=fuzzer).
        .target(name: "FuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["FuzzDriver", .product(name: "WidgetTemplates", package: "WidgetRender")]),
    ] + harnesses.map { name in
        .executableTarget(name: name, dependencies: [
            "FuzzSupport",
            .product(name: "WidgetTemplates", package: "WidgetRender"),
            .product(name: "HomeScreen", package: "WidgetRender"),
        ])
    },
    swiftLanguageModes: [.v6]
)
