import Foundation
import Testing

/// The `widget-render` tool as a user runs it: files written, exit statuses, messages.
@Suite("widget-render command line")
struct CommandLineTests {
    @Test("render writes <template>-<family>-<scheme>.png at the family's pixel size and lists it in --json")
    func renderJSON() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/link-demo", "--family", "medium", "--scheme", "dark", "--out-dir", out.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let file = out.appendingPathComponent("link-demo-medium-dark.png")
        #expect(try CLI.pngSize(file) == (1014, 474))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files.first?["file"] as? String == file.path)
        #expect(files.first?["family"] as? String == "systemMedium" && files.first?["source"] as? String == "link-demo")
        let links = try #require(files.first?["links"] as? [String: Any])
        let regions = try #require(links["regions"] as? [[String: Any]])
        #expect(regions.compactMap { $0["url"] as? String }.sorted() == ["SwiftUIAndAppDemo://page=home", "SwiftUIAndAppDemo://page=setting"])
    }

    @Test("--version names the release and the commit the tool was built from, on stdout with status 0; serve's server says the same")
    func version() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let line = r.stdout.trimmingCharacters(in: .newlines)
        #expect(line.wholeMatch(of: /widget-render \d+\.\d+\.\d+ \((commit [0-9a-f]{40}|not built from a Git checkout)\)/) != nil, "\(line)")
        // Built from this checkout: the commit is its HEAD (read as the plugin reads it, through the branch).
        let git = CLI.root.appendingPathComponent(".git")
        if let head = try? String(contentsOf: git.appendingPathComponent("HEAD"), encoding: .utf8), head.hasPrefix("ref: ") {
            let ref = head.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)
            if let hash = try? String(contentsOf: git.appendingPathComponent(ref), encoding: .utf8) {
                #expect(line.hasSuffix("(commit \(hash.trimmingCharacters(in: .whitespacesAndNewlines)))"))
            }
        }
        let served = try CLI.run(["serve", "--version"])
        #expect(served.status == 0 && served.stdout == r.stdout)
    }

    @Test("A diagnostic found in several images of one render is printed once, with the images it is in")
    func groupedDiagnostics() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/link-demo", "--family", "small", "--rendering-mode", "all", "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").count == 6)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        let ignored = lines.indices.filter { lines[$0].contains("[linkIgnored]") && lines[$0].contains("page=home takes no taps") }
        #expect(ignored.count == 1, "\(r.stderr)")
        if let i = ignored.first, i + 1 < lines.count {
            #expect(lines[i].hasPrefix("warning: ") && lines[i].contains("Templates/link-demo/template.json:41:9"))
            #expect(lines[i + 1] == "  in all 6 images")
        }
        // Tinted-mode findings name the two tinted images only.
        let tinted = lines.indices.filter { lines[$0].contains("(at text \"Home Page\") [lowContrast]") }
        #expect(tinted.count == 1)
        if let i = tinted.first, i + 1 < lines.count {
            #expect(lines[i + 1] == "  in link-demo-small-light-tinted.png, link-demo-small-dark-tinted.png")
        }
    }

    @Test("gallery prints each template's distinct findings once, under the template's folder, with the images they are in")
    func galleryGroupsFindings() throws {
        let templates = try CLI.temporaryFolder()
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Templates/link-demo"),
                                         to: templates.appendingPathComponent("link-demo"))
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["gallery", templates.path, "--rendering-mode", "all", "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == templates.appendingPathComponent("link-demo").path + ":", "\(r.stderr)")
        let ignored = lines.indices.filter { lines[$0].contains("[linkIgnored]") && lines[$0].contains("page=home takes no taps") }
        #expect(ignored.count == 1, "one line for the finding, not one per image: \(r.stderr)")
        // A small widget takes no Link taps: the six small images (two schemes × three modes), no other.
        if let i = ignored.first, i + 1 < lines.count {
            #expect(lines[i].hasPrefix("  warning: "))
            #expect(lines[i + 1] == "    in link-demo-small-light-full-color.png, link-demo-small-light-tinted.png, link-demo-small-light-clear.png, "
                    + "link-demo-small-dark-full-color.png, link-demo-small-dark-tinted.png, link-demo-small-dark-clear.png")
        }
    }

    @Test("The README's wallpaper command works as printed: a small widget over the example screenshots' top-right slot")
    func readmeWallpaperCommand() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/transparent-photo", "--family", "small", "--slot", "top-right",
                             "--wallpaper", "Examples/Wallpapers/wallpaper-1290x2796-light.png",
                             "--wallpaper-dark", "Examples/Wallpapers/wallpaper-1290x2796-dark.png", "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLI.pngSize(out.appendingPathComponent("transparent-photo-small-light.png")) == (510, 510))
        #expect(try CLI.pngSize(out.appendingPathComponent("transparent-photo-small-dark.png")) == (510, 510))
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("render Templates/transparent-photo --family small --slot top-right \\\n  --wallpaper Examples/Wallpapers/wallpaper-1290x2796-light.png"))
    }

    @Test("render for all families and schemes writes six files")
    func renderAll() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/todo", "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["todo-large-dark.png", "todo-large-light.png", "todo-medium-dark.png", "todo-medium-light.png",
                          "todo-small-dark.png", "todo-small-light.png"])
    }

    @Test("An invalid template exits 1 with the file, pointer and a suggestion, and writes nothing")
    func invalidTemplate() throws {
        let dir = try CLI.temporaryFolder()
        let template = dir.appendingPathComponent("template.json")
        try Data("""
            {"name": "typo", "families": ["systemSmall"],
             "body": {"type": "Text", "text": "Hi", "modifiers": [{"paddng": 4}]}}
            """.utf8).write(to: template)
        let out = dir.appendingPathComponent("out")
        let r = try CLI.run(["render", dir.path, "--out-dir", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("/body/modifiers/0/paddng"))
        #expect(r.stderr.contains("Did you mean \"padding\"?"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("Bad usage exits 2 and prints the usage")
    func badUsage() throws {
        let r = try CLI.run(["render", "--family", "medium"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Usage: widget-render render"))
        let unknown = try CLI.run(["render", "Templates/todo", "--family", "huge"])
        #expect(unknown.status == 2)
    }

    @Test("A family the template does not support is a user error naming the template file, the line and the families it supports")
    func unsupportedFamily() throws {
        let r = try CLI.run(["render", "Templates/todo", "--family", "extraLarge", "--out-dir", try CLI.temporaryFolder().path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("Templates/todo/template.json:"))
        #expect(r.stderr.contains("/families: the template \"todo\" does not support systemExtraLarge; it supports systemSmall, systemMedium, systemLarge."))
    }

    @Test("-o with several images is refused with the reason")
    func singleOutput() throws {
        let r = try CLI.run(["render", "Templates/todo", "-o", "/tmp/never-written.png"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("-o writes one image, but this renders 6"))
    }

    @Test("hit reproduces seed 002's tables: small opens the widget URL, medium opens the tapped link")
    func hitSeedTable() throws {
        let small = try CLI.run(["hit", "Templates/link-demo", "--family", "small", "--at", "79,120"])
        #expect(small.stdout == "SwiftUIAndAppDemo://widgetType=SmallView\n")
        let links = try CLI.run(["links", "Templates/link-demo", "--family", "medium", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(links.stdout.utf8)) as? [String: Any])
        let regions = try #require(json["regions"] as? [[String: Any]])
        let home = try #require(regions.first { ($0["url"] as? String) == "SwiftUIAndAppDemo://page=home" })
        let p = try #require(home["points"] as? [String: Double])
        let x = try #require(p["x"]) + 2, y = try #require(p["y"]) + 2
        let hit = try CLI.run(["hit", "Templates/link-demo", "--family", "medium", "--at", "\(x),\(y)"])
        #expect(hit.stdout == "SwiftUIAndAppDemo://page=home\n")
        let blank = try CLI.run(["hit", "Templates/link-demo-override", "--family", "medium", "--at", "\(x),\(y)"])
        #expect(blank.stdout == "SwiftUIAndAppDemo://page=setting\n")
    }

    @Test("validate accepts every shipped template and rejects a broken one with exit 1")
    func validate() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("Templates").path)
            .filter { FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent("Templates/\($0)/template.json").path) }
        #expect(names.count >= 9)
        let ok = try CLI.run(["validate"] + names.map { "Templates/\($0)" })
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.split(separator: "\n").count == names.count)
        // Counts read as words: "1 parameter; 1 sample entry".
        #expect(ok.stdout.contains("Templates/activity: Activity — small, circular, rectangular, inline; 1 parameter; 1 sample entry\n"), "\(ok.stdout)")
        let bad = try CLI.run(["validate", "Templates/README.md"])
        #expect(bad.status == 1)
    }

    @Test("check runs every shipped template over its matrix: a summary by rule, --json with every place, --fail-on sets the exit status")
    func check() throws {
        // One thread each: these runs share the machine with the service's timing tests.
        let all = try CLI.run(["check", "Templates", "--json", "--jobs", "1"])
        #expect(all.status == 0, "\(all.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any]
        #expect((document?["sources"] as? [String])?.count == 13)
        let findings = try #require(document?["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["severity"] as? String == "error" })
        // The platform-limit rules are quiet on the shipped templates (their images, timelines,
        // activity payloads and photos are within the limits).
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        // Every image and control of them has something for VoiceOver to read, and no widget
        // needs more memory than an extension has.
        #expect(rules.isDisjoint(with: ["imagePixelArea", "timelineTooLong", "timelineTooDense", "liveActivityPayload", "opaqueImageInAccentedMode",
                                        "imageWithoutLabel", "controlWithoutLabel", "elementWithoutLabel", "extensionMemory", "animationTooLong"]), "\(rules)")
        #expect(rules.contains("contentClippedAtDynamicTypeSize"))
        // The weather template's text is cut off at larger text sizes; a CI that fails on
        // warnings stops there, and the SARIF log is written all the same.
        let sarif = try CLI.temporaryFolder().appendingPathComponent("check.sarif")
        let html = sarif.deletingLastPathComponent().appendingPathComponent("check.html")
        let strict = try CLI.run(["check", "Templates/weather", "--fail-on", "warning", "--sarif", sarif.path, "--html", html.path, "--jobs", "1"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("warning contentClippedAtDynamicTypeSize"))
        let last = try #require(strict.stdout.split(separator: "\n").last)
        #expect(last.hasPrefix("1 source, ") && last.contains(" renders: 0 errors, "), "\(last)")
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        // The HTML report shows the findings with their renders inline.
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.hasPrefix("<!doctype html>") && page.contains("<h2 id=\"contentClippedAtDynamicTypeSize\">"))
        #expect(page.contains("src=\"data:image/png;base64,iVBORw0KGgo"))
        let missing = try CLI.run(["check", "Templates/nosuch"])
        #expect(missing.status == 1)
    }

    @Test("crop writes the exact slot rectangle of a screenshot")
    func crop() throws {
        let out = try CLI.temporaryFolder().appendingPathComponent("crop.png")
        let r = try CLI.run(["crop", "--screenshot", "Examples/Wallpapers/wallpaper-1170x2532-light.png",
                             "--family", "medium", "--slot", "middle", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLI.pngSize(out) == (1014, 474))
        let wrong = try CLI.run(["crop", "--screenshot", "Examples/Wallpapers/wallpaper-1170x2532-light.png",
                                 "--family", "medium", "--slot", "middel", "-o", out.path])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("Use one of: top, middle, bottom"))
    }

    @Test("devices --json lists the catalog with slot rectangles")
    func devices() throws {
        let r = try CLI.run(["devices", "--json"])
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let devices = try #require(json["devices"] as? [[String: Any]])
        #expect(devices.contains { ($0["id"] as? String) == "1170x2532" })
    }

    @Test("gallery writes every template × family × scheme and an index.html with the link regions")
    func gallery() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["gallery", "Templates", "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("href=\"SwiftUIAndAppDemo://page=home\""))
        #expect(html.contains("link-demo-small-light.png"))
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(pngs.count >= 54)
    }

    @Test("render --display-list writes the text dump; --show-links writes an overlay image")
    func displayListAndOverlay() throws {
        let out = try CLI.temporaryFolder()
        let dump = out.appendingPathComponent("list.txt")
        let r = try CLI.run(["render", "Templates/link-demo", "--family", "large", "--scheme", "light", "--out-dir", out.path,
                             "--display-list", dump.path, "--show-links"])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOf: dump, encoding: .utf8)
        #expect(text.hasPrefix("# link-demo-large-light.png\ncanvas 338x354"))
        #expect(text.contains("text \"Home Page\""), "text runs name their words")
        #expect(try CLI.pngSize(out.appendingPathComponent("link-demo-large-light.links.png")) == (1014, 1062))
    }
}
