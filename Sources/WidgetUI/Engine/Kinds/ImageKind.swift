/// A bitmap `Image`.
struct ImageKind: LeafKind {
    let bitmap: Bitmap?
    /// Size in points when not resizable: pixels divided by the image's scale.
    let intrinsicSize: Size
    var resizable: Bool
    var interpolation: ImageDraw.Interpolation

    func name(of node: Node) -> String { "Image" }
    /// Rule A3-19: a non-resizable image keeps its own size; a resizable one takes the proposal.
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        guard resizable else { return intrinsicSize }
        return Size(width: p.width ?? intrinsicSize.width, height: p.height ?? intrinsicSize.height)
    }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard let bitmap, !frame.isEmpty else { return }
        builder.items.append(.image(ImageDraw(bitmap: bitmap, rect: frame, interpolation: interpolation)))
    }
    func placeholderItems(of node: Node, frame: Rect, in builder: DisplayListBuilder) -> [DisplayItem]? {
        guard !frame.isEmpty else { return [] }
        return [.fill(.roundedRect(frame, cornerRadius: PlaceholderStyle.imageCornerRadius, style: .continuous),
                      PlaceholderStyle.faded(Color.primary.resolve(builder.scheme(of: node))))]
    }

    /// The image mirrored left to right (`flipsForRightToLeftLayoutDirection`).
    func mirrored() -> ImageKind {
        ImageKind(bitmap: bitmap?.mirroredHorizontally(), intrinsicSize: intrinsicSize, resizable: resizable, interpolation: interpolation)
    }
}
