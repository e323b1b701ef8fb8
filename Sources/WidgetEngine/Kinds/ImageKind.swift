/// A bitmap `Image`.
package struct ImageKind: LeafKind {
    package let bitmap: Bitmap?
    /// Size in points when not resizable: pixels divided by the image's scale.
    package let intrinsicSize: Size
    package var resizable: Bool
    package var interpolation: ImageDraw.Interpolation
    /// What VoiceOver reads without a label modifier: an asset's name (`Image("cover")`, as
    /// SwiftUI reads it); nil for pixels, data and file paths.
    package var spokenLabel: String?

    package init(bitmap: Bitmap?, intrinsicSize: Size, resizable: Bool, interpolation: ImageDraw.Interpolation, spokenLabel: String? = nil) {
        self.bitmap = bitmap; self.intrinsicSize = intrinsicSize; self.resizable = resizable; self.interpolation = interpolation
        self.spokenLabel = spokenLabel
    }

    package func name(of node: Node) -> String { "Image" }
    /// Rule A3-19: a non-resizable image keeps its own size; a resizable one takes the proposal.
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        guard resizable else { return intrinsicSize }
        return Size(width: p.width ?? intrinsicSize.width, height: p.height ?? intrinsicSize.height)
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard let bitmap, !frame.isEmpty else { return }
        builder.items.append(.image(ImageDraw(bitmap: bitmap, rect: frame, interpolation: interpolation)))
    }
    package func placeholderItems(of node: Node, frame: Rect, in builder: DisplayListBuilder) -> [DisplayItem]? {
        guard !frame.isEmpty else { return [] }
        return [.fill(.roundedRect(frame, cornerRadius: PlaceholderStyle.imageCornerRadius, style: .continuous),
                      PlaceholderStyle.faded(builder.scheme(of: node).labelColor))]
    }

    /// The image mirrored left to right (`flipsForRightToLeftLayoutDirection`).
    package func mirrored() -> ImageKind {
        ImageKind(bitmap: bitmap?.mirroredHorizontally(), intrinsicSize: intrinsicSize, resizable: resizable, interpolation: interpolation,
                  spokenLabel: spokenLabel)
    }
}
