import Foundation
import Testing

/// `widget-render fonts`: what a user runs to see whether the SF Pro they put in a folder is what
/// text is set in, and which font folder an installed tool found.
@Suite("widget-render fonts")
struct FontsCommandTests {
    static let standIns = CLI.root.appendingPathComponent("Tests/WidgetTextTests/UserFonts")

    @Test("Without a user folder it names the checkout's bundled Fonts and says the stand-ins draw system text")
    func withoutUserFonts() throws {
        let r = try CLI.run(["fonts"], environment: ["WIDGETRENDER_FONTS_USER": ""])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Bundled fonts: \(CLI.root.appendingPathComponent("Fonts").path)")
        #expect(lines.last?.hasPrefix("User fonts: none (set WIDGETRENDER_FONTS_USER") == true)
        #expect(!r.stdout.contains("missing fallbacks"))
    }

    @Test("With a user folder, each system design names the face that draws it: SF Pro Text below and above 20 pt when there is no Display, SF Pro Rounded, New York Small at 17 pt, SF Mono")
    func designsPickUserFaces() throws {
        let r = try CLI.run(["fonts", "--json"], environment: ["WIDGETRENDER_FONTS_USER": Self.standIns.path])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["user"] as? String == Self.standIns.path)
        let designs = try #require(json["designs"] as? [[String: Any]])
        #expect(designs.map { $0["userFace"] as? String } == [
            "SFProText-Regular", "SFProText-Regular", "SFProRounded-Regular", "NewYorkSmall-Regular", "SFMono-Regular",
        ])
        let faces = try #require(json["userFaces"] as? [[String: Any]])
        #expect(faces.count == 6)
        let condensed = try #require(faces.first { $0["postScriptName"] as? String == "SFProText-CondensedRegular" })
        #expect(condensed["widthClass"] as? Int == 3)
        #expect(condensed["weight"] as? Int == 400)
    }

    @Test("A user folder without Apple's families leaves every design to the bundled stand-ins, and says so")
    func folderWithoutSFFamilies() throws {
        let empty = try CLI.temporaryFolder()
        let r = try CLI.run(["fonts"], environment: ["WIDGETRENDER_FONTS_USER": empty.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("User fonts: \(empty.path) (0 faces)"))
        #expect(r.stdout.components(separatedBy: "bundled stand-in (no such family in the folder)").count - 1 == 5)
    }
}
