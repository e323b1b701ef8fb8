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
    /// 2. the install layout (`scripts/install.sh`): `PREFIX/share/widget-render/Fonts/` for an
    ///    executable in `PREFIX/bin/`, so an installed tool uses the fonts installed with it even
    ///    when the checkout it was built from is still on the machine;
    /// 3. the repository's `Fonts/`, found from this source file (`…/Sources/WidgetText/` → `../../Fonts`);
    /// 4. a `Fonts/` holding `Inter/` in the executable's folder or any folder above it, or a
    ///    `share/widget-render/Fonts/` there.
    ///
    /// Returns the folder, or the places searched.
    static func resolveDefault(environment: [String: String] = ProcessInfo.processInfo.environment,
                               sourceFile: String = FontDirectory.thisFile,
                               executable: URL? = Bundle.main.executableURL) -> Result<URL, FontLibraryError> {
        if let value = environment[environmentVariable], !value.isEmpty {
            return .success(URL(fileURLWithPath: value, isDirectory: true))
        }
        var searched: [URL] = []
        let exe = executable?.resolvingSymlinksInPath()
        if let exe {
            let installed = exe.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/widget-render/Fonts", isDirectory: true)
            searched.append(installed)
            if isUsable(installed) { return .success(installed) }
        }
        let fromSource = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts", isDirectory: true)
        searched.append(fromSource)
        if isUsable(fromSource) { return .success(fromSource) }

        if let exe {
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
