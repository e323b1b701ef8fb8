import Foundation
import WidgetRender

/// What `gallery --shard i/N` writes beside its images (`gallery-shard.json`): the whole plan's
/// file names, so shards of different galleries are never joined, and every section with the
/// images this shard drew.
struct GalleryShardManifest: Codable, Equatable {
    static let fileName = "gallery-shard.json"
    static let currentFormat = 1

    var format = Self.currentFormat
    var shard: Shard
    /// Every image of the gallery, in page order, whichever shard draws it.
    var plannedFiles: [String]
    var sections: [GallerySection]

    init(shard: Shard, plannedFiles: [String], sections: [GallerySection]) {
        self.shard = shard
        self.plannedFiles = plannedFiles
        self.sections = sections
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Reads `folder/gallery-shard.json`.
    static func read(from folder: String) throws(MergeError) -> GalleryShardManifest {
        try MergeError.readShardFile(at: (folder as NSString).appendingPathComponent(fileName),
                                     missing: "there is no \(fileName) here. Give the --out-dir of each `widget-render gallery --shard i/N` run.",
                                     kind: "gallery shard manifest", rewrite: "Render the shard again.", redo: "Render")
    }

    /// Joins every shard of one gallery into its sections, in page order. Throws when a shard is
    /// missing or repeated, when shards come from different splits or different galleries, or when
    /// a manifest does not hold exactly its own shard's images.
    static func merge(_ shards: [(folder: String, manifest: GalleryShardManifest)]) throws(MergeError) -> [GallerySection] {
        try Shard.requireEveryPart(shards.map { ($0.folder, $0.manifest.shard) }, item: "folder", redo: "Render",
                                   run: "gallery --shard i/N")
        let (firstFolder, first) = shards[0]
        let count = first.shard.count
        let seen = Dictionary(uniqueKeysWithValues: shards.map { ($0.manifest.shard.index, $0.folder) })
        for (folder, manifest) in shards {
            guard manifest.plannedFiles == first.plannedFiles,
                  manifest.sections.map(\.name) == first.sections.map(\.name),
                  manifest.sections.map(\.error) == first.sections.map(\.error) else {
                throw MergeError(folder, "it planned a different gallery from \(firstFolder) (other templates, options or widget-render). Render every shard from the same templates with the same options.")
            }
        }
        var sections = first.sections.map { section in
            var empty = section
            empty.images = []
            return empty
        }
        var drawn = Array(repeating: false, count: first.plannedFiles.count)
        for (folder, manifest) in shards {
            for (s, section) in manifest.sections.enumerated() {
                for image in section.images {
                    guard first.plannedFiles.indices.contains(image.job), manifest.shard.owns(image.job), !drawn[image.job],
                          image.file == first.plannedFiles[image.job] else {
                        throw MergeError((folder as NSString).appendingPathComponent(fileName),
                                         "it lists \(image.file), which is not shard \(manifest.shard)'s to draw. Render the shard again.")
                    }
                    drawn[image.job] = true
                    sections[s].images.append(image)
                }
            }
        }
        if let absent = drawn.firstIndex(of: false) {
            let owner = Shard.owner(of: absent, count: count)
            throw MergeError(seen[owner.index] ?? "merge", "\(first.plannedFiles[absent]) was planned but not drawn. Render shard \(owner) again.")
        }
        for s in sections.indices { sections[s].images.sort { $0.job < $1.job } }
        return sections
    }
}
