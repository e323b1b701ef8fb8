import Foundation

/// Where numbers come from: a public table, a measurement, a page.
public struct CatalogSource: Hashable, Sendable {
    /// What the source is.
    public var what: String
    /// Where to find it (repository and commit, or address).
    public var `where`: String?

    /// A source: what it is, and where to find it.
    public init(what: String, where: String? = nil) {
        self.what = what
        self.where = `where`
    }

    /// The source key a reference starts with: `HIG_widgets (sizes)` → `HIG_widgets`.
    static func key(in reference: String) -> String {
        let stop: Set<Character> = [" ", ";", "(", ","]
        return String(reference.trimmingCharacters(in: .whitespaces).prefix { !stop.contains($0) })
    }
}
