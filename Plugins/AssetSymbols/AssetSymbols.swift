// Xcode's generated asset symbols on Linux: for every `*.xcassets` folder in a target, the
// target gains `ColorResource.<name>`, `ImageResource.<name>`, `Color.<name>` and
// `ShapeStyle.<name>` (AssetSymbolGeneration has the naming rules), so `Image(.logo)` and
// `.foregroundStyle(.brand)` compile unchanged. Apply it with `plugins: [.plugin(name:
// "AssetSymbols", package: "WidgetRender")]`.
import Foundation
import PackagePlugin

@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(under: target.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [.buildCommand(
            displayName: "Generating asset symbols for \(target.name)",
            executable: try context.tool(named: "asset-symbols").url,
            arguments: [output.path] + catalogs.map(\.path),
            inputFiles: catalogs.flatMap(Self.files(in:)),
            outputFiles: [output])]
    }

    /// The `*.xcassets` folders under `folder`, not looking inside them.
    static func catalogs(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walk where url.pathExtension == "xcassets" {
            found.append(url)
            walk.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file of a catalog: a change to any of them regenerates the symbols.
    static func files(in catalog: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }.sorted { $0.path < $1.path } + [catalog]
    }
}
