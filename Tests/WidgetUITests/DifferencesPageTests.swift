import Foundation
import Testing

/// The "Differences from SwiftUI" article lists exactly the declarations that make a SwiftUI
/// name unavailable, and exactly the modifiers that compile and do nothing: adding one to
/// `Sources/WidgetUI/Compatibility/` without the page (or the reverse) fails here.
@Suite("Differences from SwiftUI page")
struct DifferencesPageTests {
    static let widgetUI = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/WidgetUI")

    /// The names of the declarations after each `@available(*, unavailable…)` in Compatibility/.
    static func unavailableNames() throws -> Set<String> {
        var names: Set<String> = []
        let folder = widgetUI.appendingPathComponent("Compatibility")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            for (i, line) in lines.enumerated() where line.contains("@available(*, unavailable") {
                for next in lines[(i + 1)..<min(i + 4, lines.count)] {
                    if let name = next.firstMatch(of: /public (?:nonisolated )?(?:struct|final class|class|enum|func) (\w+)/)?.output.1 {
                        names.insert(String(name)); break
                    }
                }
            }
        }
        return names
    }

    /// Modifiers of `View` that return `self` (NoOpModifiers.swift) or are deprecated gestures (Gestures.swift).
    static func noOpNames() throws -> Set<String> {
        let folder = widgetUI.appendingPathComponent("Compatibility")
        let noOps = try String(contentsOf: folder.appendingPathComponent("NoOpModifiers.swift"), encoding: .utf8)
        let gestures = try String(contentsOf: folder.appendingPathComponent("Gestures.swift"), encoding: .utf8)
        var names = Set(noOps.matches(of: /public func (\w+)[<(][^\n]*-> some View \{ self \}/).map { String($0.output.1) })
        names.formUnion(gestures.matches(of: /public func (\w+)[<(][^\n]*-> some View/).map { String($0.output.1) })
        return names
    }

    /// The base names listed as `` - `name(…)` `` bullets between `### <title>` and the next heading.
    static func listed(under title: String) throws -> Set<String> {
        let page = try String(contentsOf: widgetUI.appendingPathComponent("WidgetUI.docc/DifferencesFromSwiftUI.md"), encoding: .utf8)
        guard let start = page.range(of: "### \(title)\n") else { return [] }
        let section = page[start.upperBound...].components(separatedBy: "\n### ")[0]
        return Set(section.matches(of: /\n- `(\w+)/).map { String($0.output.1) })
    }

    @Test("every unavailable SwiftUI name is listed under Unavailable, and nothing else")
    func unavailable() throws {
        let declared = try Self.unavailableNames()
        #expect(declared.count >= 20)
        #expect(declared.contains("ScrollView") && declared.contains("sheet"))
        #expect(try Self.listed(under: "Unavailable") == declared)
    }

    @Test("every no-op modifier and ignored gesture is listed under No-op modifiers, and nothing else")
    func noOps() throws {
        let declared = try Self.noOpNames()
        #expect(declared.contains("onTapGesture") && declared.contains("transition") && !declared.contains("accessibilityLabel"))
        #expect(try Self.listed(under: "No-op modifiers") == declared)
    }
}
