import Foundation

extension Snapshotting where Value == RenderedWidget, Format == WidgetSnapshotImage {
    /// The rendered pixels as a PNG reference, compared exactly by decoded pixels.
    ///
    /// ```swift
    /// assertSnapshot(of: try WidgetRenderer.render(view), as: .image)
    /// ```
    public static var image: Snapshotting { image() }

    /// The rendered pixels as a PNG reference, compared by decoded pixels within `tolerance`;
    /// on failure the three pictures go to `artifacts` (default: a fresh folder under
    /// ``SnapshotArtifacts/rootDirectory``).
    public static func image(tolerance: ImageTolerance = .exact, artifacts: SnapshotArtifacts? = nil) -> Snapshotting {
        Snapshotting<Bitmap, WidgetSnapshotImage>.image(tolerance: tolerance, artifacts: artifacts).pullback(\.bitmap)
    }
}

extension Snapshotting where Value == Bitmap, Format == WidgetSnapshotImage {
    /// A bitmap as a PNG reference, compared exactly by decoded pixels.
    public static var image: Snapshotting { image() }

    /// A bitmap as a PNG reference, compared by decoded pixels within `tolerance`.
    public static func image(tolerance: ImageTolerance = .exact, artifacts: SnapshotArtifacts? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .widgetImage(tolerance: tolerance, artifacts: artifacts)) {
            WidgetSnapshotImage(bitmap: $0)
        }
    }
}

extension Diffing where Value == WidgetSnapshotImage {
    /// Reads and writes PNG files and compares their decoded pixels within `tolerance`.
    ///
    /// A reference that does not decode (empty, truncated, a Git LFS pointer) is a failure that
    /// says so, never a crash. On failure `reference.png`, `actual.png` and `diff.png` are
    /// written to `artifacts` and the message names them.
    public static func widgetImage(tolerance: ImageTolerance = .exact, artifacts: SnapshotArtifacts? = nil) -> Diffing {
        .diff(toData: { $0.pngData() }, fromData: { WidgetSnapshotImage(pngData: $0) }) { reference, actual in
            ImageComparison.failure(reference: reference, actual: actual, tolerance: tolerance,
                                    artifacts: artifacts ?? .unnamed()).map { ($0, []) }
        }
    }
}

/// The image comparison behind `Diffing/widgetImage(tolerance:artifacts:)`.
enum ImageComparison {
    /// The failure message, or nil when the images match.
    static func failure(reference: WidgetSnapshotImage, actual: WidgetSnapshotImage, tolerance: ImageTolerance,
                        artifacts: SnapshotArtifacts) -> String? {
        let actualBitmap: Bitmap
        switch actual.decoded() {
        case .success(let b): actualBitmap = b
        case .failure(let e): return "The new image could not be read: \(e)."
        }
        switch reference.decoded() {
        case .failure(let e):
            let files = artifacts.write(reference: reference.pngData(), actual: actualBitmap, diff: nil)
            return (["The reference image could not be read: \(e).", "Failure images:"] + files).joined(separator: "\n")
        case .success(let referenceBitmap):
            let difference = ImageDifference.compare(reference: referenceBitmap, actual: actualBitmap, tolerance: tolerance)
            if difference.matches { return nil }
            let diff = DiffPicture(reference: referenceBitmap, actual: actualBitmap, difference: difference)?.bitmap
            let files = artifacts.write(reference: reference.pngData(), actual: actualBitmap, diff: diff)
            return ([difference.summary, "Failure images:"] + files).joined(separator: "\n")
        }
    }
}
