// The AssetSymbols plugin's tool: `asset-symbols OUTPUT.swift CATALOG.xcassets...` writes Xcode's
// generated asset symbols for the catalogs (AssetSymbolGeneration). A malformed catalog stops the
// build with a message naming the file; a symbol two assets share is a warning, as in Xcode.
import AssetSymbolGeneration
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1 else {
    FileHandle.standardError.write(Data("usage: asset-symbols OUTPUT.swift CATALOG.xcassets...\n".utf8))
    exit(64)
}
var catalogs: [(path: String, entries: [AssetEntry])] = []
for path in arguments.dropFirst() {
    do {
        catalogs.append((path, try AssetCatalogScanner.entries(in: URL(fileURLWithPath: path))))
    } catch {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        exit(1)
    }
}
let (source, warnings) = AssetSymbolSource.source(catalogs: catalogs)
for warning in warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[0]): \(error.localizedDescription)\n".utf8))
    exit(1)
}
