import Foundation
import Testing
import WidgetRender

/// `Localizable.strings` and `.xcstrings` translations looked up by SwiftUI's keys.
@Suite("Localization tables")
struct LocalizationTests {
    func file(_ name: String, _ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("textapi-\(UUID().uuidString)-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test(".strings: comments, escapes; keys with %lld and %@ take their arguments, reordered by position")
    func strings() throws {
        let url = try file("Localizable.strings", """
        /* greeting */
        "Hello" = "Bonjour";
        // counts
        "%lld items" = "%lld éléments";
        "%@ of %@" = "%2$@ sur \\"%1$@\\"";
        """)
        let table = try LocalizationTable(contentsOf: url, language: "fr")
        #expect(table.strings["Hello"] == "Bonjour")
        let l = try WidgetLayout(Translated().environment(\.localization, table), in: Rect(x: 0, y: 0, width: 300, height: 300))
        let d = l.dump()
        #expect(d.contains("Text(\"Bonjour\")"))
        #expect(d.contains("Text(\"3 éléments\")"))
        #expect(d.contains(#"Text("B sur "A"")"#))
        #expect(d.contains("Text(\"Untranslated\")"))
    }

    @Test(".xcstrings: the language's stringUnit value; a malformed .strings names its line")
    func catalog() throws {
        let url = try file("Localizable.xcstrings", #"""
        {"sourceLanguage":"en","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}
        """#)
        #expect(try LocalizationTable(contentsOf: url, language: "de").strings == ["Hello": "Hallo"])
        let bad = try file("Bad.strings", "\"a\" = \"b\";\n\"c\" \"d\";")
        #expect(throws: LocalizationTable.LoadError.self) { try LocalizationTable(contentsOf: bad, language: "fr") }
        do { _ = try LocalizationTable(contentsOf: bad, language: "fr") } catch { #expect("\(error)".contains(":2: expected =")) }
    }
}

private struct Translated: View {
    var body: some View {
        VStack {
            Text("Hello")
            Text("\(3) items")
            Text("\("A") of \("B")")
            Text("Untranslated")
        }
    }
}
