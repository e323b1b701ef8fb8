import Foundation

// The library names its asset catalog's bundle `.module`; this test target has no resources, and
// WidgetRender takes colours and images from the environment's `AssetCatalog`, so the bundle is
// only a name here.
extension Bundle {
    static let module = Bundle.main
}
