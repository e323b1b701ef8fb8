import Foundation

/// The "transparent" background of a widget: the rectangle of the home-screen screenshot where
/// the widget sits, drawn full-bleed under the content at the device's scale.
///
/// It is drawn as one image over the whole canvas with `.none` interpolation, so when the
/// canvas is the crop's size in points (``WidgetCanvas``, `DeviceProfile/init(catalogDevice:layout:)`) every
/// screenshot pixel lands on exactly one output pixel, unchanged. The corner mask still clips
/// it; outside the corners the image is transparent, so the real home screen shows there.
public struct Backdrop: Sendable {
    /// The cropped screenshot pixels.
    public var bitmap: Bitmap
    /// Where the crop came from, when it came from a catalog slot.
    public var placement: SlotPlacement?

    /// A backdrop of `bitmap`, optionally with the placement it was cropped for.
    public init(bitmap: Bitmap, placement: SlotPlacement? = nil) {
        self.bitmap = bitmap
        self.placement = placement
    }

    /// The backdrop for `placement`, cropped from `screenshot`.
    public init(screenshot: Screenshot, placement: SlotPlacement) throws(HomeScreenError) {
        self.init(bitmap: try screenshot.crop(placement), placement: placement)
    }

    /// The display item drawing the backdrop over `canvas`.
    func displayItem(in canvas: Rect) -> DisplayItem {
        .image(ImageDraw(bitmap: bitmap, rect: canvas, interpolation: .none))
    }

    /// The bitmap's size when it is the canvas at `scale` (within half a pixel), else nil.
    func pixelSize(canvas: Size, scale: Double) -> (width: Int, height: Int)? {
        guard abs(canvas.width * scale - Double(bitmap.width)) < 0.5,
              abs(canvas.height * scale - Double(bitmap.height)) < 0.5 else { return nil }
        return (bitmap.width, bitmap.height)
    }

    /// A warning when the backdrop will be resampled (its size is not the canvas's in pixels).
    func diagnostics(canvas: Rect, scale: Double) -> [Diagnostic] {
        guard pixelSize(canvas: canvas.size, scale: scale) == nil else { return [] }
        let expected = "\(Int((canvas.width * scale).rounded()))x\(Int((canvas.height * scale).rounded()))"
        return [Diagnostic(.warning, code: .backdropResampled,
                           message: "the backdrop is \(bitmap.width)x\(bitmap.height) px but the widget is \(expected) px; it is stretched to fit, so it will not line up with the home screen. Render with the device of the crop (DeviceProfile(catalogDevice:layout:))",
                           location: "backdrop")]
    }
}
