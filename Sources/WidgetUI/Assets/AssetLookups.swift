import Foundation

/// Asset names as SwiftUI and UIKit take them. Names are looked up in the environment's
/// ``AssetCatalog`` where the value is made: views build these inside `body`, where the
/// environment of the view being drawn is in force.
extension Color {
    /// A color set from the asset catalog, with its light and dark variants. A name the catalog
    /// does not have (or no catalog) draws nothing and is reported as `invalidColor`.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let c = EnvironmentValues.current.assetCatalog?.colors[name] { self = c } else { self = Color(hex: "asset:\(name)") }
    }
    /// A color set from the asset catalog, by its generated symbol (`Color(.brand)`): the
    /// environment's catalog, else the catalog the AssetSymbols plugin generated the symbol from.
    public init(_ resource: ColorResource) {
        if EnvironmentValues.current.assetCatalog?.colors[resource.name] == nil,
           let color = resource.catalog.flatMap(AssetCatalog.cached(at:))?.colors[resource.name] {
            self = color
        } else {
            self.init(resource.name)
        }
    }
}

/// Xcode's generated asset symbols (`Image(.logo)`, `Color(.brand)`): declare the names you use,
/// `extension ImageResource { static let logo = ImageResource(name: "logo", bundle: .main) }`.
/// The AssetSymbols plugin writes these for a target's `.xcassets` folders, as Xcode does.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name in the catalog.
    public let name: String
    /// The catalog the symbol was generated from, read when the environment's has no such image.
    public let catalog: URL?
    /// An image asset named `name`; the bundle is ignored (assets come from the environment's ``AssetCatalog``).
    public init(name: String, bundle: Bundle) { self.name = name; self.catalog = nil }
    /// An image asset named `name` in the catalog folder at `catalog` (what the AssetSymbols plugin writes).
    public init(name: String, catalog: String) { self.name = name; self.catalog = URL(fileURLWithPath: catalog) }
}
/// A color asset's generated symbol (`Color(.brand)`): the AssetSymbols plugin writes these for a
/// target's `.xcassets` folders, as Xcode does; or declare one,
/// `extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: .main) }`.
public struct ColorResource: Hashable, Sendable {
    /// The asset's name in the catalog.
    public let name: String
    /// The catalog the symbol was generated from, read when the environment's has no such color.
    public let catalog: URL?
    /// A color asset named `name`; the bundle is ignored (assets come from the environment's ``AssetCatalog``).
    public init(name: String, bundle: Bundle) { self.name = name; self.catalog = nil }
    /// A color asset named `name` in the catalog folder at `catalog` (what the AssetSymbols plugin writes).
    public init(name: String, catalog: String) { self.name = name; self.catalog = URL(fileURLWithPath: catalog) }
}

extension Image {
    /// An image set from the asset catalog: the environment's, else the catalog the AssetSymbols
    /// plugin generated the symbol from.
    public init(_ resource: ImageResource) {
        let env = EnvironmentValues.current
        if env.assetCatalog?.images[resource.name] == nil,
           let hit = resource.catalog.flatMap(AssetCatalog.cached(at:))?.image(named: resource.name, scale: env.displayScale, scheme: env.colorScheme) {
            self.init(hit.path, scale: hit.scale)
        } else {
            self.init(resource.name)
        }
    }
    /// UIKit's image (see ``UIImage``).
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .file(let path, let scale): self.init(path, scale: scale)
        case .data(let data, let scale): self.init(data: data, scale: scale)
        }
    }

    /// The file and scale for an image name: an asset catalog image set at the environment's
    /// display scale and color scheme when the catalog has one, else the name as a file path.
    static func assetFile(_ name: String, scale: Double, env: EnvironmentValues) -> (path: String, scale: Double) {
        guard let hit = env.assetCatalog?.image(named: name, scale: env.displayScale, scheme: env.colorScheme) else { return (name, scale) }
        return hit
    }
}

/// UIKit's `UIImage`, as far as widget views use it: `UIImage(named:)`, `UIImage(data:)`,
/// `UIImage(contentsOfFile:)`, shown with `Image(uiImage:)`.
public struct UIImage: Sendable {
    enum Source: Sendable {
        case file(String, scale: Double)
        case data(Data, scale: Double)
    }
    let source: Source

    /// An asset catalog image set, else a file at that path; nil when neither exists.
    public init?(named name: String) {
        let env = EnvironmentValues.current
        if let hit = env.assetCatalog?.image(named: name, scale: env.displayScale, scheme: env.colorScheme) {
            source = .file(hit.path, scale: hit.scale)
        } else if FileManager.default.fileExists(atPath: name) {
            source = .file(name, scale: Image.scale(fromFileName: name))
        } else {
            return nil
        }
    }
    /// Encoded PNG or JPEG bytes (checked when drawn: bad bytes are an `imageUnavailable` diagnostic).
    public init?(data: Data, scale: CGFloat = 1) {
        guard !data.isEmpty else { return nil }
        source = .data(data, scale: Double(scale))
    }
    /// The image file at `path`, or nil when there is none; a `@2x`/`@3x` suffix gives its scale.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = .file(path, scale: Image.scale(fromFileName: path))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName:)`: an asset catalog image set or a file (an image that does
    /// not exist draws nothing and is reported where it is drawn).
    public init(imageLiteralResourceName name: String) {
        self = UIImage(named: name) ?? UIImage(source: .file(name, scale: Image.scale(fromFileName: name)))
    }
    init(source: Source) { self.source = source }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as in an iOS target.
public typealias _ImageLiteralType = UIImage
