import Foundation
import Testing

/// Live Activity and control templates on the command line: `--family` takes presentations.
@Suite("Presentations on the command line")
struct PresentationCommandTests {
    @Test("--family islandCompact,islandMinimal draws those presentations of every state, on a Dynamic Island iPhone, at 3x")
    func islandPresentations() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/match", "--family", "islandCompact,islandMinimal", "--device", "1179x2556",
                             "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["match-islandCompact-dark-1.png", "match-islandCompact-dark-2.png", "match-islandCompact-dark.png",
                          "match-islandMinimal-dark-1.png", "match-islandMinimal-dark-2.png", "match-islandMinimal-dark.png"])
        let (w, h) = try CLI.pngSize(out.appendingPathComponent("match-islandCompact-dark.png"))
        #expect(w == 690 && h == 110)
    }

    @Test("On the default iPhone (no Dynamic Island) only the Lock Screen view is drawn, and the warning says which device has one")
    func bannerOnly() throws {
        let out = try CLI.temporaryFolder()
        let r = try CLI.run(["render", "Templates/match", "--scheme", "light", "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                == ["match-activityLockScreen-light-1.png", "match-activityLockScreen-light-2.png", "match-activityLockScreen-light.png"])
        #expect(r.stderr.contains("no Dynamic Island") && r.stderr.contains("1179x2556"))
    }

    @Test("A control's presentation asked of a Live Activity, or a presentation of a widget template, fails and writes nothing")
    func mismatched() throws {
        let out = try CLI.temporaryFolder()
        let a = try CLI.run(["render", "Templates/match", "--family", "controlSmall", "--out-dir", out.path])
        #expect(a.status != 0 && a.stderr.contains("is a Live Activity"), "\(a.stderr)")
        let b = try CLI.run(["render", "Templates/weather", "--family", "islandCompact", "--out-dir", out.path])
        #expect(b.status != 0 && b.stderr.contains("draws widgets"), "\(b.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test("hit on a control reports its intent; --json names the presentation and the intent")
    func controlHit() throws {
        let r = try CLI.run(["hit", "Templates/front-door", "--family", "controlSmall", "--scheme", "dark", "--at", "30,30", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(doc["result"] as? String == "intent" && doc["intent"] as? String == "SetDoorLockIntent")
        #expect(doc["family"] as? String == "controlSmall")
    }

    @Test("--help lists the presentations")
    func help() throws {
        let r = try CLI.run(["render", "--help"])
        #expect(r.stdout.contains("islandExpanded") && r.stdout.contains("controlLockScreen") && r.stdout.contains("activityLockScreen"))
    }
}
