/// "Did you mean …?": the candidate nearest a misspelled key or value, for every module's
/// messages (templates, the command line, the service). A word longer than 64 characters gets
/// none: the distance costs its length times each candidate's, and nobody misspells that much.
package enum Suggestions {
    /// The closest candidate within a distance that still reads as a typo (about a third of the
    /// word), compared case-insensitively; nil when nothing is close.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        guard !w.isEmpty, w.count <= 64 else { return nil }
        var best: (String, Int)?
        for c in candidates {
            let d = distance(w, Array(c.lowercased()))
            let limit = max(1, min(3, (max(w.count, c.count) + 1) / 3))
            guard d <= limit, d < w.count else { continue }
            if let b = best, d >= b.1 { continue }
            best = (c, d)
        }
        return best?.0
    }

    package static func distance(_ a: [Character], _ b: [Character]) -> Int { editDistance(a, b) }
}
