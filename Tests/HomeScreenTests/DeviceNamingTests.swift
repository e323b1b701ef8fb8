import Testing
@testable import HomeScreen

/// `--device` accepts ids, size suffixes, model names and readable aliases (issue 4).
@Suite("Device names")
struct DeviceNamingTests {
    @Test("An alias such as iphone-13 or a model name finds the entry; case and punctuation do not matter")
    func aliases() throws {
        let catalog = try DeviceCatalog.builtIn()
        #expect(try catalog.device(named: "iphone-13").id == "1170x2532")
        #expect(try catalog.device(named: "iPhone 13").id == "1170x2532")
        #expect(try catalog.device(named: "IPHONE 13 MINI").id == "1125x2436-mini")
        #expect(try catalog.device(named: "iphone-se-2nd-generation").id == "750x1334")
        #expect(try catalog.device(named: "mini").id == "1125x2436-mini")
        #expect(try catalog.device(named: "1170x2532").id == "1170x2532")
        #expect(DeviceCatalog.slug("iPhone SE (3rd generation)") == "iphone-se-3rd-generation")
    }

    @Test("A size two phones share is an error that lists both ids")
    func ambiguousSize() throws {
        let catalog = try DeviceCatalog.builtIn()
        do {
            _ = try catalog.device(named: "1125x2436")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("Device '1125x2436' fits 2 catalog entries"))
            #expect("\(error)".hasSuffix("Name one: --device 1125x2436-x or --device 1125x2436-mini."))
        }
    }

    @Test("An unknown name is an error listing the catalog")
    func unknown() throws {
        let catalog = try DeviceCatalog.builtIn()
        #expect(throws: HomeScreenError.self) { try catalog.device(named: "iphone-99") }
    }
}
