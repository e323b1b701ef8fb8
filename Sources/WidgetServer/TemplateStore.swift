import Foundation
import Synchronization
import WidgetCore
import WidgetImageIO
import WidgetRender

/// The templates folder as the server sees it: names confined to the folder, each template
/// loaded once and reloaded only when a file in its folder changes (by modification time and
/// size), so a request costs a few `stat`s, not a parse.
final class TemplateStore: Sendable {
    let root: URL
    private let resolvedRoot: String
    private let loaded = Mutex<[String: Loaded]>([:])

    /// A template folder's state on disk: changes whenever one of its files does.
    struct Version: Hashable, Sendable {
        let stamp: String
    }

    /// One template as last loaded.
    struct Loaded: Sendable {
        let version: Version
        let result: Result<WidgetTemplate, TemplateError>
        /// When the folder was last found unchanged.
        var checked: ContinuousClock.Instant = .now
    }

    /// How long a look at a folder holds: requests within it reuse the last look (a render
    /// service answers thousands a second; an edit shows within this, and within the watcher's
    /// interval on the preview page).
    static let recheckInterval: Duration = .milliseconds(200)

    init(root: URL) {
        self.root = root
        resolvedRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Every template folder's name, sorted.
    func names() throws(ServiceError) -> [String] {
        do {
            return try WidgetTemplate.discover(in: root).map(\.name)
        } catch {
            throw .unprocessable(kind: "templates-folder", issues: error.issues, message: error.description)
        }
    }

    /// The folder of template `name`, checked: a plain name (letters, digits, `.`, `_`, `-`),
    /// a template folder, and inside the templates folder once links are followed.
    func folder(named name: String, at pointer: JSONPointer, in document: JSONDocument?) throws(ServiceError) -> URL {
        let allowed = name.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2D || c == 0x5F || c == 0x2E
        }
        guard !name.isEmpty, name.utf8.count <= 100, allowed, !name.hasPrefix(".") else {
            throw .field(document, pointer, "\"\(name.prefix(100))\" is not a template name: give the name of a folder in the templates folder (letters, digits, '.', '_' and '-'; no '/' or '..').")
        }
        let folder = root.appendingPathComponent(name, isDirectory: true)
        let resolved = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(resolvedRoot + "/"), WidgetTemplate.isTemplateFolder(folder) else {
            let known = (try? names()) ?? []
            let near = Suggestions.nearest(to: name, in: known)
            let message = "No template \"\(name.excerpt)\" in the templates folder; known: \(known.joined(separator: ", "))."
                + (near.map { " Did you mean \"\($0)\"?" } ?? "")
            throw .notFound(message, issues: [TemplateIssue(file: document?.file ?? ServiceError.requestFile, pointer: pointer,
                                                            position: document?.position(of: pointer),
                                                            message: "no template \"\(name.excerpt)\" in the templates folder.", suggestion: near)])
        }
        return folder
    }

    /// The folder's version now: the names, sizes and modification times of its files (two
    /// levels deep, at most 500 files).
    func version(of folder: URL) -> Version {
        var parts: [String] = []
        let fm = FileManager.default
        func add(_ dir: URL, depth: Int) {
            guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { return }
            for name in names.sorted() where parts.count < 500 {
                let path = dir.appendingPathComponent(name).path
                guard let attributes = try? fm.attributesOfItem(atPath: path) else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                parts.append("\(name):\(size):\(modified)")
                if attributes[.type] as? FileAttributeType == .typeDirectory, depth < 2 {
                    add(dir.appendingPathComponent(name), depth: depth + 1)
                }
            }
        }
        add(folder, depth: 1)
        return Version(stamp: ContentHash.of(Array(parts.joined(separator: "|").utf8)))
    }

    /// Template `name` as on disk now, loading it again only when its folder changed.
    func template(named name: String, at pointer: JSONPointer = JSONPointer(["template"]),
                  in document: JSONDocument? = nil) throws(ServiceError) -> Loaded {
        let now = ContinuousClock.now
        // Only checked names are in the table, so a recent look answers without touching the disk.
        if let recent = loaded.withLock({ $0[name] }), now - recent.checked < Self.recheckInterval { return recent }
        let folder = try self.folder(named: name, at: pointer, in: document)
        let version = version(of: folder)
        if var hit = loaded.withLock({ $0[name] }), hit.version == version {
            hit.checked = now
            loaded.withLock { $0[name] = hit }
            return hit
        }
        let result = Result { () throws(TemplateError) -> WidgetTemplate in
            try WidgetTemplate.load(from: folder, displayName: name)
        }
        let fresh = Loaded(version: version, result: result)
        loaded.withLock { $0[name] = fresh }
        return fresh
    }
}

extension String {
    /// The text as a message quotes what a client sent: at most 40 characters, then "…".
    var excerpt: String { count <= 40 ? self : prefix(40) + "…" }
}
