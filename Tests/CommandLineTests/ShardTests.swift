import Foundation
import Testing
import WidgetTestSupport

/// `--shard i/N` and `widget-render merge` (issue 31): a batch split across processes gives the
/// bytes of one run, and joining shards that do not belong together is refused before anything
/// is written.
@Suite("Shards and merge")
struct ShardTests {
    /// Four templates, one of which does not load, so the page carries an error section.
    static func templates() throws -> URL {
        let folder = ScratchFolder.make("shard-templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["weather", "link-demo", "activity", "countdown"] {
            try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Templates/\(name)"), to: folder.appendingPathComponent(name))
        }
        let broken = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data(#"{"name": "broken", "families": ["small"], "body": {"type": "Nope"}}"#.utf8)
            .write(to: broken.appendingPathComponent("template.json"))
        return folder
    }

    static func folder(_ prefix: String) -> URL { ScratchFolder.make(prefix) }

    /// Every file of a folder, by name.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test("three gallery shards merged are byte for byte one run: images, index.html and gallery.json; a broken template fails both alike")
    func galleryShardsMergeToOneRun() throws {
        let templates = try Self.templates()
        let one = Self.folder("gallery-one")
        let whole = try CLI.run(["gallery", templates.path, "--rendering-mode", "all", "--out-dir", one.path])
        #expect(whole.status == 1, "the broken template fails the run after writing the rest")
        var shards: [URL] = []
        var drawn = 0
        for i in 1...3 {
            let out = Self.folder("gallery-shard-\(i)")
            let r = try CLI.run(["gallery", templates.path, "--rendering-mode", "all", "--shard", "\(i)/3", "--out-dir", out.path])
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stdout.contains("(shard \(i)/3) and gallery-shard.json"))
            let files = try Self.contents(out)
            #expect(files["index.html"] == nil, "a shard writes no page of its own")
            drawn += files.keys.filter { $0.hasSuffix(".png") }.count
            shards.append(out)
        }
        let merged = Self.folder("gallery-merged")
        // In any order.
        let r = try CLI.run(["merge", shards[2].path, shards[0].path, shards[1].path, "--out-dir", merged.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("broken"), "the broken template is reported again at the merge")
        let expected = try Self.contents(one), got = try Self.contents(merged)
        #expect(expected.count > 40)
        #expect(drawn == expected.count - 2, "the shards drew every image once")
        #expect(Set(got.keys) == Set(expected.keys))
        for (name, bytes) in expected { #expect(got[name] == bytes, "\(name) differs") }
    }

    @Test("render shards are disjoint and together write one run's files, byte for byte")
    func renderShardsPartitionTheFiles() throws {
        let one = Self.folder("render-one")
        #expect(try CLI.run(["render", "Templates/weather", "--rendering-mode", "all", "--out-dir", one.path]).status == 0)
        var union: [String: Data] = [:]
        for i in 1...2 {
            let out = Self.folder("render-shard-\(i)")
            let r = try CLI.run(["render", "Templates/weather", "--rendering-mode", "all", "--shard", "\(i)/2", "--out-dir", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            let files = try Self.contents(out)
            #expect(!files.isEmpty)
            #expect(Set(files.keys).isDisjoint(with: union.keys))
            union.merge(files) { a, _ in a }
        }
        #expect(union == (try Self.contents(one)))
    }

    @Test("check shards take whole templates: their sources, cells and findings are one run's, split")
    func checkShardsSplitTheTemplates() throws {
        func report(_ extra: [String]) throws -> [String: Any] {
            let r = try CLI.run(["check", "Templates/clock", "Templates/todo", "--entries", "1", "--json"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        }
        let one = try report([]), first = try report(["--shard", "1/2"]), second = try report(["--shard", "2/2"])
        #expect(first["sources"] as? [String] == ["Templates/clock"])
        #expect(second["sources"] as? [String] == ["Templates/todo"])
        #expect((first["cellsRendered"] as? Int ?? 0) + (second["cellsRendered"] as? Int ?? 0) == one["cellsRendered"] as? Int)
        let findings = { (r: [String: Any]) in (r["findings"] as? [[String: Any]] ?? []).map { NSDictionary(dictionary: $0) } }
        #expect(!findings(one).isEmpty)
        #expect(findings(first) + findings(second) == findings(one))
    }

    @Test("check shards' --report files merge into one run's report, byte for byte: JSON, SARIF, HTML with pictures and the summary; a broken template fails both alike")
    func checkReportsMergeToOneRun() throws {
        let templates = try Self.templates()
        let out = Self.folder("check-merge")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        func file(_ name: String) -> String { out.appendingPathComponent(name).path }
        let check = ["check", templates.path, "--entries", "1", "--fail-on", "never"]
        let one = try CLI.run(check + ["--json", "--sarif", file("one.sarif"), "--html", file("one.html")])
        #expect(one.status == 1, "the broken template fails the run after the report")
        #expect(one.stderr.contains("broken"))
        for i in 1...3 {
            let r = try CLI.run(check + ["--shard", "\(i)/3", "--report", file("shard-\(i).json")])
            #expect(r.status == (i == 2 ? 1 : 0), "the broken template is the second of five: shard 2/3's. \(r.stderr)")
        }
        let shards = [3, 1, 2].map { file("shard-\($0).json") }  // in any order
        let merged = try CLI.run(["merge"] + shards + ["--json", "--sarif", file("merged.sarif"), "--html", file("merged.html"), "--fail-on", "never"])
        #expect(merged.status == 1)
        #expect(merged.stderr.contains("broken"), "the broken template is reported again at the merge")
        #expect(merged.stdout == one.stdout)
        #expect(merged.stdout.contains("\"sources\""))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file("merged.sarif"))) == Data(contentsOf: URL(fileURLWithPath: file("one.sarif"))))
        let html = try Data(contentsOf: URL(fileURLWithPath: file("merged.html")))
        #expect(html == (try Data(contentsOf: URL(fileURLWithPath: file("one.html")))))
        #expect(String(decoding: html, as: UTF8.self).contains("data:image/png;base64,"), "the pictures travel in the reports")
        // Without --json: the summary, as check prints it.
        let summary = try CLI.run(check)
        #expect(try CLI.run(["merge"] + shards + ["--fail-on", "never"]).stdout == summary.stdout)
    }

    @Test("merging check reports refuses a missing, repeated or foreign shard, gallery folders among them and gallery options")
    func checkMergeRefusesReportsThatDoNotBelongTogether() throws {
        let out = Self.folder("check-merge-refused")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        func report(_ spec: String, _ templates: [String] = ["Templates/clock", "Templates/todo"]) throws -> String {
            let path = out.appendingPathComponent("\(spec.replacingOccurrences(of: "/", with: "of"))-\(templates.count).json").path
            let r = try CLI.run(["check"] + templates + ["--entries", "1", "--shard", spec, "--report", path])
            #expect(r.status == 0, "\(r.stderr)")
            return path
        }
        let (a, b) = (try report("1/2"), try report("2/2"))
        let third = try report("1/3")
        let other = try report("2/2", ["Templates/clock", "Templates/todo", "Templates/stocks"])
        let cases: [([String], String, Int32)] = [
            ([a], "1 of 2 shards missing (2/2)", 1),
            ([a, a, b], "given twice", 1),
            ([a, third], "shards of different splits", 1),
            ([a, other], "part of a different check", 1),
            ([a, CLI.root.appendingPathComponent("Package.swift").path], "not a check report", 1),
            ([a, out.path], "is a folder (a gallery shard)", 2),
            ([a, b, "--out-dir", out.path], "--out-dir is where a merged gallery goes", 2),
        ]
        for (arguments, message, status) in cases {
            let r = try CLI.run(["merge"] + arguments)
            #expect(r.status == status, "\(arguments)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
            #expect(r.stdout.isEmpty, "nothing is printed")
        }
        let gallery = try CLI.run(["merge", out.path, "--json"])
        #expect(gallery.status == 2)
        #expect(gallery.stderr.contains("are for merging check reports"))
        #expect(try CLI.run(["merge", a, b, "--json"]).status == 0)
    }

    @Test("merge refuses a missing, repeated or foreign shard and a missing image, and writes nothing")
    func mergeRefusesShardsThatDoNotBelongTogether() throws {
        let templates = try Self.templates()
        try FileManager.default.removeItem(at: templates.appendingPathComponent("broken"))
        func shard(_ spec: String, _ source: String = templates.path) throws -> URL {
            let out = Self.folder("merge-shard")
            let r = try CLI.run(["gallery", source, "--shard", spec, "--out-dir", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return out
        }
        let (a, b) = (try shard("1/2"), try shard("2/2"))
        let third = try shard("1/3")
        let other = try shard("2/2", CLI.root.appendingPathComponent("Templates").path)
        let out = Self.folder("merge-refused")
        let cases: [([String], String)] = [
            ([a.path], "1 of 2 shards missing (2/2)"),
            ([a.path, a.path, b.path], "given twice"),
            ([a.path, third.path], "shards of different splits"),
            ([a.path, other.path], "planned a different gallery"),
            ([CLI.root.path], "there is no gallery-shard.json here"),
        ]
        for (folders, message) in cases {
            let r = try CLI.run(["merge"] + folders + ["--out-dir", out.path])
            #expect(r.status == 1)
            #expect(r.stderr.contains(message), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written")
        }
        let image = try #require(try FileManager.default.contentsOfDirectory(atPath: b.path).first { $0.hasSuffix(".png") })
        try FileManager.default.removeItem(at: b.appendingPathComponent(image))
        let r = try CLI.run(["merge", a.path, b.path, "--out-dir", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(image): the image is missing") && r.stderr.contains("Render shard 2/2 again"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("--shard takes i/N with 1 ≤ i ≤ N ≤ 10000, and says so", arguments: ["0/2", "3/2", "1/0", "a/b", "2", "1/2/3", "1/10001"])
    func shardArgument(_ text: String) throws {
        let r = try CLI.run(["gallery", "Templates", "--shard", text, "--out-dir", Self.folder("bad-shard").path])
        #expect(r.status == 2, "a usage error")
        #expect(r.stderr.contains("--shard takes i/N"), "\(r.stderr)")
    }

    @Test("-o writes one image and --shard splits many: together they are a usage error")
    func shardWithOutputFile() throws {
        let o = try CLI.run(["render", "Templates/weather", "--shard", "1/2", "-o", Self.folder("o").path + ".png"])
        #expect(o.status == 2)
        #expect(o.stderr.contains("Use --out-dir with --shard"))
    }
}
