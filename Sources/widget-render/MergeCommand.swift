import ArgumentParser
import Foundation

/// `widget-render merge SHARD… --out-dir DIR`: the shards of a gallery, joined into the one page.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the outputs of `widget-render gallery --shard i/N` runs into one gallery: every image, index.html and gallery.json, the same bytes as one unsharded run.",
        discussion: """
            Give the --out-dir of every shard. Shards from different splits or different galleries, \
            a missing or repeated shard and a missing image are refused before anything is written. \
            Exit status 1 when templates did not render, as for `gallery`.
            """)

    @Argument(help: "The folders the shards wrote (each holds gallery-shard.json).")
    var shards: [String]

    @Option(name: .customLong("out-dir"), help: "Where to write the joined gallery.")
    var outDir: String = "out/gallery"

    func validate() throws {
        if shards.isEmpty { throw ValidationError("Name the --out-dir of every `widget-render gallery --shard i/N` run.") }
    }

    func run() throws {
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
