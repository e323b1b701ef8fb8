import Foundation
import WidgetCore

/// The bundled fonts: resolves a ``FontSpec`` to a chain of faces (Latin first, then per-grapheme
/// fallbacks) and keeps every face open.
///
/// Only files in the font folder are ever used (never fontconfig or system fonts): `Inter/`
/// for Latin, Greek and Cyrillic, then `NotoSansArabicUI/`, `NotoSansHebrew/`, `NotoSansCJK/`
/// and `NotoColorEmoji/` as fallbacks (see ``FontFallback`` for which grapheme goes where).
/// Faces are parsed once per process and shared by every library and engine. Thread-safe.
///
/// | FontWeight              | Inter file style | CJK, Arabic, Hebrew |
/// |-------------------------|------------------|---------------------|
/// | ultraLight, thin, light | Light            | Regular             |
/// | regular                 | Regular          | Regular             |
/// | medium                  | Medium           | Regular             |
/// | semibold                | SemiBold         | Bold                |
/// | bold                    | Bold             | Bold                |
/// | heavy                   | ExtraBold        | Bold                |
/// | black                   | Black            | Bold                |
///
/// - Italic: Regular, Medium, SemiBold, Bold have italic files; other weights use the upright
///   face. Fallback faces stay upright.
/// - Optical size: every Inter face is tracked and its advances move between Inter and
///   InterDisplay as SF Pro moves from its Text to its Display design (``OpticalTracking``);
///   upright text draws with InterDisplay (Regular, SemiBold, Bold) from 21.81 pt, where the
///   Display share reaches one half (`Metrics/optical-sizes.json`).
/// - Advances: system text takes SF Pro's advances and kerning where the table has the
///   characters (``SFAdvances``).
/// - Design: `.serif` draws with Noto Serif and `.monospaced` with Noto Sans Mono (their
///   folders; Inter with tabular figures when a folder is missing); `.rounded` uses Inter
///   (measurements in `DesignFaces.swift`).
/// - A missing fallback folder is not an error: ``unavailableFallbacks`` lists it, and the
///   characters only it had are reported as missing.
public final class FontLibrary: @unchecked Sendable {
    /// The library over the default folder: `$WIDGETRENDER_FONTS`, else the repository's
    /// `Fonts/` (found from this source file), else a `Fonts/` beside or above the executable;
    /// with the user font folder `$WIDGETRENDER_FONTS_USER` when set.
    /// It never traps: when no folder is found, ``loadError`` says why and text is laid out
    /// with nominal metrics and no glyphs. Call ``validate()`` to turn that into an error.
    public static let shared: FontLibrary = {
        let user = ProcessInfo.processInfo.environment[UserFontFolder.environmentVariable]
            .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
        switch FontDirectory.resolveDefault() {
        case .success(let url):
            do { return try FontLibrary(directory: url, userDirectory: user) } catch let error as FontLibraryError {
                return FontLibrary(unusable: url, error: error)
            } catch {
                return FontLibrary(unusable: url, error: .folderNotFound(url))
            }
        case .failure(let error):
            return FontLibrary(unusable: URL(fileURLWithPath: "Fonts", isDirectory: true), error: error)
        }
    }()

    /// The font folder (the one holding `Inter/`).
    public let directory: URL
    /// The user's own fonts (SF Pro, New York, SF Mono, fonts `Font.custom` names), if any.
    public let userFonts: UserFontFolder?
    /// Why this library has no fonts, or nil when it is usable.
    public let loadError: FontLibraryError?

    /// Fallback font files (relative to ``directory``) that are not in the folder.
    public let unavailableFallbacks: [String]

    private let interFolder: URL
    /// SF Pro's advances, which the bundled Latin faces take (``SFAdvances``); nil without the table.
    let sfAdvances: SFAdvances?
    /// SF Pro's tracking and optical sizes, and each Inter face's offset (``OpticalTracking``).
    let opticalSizes: OpticalSizes
    private let opticalCurves: OpticalSizes.Curves
    /// The size from which upright text draws with InterDisplay (``OpticalSizes/displaySwitch``).
    private let displaySwitch: Double
    /// File names present in `Inter/`.
    private let available: Set<String>
    private let store = FaceStore.shared
    private let matches = Locked([FontMatching.Request: FontFace]())
    private let chains = Locked(ChainCache())

    private struct ChainKey: Hashable {
        var primary: Int
        var bold: Bool
    }

    private struct ChainCache {
        var chains: [ChainKey: FontChain] = [:]
        var nextID = 1
    }

    /// Opens the font folder at `directory` (which must contain `Inter/Inter-Regular.otf`) and
    /// the user font folder `userDirectory` when given (see ``UserFontFolder``).
    /// Throws ``FontLibraryError/folderNotFound(_:)`` or ``FontLibraryError/noFonts(_:)``, or
    /// ``FontLibraryError/cannotOpen(path:code:)`` when Inter-Regular cannot be read.
    public init(directory: URL, userDirectory: URL? = nil) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDir), isDir.boolValue else {
            throw FontLibraryError.folderNotFound(directory)
        }
        guard FontDirectory.isUsable(directory) else { throw FontLibraryError.noFonts(directory) }
        self.directory = directory
        userFonts = userDirectory.map(UserFontFolder.init(url:))
        interFolder = directory.appendingPathComponent("Inter", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: interFolder.path)) ?? []
        available = Set(names.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") })
        sfAdvances = SFAdvances.load(from: directory)
        opticalSizes = OpticalSizes.load(from: directory)
        opticalCurves = opticalSizes.curves
        displaySwitch = opticalSizes.displaySwitch
        loadError = nil
        let fallbackFiles = FontMatching.fallbackFamilies.flatMap { ["\($0.folder)/\($0.regular)", "\($0.folder)/\($0.bold)"] }
            + [FontMatching.emojiFile]
        unavailableFallbacks = fallbackFiles.filter {
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
        if case .failure(let error) = bundledFace(FontMatching.lastResort) { throw error }
    }

    /// A library without fonts (the folder could not be used): text gets nominal metrics.
    init(unusable directory: URL, error: FontLibraryError) {
        self.directory = directory
        userFonts = nil
        interFolder = directory.appendingPathComponent("Inter", isDirectory: true)
        available = []
        sfAdvances = nil
        opticalSizes = OpticalSizes(tracking: .init(points: []), displayShare: .init(points: []), faces: [:])
        opticalCurves = opticalSizes.curves
        displaySwitch = opticalSizes.displaySwitch
        loadError = error
        unavailableFallbacks = []
    }

    /// The default folder as ``shared`` resolves it, or the error saying where it looked.
    public static func defaultDirectory() -> Result<URL, FontLibraryError> {
        FontDirectory.resolveDefault()
    }

    /// Throws ``loadError`` when this library has no usable fonts.
    public func validate() throws {
        if let loadError { throw loadError }
    }

    /// The face a spec draws with: see the matching table on ``FontLibrary``.
    public func handle(for spec: FontSpec) -> FontHandle {
        face(for: spec).handle
    }

    /// The faces to try for a spec, in order, for per-grapheme fallback: the matched Inter face,
    /// then the bundled Arabic, Hebrew, CJK and emoji faces.
    public func handles(for spec: FontSpec) -> [FontHandle] {
        faces(for: spec).map(\.handle)
    }

    /// Vertical metrics of the face a spec draws with, at the spec's size.
    public func metrics(for spec: FontSpec) -> FontMetrics {
        face(for: spec).lineUnits.metrics(size: max(0, spec.size.isFinite ? spec.size : 0))
    }

    /// The fallback chain for a spec, primary face first (see ``handles(for:)``).
    func faces(for spec: FontSpec) -> [FontFace] {
        chain(for: spec).faces
    }

    /// The fallback chain for a spec, created once per distinct request.
    func chain(for spec: FontSpec) -> FontChain {
        let primary = face(for: spec)
        let key = ChainKey(primary: primary.id, bold: FontMatching.fallbackIsBold(spec.weight))
        if let chain = chains.withLock({ $0.chains[key] }) { return chain }
        var faces = [primary]
        var emoji: Int?
        if loadError == nil {
            for family in FontMatching.fallbackFamilies {
                let name = key.bold ? family.bold : family.regular
                let url = directory.appendingPathComponent(family.folder).appendingPathComponent(name)
                if let face = openOptional(url) { faces.append(face) }
            }
            if let face = openOptional(directory.appendingPathComponent(FontMatching.emojiFile)) {
                emoji = faces.count
                faces.append(face)
            }
        }
        return chains.withLock { cache in
            if let existing = cache.chains[key] { return existing }
            let chain = FontChain(id: cache.nextID, faces: faces, emoji: emoji)
            cache.nextID += 1
            cache.chains[key] = chain
            return chain
        }
    }

    private func openOptional(_ url: URL) -> FontFace? {
        guard FileManager.default.fileExists(atPath: url.path),
              case .success(let face) = store.face(atPath: url.path) else { return nil }
        return face
    }

    /// The primary face for a spec: from the user font folder when it has the face (see
    /// ``UserFontMatching``), else the bundled one; the placeholder face when the folder is unusable.
    func face(for spec: FontSpec) -> FontFace {
        if let user = userFace(for: spec) { return user }
        if loadError == nil, let file = FontMatching.designFile(for: spec),
           case .success(let face) = store.face(atPath: directory.appendingPathComponent(file).path, systemLineMetrics: true) {
            return face
        }
        let request = FontMatching.request(for: spec, displayFrom: displaySwitch)
        if let face = matches.withLock({ $0[request] }) { return face }
        var chosen = FontFace.placeholder
        if loadError == nil {
            for name in FontMatching.candidates(for: request) where available.contains(name) {
                if case .success(let face) = bundledFace(name) {
                    chosen = face
                    break
                }
            }
        }
        matches.withLock { $0[request] = chosen }
        return chosen
    }

    /// The bundled Inter file `name`, opened with what stands it in for SF Pro: its default
    /// tracking and, for a Display cut, its Text cut.
    private func bundledFace(_ name: String) -> Result<FontFace, FontLibraryError> {
        let entry = opticalSizes.faces[name]
        let partner = entry?.partner.flatMap { p in
            available.contains(p) ? (path: interFolder.appendingPathComponent(p).path, isDisplayCut: entry?.display ?? false) : nil
        }
        return store.face(atPath: interFolder.appendingPathComponent(name).path, tracking: opticalSizes.tracking(forFile: name),
                          systemLineMetrics: true, partner: partner)
    }

    /// The OpenType features and advance rules a run of `spec` is shaped with.
    func shapingFeatures(for spec: FontSpec, noLigatures: Bool) -> ShapingFeatures {
        let size = TextEngine.clampSize(spec.size)
        let share = displayShare(at: size)
        return ShapingFeatures(tabularFigures: FontMatching.wantsTabularFigures(spec), noLigatures: noLigatures,
                               displayShare: share, sfAdvances: sfRow(for: spec, displayShare: share))
    }

    /// The Display share at `size` in steps of 1/256 (shaping caches key on it).
    private func displayShare(at size: Double) -> Double {
        (opticalCurves.displayShare(size) * 256).rounded() / 256
    }

    /// SF Pro's advances for a request, or nil when its text is set with the faces' own (``SFAdvances``).
    private func sfRow(for spec: FontSpec, displayShare: Double) -> SFAdvanceRow? {
        SFAdvances.applies(to: spec) ? sfAdvances?.row(for: spec, displayShare: displayShare) : nil
    }

    // MARK: The user font folder

    private static let userMatches = Locked([UserFontMatching.Key: String?]())

    /// The face from the user font folder a spec resolves to, or nil (then the bundled faces).
    /// User faces keep their own metrics and get no tracking correction.
    func userFace(for spec: FontSpec) -> FontFace? {
        guard let folder = userFonts, !folder.faces.isEmpty, loadError == nil else { return nil }
        let key = UserFontMatching.Key(folder: folder.url.path, spec: spec)
        let path: String? = Self.userMatches.withLock { $0[key] } ?? {
            let found = UserFontMatching.face(for: spec, in: folder)?.path
            Self.userMatches.withLock { $0[key] = .some(found) }
            return found
        }()
        guard let path, case .success(let face) = store.face(atPath: path) else { return nil }
        return face
    }

    /// The user folder's face a spec draws with (SF Pro for system text at its size, SF Pro
    /// Rounded for `.rounded`…), or nil when the bundled stand-in draws it.
    public func userFontFace(for spec: FontSpec) -> UserFontFolder.Face? {
        guard let folder = userFonts, loadError == nil else { return nil }
        return UserFontMatching.face(for: spec, in: folder)
    }

    /// Whether `Font.custom` names a font this library can draw; nil when the spec names none.
    public func resolvesCustomFont(_ spec: FontSpec) -> Bool? {
        guard let name = spec.family else { return nil }
        guard let folder = userFonts else { return false }
        return folder.face(named: name, weight: spec.weight.value, italic: spec.italic) != nil
    }
}
