// swift-tools-version:6.1
// Benchmarks live in their own package so the library never depends on the benchmark framework.
//   cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "WidgetRenderBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "WidgetRender", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WidgetRender", package: "WidgetRender"),
                .product(name: "ExampleWidgets", package: "WidgetRender"),
                .product(name: "WidgetRaster", package: "WidgetRender"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One scenario N times, for instruction counts under callgrind (scripts/bench-instructions.sh).
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                .product(name: "WidgetRender", package: "WidgetRender"),
                .product(name: "ExampleWidgets", package: "WidgetRender"),
                .product(name: "WidgetRaster", package: "WidgetRender"),
            ],
            path: "Tools/InstructionCounts"
        ),
        // PNG sizes and encode times of a folder of images: the fast writer against libdeflate
        // level 2 and the compact preset (issue 31, "size as well as speed").
        .executableTarget(
            name: "PNGSizes",
            dependencies: [.product(name: "WidgetRender", package: "WidgetRender")],
            path: "Tools/PNGSizes"
        ),
    ],
    swiftLanguageModes: [.v6]
)
