import Foundation

/// `Image`: a local file or a pre-fetched remote image, with its placeholder.
extension ViewKinds {
    static let interpolations: [(String, ImageDraw.Interpolation)] = [("none", .none), ("low", .low), ("medium", .medium), ("high", .high)]

    static func buildImage(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        if r.has("systemName") {
            if r.has("source") { b.issue(r.pointer, "an Image has a \"source\" (a file) or a \"systemName\" (an SF Symbol), not both.") }
            return buildSymbol(b, r)
        }
        guard let s = r["source"] else {
            b.issue(r.pointer, "an Image needs a \"source\": a path relative to the template folder, or an http(s) URL, or a \"systemName\" (an SF Symbol).")
            return TemplateBuilder.empty
        }
        let scale = r["scale"].flatMap { b.number($0, r.at("scale"), 0.1...10, "an image scale from 0.1 to 10") }
        let resizable = r["resizable"].flatMap { b.bool($0, r.at("resizable")) } ?? false
        let interpolation = r["interpolation"].flatMap { b.choice($0, r.at("interpolation"), interpolations, "an interpolation") } ?? .high
        let placeholder = r["placeholder"].flatMap { b.localImage($0, r.at("placeholder")) }
        var image: Image?
        switch b.imageSource(s, r.at("source")) {
        case .file(let path)?:
            let header = try? ImageHeader.read(contentsOfFile: path)
            guard b.withinImageLimits(path, pixels: header.map { $0.width * $0.height } ?? 0, r.at("source")) else { return TemplateBuilder.empty }
            image = Image(path, scale: scale)
        case .remote(let url)?:
            switch b.remoteImages[url] {
            case .success(let bitmap, _)?:
                guard b.withinImageLimits(url.absoluteString, pixels: bitmap.width * bitmap.height, r.at("source")) else { return TemplateBuilder.empty }
                image = Image(bitmap: bitmap, scale: scale ?? 1)
            case .failure(let failure)?:
                b.diagnose(.warning, .remoteImageUnavailable, r.at("source"), "\(url.absoluteString): \(failure); the placeholder is shown.")
                image = placeholderImage(placeholder, scale)
            case nil:
                if b.mode == .build { b.requestRemote(url) }
                image = placeholderImage(placeholder, scale)
            }
        case nil:
            image = nil
        }
        guard var image else { return TemplateBuilder.empty }
        if resizable { image = image.resizable() }
        return AnyView(image.interpolation(interpolation))
    }

    /// The template's `placeholder` file, else the built-in gray square.
    static func placeholderImage(_ path: String?, _ scale: Double?) -> Image? {
        if let path { return Image(path, scale: scale) }
        return RemoteImageLoader.placeholder.map { Image(bitmap: $0) }
    }
}
