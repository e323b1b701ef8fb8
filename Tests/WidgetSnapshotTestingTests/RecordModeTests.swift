import Foundation
import Testing
import WidgetSnapshotTesting

@Suite("Record mode")
struct RecordModeTests {
    @Test("an explicit mode wins over the environment")
    func explicitWins() {
        #expect(WidgetSnapshotRecording.recordMode(.all, environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "never"]) == .all)
    }

    @Test("SNAPSHOT_TESTING_RECORD chooses the mode, on CI too")
    func environmentVariable() {
        #expect(WidgetSnapshotRecording.recordMode(environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(WidgetSnapshotRecording.recordMode(environment: ["SNAPSHOT_TESTING_RECORD": "all", "CI": "1"]) == .all)
    }

    @Test("on CI the default is never; elsewhere missing")
    func ciDefault() {
        #expect(WidgetSnapshotRecording.recordMode(environment: ["CI": "true"]) == .never)
        #expect(WidgetSnapshotRecording.recordMode(environment: ["CI": "false"]) == .missing)
        #expect(WidgetSnapshotRecording.recordMode(environment: ["CI": ""]) == .missing)
        #expect(WidgetSnapshotRecording.recordMode(environment: [:]) == .missing)
        #expect(WidgetSnapshotRecording.recordMode(environment: ["SNAPSHOT_TESTING_RECORD": "sometimes", "CI": "true"]) == .never)
    }

    @Test("withSnapshotTesting(record:) wins over the environment")
    func configurationWins() {
        withSnapshotTesting(record: .failed) {
            #expect(WidgetSnapshotRecording.recordMode(environment: ["CI": "true"]) == .failed)
        }
    }

    @Test("the .snapshots(record:) trait wins over the environment", .snapshots(record: .all))
    func traitWins() {
        #expect(WidgetSnapshotRecording.recordMode(environment: ["CI": "true"]) == .all)
    }
}
