// `swift package widget-render previews|render|check|snapshots`: a package's widgets drawn and
// checked without a program of the user's own. An extension folder built as an executable target
// (its `@main` bundle or widget, as the porting guide sets it up) is built, then run with the verb:
// `previews` draws every `#Preview` block, `render` every widget in every family and phase, `check`
// prints iOS's findings; `snapshots` runs the package's tests and lists the snapshot failures.
import Foundation
import PackagePlugin

@main
struct WidgetRenderCommand: CommandPlugin {
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory widget-render <verb> [--target NAME ...] [--record] [-- arguments ...]

        previews   every #Preview block, to out/<target>/previews (the program's `previews`)
        render     every widget × family × phase, light and dark, to out/<target>/widgets
        check      what iOS would do to each widget, by rule; fails when a finding is an error
        snapshots  the package's tests (swift-testing and XCTest); says where the failures' report is.
                   --record records every reference anew; `-- NAME` runs the swift-testing tests NAME matches
                   (a regular expression) and the XCTest tests whose full ID (Module.Class[/test]) it is

        --target NAME  an executable target (an extension folder) to use; default every one whose @main is a
                       WidgetBundle or Widget and that depends on WidgetRender (through the Shims or directly).
                       Repeatable.
        Arguments after `--` go to the program (`previews` and `render` take --out-dir, --family, --scheme, --now,
        --device; `check` takes --fail-on, --json, --html): `-- --family small --now 2026-05-20T09:00:00Z`.
        Every verb needs --allow-writing-to-package-directory: render and previews write images into out/,
        snapshots records references beside the tests.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (ours, passed) = split(arguments)
        var extractor = ArgumentExtractor(ours)
        let named = extractor.extractOption(named: "target")
        let help = extractor.extractFlag(named: "help") > 0
        let record = extractor.extractFlag(named: "record") > 0
        let verbs = extractor.remainingArguments
        if help || verbs.isEmpty { say(Self.usage); return }
        guard let verb = Verb(rawValue: verbs[0]) else {
            throw CommandError("unknown verb \(verbs[0]); use previews, render, check or snapshots (--help).")
        }
        guard verbs.count == 1 else {
            throw CommandError("the program's arguments go after --: swift package widget-render \(verb.rawValue) -- "
                               + verbs.dropFirst().joined(separator: " "))
        }
        if verb == .snapshots {
            guard named.isEmpty else { throw CommandError("--target is for previews, render and check; snapshots runs the package's tests.") }
            try await snapshots(context: context, filter: passed, record: record)
            return
        }
        guard !record else { throw CommandError("--record is snapshots' option.") }
        let programs = try extensions(in: context.package, named: named)
        try buildSnapshotTestingFirst(context)
        var failed: [String] = []
        for program in programs {
            say("\(verb.rawValue): building \(program.name)…")
            let build = try packageManager.build(.product(program.name), parameters: .init(configuration: .debug, echoLogs: true))
            guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
                throw CommandError("\(program.name) did not build (its errors are above).")
            }
            var programArguments = [verb.rawValue]
            if let folder = verb.outputFolder, !passed.contains("--out-dir") {
                programArguments += ["--out-dir", context.package.directoryURL.appendingPathComponent("out/\(program.name)/\(folder)").path]
                if verb == .render, !passed.contains("--scheme") { programArguments += ["--scheme", "all"] }
            }
            let status = try run(executable.url, arguments: programArguments + passed, in: context.package.directoryURL)
            if status != 0 { failed.append("\(program.name) (exit \(status))") }
        }
        if !failed.isEmpty {
            throw CommandError("\(verb.rawValue) failed for \(failed.joined(separator: ", ")).")
        }
    }

    enum Verb: String {
        case previews, render, check, snapshots
        /// Where the program writes, under `out/<target>/`.
        var outputFolder: String? {
            switch self {
            case .previews: "previews"
            case .render: "widgets"
            case .check, .snapshots: nil
            }
        }
    }

    /// The plugin's own arguments, and those after `--` for the program.
    func split(_ arguments: [String]) -> ([String], [String]) {
        guard let dash = arguments.firstIndex(of: "--") else { return (arguments, []) }
        return (Array(arguments[..<dash]), Array(arguments[(dash + 1)...]))
    }

    /// The executable targets that are widget extensions: those `named`, else every one whose
    /// dependencies reach WidgetRender.
    func extensions(in package: Package, named: [String]) throws -> [ExecutableProduct] {
        let executables = package.products(ofType: ExecutableProduct.self)
        if !named.isEmpty {
            return try named.map { name in
                guard let product = executables.first(where: { $0.name == name || $0.mainTarget.name == name }) else {
                    throw CommandError("no executable target \(name) in \(package.displayName); its executables: "
                                       + (executables.map(\.name).joined(separator: ", ").nonEmpty ?? "none") + ".")
                }
                return product
            }
        }
        let found = executables.filter { product in
            product.mainTarget.recursiveTargetDependencies.contains { $0.name == "WidgetRender" } && declaresMainWidget(product.mainTarget)
        }
        guard !found.isEmpty else {
            throw CommandError("\(package.displayName) has no executable target whose @main is a WidgetBundle or Widget. Make the extension's "
                               + "folder an executable target depending on the Shims' SwiftUI and WidgetKit (README: \"Porting an "
                               + "extension, step by step\"), or name one with --target.")
        }
        return found
    }

    /// swift-snapshot-testing compiled after the shims' `SwiftUI` module exists fails with
    /// "missing required module 'COpenCombineHelpers'" (its `canImport(SwiftUI)` turns true while
    /// its target lacks the shim's C dependencies). So in a package that snapshot-tests, the plugin
    /// builds `SnapshotTesting` on its own first (nothing when it is current); when that fails, it
    /// moves the shim's module out of the way and builds it again (the shim is rebuilt after,
    /// unchanged).
    func buildSnapshotTestingFirst(_ context: PluginContext) throws {
        guard context.package.targets.contains(where: { $0.recursiveTargetDependencies.contains { $0.name == "SnapshotTesting" } }) else {
            return
        }
        let parameters = PackageManager.BuildParameters(configuration: .debug, echoLogs: false)
        if try packageManager.build(.target("SnapshotTesting"), parameters: parameters).succeeded { return }
        let modules = scratchFolder(context).appendingPathComponent("debug/Modules")
        say("swift-snapshot-testing was compiled after the shims' SwiftUI and UIKit modules; building it again without them in \(modules.path)…")
        for module in Self.frameworksSnapshotTestingLooksFor {
            for suffix in ["swiftmodule", "swiftdoc", "swiftsourceinfo", "abi.json"] {
                try? FileManager.default.removeItem(at: modules.appendingPathComponent("\(module).\(suffix)"))
            }
        }
        let retry = try packageManager.build(.target("SnapshotTesting"), parameters: .init(configuration: .debug, echoLogs: true))
        guard retry.succeeded else { throw CommandError("swift-snapshot-testing did not build (its errors are above).") }
    }

    /// The shims swift-snapshot-testing switches code on with `canImport` (its `SwiftUIView.swift`
    /// and `UIImage.swift`, `UIView.swift`…).
    static let frameworksSnapshotTestingLooksFor = ["SwiftUI", "UIKit"]

    /// The build folder (`.build`, or `--scratch-path`): the plugin's work folder is inside it,
    /// at `<scratch>/plugins/<plugin>/…`.
    func scratchFolder(_ context: PluginContext) -> URL {
        var folder = context.pluginWorkDirectoryURL
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == "plugins" { return folder.deletingLastPathComponent() }
            folder = folder.deletingLastPathComponent()
        }
        return context.package.directoryURL.appendingPathComponent(".build")
    }

    /// Whether one of the target's Swift files declares its `@main` type as a `WidgetBundle` or a
    /// `Widget` (the extension's entry point, as Xcode's template writes it).
    func declaresMainWidget(_ target: Target) -> Bool {
        guard let module = target as? SourceModuleTarget else { return false }
        let entryPoint = /@main\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|final)\s+)*(?:struct|class|enum)\s+\w+\s*:[^{]*\b(?:WidgetBundle|Widget)\b/
        return module.sourceFiles(withSuffix: "swift").contains { file in
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { return false }
            // Line comments out, so a commented-out `@main` does not count.
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }.joined(separator: "\n")
            return code.contains(entryPoint)
        }
    }

    /// `snapshots`: builds the package's tests and runs them (swift-testing's, then XCTest's; only
    /// those matching `filter` when given; recording every reference with `record`), then says
    /// where the failures' report is.
    func snapshots(context: PluginContext, filter: [String], record: Bool) async throws {
        say("snapshots: building the tests…")
        try buildSnapshotTestingFirst(context)
        let build = try packageManager.build(.all(includingTests: true), parameters: .init(configuration: .debug, echoLogs: true))
        guard build.succeeded, let folder = build.builtArtifacts.first?.url.deletingLastPathComponent() else {
            throw CommandError("the tests did not build (their errors are above).")
        }
        let tests = folder.appendingPathComponent("\(context.package.displayName)PackageTests.xctest")
        guard FileManager.default.isExecutableFile(atPath: tests.path) else {
            throw CommandError("\(context.package.displayName) has no test target: add one with snapshot assertions (README: \"Snapshot testing\").")
        }
        var environment = ProcessInfo.processInfo.environment
        if record { environment["SNAPSHOT_TESTING_RECORD"] = "all" }
        let started = Date()
        let filters = filter.flatMap { ["--filter", $0] }
        say("snapshots: running the tests\(record ? ", recording every reference" : "")…")
        // swift-testing exits 69 when no test matched (as `swift test` takes it: not a failure).
        let swiftTesting = try run(tests, arguments: ["--testing-library", "swift-testing"] + filters,
                                   in: context.package.directoryURL, environment: environment)
        let xcTest = try run(tests, arguments: filter.isEmpty ? [] : [filter.joined(separator: ",")],
                             in: context.package.directoryURL, environment: environment)
        let artifacts = URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
                            ?? NSTemporaryDirectory(), isDirectory: true)   // as SnapshotArtifacts.rootDirectory
        let report = artifacts.appendingPathComponent("index.html")
        if let written = (try? FileManager.default.attributesOfItem(atPath: report.path))?[.modificationDate] as? Date, written >= started {
            say("snapshots: the failures' report (image, reference, diff and the command that accepts each): \(report.path)")
        }
        guard [0, 69].contains(swiftTesting), xcTest == 0 else {
            if record {
                say("snapshots: references recorded (a recording run fails each assertion once); run snapshots again without --record to check them.")
            } else {
                say("snapshots: record new references with `swift package --allow-writing-to-package-directory widget-render snapshots --record`; "
                    + "set SNAPSHOT_ARTIFACTS to keep the failures' images in a folder of your own.")
            }
            throw CommandError(record ? "references recorded; run again to check them." : "tests failed.")
        }
    }

    /// Runs `executable` in `folder` with this process's output; returns its exit status.
    func run(_ executable: URL, arguments: [String], in folder: URL,
             environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        let process = Process()
        process.environment = environment
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A refusal the command prints as one line.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// A line on standard output, before anything the build or the program prints after it.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
