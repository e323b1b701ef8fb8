// widget-render-server: the live preview and render API that `widget-render serve` runs.
// Exit status as `widget-render`'s: 0 when stopped by a signal or after --help, 1 when the
// server fails (with one paragraph on stderr), 2 for bad usage.
import ArgumentParser
import Foundation

do {
    let command = try ServeCommand.parse(Array(CommandLine.arguments.dropFirst()))
    try command.run()
} catch let failure as ServeFailure {
    FileHandle.standardError.write(Data("widget-render serve: \(failure.message)\n".utf8))
    exit(1)
} catch {
    let code = ServeCommand.exitCode(for: error)
    if code == .success {
        print(ServeCommand.fullMessage(for: error))
        exit(0)
    }
    FileHandle.standardError.write(Data((ServeCommand.fullMessage(for: error) + "\n").utf8))
    exit(code == .validationFailure ? 2 : code.rawValue)
}
