import Foundation

/// What a widget is drawn on, worked out once from ``RenderOptions``: the device and the
/// family's size, the scale, the backdrop and the slot it was cropped from, the corner mask, the
/// content margins and the link rules.
///
/// Rendering (``WidgetRenderer``), hit-testing and link maps all read this one value, so `render`,
/// `hit` and `links` agree for every option: with a home-screen screenshot the canvas is the
/// screenshot's device, whatever ``RenderOptions/device`` says.
public struct WidgetCanvas: Sendable {
    /// The widget family.
    public var family: WidgetFamily
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The device drawn on (the screenshot's, with a home screen).
    public var device: DeviceProfile
    /// The widget's size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double { device.scale }
    /// The exact pixel size when a backdrop fixes it (a slot crop), else nil: the size × scale.
    public var pixelSize: PixelSize?
    /// The full-bleed image under everything, if any.
    public var backdrop: Backdrop?
    /// Where the backdrop was cropped, with a home screen.
    public var placement: SlotPlacement?
    /// The screenshot it was cropped from (light or dark by the color scheme).
    public var screenshot: Screenshot?
    /// The continuous corner radius of the mask; nil: no mask.
    public var cornerRadius: Double?
    /// The content margins; nil: content laid out edge to edge.
    public var contentMargins: EdgeInsets?
    /// The tap rules of the link map.
    public var linkProfile: LinkProfile
    /// How the system draws the widget (``RenderOptions/resolvedAppearance``).
    public var appearance: WidgetAppearance
    /// What working the canvas out noticed (a missing dark wallpaper, a marked catalog row, a
    /// resampled backdrop).
    public var diagnostics: [Diagnostic]
    /// The surface drawn on instead of the family's canvas (``RenderOptions/surface``).
    public var surface: RenderSurface?

    /// The canvas for `options`.
    ///
    /// - Throws: ``RenderError/homeScreen(_:)`` for the screenshot, device, layout or slot;
    ///   ``RenderError/unsupportedFamily(_:_:)`` for a family the device has no size for.
    public init(_ options: RenderOptions) throws(RenderError) {
        family = options.family
        colorScheme = options.resolvedColorScheme
        device = options.device
        cornerRadius = options.cornerRadius
        contentMargins = options.contentMargins
        linkProfile = options.linkProfile
        backdrop = options.backdrop
        diagnostics = []
        appearance = options.resolvedAppearance
        if family.isAccessory {
            // Lock Screen widgets have no container shape of their own and no system margins:
            // content is drawn edge to edge over the wallpaper (AccessoryWidgetBackground draws
            // the backing when a widget wants one).
            cornerRadius = nil
            contentMargins = nil
        }
        if options.homeScreen != nil, family.isAccessory {
            diagnostics.append(Diagnostic(.info, code: .lockScreenWithoutBackdrop,
                                          message: "\(family.rawValue) is a Lock Screen family, not on the Home Screen: the home-screen "
                                              + "screenshot is not used and the image is transparent around the widget, to lay over a Lock Screen.",
                                          location: "backdrop"))
        } else if let home = options.homeScreen {
            do throws(HomeScreenError) {
                let crop = try Self.crop(home, family: family, colorScheme: colorScheme)
                device = DeviceProfile(catalogDevice: crop.placement.device, layout: crop.placement.layout)
                backdrop = crop.backdrop
                placement = crop.placement
                screenshot = crop.screenshot
                diagnostics += crop.diagnostics
            } catch {
                throw .homeScreen(error)
            }
        }
        if let surface = options.surface {
            // A Live Activity presentation: its own size, corners and margins, no backdrop.
            self.surface = surface
            size = surface.size
            cornerRadius = surface.cornerRadius
            contentMargins = surface.contentMargins
            backdrop = nil
            placement = nil
            screenshot = nil
            if surface.scale != 1 { device.scale *= surface.scale }
            diagnostics = surface.notes
            return
        }
        guard let size = device.size(of: family) else { throw .unsupportedFamily(family, device) }
        self.size = size
        if let note = device.sizeNote {
            diagnostics.append(Diagnostic(.info, code: .deviceSizeUnpublished, message: note, location: "device"))
        }
        if appearance == .carPlay && family != .systemSmall {
            diagnostics.append(Diagnostic(.warning, code: .carPlayFamily,
                                          message: "CarPlay shows systemSmall widgets only (WidgetKit); \(family.rawValue) never appears there.",
                                          location: "renderingMode"))
        }
        if let backdrop {
            if let exact = backdrop.pixelSize(canvas: size, scale: device.scale) {
                pixelSize = PixelSize(width: exact.width, height: exact.height)
            } else {
                diagnostics += backdrop.diagnostics(canvas: Rect(origin: .zero, size: size), scale: device.scale)
            }
        }
    }

    /// The screenshot for the color scheme, the slot's placement and the crop.
    private static func crop(_ home: HomeScreenPlacement, family: WidgetFamily, colorScheme: ColorScheme) throws(HomeScreenError)
        -> (screenshot: Screenshot, placement: SlotPlacement, backdrop: Backdrop, diagnostics: [Diagnostic]) {
        let (shot, fallbackWarning) = home.wallpapers.screenshot(for: colorScheme)
        let slot = try WidgetSlot(family: family, position: home.position)
        let placement = try home.catalog.placement(for: shot.size, source: shot.source, device: home.device,
                                                   query: home.layout, slot: slot)
        var diagnostics: [Diagnostic] = []
        if let fallbackWarning {
            diagnostics.append(Diagnostic(.warning, code: .darkWallpaperMissing, message: fallbackWarning, location: "backdrop"))
        }
        for warning in placement.warnings {
            diagnostics.append(Diagnostic(.warning, code: .backdropGeometryMarked, message: warning, location: "backdrop"))
        }
        return (shot, placement, try Backdrop(screenshot: shot, placement: placement), diagnostics)
    }

    /// The canvas rectangle, in points, origin top-left.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The continuous-corner mask path, when there is a mask.
    public var mask: Path? { cornerRadius.map { Path.roundedRect(bounds, cornerRadius: $0, style: .continuous) } }

    /// Where content is laid out: the bounds less the content margins.
    public var contentRect: Rect { bounds.inset(by: contentMargins ?? EdgeInsets()) }

    /// The pixel size of the image: ``pixelSize`` or the size × scale, rounded.
    public var imagePixelSize: PixelSize {
        pixelSize ?? PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }
}

/// The codes of the diagnostics about a widget's backdrop.
extension DiagnosticCode {
    /// `--scheme dark` without a dark screenshot: the light one was used.
    public static let darkWallpaperMissing = DiagnosticCode("darkWallpaperMissing")
    /// The catalog row the slot comes from failed a consistency check and is kept with a reason.
    public static let backdropGeometryMarked = DiagnosticCode("backdropGeometryMarked")
    /// A Lock Screen family asked for over a home-screen screenshot: drawn without it.
    public static let lockScreenWithoutBackdrop = DiagnosticCode("lockScreenWithoutBackdrop")
    /// The device's widget sizes are third-party measurements, not Apple's (the Mac, some watch
    /// sizes, iPad's extra large portrait); the message names the source.
    public static let deviceSizeUnpublished = DiagnosticCode("deviceSizeUnpublished")
    /// A family other than `systemSmall` drawn as CarPlay shows widgets: CarPlay has only small ones.
    public static let carPlayFamily = DiagnosticCode("carPlayFamily")
    /// The backdrop is not the canvas's pixel size and is stretched to fit.
    public static let backdropResampled = DiagnosticCode("backdropResampled")
}
