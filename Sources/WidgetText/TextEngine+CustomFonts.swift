import Foundation

extension TextMeasuring {
    public func resolvesCustomFont(_ font: FontSpec) -> Bool? { nil }
}

extension TextEngine {
    public func resolvesCustomFont(_ font: FontSpec) -> Bool? { fonts.resolvesCustomFont(font) }

    private static let withUserFolders = Locked([String: TextEngine]())

    /// The engine over the default bundled fonts plus the user font folder `folder` (one engine
    /// per folder, kept for the process, so its caches are shared); ``shared`` when nil.
    /// For a render option or a `--fonts DIR` flag: pass its folder here and hand the engine to
    /// `WidgetLayout(…, textMeasurer:)`.
    public static func shared(userFonts folder: URL?) -> TextEngine {
        guard let folder else { return shared }
        let key = folder.standardizedFileURL.path
        return withUserFolders.withLock { engines in
            if let engine = engines[key] { return engine }
            let library: FontLibrary
            switch FontLibrary.defaultDirectory() {
            case .success(let url):
                library = (try? FontLibrary(directory: url, userDirectory: folder)) ?? FontLibrary.shared
            case .failure:
                library = FontLibrary.shared
            }
            let engine = TextEngine(fonts: library)
            engines[key] = engine
            return engine
        }
    }
}
