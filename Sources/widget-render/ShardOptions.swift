import ArgumentParser

/// One part of a batch split across processes or machines (`--shard 2/4`). Every shard plans
/// the whole batch the same way and keeps the planned jobs whose index leaves `index - 1` when
/// divided by `count`: the parts are disjoint, together they are the batch, and each gets every
/// template's cells spread over all shards, so the work evens out without knowing its cost.
struct Shard: Hashable, Codable, Sendable, CustomStringConvertible {
    /// 1...count.
    let index: Int
    let count: Int

    /// More parts than this is a typo, not a cluster.
    static let maximumCount = 10_000

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `i/N`.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    var description: String { "\(index)/\(count)" }

    /// Whether the planned job at `plannedIndex` (0-based, in plan order) is this shard's.
    func owns(_ plannedIndex: Int) -> Bool { Self.owner(of: plannedIndex, count: count) == self }

    /// The shard of a split into `count` that draws the planned job at `plannedIndex`.
    static func owner(of plannedIndex: Int, count: Int) -> Shard { Shard(index: plannedIndex % count + 1, count: count) }
}

extension Shard {
    /// Checks that `parts` are every shard of one split, each given once: `item` names what was
    /// given ("folder", "report"), `redo` what makes a shard again ("Render", "Check") and
    /// `run` the command that makes a shard ("gallery --shard i/N").
    static func requireEveryPart(_ parts: [(place: String, shard: Shard)], item: String, redo: String,
                                 run: String) throws(MergeError) {
        guard let (firstPlace, first) = parts.first else {
            throw MergeError("merge", "nothing given. Name the \(item) of every `widget-render \(run)` run.")
        }
        var seen: [Int: String] = [:]
        for (place, shard) in parts {
            guard shard.count == first.count else {
                throw MergeError(place, "it is shard \(shard) but \(firstPlace) is shard \(first): shards of different splits. \(redo) every shard with the same N.")
            }
            if let other = seen[shard.index] {
                throw MergeError(place, other == place ? "given twice. Give each shard's \(item) once."
                                 : "it is shard \(shard), and so is \(other). Give each shard's \(item) once.")
            }
            seen[shard.index] = place
        }
        let missing = (1...first.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let list = missing.prefix(10).map { "\($0)/\(first.count)" }.joined(separator: ", ") + (missing.count > 10 ? " …" : "")
            throw MergeError("merge", "\(missing.count) of \(first.count) shards missing (\(list)). Run `widget-render \(run.replacingOccurrences(of: "i/N", with: "i/\(first.count)"))` for each and give all their \(item)s.")
        }
    }
}

/// `--shard i/N`, for the commands that render a planned batch.
struct ShardOptions: ParsableArguments {
    @Option(name: .customLong("shard"), help: ArgumentHelp("Do only part i of N of the batch (1/4, 2/4 …), to split it across processes or machines: every N-th planned image from the i-th on (render, gallery), or every N-th template (check). `widget-render merge` joins gallery shards and check --report files.", valueName: "i/N"))
    var text: String?

    var shard: Shard? { text.flatMap(Shard.init) }

    func validate() throws {
        if let text, Shard(text) == nil {
            throw ValidationError("--shard takes i/N, a part and a number of parts with 1 ≤ i ≤ N ≤ \(Shard.maximumCount), such as 2/4; \"\(text)\" is not.")
        }
    }

    /// The jobs this run renders, with their indices in the whole plan.
    func select<Job>(_ jobs: [Job]) -> [(planned: Int, job: Job)] {
        let numbered = jobs.enumerated().map { (planned: $0.offset, job: $0.element) }
        guard let shard else { return numbered }
        return numbered.filter { shard.owns($0.planned) }
    }
}
