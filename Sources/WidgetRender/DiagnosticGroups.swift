
/// The warnings and errors of a set of images, each distinct one printed once with the images it
/// was found in, so six rendering modes of one template do not print the same link warning six
/// times (notes are left to `--json`).
package struct DiagnosticGroups {
    private var order: [String] = []
    private var images: [String: [String]] = [:]
    private var imageCount = 0

    package init() {}

    /// Records `diagnostics` of the image written as `image` (its file name).
    package mutating func add(_ diagnostics: [Diagnostic], image: String) {
        imageCount += 1
        for d in diagnostics where d.severity != .info {
            let key = d.description
            if images[key] == nil { order.append(key) }
            if images[key]?.last != image { images[key, default: []].append(image) }
        }
    }

    /// Each diagnostic, then (for more than one image) where it was found.
    package var lines: [String] {
        order.flatMap { key -> [String] in
            let found = images[key] ?? []
            guard imageCount > 1 else { return [key] }
            if found.count == imageCount { return [key, "  in all \(imageCount) images"] }
            let shown = found.prefix(Self.namesShown).joined(separator: ", ")
            let more = found.count > Self.namesShown ? " and \(found.count - Self.namesShown) more" : ""
            return [key, "  in \(shown)\(more)"]
        }
    }

    private static let namesShown = 6
}
