import ArgumentParser
import Foundation

/// The root command. Exit status: 0 on success, 1 for a user error (one paragraph on stderr),
/// 2 for bad usage (unknown option, missing argument).
struct WidgetRenderCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widget-render",
        abstract: "Render iOS home-screen widgets on Linux to PNG images.",
        discussion: """
            Templates are JSON files (see Templates/README.md). Images are written as \
            <template>-<family>-<scheme>.png; every file appears whole or not at all.
            """,
        subcommands: [RenderCommand.self, ValidateCommand.self, GalleryCommand.self, HitCommand.self, LinksCommand.self,
                      DevicesCommand.self, CropCommand.self])

    /// Runs the command line and exits with the documented status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("widget-render: \(error.message)\n".utf8))
            Foundation.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))  // --help, --version
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            if code == .validationFailure { Foundation.exit(2) }
            Foundation.exit(code == .failure ? 1 : code.rawValue)
        }
    }
}

/// A user error: bad input files, unknown devices, invalid templates. Printed as one paragraph.
struct CLIError: Error {
    let message: String
    init(_ message: String) { self.message = message }
    init(_ error: any Error) { self.message = "\(error)" }
}

/// Runs `body`, turning any library error into a ``CLIError`` (exit status 1).
func userErrors<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as CLIError { throw e } catch { throw CLIError(error) }
}

/// Writes JSON to standard output, pretty-printed with sorted keys.
func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
}
