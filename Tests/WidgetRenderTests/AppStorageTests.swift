import Foundation
import Testing
import WidgetRender

/// `@AppStorage` reads a fixture as a widget reads its app group.
@Suite("AppStorage fixtures")
struct AppStorageTests {
    enum Plan: String { case free, premium }

    struct Streak: View {
        @AppStorage("streak", store: UserDefaults(suiteName: "group.example")) var streak = 0
        @AppStorage("name") var name = "friend"
        @AppStorage("premium") var premium = false
        @AppStorage("plan") var plan = Plan.free
        @AppStorage("goal") var goal = 1.5
        var body: some View {
            VStack {
                Text(verbatim: "\(name): \(streak)").id("a")
                Text(verbatim: premium ? "premium" : "basic").id("b")
                Text(verbatim: plan.rawValue).id("c")
                Text(verbatim: String(goal)).id("d")
            }
        }
    }

    @Test("Values come from the JSON fixture (numbers, strings, booleans, raw values); missing keys keep their defaults")
    func fixture() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("textapi-\(UUID().uuidString).json")
        try #"{"streak": 6, "name": "Ann", "premium": true, "plan": "premium"}"#.write(to: url, atomically: true, encoding: .utf8)
        let fixture = try AppStorageFixture(contentsOf: url)
        let l = try WidgetLayout(Streak().environment(\.appStorage, fixture), in: Rect(x: 0, y: 0, width: 300, height: 300))
        let d = l.dump()
        for s in [#"Text("Ann: 6")"#, #"Text("premium")"#, #"Text("1.5")"#] { #expect(d.contains(s), "\(s)") }
        #expect(d.components(separatedBy: #"Text("premium")"#).count == 3) // premium flag and plan
        let bare = try WidgetLayout(Streak(), in: Rect(x: 0, y: 0, width: 300, height: 300)).dump()
        for s in [#"Text("friend: 0")"#, #"Text("basic")"#, #"Text("free")"#] { #expect(bare.contains(s), "\(s)") }
    }
}
