import CHarfBuzz
import Foundation

/// A folder of the user's own font files: Apple's SF Pro, SF Pro Rounded, SF Compact, New York
/// and SF Mono (which Apple offers to developers for mock-ups and which are never bundled), or
/// any font a widget names with `Font.custom`.
///
/// Every `.otf`, `.ttf` and `.otc`/`.ttc` (first face) file in the folder and its subfolders is
/// read once, in path order, so the same folder always resolves the same way. Each face is
/// known by its PostScript name (`name` ID 6), its family names (typographic family ID 16,
/// legacy family ID 1, full name ID 4), its weight and width classes and its slant (`OS/2`).
/// See ``FontLibrary`` for how requests pick a face.
public struct UserFontFolder: Sendable {
    /// One face found in the folder.
    public struct Face: Hashable, Sendable {
        /// The font file's path.
        public var path: String
        /// The face's PostScript name (`name` ID 6).
        public var postScriptName: String
        /// Typographic family, legacy family and full name, in that order, without duplicates.
        public var familyNames: [String]
        /// `OS/2` usWeightClass (400 regular, 700 bold).
        public var weight: Int
        /// `OS/2` usWidthClass (5 normal, 3 condensed, 7 expanded).
        public var widthClass: Int
        /// Whether the face is italic or oblique (`OS/2` fsSelection, or its style name).
        public var italic: Bool
    }

    /// The folder.
    public let url: URL
    /// The faces found, in path order.
    public let faces: [Face]

    /// The environment variable naming the user font folder for ``FontLibrary/shared``.
    public static let environmentVariable = "WIDGETRENDER_FONTS_USER"

    /// Reads every font file under `url`. A missing or unreadable folder holds no faces.
    public init(url: URL) {
        self.url = url
        var found: [Face] = []
        let keys: Set<String> = ["otf", "ttf", "otc", "ttc"]
        if let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) {
            var paths: [String] = []
            for case let file as URL in walker where keys.contains(file.pathExtension.lowercased()) { paths.append(file.path) }
            for path in paths.sorted() {
                if let face = Self.read(path) { found.append(face) }
            }
        }
        faces = found
    }

    /// The best face of the first family in `families` that the folder has (an exact family
    /// name first; a family that starts with the name and a space, such as "SF Pro Text
    /// Condensed" for "SF Pro Text", after all exact ones), then by slant, width class and
    /// weight (nearest; on a tie the heavier, as Core Text picks).
    func bestFace(families: [String], excluding excluded: [String] = [], weight: Int, italic: Bool, widthClass: Int) -> Face? {
        func rank(_ face: Face) -> Int? {
            let names = face.familyNames.map { $0.lowercased() }
            if names.contains(where: { n in excluded.contains { n.contains($0.lowercased()) } }) { return nil }
            for (i, f) in families.enumerated() where names.contains(f.lowercased()) { return i }
            for (i, f) in families.enumerated() where names.contains(where: { $0.hasPrefix(f.lowercased() + " ") }) {
                return families.count + i
            }
            return nil
        }
        let ranked = faces.compactMap { f in rank(f).map { (f, $0) } }
        return ranked.min { a, b in
            let ka = (a.1, a.0.italic == italic ? 0 : 1, abs(a.0.widthClass - widthClass), abs(a.0.weight - weight), -a.0.weight)
            let kb = (b.1, b.0.italic == italic ? 0 : 1, abs(b.0.widthClass - widthClass), abs(b.0.weight - weight), -b.0.weight)
            return ka != kb ? ka < kb : a.0.path < b.0.path
        }?.0
    }

    /// The face `Font.custom(name, …)` means: the face whose PostScript name is `name`
    /// (ignoring case), else the best face of the family called `name`.
    func face(named name: String, weight: Int, italic: Bool) -> Face? {
        if let exact = faces.first(where: { $0.postScriptName.caseInsensitiveCompare(name) == .orderedSame }) { return exact }
        return bestFace(families: [name], weight: weight, italic: italic, widthClass: 5)
    }

    // MARK: Reading the tables

    private static func read(_ path: String) -> Face? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 1 else { return nil }
        let names = nameTable(FaceTables.table(face, "name"))
        let postScript = names[6] ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var families: [String] = []
        for id in [16, 1, 4] { if let n = names[id], !n.isEmpty, !families.contains(n) { families.append(n) } }
        let os2 = FaceTables.table(face, "OS/2")
        let weight = FaceTables.int16(os2, 4).map { max(1, min(1000, $0)) } ?? 400
        let width = FaceTables.int16(os2, 6).map { max(1, min(9, $0)) } ?? 5
        let selection = FaceTables.int16(os2, 62) ?? 0
        let styleName = (names[17] ?? names[2] ?? "").lowercased()
        let italic = selection & 1 != 0 || styleName.contains("italic") || styleName.contains("oblique")
        return Face(path: path, postScriptName: postScript, familyNames: families, weight: weight, widthClass: width, italic: italic)
    }

    /// The `name` table's English strings by name ID: Windows Unicode (UTF-16BE, English US
    /// preferred) over Macintosh Roman.
    static func nameTable(_ bytes: [UInt8]) -> [Int: String] {
        func u16(_ o: Int) -> Int? { o + 1 < bytes.count ? Int(bytes[o]) << 8 | Int(bytes[o + 1]) : nil }
        guard let count = u16(2), let storage = u16(4) else { return [:] }
        var best: [Int: (score: Int, text: String)] = [:]
        for i in 0..<count {
            let r = 6 + i * 12
            guard let platform = u16(r), let language = u16(r + 4), let id = u16(r + 6),
                  let length = u16(r + 8), let offset = u16(r + 10) else { break }
            let start = storage + offset
            guard start >= 0, start + length <= bytes.count else { continue }
            let raw = Array(bytes[start..<start + length])
            let text: String?
            let score: Int
            switch platform {
            case 3, 0:
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
                score = platform == 3 && language == 0x409 ? 3 : 2
            case 1:
                text = String(decoding: raw.filter { $0 < 0x80 }, as: UTF8.self)
                score = language == 0 ? 1 : 0
            default:
                continue
            }
            if let text, score > (best[id]?.score ?? -1) { best[id] = (score, text) }
        }
        return best.mapValues(\.text)
    }
}
