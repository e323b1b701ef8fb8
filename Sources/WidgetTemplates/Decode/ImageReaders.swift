import Foundation

/// Image sources: a path inside the template folder (checked to exist and decode) or an
/// http(s) URL (fetched before building, see ``RemoteImageLoader``).
extension TemplateBuilder {
    func imageSource(_ v: JSONValue, _ p: JSONPointer) -> TemplateFolder.ImageSource? {
        guard let s = string(v, p, expected: "an image path relative to the template folder, or an http(s) URL") else { return nil }
        switch folder.imageSource(s) {
        case .failure(let e):
            issue(p, e.message)
            return nil
        case .success(.file(let path)):
            return checkDecodes(path, s, p) ? .file(path) : nil
        case .success(let remote):
            return remote
        }
    }

    /// A local image only (placeholders).
    func localImage(_ v: JSONValue, _ p: JSONPointer) -> String? {
        guard let s = string(v, p, expected: "an image path relative to the template folder") else { return nil }
        switch folder.file(s) {
        case .failure(let e):
            issue(p, e.message)
            return nil
        case .success(let path):
            return checkDecodes(path, s, p) ? path : nil
        }
    }

    /// Decodes the file once (through the shared cache the render uses too) so a broken image
    /// is a template error, not a blank spot.
    private func checkDecodes(_ path: String, _ relative: String, _ p: JSONPointer) -> Bool {
        do {
            if path.lowercased().hasSuffix(".svg") {
                _ = try SVGDocument(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
                return true
            }
            _ = try ImageCache.shared.image(atPath: path)
            return true
        } catch {
            issue(p, "the image file \"\(relative)\" cannot be used: " + String(describing: error).replacingOccurrences(of: "Image \(path) ", with: "it ")
                .replacingOccurrences(of: path, with: relative))
            return false
        }
    }
}
