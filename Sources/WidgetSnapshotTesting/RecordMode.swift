import Foundation
@_spi(Internals) import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

/// How the record mode and the accept command of an assertion are chosen.
public enum WidgetSnapshotRecording {
    /// The record mode an assertion uses: the first of `explicit`,
    /// `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait,
    /// `SNAPSHOT_TESTING_RECORD`, `never` when `CI` is set, and `missing`.
    public static func recordMode(_ explicit: SnapshotTestingConfiguration.Record? = nil,
                                  environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotTestingConfiguration.Record {
        if let explicit { return explicit }
        if let configured = SnapshotTestingConfiguration.current?.record { return configured }
        if let value = environment["SNAPSHOT_TESTING_RECORD"], let mode = SnapshotTestingConfiguration.Record(rawValue: value) {
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Whether `CI` is set to something other than empty, `false`, `0` or `no`.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "false", "0", "no"].contains(value)
    }

    /// The `swift test --filter` pattern that selects the running test: its Swift Testing ID
    /// (`Module.Suite/test`), or for XCTest the module and the method (`Module.*/testName`).
    static func testFilter(fileID: String, testName: String) -> String {
        #if canImport(Testing)
        if let test = Test.current {
            let names = test.id.nameComponents.map(withoutArguments)
            return ([test.id.moduleName] + [names.joined(separator: "/")]).joined(separator: ".")
        }
        #endif
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let name = withoutArguments(testName)
        return module.isEmpty ? name : "\(module)\\..*/\(name)"
    }

    /// The command that re-runs the test recording what fails (or what is missing).
    static func acceptCommand(mode: String, fileID: String, testName: String) -> String {
        "SNAPSHOT_TESTING_RECORD=\(mode) swift test --filter \"\(testFilter(fileID: fileID, testName: testName))\""
    }

    /// `weather(_:)` → `weather`.
    static func withoutArguments(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }
}
