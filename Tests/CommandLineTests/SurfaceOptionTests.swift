import Foundation
import Testing

/// The rendering modes, Dynamic Type sizes, redaction and locales on the command line.
@Suite("Surface options on the command line")
struct SurfaceOptionTests {
    @Test("--rendering-mode all renders full colour, tinted and clear per family and scheme, named by mode; --json says which")
    func allModes() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/weather", "--family", "small", "--scheme", "dark", "--rendering-mode", "all",
                             "--out-dir", out.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["weather-small-dark-clear.png", "weather-small-dark-full-color.png", "weather-small-dark-tinted.png"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let modes = try #require(doc["files"] as? [[String: Any]]).compactMap { $0["renderingMode"] as? String }
        #expect(modes == ["full-color", "tinted", "clear"])
        // Tinted replaces the container background: a different image from full colour.
        let tinted = try Data(contentsOf: out.appendingPathComponent("weather-small-dark-tinted.png"))
        let full = try Data(contentsOf: out.appendingPathComponent("weather-small-dark-full-color.png"))
        #expect(tinted != full)
    }

    @Test("A tint, a Dynamic Type size and a right-to-left locale are named in the file: weather-small-dark-tinted-ax3-ar.png")
    func namedAxes() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/weather", "--family", "small", "--scheme", "dark", "--rendering-mode", "tinted",
                             "--tint", "#4FC3F7", "--dynamic-type", "ax3", "--locale", "ar", "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["weather-small-dark-tinted-ax3-ar.png"])
    }

    @Test("--ios 18 draws iOS 18's system colours (red #FF3B30), the default iOS 26's (#FF383C)")
    func iOSRelease() throws {
        let out = try CLI.temporaryFolder()
        var lists: [String: String] = [:]
        for (name, extra) in [("default", [String]()), ("ios18", ["--ios", "18"])] {
            let list = out.appendingPathComponent("\(name).txt")
            let r = try CLI.run(["render", "Templates/stocks", "--family", "medium", "--scheme", "light",
                                 "-o", out.appendingPathComponent("\(name).png").path, "--display-list", list.path] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            lists[name] = try String(contentsOf: list, encoding: .utf8)
        }
        #expect(lists["default"]?.contains("#FF383C") == true && lists["default"]?.contains("#FF3B30") == false)
        #expect(lists["ios18"]?.contains("#FF3B30") == true && lists["ios18"]?.contains("#FF383C") == false)
    }

    @Test("--redacted placeholder draws bars instead of text: fewer distinct colours than the real widget")
    func redacted() throws {
        let out = try CLI.temporaryFolder()
        let plain = try CLI.run(["render", "Templates/todo", "--family", "small", "--scheme", "light", "--out-dir", out.path,
                                 "--display-list", out.appendingPathComponent("plain.txt").path])
        let red = try CLI.run(["render", "Templates/todo", "--family", "small", "--scheme", "light", "--redacted", "placeholder",
                               "-o", out.appendingPathComponent("r.png").path, "--display-list", out.appendingPathComponent("red.txt").path])
        #expect(plain.status == 0 && red.status == 0, "\(plain.stderr) \(red.stderr)")
        let plainList = try String(contentsOf: out.appendingPathComponent("plain.txt"), encoding: .utf8)
        let redList = try String(contentsOf: out.appendingPathComponent("red.txt"), encoding: .utf8)
        #expect(plainList.contains("text \""))
        #expect(!redList.contains("text \"") && !redList.contains("glyphs"))
    }

    @Test("Bad values are usage errors (exit 2): an unknown mode, a tint that is not a colour, a size, one tap over several modes")
    func usage() throws {
        for arguments in [["render", "Templates/todo", "--rendering-mode", "sepia"],
                          ["render", "Templates/todo", "--tint", "blue-ish"],
                          ["render", "Templates/todo", "--dynamic-type", "huge"],
                          ["render", "Templates/todo", "--redacted", "secret"],
                          ["render", "Templates/todo", "--fonts", "/nonexistent/fonts"],
                          ["hit", "Templates/link-demo", "--family", "medium", "--at", "60,40", "--rendering-mode", "all"]] {
            let r = try CLI.run(arguments)
            #expect(r.status == 2, "\(arguments): \(r.stderr)")
        }
    }
}
