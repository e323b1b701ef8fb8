/// "Did you mean …?": the candidate nearest a misspelled key or value.
enum Suggestions {
    /// The closest candidate within a distance that still reads as a typo (about a third of the
    /// word), compared case-insensitively; nil when nothing is close.
    static func nearest(to word: String, in candidates: [String]) -> String? {
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

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost 1 (so `paddnig` is one step from `padding`).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
