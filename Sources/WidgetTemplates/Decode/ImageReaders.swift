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
        if checkedImages[path] != nil { return true }
        // Each check decodes: the number of files and their pixels are bounded first.
        guard checkedImages.count < Limits.maxCheckedImages, checkedImages.values.reduce(0, +) <= Limits.maxCheckedPixels else {
            if !reportedCheckedImageLimit { reportedCheckedImageLimit = true } else { return false }
            issue(p, "the template names more than \(Limits.maxCheckedImages) image files or \(Limits.maxCheckedPixels) pixels of images (the limit for one template); use fewer or smaller images.")
            return false
        }
        do {
            if path.lowercased().hasSuffix(".svg") {
                _ = try SVGDocument(data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
                checkedImages[path] = 0
                return true
            }
            let bitmap = try ImageCache.shared.image(atPath: path)
            checkedImages[path] = bitmap.width * bitmap.height
            return true
        } catch {
            issue(p, "the image file \"\(relative)\" cannot be used: " + String(describing: error).replacingOccurrences(of: "Image \(path) ", with: "it ")
                .replacingOccurrences(of: path, with: relative))
            return false
        }
    }
}
