import Foundation
import Testing

/// `render`, `hit`, `links` and `gallery` all go through the facade's one render path: the
/// same canvas for the same options, the same diagnostics, usage errors exit 2, failures are
/// one message (and a JSON document with --json).
@Suite("One render path for every command")
struct OneRenderPathTests {
    static let otherDevice = ["--wallpaper", "Examples/Wallpapers/wallpaper-1290x2796-light.png",
                              "--wallpaper-dark", "Examples/Wallpapers/wallpaper-1290x2796-dark.png"]

    @Test("With a wallpaper of another device than the default, render --json, links and hit agree on canvas and URL")
    func tapAgreesAcrossCommands() throws {
        let out = try CLI.temporaryFolder()
        let render = try CLI.run(["render", "Templates/link-demo", "--family", "medium", "--scheme", "light",
                                  "--out-dir", out.path, "--json"] + Self.otherDevice)
        #expect(render.status == 0, "\(render.stderr)")
        // 1290x2796, iOS 18 with labels: a medium widget is 1092 x 510 px (364 x 170 pt).
        #expect(try CLI.pngSize(out.appendingPathComponent("link-demo-medium-light.png")) == (1092, 510))
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(render.stdout.utf8)) as? [String: Any])
        let file = try #require((doc["files"] as? [[String: Any]])?.first)
        let renderLinks = try #require(file["links"] as? [String: Any])
        let size = try #require(renderLinks["size"] as? [String: Double])
        #expect(size["width"] == 364 && size["height"] == 170)

        let links = try CLI.run(["links", "Templates/link-demo", "--family", "medium", "--json"] + Self.otherDevice)
        #expect(links.status == 0, "\(links.stderr)")
        let linksDoc = try #require(try JSONSerialization.jsonObject(with: Data(links.stdout.utf8)) as? [String: Any])
        let renderRegions = try #require(renderLinks["regions"] as? [[String: Any]])
        let linksRegions = try #require(linksDoc["regions"] as? [[String: Any]])
        #expect(NSArray(array: renderRegions).isEqual(to: linksRegions))

        let setting = try #require(linksRegions.first { ($0["url"] as? String) == "SwiftUIAndAppDemo://page=setting" })
        let p = try #require(setting["points"] as? [String: Double])
        let px = try #require(p["x"]), pw = try #require(p["width"]), py = try #require(p["y"]), ph = try #require(p["height"])
        let x = px + pw / 2, y = py + ph / 2
        // The default device's medium widget is 338 pt wide: a tap this far right is outside it.
        #expect(x > 0 && y > 0)
        let hit = try CLI.run(["hit", "Templates/link-demo", "--family", "medium", "--at", "\(x),\(y)"] + Self.otherDevice)
        #expect(hit.stdout == "SwiftUIAndAppDemo://page=setting\n", "\(hit.stderr)")
        let edge = try CLI.run(["hit", "Templates/link-demo", "--family", "medium", "--at", "350,80"] + Self.otherDevice)
        #expect(edge.stdout != "outside\n", "350 pt is inside a 364 pt widget")
        let defaultEdge = try CLI.run(["hit", "Templates/link-demo", "--family", "medium", "--at", "350,80"])
        #expect(defaultEdge.stdout == "outside\n", "and outside the default 338 pt one")
    }

    @Test("Link lints are in render --json's diagnostics")
    func lintsInRenderJSON() throws {
        let r = try CLI.run(["render", "Templates/link-demo", "--family", "medium", "--scheme", "light",
                             "--out-dir", try CLI.temporaryFolder().path, "--json"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let file = try #require((doc["files"] as? [[String: Any]])?.first)
        let codes = try #require(file["diagnostics"] as? [[String: Any]]).compactMap { $0["code"] as? String }
        #expect(codes == ["linkTooSmall", "linkTooSmall"])
    }

    @Test("Usage errors exit 2: a malformed --at, --family all for hit, an unknown --link-profile or --locale")
    func usageErrorsExit2() throws {
        for arguments in [["hit", "Templates/link-demo", "--family", "medium", "--at", "60"],
                          ["hit", "Templates/link-demo", "--family", "all", "--at", "60,40"],
                          ["links", "Templates/link-demo", "--family", "medium", "--link-profile", "ios99"],
                          ["render", "Templates/todo", "--locale", "xx_NOPE"],
                          ["render", "Templates/todo", "--now", "yesterday"],
                          ["render", "Templates/todo", "--wallpaper-dark", "x.png"]] {
            let r = try CLI.run(arguments)
            #expect(r.status == 2, "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains("Usage:") || r.stderr.contains("Error:"), "\(arguments): \(r.stderr)")
        }
        let negative = try CLI.run(["hit", "Templates/link-demo", "--family", "medium", "--at", "-5,-5"])
        #expect(negative.status == 0 && negative.stdout == "outside\n", "\(negative.stderr)")
    }

    @Test("An --out-dir that is a file gets a message naming it and what to do, with a JSON error document under --json")
    func outDirIsAFile() throws {
        let dir = try CLI.temporaryFolder()
        let file = dir.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        let r = try CLI.run(["render", "Templates/todo", "--family", "small", "--out-dir", file.path, "--json"])
        #expect(r.status == 1)
        #expect(r.stderr == "widget-render: Cannot write \(file.path): a file of that name is already there and is not a folder. Move the file away or choose another --out-dir.\n")
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let error = try #require(doc["error"] as? [String: String])
        #expect(error["kind"] == "output")
        #expect(error["message"]?.hasPrefix("Cannot write \(file.path)") == true)
    }

    @Test("A failed run leaves nothing behind: no image, no folder it created")
    func allOrNothing() throws {
        let dir = try CLI.temporaryFolder()
        let out = dir.appendingPathComponent("new/out")
        // The second image's name is taken by a folder: the first image must not stay.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("todo-small-light.png"), withIntermediateDirectories: true)
        let r = try CLI.run(["render", "Templates/todo", "--family", "small", "--out-dir", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("todo-small-light.png: a folder of that name is already there"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["todo-small-light.png"])
        let fresh = dir.appendingPathComponent("fresh/out")
        let bad = try CLI.run(["render", "Templates/todo", "--family", "small", "--out-dir", fresh.path,
                               "--display-list", dir.appendingPathComponent("no/such/folder/list.txt").path])
        #expect(bad.status == 1)
        #expect(!FileManager.default.fileExists(atPath: fresh.path), "the folder the failed run created is removed")
    }

    @Test("A gallery with one broken template writes the others, shows the error in its place and exits 1")
    func galleryWithABrokenTemplate() throws {
        let templates = try CLI.temporaryFolder()
        let fm = FileManager.default
        try fm.copyItem(at: CLI.root.appendingPathComponent("Templates/todo"), to: templates.appendingPathComponent("todo"))
        try fm.createDirectory(at: templates.appendingPathComponent("broken"), withIntermediateDirectories: true)
        try Data(#"{"name": "broken", "families": ["systemSmall"], "body": {"type": "Txt", "text": "x"}}"#.utf8)
            .write(to: templates.appendingPathComponent("broken/template.json"))
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["gallery", templates.path, "--out-dir", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("1 of 2 templates did not render (broken)"))
        #expect(r.stderr.contains("/broken/template.json:1:"))
        #expect(r.stderr.contains("/body/type: unknown view type \"Txt\". Did you mean \"Text\"?"))
        let pngs = try fm.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == ["todo-large-dark.png", "todo-large-light.png", "todo-medium-dark.png", "todo-medium-light.png",
                         "todo-small-dark.png", "todo-small-light.png"])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<pre class=\"error\">"))
        #expect(html.contains("unknown view type &quot;Txt&quot;"))
    }

    @Test("validate Templates/*/ checks every template and passes over Templates/schema with a note")
    func validateGlob() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("Templates").path)
            .filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent("Templates/\($0)").path, isDirectory: &d) && d.boolValue }
            .sorted().map { "Templates/\($0)/" }
        #expect(folders.contains("Templates/schema/"))
        let r = try CLI.run(["validate"] + folders)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: Templates/schema/ holds no template; passed over."))
        #expect(r.stdout.split(separator: "\n").count == folders.count - 1)
        let whole = try CLI.run(["validate", "Templates"])
        #expect(whole.status == 0 && whole.stdout.split(separator: "\n").count == folders.count - 1, "\(whole.stderr)")
    }

    @Test("--help names the overlay file as it is written")
    func overlayName() throws {
        let r = try CLI.run(["render", "--help"])
        #expect(r.stdout.contains("<name>.links.png"))
    }

    @Test("render, hit and links --help list every family they accept, the Lock Screen's included; crop only the slot families")
    func helpListsEveryFamily() throws {
        for command in ["render", "hit", "links"] {
            let help = try CLI.run([command, "--help"]).stdout
            for family in ["small", "medium", "large", "extraLarge", "circular", "rectangular", "inline"] {
                #expect(help.contains(family), "\(command) --help does not name \(family)")
            }
        }
        let crop = try CLI.run(["crop", "--help"]).stdout
        #expect(crop.contains("small, medium or large") && !crop.contains("circular"))
        let inline = try CLI.run(["crop", "--screenshot", "x.png", "--family", "inline", "--slot", "top", "-o", "c.png"])
        #expect(inline.status == 2 && inline.stderr.contains("--family"), "\(inline.stderr)")
    }
}

/// Batch commands draw on every core and write each image as it finishes; the files are the
/// same bytes whatever the number of threads.
@Suite("Concurrent batches")
struct ConcurrentBatchTests {
    static func files(in folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            out[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return out
    }

    @Test("gallery --jobs 1 and --jobs 3 write the same files, byte for byte")
    func galleryIdentical() throws {
        let one = try CLI.temporaryFolder(), three = try CLI.temporaryFolder()
        #expect(try CLI.run(["gallery", "Templates", "--out-dir", one.path, "--jobs", "1"]).status == 0)
        #expect(try CLI.run(["gallery", "Templates", "--out-dir", three.path, "--jobs", "3"]).status == 0)
        let a = try Self.files(in: one), b = try Self.files(in: three)
        #expect(a.count >= 61)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (name, bytes) in a { #expect(b[name] == bytes, "\(name) differs") }
    }

    @Test("render of a timeline for every family and scheme: --jobs 1 and --jobs 2 give the same files and JSON")
    func renderIdentical() throws {
        let one = try CLI.temporaryFolder(), two = try CLI.temporaryFolder()
        let a = try CLI.run(["render", "Templates/clock", "--data", "Templates/clock/sample.json", "--out-dir", one.path, "--jobs", "1", "--json"])
        let b = try CLI.run(["render", "Templates/clock", "--data", "Templates/clock/sample.json", "--out-dir", two.path, "--jobs", "2", "--json"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")
        #expect(a.stdout.replacingOccurrences(of: one.path, with: "") == b.stdout.replacingOccurrences(of: two.path, with: ""))
        #expect(try Self.files(in: one) == Self.files(in: two))
    }
}

@Suite("A relocated binary")
struct RelocatedBinaryTests {
    @Test("widget-render copied to another folder renders from any working folder: the device catalog is compiled in")
    func copiedBinaryRenders() throws {
        let dir = try CLI.temporaryFolder()
        let bin = dir.appendingPathComponent("bin/widget-render")
        try FileManager.default.createDirectory(at: bin.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.executable, to: bin)
        let template = CLI.root.appendingPathComponent("Templates/todo").path
        let p = Process()
        p.executableURL = bin
        p.arguments = ["render", template, "--family", "small", "--scheme", "light", "--out-dir", dir.appendingPathComponent("out").path,
                       "--device", "iphone-13-mini", "--ios", "17"]
        p.currentDirectoryURL = dir
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(message)")
        #expect(try CLI.pngSize(dir.appendingPathComponent("out/todo-small-light.png")) == (465, 465))
    }

    @Test("The binary links no networking library: libcurl is opened only when a template fetches a remote image")
    func noNetworkingLibraryAtStart() throws {
        let r = try CLI.run([CLI.executable.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("libcairo"), "\(r.stdout)")
        #expect(!r.stdout.contains("libcurl"), "\(r.stdout)")
        #expect(!r.stdout.contains("libFoundationNetworking"), "\(r.stdout)")
    }
}
