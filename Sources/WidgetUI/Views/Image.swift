internal import WidgetEngine
import Foundation

/// A bitmap image: from a file (PNG or JPEG), from encoded data, or from pixels.
///
/// Not resizable, it keeps its own size whatever it is offered (rule A3-19); `resizable()`
/// makes it take the offered size, usually with `aspectRatio`/`scaledToFit`/`scaledToFill`.
/// A missing or unreadable file draws nothing, takes no space, and is reported as an
/// `imageUnavailable` error diagnostic naming the file (SwiftUI logs and draws nothing too).
public nonisolated struct Image: View, PrimitiveView {
    enum Source {
        case file(String)
        case data([UInt8])
        case bitmap(Bitmap)
        /// An SF Symbol name (`Image(systemName:)`, `Symbols/`).
        case system(String, variableValue: Double?)
    }
    let source: Source
    let scale: Double
    var isResizable = false
    var interpolationQuality: ImageDraw.Interpolation = .high
    var templateMode: TemplateRenderingMode?
    /// `Image(decorative:)`: hidden from VoiceOver.
    var isDecorative = false

    /// An image file; `@2x`/`@3x` before the extension sets the image scale, as in asset catalogs.
    public init(_ path: String, scale: Double? = nil) {
        self.source = .file(path)
        self.scale = scale ?? Image.scale(fromFileName: path)
    }
    /// An image set named `name` from the environment's asset catalog (or an image file); the
    /// bundle is ignored, as assets come from the ``AssetCatalog`` the render is given.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    /// An image set or file VoiceOver does not read (SwiftUI's decorative image): for pictures
    /// that only decorate what text beside them says.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name)
        isDecorative = true
    }
    /// The image file at `fileURL`; `scale` defaults to the file name's `@2x`/`@3x` suffix, else 1.
    public init(fileURL: URL, scale: Double? = nil) { self.init(fileURL.path, scale: scale) }
    /// Encoded PNG or JPEG bytes.
    public init(data: Data, scale: Double = 1) { self.source = .data([UInt8](data)); self.scale = scale }
    /// Decoded pixels.
    public init(bitmap: Bitmap, scale: Double = 1) { self.source = .bitmap(bitmap); self.scale = scale }

    /// Take the proposed size instead of the image's own.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    /// How pixels are sampled when scaled: `.none` keeps hard pixel edges.
    public func interpolation(_ quality: ImageDraw.Interpolation) -> Image { var i = self; i.interpolationQuality = quality; return i }
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        guard !isDecorative else {
            var shown = self
            shown.isDecorative = false
            return try shown.makeNodes(ctx).map { ctx.node(AccessibilityKind(AccessibilityAttributes(hidden: true)), children: [$0]) }
        }
        if case .system(let name, let value) = source { return makeSymbolNodes(name, variableValue: value, ctx) }
        if templateMode == .template { return try makeTemplateNodes(ctx) }
        if case .file(let path) = source, path.lowercased().hasSuffix(".svg") { return makeSVGImageNodes(path, ctx) }
        // The asset catalog's file for a name, looked up once; an image set may hold an SVG
        // (Xcode keeps such sets as vectors), drawn as one.
        var asset: (path: String, scale: Double)?
        if case .file(let name) = source {
            let file = Image.assetFile(name, scale: scale, env: ctx.env)
            if file.path.lowercased().hasSuffix(".svg") { return makeSVGImageNodes(file.path, ctx) }
            asset = file
        }
        var bitmap: Bitmap?
        var label = "Image"
        var resolvedScale = scale
        do {
            switch source {
            case .file(let name):
                label = "Image(\"\(name.split(separator: "/").last.map(String.init) ?? name)\")"
                let file = asset ?? Image.assetFile(name, scale: scale, env: ctx.env)
                resolvedScale = file.scale
                bitmap = try ctx.images.bitmap(atPath: file.path)
            case .data(let bytes):
                bitmap = try ctx.images.bitmap(data: bytes)
            case .bitmap(let b):
                bitmap = b
            case .system:
                break
            }
        } catch {
            ctx.withPathComponent(label) {
                ctx.diagnose(.error, .imageUnavailable, "\(error)")
            }
        }
        let s = resolvedScale > 0 && resolvedScale.isFinite ? resolvedScale : 1
        let intrinsic = bitmap.map { Size(width: Double($0.width) / s, height: Double($0.height) / s) } ?? .zero
        return ctx.withPathComponent(label) {
            [ctx.node((ImageKind(bitmap: bitmap, intrinsicSize: intrinsic, resizable: isResizable,
                                       interpolation: interpolationQuality, spokenLabel: spokenLabel)))]
        }
    }

    /// What VoiceOver reads for the image when no modifier labels it: an asset's name, as
    /// SwiftUI reads `Image("cover")` (a name with a file extension is a path, not a label).
    var spokenLabel: String? {
        guard case .file(let name) = source else { return nil }
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return last.contains(".") || last.isEmpty ? nil : last
    }

    static func scale(fromFileName path: String) -> Double {
        var name = Substring(path)
        while name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}
