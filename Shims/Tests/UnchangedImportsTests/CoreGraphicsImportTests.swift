import CoreGraphics
import Testing
import UIKit   // with Testing, both look up Swift Testing's cross-import overlays (`_Testing_UIKit`…)

/// A helper file of a widget extension that imports CoreGraphics alone, as Apple's SDK lets it.
private func ringRect(in bounds: CGRect, lineWidth: CGFloat) -> CGRect {
    bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
}

@Suite("CoreGraphics import")
struct CoreGraphicsImportTests {
    @Test("`import CoreGraphics` gives CGFloat, CGRect and the CG path builders, beside `import Testing`")
    func geometry() {
        let r = ringRect(in: CGRect(x: 0, y: 0, width: 200, height: 200), lineWidth: 20)
        #expect(r == CGRect(x: 10, y: 10, width: 180, height: 180))
        var path = Path()
        path.addEllipse(in: r)
        #expect(path.boundingRect.width == 180)
    }
}
