import Foundation
import WidgetTestSupport

/// Runs the built `widget-render` and captures what it printed.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The repository root, for paths such as `Templates/link-demo`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable next to the test bundle (SwiftPM builds it for this test target).
    static var executable: URL {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return dir.appendingPathComponent("widget-render")
    }

    static func run(_ arguments: [String], executable: URL? = nil, environment: [String: String] = [:],
                    workingDirectory: URL? = nil) throws -> CLIResult {
        let p = Process()
        p.executableURL = executable ?? self.executable
        p.arguments = arguments
        if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        p.currentDirectoryURL = workingDirectory ?? root
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLIResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// Starts `widget-render serve …` (give `--port 0`) and waits up to a minute for the port it
    /// announces; the caller terminates the process.
    static func startServer(_ arguments: [String], workingDirectory: URL? = nil) throws -> (process: Process, port: Int?, log: String) {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        p.currentDirectoryURL = workingDirectory ?? root
        let log = Pipe()
        p.standardOutput = log
        p.standardError = log
        try p.run()
        var text = ""
        var port: Int?
        let deadline = Date().addingTimeInterval(60)
        while port == nil, Date() < deadline, p.isRunning {
            text += String(decoding: log.fileHandleForReading.availableData, as: UTF8.self)
            if let range = text.range(of: #"on http://127\.0\.0\.1:(\d+)"#, options: .regularExpression) {
                port = Int(text[range].split(separator: ":").last ?? "")
            }
        }
        return (p, port, text)
    }

    /// A fresh empty folder, removed with the test process's scratch folder when it exits.
    static func temporaryFolder() throws -> URL {
        let url = ScratchFolder.make("widget-render-cli")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Width and height from a PNG's IHDR.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let d = try [UInt8](Data(contentsOf: url))
        guard d.count > 24, d.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return (0, 0) }
        func be(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
        return (be(16), be(20))
    }
}
