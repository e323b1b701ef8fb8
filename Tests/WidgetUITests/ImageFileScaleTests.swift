import Testing
@testable import WidgetUI

/// The scale an image file's name declares, as UIKit reads it: `@2x` or `@3x` at the end of the
/// last path component, before its extension.
@Suite("Image file scale")
struct ImageFileScaleTests {
    @Test("@2x and @3x before the extension of the last component set the scale; anything else is 1")
    func scaleFromName() {
        let cases: [(String, Double)] = [
            ("photo@3x.png", 3), ("Resources/photo@2x.jpeg", 2), ("/a/b/icon@3x", 3), ("photo.png", 1),
            ("dir@3x/photo.png", 1), ("photo@3x.tar.png", 1), ("photo@3x.png/", 3), ("@3x.png", 3), ("photo@4x.png", 1), ("", 1),
        ]
        for (path, scale) in cases {
            #expect(Image.scale(fromFileName: path) == scale, "\(path)")
        }
    }
}
