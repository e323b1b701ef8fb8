import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetTestSupport

/// The README's `widget-render` commands, read out of its code blocks and run as printed, so
/// the examples cannot rot: each from a folder that holds the repository's `Templates` and
/// `Examples` and the two files the examples name as the reader's own (`my-timeline.json`, a
/// copy of the clock's sample timeline, and `home.png`, a home-screen screenshot).
@Suite("The README's commands")
struct ReadmeCommandTests {
    /// One command of a code block, continuation lines joined, without its prompt and comment.
    struct Command: CustomStringConvertible {
        var line: Int
        var words: [String]
        var description: String { "README.md:\(line): widget-render \(words.joined(separator: " "))" }
    }

    static func commands() throws -> [Command] {
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [Command] = []
        var inBlock = false
        var pending: (line: Int, text: String)?
        for (index, raw) in readme.components(separatedBy: "\n").enumerated() {
            if raw.hasPrefix("```") { inBlock.toggle(); pending = nil; continue }
            guard inBlock else { continue }
            var text = raw
            if let hash = text.range(of: "   #") ?? text.range(of: "  #") { text = String(text[..<hash.lowerBound]) }
            if var p = pending {
                p.text += " " + text.trimmingCharacters(in: .whitespaces)
                pending = p
            } else {
                pending = (index + 1, text.trimmingCharacters(in: .whitespaces))
            }
            guard var p = pending, !p.text.hasSuffix("\\") else {
                if var p = pending { p.text.removeLast(); pending = p }
                continue
            }
            pending = nil
            for prompt in ["$ ", "$B/"] where p.text.hasPrefix(prompt) { p.text.removeFirst(prompt.count) }
            guard p.text.hasPrefix("widget-render ") else { continue }
            let words = p.text.split(separator: " ").map(String.init).dropFirst()
            commands.append(Command(line: p.line, words: Array(words)))
        }
        return commands
    }

    /// A folder laid out as the README's reader has it.
    static func readersFolder() throws -> URL {
        let dir = ScratchFolder.make("readme")
        let fm = FileManager.default
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in ["Templates", "Examples"] {
            try fm.createSymbolicLink(at: dir.appendingPathComponent(name), withDestinationURL: CLI.root.appendingPathComponent(name))
        }
        try fm.copyItem(at: CLI.root.appendingPathComponent("Templates/clock/sample.json"), to: dir.appendingPathComponent("my-timeline.json"))
        try fm.copyItem(at: CLI.root.appendingPathComponent("Examples/Wallpapers/wallpaper-1290x2796-light.png"),
                        to: dir.appendingPathComponent("home.png"))
        return dir
    }

    /// `Templates/*/` as the shell expands it: every folder in `Templates`, sorted.
    static func expand(_ word: String, in dir: URL) throws -> [String] {
        guard word.hasSuffix("/*/") else { return [word] }
        let parent = String(word.dropLast(3))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(parent).path).sorted()
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: dir.appendingPathComponent(parent).appendingPathComponent(name).path,
                                                  isDirectory: &isDirectory) && isDirectory.boolValue
        }.map { "\(parent)/\($0)/" }
    }

    @Test("the README names the commands this suite runs")
    func found() throws {
        let verbs = try Self.commands().map { $0.words.first ?? "" }
        for verb in ["render", "validate", "check", "gallery", "hit", "links", "crop", "--version", "devices", "fonts", "serve"] {
            #expect(verbs.contains(verb), "no `widget-render \(verb)` in the README's code blocks")
        }
    }

    @Test("every one-shot command exits as documented and writes what it says")
    func oneShot() throws {
        let dir = try Self.readersFolder()
        for command in try Self.commands() where command.words.first != "serve" {
            let words = try command.words.flatMap { try Self.expand($0, in: dir) }
            let r = try CLI.run(words + (words.first == "check" ? ["--jobs", "1"] : []), workingDirectory: dir)
            // `--fail-on warning` exists to fail CI on the weather template's warnings.
            let expected: Set<Int32> = words.contains("--fail-on") && words.contains("warning") ? [1] : [0]
            #expect(expected.contains(r.status), "\(command) exited \(r.status): \(r.stderr.prefix(600))")
            if words.first == "--version" { #expect(r.stdout.hasPrefix("widget-render ")) }
        }
        let written = ["out/countdown-medium-dark.png", "out/gallery/index.html", "check.sarif", "crop.png"]
        for file in written {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path), "\(file) was not written")
        }
    }

    @Test("the printed check transcript is what check prints: its first finding and its summary line")
    func checkTranscript() throws {
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
        let transcript = try #require(readme.components(separatedBy: "$ widget-render check Templates/weather\n").dropFirst().first)
        let printed = transcript.components(separatedBy: "\n```").first?.components(separatedBy: "\n") ?? []
        let r = try CLI.run(["check", "Templates/weather", "--jobs", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == printed.first, "README: \(printed.first ?? "")\nprinted: \(lines.first ?? "")")
        #expect(lines.last == printed.last, "README: \(printed.last ?? "")\nprinted: \(lines.last ?? "")")
    }

    @Test("each serve command starts and answers its page, on a free port in place of the printed one")
    func serve() async throws {
        let dir = try Self.readersFolder()
        for command in try Self.commands() where command.words.first == "serve" {
            var words = try command.words.flatMap { try Self.expand($0, in: dir) }
            if let i = words.firstIndex(of: "--port") { words.removeSubrange(i...i + 1) }
            let (server, port, log) = try CLI.startServer(words + ["--port", "0"], workingDirectory: dir)
            defer { server.terminate(); server.waitUntilExit() }
            let found = try #require(port, "\(command): no address in \(log)")
            let (body, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(found)/")!)
            #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(command)")
            #expect(String(decoding: body, as: UTF8.self).contains("<html"), "\(command)")
        }
    }
}
