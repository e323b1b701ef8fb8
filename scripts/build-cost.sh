#!/usr/bin/env bash
# Clean-build minutes of each product a user depends on (README "Build times and CI caching"),
# measured the way a user's package builds them: a package in a temporary folder with a widget
# library (WidgetRender), snapshot tests (WidgetSnapshotTesting) and a previews program
# (WidgetPreviews), depending on this checkout by path; then the previews program again, clean,
# with the trait PreviewServer. Also checks that nothing but that trait compiles SwiftNIO.
# About 10 minutes on 2 cores. Not run in CI.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/WidgetRender" "$work/app/Sources/MyWidgets" "$work/app/Sources/MyPreviews" "$work/app/Tests/MyWidgetsTests"
# The checkout without its own .build, under the folder name SwiftPM derives the identity from.
git -C "$repo" archive HEAD | tar -x -C "$work/WidgetRender"
cat > "$work/app/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$work/WidgetRender")],
    targets: [
        .target(name: "MyWidgets", dependencies: [.product(name: "WidgetRender", package: "WidgetRender")]),
        .executableTarget(name: "MyPreviews", dependencies: ["MyWidgets", .product(name: "WidgetPreviews", package: "WidgetRender")]),
        .testTarget(name: "MyWidgetsTests", dependencies: ["MyWidgets", .product(name: "WidgetSnapshotTesting", package: "WidgetRender")]),
    ])
SWIFT
cat > "$work/app/Sources/MyWidgets/Badge.swift" <<'SWIFT'
import WidgetRender
public struct Badge: View {
    public init() {}
    public var body: some View {
        Text("6,400").font(.largeTitle).containerBackground(Color.mint, for: .widget)
    }
}
SWIFT
cat > "$work/app/Sources/MyPreviews/main.swift" <<'SWIFT'
import WidgetPreviews
import MyWidgets
WidgetPreviewsCommand.main { WidgetPreview("Badge", as: .systemSmall) { Badge() } }
SWIFT
cat > "$work/app/Tests/MyWidgetsTests/BadgeTests.swift" <<'SWIFT'
import Testing
import WidgetSnapshotTesting
@testable import MyWidgets
@Test @MainActor func badge() throws { _ = try WidgetRenderer.render(Badge()) }
SWIFT
cd "$work/app"
step() {
  local start end
  start=$(date +%s.%N)
  "$@" > "$work/step.log" 2>&1 || { cat "$work/step.log"; exit 1; }
  end=$(date +%s.%N)
  printf '%6.1f min  %s\n' "$(echo "($end - $start) / 60" | bc -l)" "$*"
}
nio_objects() { find -L "$1" -path '*NIO*.build/*.o' | wc -l; }
step swift package resolve
step swift build -j 2 --target MyWidgets
step swift build -j 2 --target MyWidgetsTests
step swift build -j 2 --product MyPreviews
[ "$(nio_objects .build/debug)" -eq 0 ] || { echo "build-cost: SwiftNIO was compiled without the trait PreviewServer" >&2; exit 1; }
sed -i "s|.package(path: \"$work/WidgetRender\")|.package(path: \"$work/WidgetRender\", traits: [\"PreviewServer\"])|" Package.swift
step swift build -j 2 --scratch-path .build-serve --product MyPreviews
echo "SwiftNIO object files: $(nio_objects .build/debug) without PreviewServer, $(nio_objects .build-serve/debug) with it"
