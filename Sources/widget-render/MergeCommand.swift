import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render merge SHARD…`: the shards of a gallery joined into the one page (`--out-dir`),
/// or the `--report` files of check shards joined into the one report.
struct MergeCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the outputs of `gallery --shard i/N` runs into one gallery, or the --report files of `check --shard i/N` runs into one report: the same bytes as one unsharded run.",
        discussion: """
            Give the --out-dir of every gallery shard, or the --report file of every check shard. \
            Shards from different splits, different galleries or different checks, a missing or repeated \
            shard and a missing image are refused before anything is written. A merged check prints \
            and writes what `check` does with the same --json, --all, --sarif, --html and --fail-on. \
            Exit status 1 when templates did not render (or could not be checked), as for `gallery` \
            and `check`, and when a merged finding is at --fail-on or worse.
            """)

    @Argument(help: "The folders the gallery shards wrote (each holds gallery-shard.json), or the files the check shards wrote with --report.")
    var shards: [String]

    @Option(name: .customLong("out-dir"), help: "Where to write the joined gallery (default: out/gallery).")
    var outDir: String?

    /// For check reports only.
    @OptionGroup(title: "Merging check reports") var output: CheckOutput
    var json: Bool { output.json }

    /// Whether the shards are check reports (files) rather than gallery folders.
    private var mergesChecks: Bool {
        var isDirectory: ObjCBool = false
        return shards.contains { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue }
    }

    func validate() throws {
        if shards.isEmpty {
            throw ValidationError("Name the --out-dir of every `widget-render gallery --shard i/N` run, or the --report file of every `check --shard i/N` run.")
        }
        if mergesChecks {
            let folders = shards.filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            if let folder = folders.first {
                throw ValidationError("\(folder) is a folder (a gallery shard) and the others are check reports: merge one kind at a time.")
            }
            if outDir != nil { throw ValidationError("--out-dir is where a merged gallery goes; a merged check prints its report (--json, --sarif, --html).") }
        } else if output.isAsked {
            throw ValidationError("--json, --all, --sarif, --html and --fail-on are for merging check reports; these are gallery shards (give --out-dir).")
        }
    }

    func run() throws {
        if mergesChecks { try mergeChecks() } else { try mergeGallery() }
    }

    /// Joins check shards' reports and prints and writes them as `check` would.
    private func mergeChecks() throws {
        let files = try shards.map { path throws(MergeError) in (path, try CheckShardReport.read(from: path)) }
        let merged = try CheckShardReport.merge(files)
        for message in merged.failures { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
        try output.emit(CheckReport(merging: merged.reports), paths: merged.paths, failures: merged.failures.count)
    }

    /// Joins gallery shards into one page and its images in --out-dir.
    private func mergeGallery() throws {
        let outDir = self.outDir ?? "out/gallery"
        let manifests = try shards.map { folder throws(MergeError) in (folder, try GalleryShardManifest.read(from: folder)) }
        let sections = try GalleryShardManifest.merge(manifests)
        let folders = Dictionary(uniqueKeysWithValues: manifests.map { ($0.1.shard.index, $0.0) })
        let count = manifests[0].1.shard.count
        let files = StagedOutputs()
        try files.folder(outDir)
        let destination = URL(fileURLWithPath: outDir)
        var copied = 0
        for image in sections.flatMap(\.images) {
            let shard = Shard.owner(of: image.job, count: count)
            let source = ((folders[shard.index] ?? "") as NSString).appendingPathComponent(image.file)
            guard let data = FileManager.default.contents(atPath: source) else {
                throw MergeError(source, "the image is missing, though the shard's manifest lists it. Render shard \(shard) again.")
            }
            try files.add([UInt8](data), to: destination.appendingPathComponent(image.file))
            copied += 1
        }
        try GalleryPage(sections: sections).stage(in: outDir, files: files)
        try files.commit()
        print("\(copied) images from \(count) shard\(count == 1 ? "" : "s"), index.html and gallery.json in \(outDir)")
        try GalleryPage.reportBroken(sections)
    }
}
