import Foundation
import Testing

/// One malformed input given to `widget-render`: the files it is made of, the command, and
/// what must come back.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    /// Files of the case, by path relative to its folder.
    var files: [String: [UInt8]]
    /// The arguments; `{dir}` is the case's folder.
    var arguments: [String]
    var status: Int32 = 1
    /// Texts the message must contain (`{dir}` is the case's folder): the file, the place, the limit.
    var mentions: [String]
    /// Whether the message must give a `file:line:column` place.
    var located = true

    var testDescription: String { name }

    /// The shortest valid template around `body` (a JSON view).
    static func templateJSON(body: String, extra: String = "") -> String {
        #"{"formatVersion": 1, "name": "bad", "displayName": "Bad", "description": "A malformed input.", "families": ["systemSmall"]\#(extra), "body": \#(body)}"#
    }

    static let render = ["render", "{dir}/t", "--family", "small", "--scheme", "light", "--out-dir", "{dir}/out"]

    /// A `template.json` with these bytes.
    static func template(_ name: String, _ text: String, _ mentions: [String] = [], located: Bool = true) -> BadInput {
        BadInput(name: "template: " + name, files: ["t/template.json": Array(text.utf8)], arguments: render,
                 mentions: ["t/template.json"] + mentions, located: located)
    }

    /// A template whose body is `body`.
    static func body(_ name: String, _ body: String, _ mentions: [String] = []) -> BadInput {
        template(name, templateJSON(body: body), mentions)
    }

    /// A `template.yaml` with this text.
    static func yaml(_ name: String, _ text: String, _ mentions: [String] = [], located: Bool = true) -> BadInput {
        BadInput(name: "YAML: " + name, files: ["t/template.yaml": Array(text.utf8)], arguments: render,
                 mentions: ["t/template.yaml"] + mentions, located: located)
    }

    /// A binding in a Text, with `data` as the entry file.
    static func binding(_ name: String, _ expression: String, data: String = #"{"n": 3, "s": "hi", "xs": [1, 2]}"#,
                        _ mentions: [String] = []) -> BadInput {
        let text = String(decoding: (try? JSONSerialization.data(withJSONObject: [expression])) ?? Data(), as: UTF8.self)
        let body = #"{"type": "Text", "text": \#(text.dropFirst().dropLast())}"#
        return BadInput(name: "binding: " + name,
                        files: ["t/template.json": Array(templateJSON(body: body).utf8), "data.json": Array(data.utf8)],
                        arguments: render + ["--data", "{dir}/data.json"], mentions: ["t/template.json", "/body/text"] + mentions)
    }

    /// An entry file for a template that reads `title` and `items`.
    static func data(_ name: String, _ bytes: [UInt8], _ mentions: [String] = [], located: Bool = true) -> BadInput {
        let body = #"{"type": "VStack", "children": [{"type": "Text", "text": "{{title}}"}, {"type": "ForEach", "items": "{{items}}", "content": {"type": "Text", "text": "{{item}}"}}]}"#
        return BadInput(name: "data: " + name,
                        files: ["t/template.json": Array(templateJSON(body: body).utf8), "data.json": bytes],
                        arguments: render + ["--data", "{dir}/data.json"], mentions: ["data.json"] + mentions, located: located)
    }

    static func data(_ name: String, _ text: String, _ mentions: [String] = [], located: Bool = true) -> BadInput {
        data(name, Array(text.utf8), mentions, located: located)
    }

    /// An image file `file` shown by a template.
    static func image(_ name: String, _ bytes: [UInt8], file: String = "img.png", _ mentions: [String] = []) -> BadInput {
        let body = #"{"type": "Image", "source": "\#(file)"}"#
        return BadInput(name: "image: " + name,
                        files: ["t/template.json": Array(templateJSON(body: body).utf8), "t/" + file: bytes],
                        arguments: render, mentions: ["t/template.json", "/body/source", file] + mentions)
    }

    /// A home-screen screenshot given to `crop`.
    static func screenshot(_ name: String, _ bytes: [UInt8], _ mentions: [String] = []) -> BadInput {
        BadInput(name: "screenshot: " + name, files: ["shot.png": bytes],
                 arguments: ["crop", "--screenshot", "{dir}/shot.png", "--family", "small", "--slot", "top-left", "-o", "{dir}/out/crop.png"],
                 mentions: ["shot.png"] + mentions, located: false)
    }

    /// A geometry file given to `devices --geometry`.
    static func geometry(_ name: String, _ text: String, _ mentions: [String] = [], located: Bool = false) -> BadInput {
        BadInput(name: "geometry: " + name, files: ["geometry.json": Array(text.utf8)],
                 arguments: ["devices", "--geometry", "{dir}/geometry.json"], mentions: ["geometry.json"] + mentions, located: located)
    }

    /// Bad usage: exit 2 and a message naming the option.
    static func usage(_ name: String, _ arguments: [String], _ mentions: [String]) -> BadInput {
        BadInput(name: "arguments: " + name, files: ["t/template.json": Array(templateJSON(body: #""Hi""#).utf8)],
                 arguments: arguments, status: 2, mentions: mentions, located: false)
    }

    /// A user error from the arguments: exit 1.
    static func argument(_ name: String, _ arguments: [String], _ mentions: [String], located: Bool = false) -> BadInput {
        BadInput(name: "arguments: " + name, files: ["t/template.json": Array(templateJSON(body: #""Hi""#).utf8)],
                 arguments: arguments, status: 1, mentions: mentions, located: located)
    }
}

/// Runs a case in a fresh folder under limits and reports what it left there.
enum BadInputRunner {
    /// The address-space ceiling for one run: a few hundred MB of work plus the runtime's
    /// reservations; an input that makes the tool allocate gigabytes fails here.
    static let memoryCeilingKB = 3_000_000
    /// A generous ceiling on one run's wall-clock time (the contract is "a few seconds").
    static let secondsCeiling = 20.0

    struct Outcome {
        var result: CLIResult
        var seconds: Double
        var filesBefore: [String]
        var filesAfter: [String]
    }

    static func run(_ c: BadInput, environment: [String: String] = [:]) throws -> (Outcome, URL) {
        let dir = try CLI.temporaryFolder()
        for (path, bytes) in c.files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let before = try listing(dir)
        let arguments = c.arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir.path) }
        let start = Date()
        let result = try CLI.run(["-c", "ulimit -v \(memoryCeilingKB); exec \"$0\" \"$@\"", CLI.executable.path] + arguments,
                                 executable: URL(fileURLWithPath: "/bin/sh"), environment: environment)
        let seconds = Date().timeIntervalSince(start)
        return (Outcome(result: result, seconds: seconds, filesBefore: before, filesAfter: try listing(dir)), dir)
    }

    /// Every file and folder under `dir`, relative, sorted.
    static func listing(_ dir: URL) throws -> [String] {
        guard let e = FileManager.default.enumerator(atPath: dir.path) else { return [] }
        return e.compactMap { $0 as? String }.sorted()
    }
}
