import Testing
import WidgetRender

/// One vocabulary under `import WidgetRender`: `PublicTypes.swift` names every public type of
/// the re-exported modules unqualified (it would not compile if two modules declared one name).
@Suite("Public vocabulary")
struct PublicVocabularyTests {
    @Test("Each public type's unqualified name is the type its own module declares")
    func namesResolveToTheirModule() {
        #expect(publicTypes.count > 250)
        for entry in publicTypes {
            #expect(entry.resolved == "\(entry.module).\(entry.name)", "\(entry.name) resolves to \(entry.resolved)")
        }
    }

    @Test("No public free function or global lands in a user's namespace")
    func noFreeFunctions() {
        #expect(publicFreeSymbols.isEmpty)
    }

    @Test("Pixel geometry and the color scheme are WidgetCore's, one of each")
    func sharedVocabularyLivesInCore() {
        #expect(String(reflecting: PixelRect.self) == "WidgetCore.PixelRect")
        #expect(String(reflecting: PixelSize.self) == "WidgetCore.PixelSize")
        #expect(String(reflecting: ColorScheme.self) == "WidgetCore.ColorScheme")
    }
}
