import Foundation
import Testing
import WidgetSnapshotTesting

/// What the `.txt` reference beside each image says.
@Suite("Snapshot text")
struct SnapshotTextTests {
    /// Two Links in a medium row, each 30 pt tall: under the 44 pt minimum tap target.
    struct TwoSmallLinks: View {
        var body: some View {
            HStack {
                Link(destination: URL(string: "app://a") ?? URL(fileURLWithPath: "/")) { Text("A").frame(width: 60, height: 30) }
                Link(destination: URL(string: "app://b") ?? URL(fileURLWithPath: "/")) { Text("B").frame(width: 60, height: 30) }
            }
        }
    }

    @Test("The diagnostics section lists the link lints the render found, with their codes")
    func linkLintsListed() throws {
        let widget = try WidgetRenderer.render(TwoSmallLinks(), options: RenderOptions(family: .systemMedium))
        let text = WidgetSnapshotText.text(of: widget)
        let section = text.components(separatedBy: "\ndiagnostics\n")[1].components(separatedBy: "\n\ndisplay list")[0]
        let lines = section.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("warning: The Link to app://") && $0.contains("can be tapped on 60x30 pt") && $0.hasSuffix("[linkTooSmall]") })
    }
}
