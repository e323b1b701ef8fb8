import Foundation

/// Where the bundled fonts live when nobody says.
enum FontDirectory {
    /// The environment variable that overrides the font folder.
    static let environmentVariable = "WIDGETRENDER_FONTS"
    /// The file whose presence marks a usable font folder (relative to it).
    static let marker = "Inter/Inter-Regular.otf"
    /// This source file, `…/Sources/WidgetText/FontDirectory.swift`, as compiled.
    static let thisFile = #filePath

    /// Whether `url` is a usable font folder.
    static func isUsable(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(marker).path)
    }

    /// Resolves the default folder, in order:
    /// 1. `$WIDGETRENDER_FONTS` when set (used as given, even if wrong, so the error names it);
    /// 2. the repository's `Fonts/`, found from this source file (`…/Sources/WidgetText/` → `../../Fonts`);
    /// 3. a `Fonts/` holding `Inter/` in the executable's folder or any folder above it, or a
    ///    `share/widget-render/Fonts/` there (an installed `bin/widget-render` finds
    ///    `share/widget-render/Fonts/` beside `bin/`).
    ///
    /// Returns the folder, or the places searched.
    static func resolveDefault(environment: [String: String] = ProcessInfo.processInfo.environment,
                               sourceFile: String = FontDirectory.thisFile) -> Result<URL, FontLibraryError> {
        if let value = environment[environmentVariable], !value.isEmpty {
            return .success(URL(fileURLWithPath: value, isDirectory: true))
        }
        var searched: [URL] = []
        let fromSource = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts", isDirectory: true)
        searched.append(fromSource)
        if isUsable(fromSource) { return .success(fromSource) }

        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var dir = exe.deletingLastPathComponent()
            while true {
                for candidate in [dir.appendingPathComponent("Fonts", isDirectory: true),
                                  dir.appendingPathComponent("share/widget-render/Fonts", isDirectory: true)] {
                    searched.append(candidate)
                    if isUsable(candidate) { return .success(candidate) }
                }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return .failure(.defaultFolderNotFound(searched: searched))
    }
}
