import ArgumentParser
import Foundation
import WidgetCore
import WidgetRender

/// The root command. Exit status: 0 on success, 1 for a user error (one paragraph on stderr),
/// 2 for bad usage (unknown option, missing or malformed argument).
///
/// Errors travel typed from the library to here and are turned into a message once, by
/// ``FailureReport``; with `--json`, a JSON error document is printed on stdout as well.
struct WidgetRenderCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widget-render",
        abstract: "Render iOS home-screen widgets on Linux to PNG images.",
        discussion: """
            Templates are JSON or YAML files (see Templates/README.md). Images are written as \
            <template>-<family>-<scheme>.png; every file appears whole or not at all.
            """,
        version: ReleaseVersion.describe(tool: "widget-render", commit: BuildCommit.hash),
        subcommands: [RenderCommand.self, ValidateCommand.self, CheckCommand.self, GalleryCommand.self, MergeCommand.self, HitCommand.self, LinksCommand.self,
                      DevicesCommand.self, FontsCommand.self, CropCommand.self, ServeCommand.self])

    /// Runs the command line and exits with the documented status.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == ServeCommand.configuration.commandName {
            do {
                try ServerLauncher.replaceProcess(arguments: Array(arguments.dropFirst()))
            } catch {
                FailureReport(error).print(json: false)
                Foundation.exit(1)
            }
        }
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exitForParser(error)
        }
        // A gallery or a check renders hundreds of widgets: keep their canvases in the heap.
        Allocator.tuneForRendering()
        do {
            var running = command
            try running.run()
        } catch where FailureReport.describes(error) {
            FailureReport(error).print(json: (command as? JSONReporting)?.json == true)
            Foundation.exit(1)
        } catch {
            exitForParser(error)  // --help, ValidationError from run(), ExitCode
        }
    }

    /// ArgumentParser's own outcomes: help and version exit 0 on stdout; bad usage prints the
    /// message and the usage on stderr and exits 2.
    private static func exitForParser(_ error: any Error) -> Never {
        let code = exitCode(for: error)
        if code == .success {
            Swift.print(fullMessage(for: error))
            Foundation.exit(0)
        }
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
}

/// A command with a `--json` flag: its failures are also printed as a JSON error document.
protocol JSONReporting {
    var json: Bool { get }
}

/// A user error the tool itself finds (a bad combination of options): one paragraph, exit 1.
struct CLIError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Writes JSON to standard output, pretty-printed with sorted keys.
func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
}
