import Foundation

/// What one cell of a `check` shows, read from its render on the worker that drew it (the
/// render is not kept): the diagnostics that matter, the images and what they cost, and what
/// VoiceOver cannot read.
struct CellFindings: Sendable {
    var diagnostics: [Diagnostic]
    /// Pixel sizes of the widget's images, the home-screen backdrop left out.
    var images: [(width: Int, height: Int)]
    /// Large opaque images the accented modes would paint solid.
    var opaqueImages: [(width: Int, height: Int)]
    /// Elements VoiceOver reads without a label.
    var unlabeled: [VoiceOverElement]
    /// What the widget's pixels cost the extension, in bytes (``CheckRules/memoryEstimate(_:)``).
    var memoryBytes: Int
    /// Whether the cell is on a watch (the smaller memory limit).
    var isWatch: Bool
    /// The render's pixels, hashed: cells of one run with equal fingerprints look the same.
    var fingerprint: Int
    /// Whether every opaque pixel is the same colour: nothing drawn over a flat background.
    var isBlank: Bool
    /// On a Live Activity presentation: images with more pixels across or down than the
    /// presentation has on the device, and the presentation's size in pixels.
    var oversizedActivityImages: [(width: Int, height: Int)] = []
    var presentationPixels: (width: Int, height: Int) = (0, 0)
    /// On a small widget (what CarPlay shows): its buttons and toggles.
    var carPlayControls = 0

    /// `widget`'s findings; `looked` hashes its pixels and judges it blank (placeholders and
    /// snapshots only: it reads every pixel).
    init(_ widget: RenderedWidget, limits: PlatformLimits, looked: Bool) {
        diagnostics = widget.diagnostics.filter { $0.severity >= .warning || $0.code == .textTruncated }
        images = WidgetRenderer.widgetImages(widget).map { ($0.bitmap.width, $0.bitmap.height) }
        opaqueImages = CheckRules.opaqueImages(widget, limit: limits.accentedImage)
        unlabeled = widget.voiceOver.filter { $0.label.isEmpty }
        memoryBytes = CheckRules.memoryEstimate(widget)
        isWatch = widget.canvas.device.platform == .watch
        (fingerprint, isBlank) = looked ? Self.look(of: widget.bitmap) : (0, false)
        if let surface = widget.canvas.surface, ActivityPresentation(rawValue: surface.presentation) != nil {
            let deviceScale = widget.canvas.device.scale / surface.scale
            presentationPixels = (Int((surface.size.width * deviceScale).rounded()), Int((surface.size.height * deviceScale).rounded()))
            oversizedActivityImages = images.filter { $0.width > presentationPixels.width || $0.height > presentationPixels.height }
        } else if widget.canvas.surface == nil, widget.canvas.family == .systemSmall {
            carPlayControls = widget.links.filter { $0.intent != nil }.count
        }
    }

    /// A hash of the pixels, and whether nothing shows: on a widget with a background (at
    /// least half of it opaque), every opaque pixel one colour; without one (Lock Screen
    /// families, the clear mode), no pixel drawn at all.
    static func look(of bitmap: Bitmap) -> (fingerprint: Int, isBlank: Bool) {
        var hasher = Hasher()
        hasher.combine(bitmap.width)
        hasher.combine(bitmap.height)
        bitmap.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
        var first: UInt32?
        var uniform = true, anyDrawn = false
        var opaque = 0
        for p in bitmap.pixels {
            let alpha = p >> 24
            if alpha != 0 { anyDrawn = true }
            guard alpha == 0xFF else { continue }
            opaque += 1
            if let f = first { if p != f { uniform = false } } else { first = p }
        }
        let hasBackground = opaque * 2 >= bitmap.pixels.count
        return (hasher.finalize(), hasBackground ? uniform : !anyDrawn)
    }

    func report(in cell: String, limits: PlatformLimits, into findings: inout FindingCollector) {
        for d in diagnostics {
            findings.add(rule: d.code.rawValue, severity: d.severity, message: d.message, location: d.location, sourceLocation: d.source, cell: cell)
        }
        let imageLimit = limits.imagePixelArea
        for (w, h) in images where w * h > imageLimit.warning {
            let severity: Diagnostic.Severity = w * h > imageLimit.error ? .error : .warning
            let beyond = severity == .error
                ? "above every cap observed (\(imageLimit.error) px): iOS 17.1 and later drew widgets blank with it on every device reported"
                : "above the smallest cap observed (\(imageLimit.warning) px): iOS 17.1 and later drew widgets blank with it on some devices"
            findings.add(rule: CheckRule.imagePixelArea, severity: severity,
                         message: "An image of \(w)x\(h) px (\(w * h) px) is \(beyond) (empirical). "
                            + "Downscale it to the size it is shown at, times the display scale, before the widget gets it.",
                         location: "image \(w)x\(h) px", cell: cell)
        }
        for (w, h) in opaqueImages {
            findings.add(rule: CheckRule.opaqueImageInAccentedMode, severity: .warning,
                         message: "An opaque \(w)x\(h) px image has no widgetAccentedRenderingMode: in the tinted and clear modes iOS paints it "
                            + "one flat colour, a solid block. Mark it .widgetAccentedRenderingMode(.accentedDesaturated) (or .desaturated, "
                            + ".fullColor), or make it the container background.",
                         location: "image \(w)x\(h) px", cell: cell)
        }
        for e in unlabeled {
            switch e.role {
            case .image:
                findings.add(rule: CheckRule.imageWithoutLabel, severity: .warning,
                             message: "VoiceOver reads this image as \"image\" and nothing more. Say what it shows with "
                                + ".accessibilityLabel(\"…\"), or hide it with Image(decorative:) or .accessibilityHidden(true) if the text beside it says it all.",
                             location: e.path, sourceLocation: e.source, cell: cell)
            case .link, .button:
                findings.add(rule: CheckRule.controlWithoutLabel, severity: .warning,
                             message: "VoiceOver reads this \(e.role.rawValue) as \"\(e.role.rawValue)\" and nothing more: nothing in it has a label. "
                                + "Give it .accessibilityLabel(\"…\") saying what a tap does, or put text in it.",
                             location: e.path, sourceLocation: e.source, cell: cell)
            case .element, .text:
                findings.add(rule: CheckRule.elementWithoutLabel, severity: .warning,
                             message: "accessibilityElement(children: .ignore) makes an element VoiceOver stops at but has nothing to read. "
                                + "Give it .accessibilityLabel(\"…\"), or use children: .combine to read its content.",
                             location: e.path, sourceLocation: e.source, cell: cell)
            }
        }
        for (w, h) in oversizedActivityImages {
            findings.add(rule: CheckRule.activityImageTooLarge, severity: .error,
                         message: "An image of \(w)x\(h) px is larger than this presentation (\(presentationPixels.width)x\(presentationPixels.height) px on this device): "
                            + "ActivityKit requires a Live Activity's images to be no larger than its presentation and may fail to start the activity otherwise. "
                            + "Ship the image at the size it is shown at, times the display scale.",
                         location: "image \(w)x\(h) px", cell: cell)
        }
        if carPlayControls > 0 {
            findings.add(rule: CheckRule.controlsInCarPlay, severity: .info,
                         message: "CarPlay (iOS 26) shows small widgets, and in cars without a touchscreen their buttons and toggles do nothing "
                            + "(this one has \(carPlayControls)). Make sure the widget reads well without them, or keep it out of CarPlay with "
                            + ".disfavoredLocations([.carPlay], for: [.systemSmall]).",
                         location: "CarPlay", cell: cell)
        }
        let memory = isWatch ? limits.extensionMemory.watch : limits.extensionMemory.phone
        if memoryBytes > memory {
            let mb = { (b: Int) in String(format: "%.1f MB", Double(b) / 1_048_576) }
            findings.add(rule: CheckRule.extensionMemory, severity: .error,
                         message: "Drawing this widget takes about \(mb(memoryBytes)) for its images and layers alone (decoded at 4 bytes a pixel), "
                            + "over the \(mb(memory)) iOS allows a widget extension\(isWatch ? " on watchOS" : "") (empirical; it is killed with EXC_RESOURCE and shows nothing). "
                            + "Downscale images to the size they are shown at, and use fewer blurs, shadows and masks over large areas.",
                         location: "memory", cell: cell)
        }
    }
}
