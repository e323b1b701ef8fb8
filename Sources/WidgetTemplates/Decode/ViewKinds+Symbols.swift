import Foundation

/// `Image` with `systemName` (an SF Symbol) and `Label`.
extension ViewKinds {
    /// `{"type": "Image", "systemName": "cloud.sun.fill"}`: `Image(systemName:)`.
    static func buildSymbol(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        for k in ["interpolation", "scale", "placeholder"] where r.has(k) {
            b.issue(r.at(k), "\"\(k)\" applies to an image file; an SF Symbol (\"systemName\") follows the font and imageScale.")
        }
        guard let v = r["systemName"], let name = b.string(v, r.at("systemName"), expected: "an SF Symbol name such as \"cloud.sun.fill\"") else {
            return TemplateBuilder.empty
        }
        let resizable = r["resizable"].flatMap { b.bool($0, r.at("resizable")) } ?? false
        let image = Image(systemName: name)
        return AnyView(resizable ? image.resizable() : image)
    }

    /// `{"type": "Label", "title": "…", "systemImage": "…"}`, or `"image"` (a file), or an
    /// `"icon"` view; the title is a string (bindings allowed) or a view.
    static func buildLabel(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        let title: AnyView
        switch r["title"] {
        case .object(let o)?: title = b.view(.object(o), r.at("title"))
        case let t?: title = text(b, t, r.at("title"))
        case nil:
            b.issue(r.pointer, "a Label needs a \"title\": a string or a view.")
            title = AnyView(Text(""))
        }
        let icons = ["systemImage", "image", "icon"].filter { r.has($0) }
        guard icons.count == 1, let form = icons.first else {
            b.issue(r.pointer, icons.isEmpty ? "a Label needs an icon: \"systemImage\" (an SF Symbol name), \"image\" (a file) or \"icon\" (a view)."
                                             : "a Label has one of \"systemImage\", \"image\" or \"icon\"; this one has \(icons.joined(separator: " and ")).")
            return AnyView(Label { title } icon: { EmptyView() })
        }
        let icon: AnyView
        switch form {
        case "systemImage":
            icon = r["systemImage"].flatMap { b.string($0, r.at("systemImage"), expected: "an SF Symbol name") }.map { AnyView(Image(systemName: $0)) } ?? TemplateBuilder.empty
        case "image":
            icon = r["image"].flatMap { b.localImage($0, r.at("image")) }.map { AnyView(Image($0)) } ?? TemplateBuilder.empty
        default:
            icon = r["icon"].map { b.view($0, r.at("icon")) } ?? TemplateBuilder.empty
        }
        return AnyView(Label { title } icon: { icon })
    }

    static let imageScales: [(String, Image.Scale)] = [("small", .small), ("medium", .medium), ("large", .large)]
    static let renderingModes: [(String, SymbolRenderingMode)] = [("monochrome", .monochrome), ("hierarchical", .hierarchical),
                                                                   ("palette", .palette), ("multicolor", .multicolor)]
    static let labelStyles: [(String, LabelStyleKind)] = [("automatic", .titleAndIcon), ("titleAndIcon", .titleAndIcon),
                                                           ("titleOnly", .titleOnly), ("iconOnly", .iconOnly)]
    /// SwiftUI's variant expressions, written as in Swift without the dot: `fill`, `circle.fill`.
    static let symbolVariants: [(String, SymbolVariants)] = {
        var out: [(String, SymbolVariants)] = [("none", .none)]
        let shapes: [(String, SymbolVariants)] = [("", .none), ("circle", .circle), ("square", .square), ("rectangle", .rectangle)]
        for slash in [false, true] {
            for (shapeName, shape) in shapes {
                for fill in [false, true] {
                    var v = shape
                    var parts = shapeName.isEmpty ? [] : [shapeName]
                    if slash { v = v.slash; parts.insert("slash", at: 0) }
                    if fill { v = v.fill; parts.append("fill") }
                    if !parts.isEmpty { out.append((parts.joined(separator: "."), v)) }
                }
            }
        }
        return out
    }()
}
