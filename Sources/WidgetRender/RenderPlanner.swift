import Foundation

/// One planned render: the cell it fills, what it draws and the options to draw it with.
public struct RenderJob {
    /// Which image of the set this is, and its name (``RenderCell/fileStem(_:)``).
    public let cell: RenderCell
    /// The source's name, which file names start with.
    public let name: String
    /// What it draws.
    public let content: RenderFrame.Content
    /// The options for the cell (family, scheme, mode, size, locale, device, date applied).
    public let options: RenderOptions
    /// Shared with the jobs that differ from this one only in colour (``LayoutShare``).
    let layoutShare: LayoutShare?

    /// A job of `content` for `cell`; `layoutShare` lets it draw a layout another cell made
    /// (it is counted in by the planner, once per planned cell).
    init(cell: RenderCell, name: String, content: RenderFrame.Content, options: RenderOptions, layoutShare: LayoutShare? = nil) {
        self.cell = cell; self.name = name; self.content = content; self.options = options; self.layoutShare = layoutShare
    }

    /// `<name>-<variant>`: the file stem of this job's image.
    public var fileStem: String { cell.fileStem(name) }

    /// Draws it (`WidgetRenderer.render(_:options:)`).
    public func render() throws(RenderError) -> RenderedWidget {
        try WidgetRenderer.rasterize(compose())
    }

    /// Composes it without pixels (`WidgetRenderer.compose(_:options:)`).
    public func compose() throws(RenderError) -> ComposedWidget {
        switch content {
        case .template(let instance): return try WidgetRenderer.compose(instance, options: options, share: layoutShare)
        case .view(let view): return try WidgetRenderer.compose(view, options: options, share: layoutShare)
        }
    }
}

// A job's view tree is built from value types (by the template builder, or the caller's view)
// and only read while it renders, so jobs may render on any thread.
extension RenderJob: @unchecked Sendable {}

extension WidgetRenderer {
    /// The one planner: every render of `source` for `matrix`, in the order devices, families,
    /// locales, timeline frames, color schemes, rendering modes, Dynamic Type sizes. Every frame
    /// is built first, so a bad entry, an unsupported family or a view that throws stops the set
    /// before anything is drawn. A family the source supports but the device does not show
    /// (`accessoryCorner`, the watch face's, on an iPhone) is left out unless the matrix asks for it.
    /// The CLI, the server, previews, widget bundles and snapshot assertions all plan here.
    public static func plan(_ source: some RenderSource, matrix: RenderMatrix = RenderMatrix(),
                            options: RenderOptions = RenderOptions()) throws(RenderError) -> [RenderJob] {
        var jobs: [RenderJob] = []
        let locales: [Locale?] = matrix.locales.isEmpty ? [nil] : matrix.locales
        let sizes: [DynamicTypeSize?] = matrix.dynamicTypeSizes.isEmpty ? [nil] : matrix.dynamicTypeSizes
        let devices: [DeviceProfile?] = matrix.devices.isEmpty ? [nil] : matrix.devices
        let families = source.families(matrix.families)
        source.prepare(families: families, locales: locales.map { $0 ?? options.locale }, options: options)
        for device in devices {
            var onDevice = options
            if let device {
                onDevice.device = device
            } else if let home = options.homeScreen, let phone = try? home.phone() {
                // The screenshot's phone draws what has no slot (Live Activities, controls) too.
                onDevice.device = phone
            }
            for family in families {
                if matrix.families == nil && !source.drawsPresentations && onDevice.device.size(of: family) == nil { continue }
                let schemes = colorSchemes(matrix.colorSchemes, family: family)
                let modes = appearances(matrix.appearances, family: family, options: onDevice)
                for locale in locales {
                    var frames = try source.frames(for: family, locale: locale ?? options.locale, entries: matrix.entries,
                                                   presentations: matrix.presentations, options: onDevice)
                    if let asked = matrix.presentations, !frames.contains(where: { $0.surface != nil }) {
                        throw .source(name: source.name, message: "\(source.name) draws widgets, in families; \(asked.joined(separator: ", ")) "
                                      + "\(asked.count == 1 ? "is a presentation" : "are presentations") of Live Activities and controls. Ask for a family instead.")
                    }
                    if matrix.firstEntryOnly { frames = firstOfEachSurface(frames) }
                    for frame in frames {
                        // A surface with a look of its own (the island, Control Center) is drawn
                        // in it once, in its own colours: no scheme or rendering-mode axis.
                        let schemes = frame.surface.map { $0.colorScheme.map { [$0] } ?? schemes } ?? schemes
                        let modes = frame.surface == nil ? modes : [(appearance: WidgetAppearance?.none, named: false)]
                        // The colour-only cells of each text size draw one layout where they can.
                        let shares = sizes.map { _ in LayoutShare() }
                        for scheme in schemes {
                            for asked in modes {
                                for (size, share) in zip(sizes, shares) {
                                    var o = frame.applied(to: onDevice)
                                    o.family = family
                                    var cell = cell(family: family, colorScheme: scheme, appearance: asked, dynamicTypeSize: size,
                                                    locale: locale, device: device, phase: frame.phase, date: frame.date,
                                                    options: &o)
                                    cell.surface = frame.surface?.name
                                    cell.presentation = frame.surface?.presentation
                                    share.plan()
                                    jobs.append(RenderJob(cell: cell, name: source.name, content: frame.content, options: o,
                                                          layoutShare: share))
                                }
                            }
                        }
                    }
                }
            }
        }
        return jobs
    }

    /// The first frame of each surface (or the first frame, for a widget): a gallery's or a
    /// snapshot's one picture per presentation.
    private static func firstOfEachSurface(_ frames: [RenderFrame]) -> [RenderFrame] {
        var seen: Set<String?> = []
        return frames.filter { seen.insert($0.surface?.name).inserted }
    }

    /// Every render of a template for `matrix` (``plan(_:matrix:options:)`` of a
    /// ``TemplateSource``); bindings are formatted in the options' locale and time zone.
    public static func plan(_ template: BoundTemplate, matrix: RenderMatrix = RenderMatrix(),
                            options: RenderOptions = RenderOptions(),
                            images: RemoteImageLoader = .shared) throws(RenderError) -> [RenderJob] {
        try plan(TemplateSource(template, images: images), matrix: matrix, options: options)
    }

    /// The color schemes a family is drawn in: Lock Screen widgets have one look, the dark
    /// appearance, whatever is asked (iPhone draws its Lock Screen no other way); Home Screen
    /// families every scheme asked.
    public static func colorSchemes(_ asked: [ColorScheme], family: WidgetFamily) -> [ColorScheme] {
        family.isAccessory ? [.dark] : asked
    }

    /// One render's cell, with `options` given the cell's scheme, mode, text size and locale.
    private static func cell(family: WidgetFamily, colorScheme: ColorScheme,
                             appearance asked: (appearance: WidgetAppearance?, named: Bool),
                             dynamicTypeSize: DynamicTypeSize?, locale: Locale?, device: DeviceProfile?,
                             phase: RenderPhase, date: Date, options o: inout RenderOptions) -> RenderCell {
        o.colorScheme = colorScheme
        o.appearance = asked.appearance
        if let dynamicTypeSize { o.dynamicTypeSize = dynamicTypeSize }
        if let locale { o.locale = locale }
        return RenderCell(family: family, colorScheme: colorScheme, appearance: o.appearance ?? .own(for: family),
                          namesAppearance: asked.named, dynamicTypeSize: dynamicTypeSize, locale: locale, device: device,
                          phase: phase, date: date)
    }

    /// The modes a family is drawn in for a matrix: the Lock Screen families only in vibrant
    /// (what iPhone shows), the Home Screen families in every mode asked but vibrant (on a Mac
    /// vibrant too: the desktop draws widgets vibrant while another app is in front); each
    /// named in files unless it is the family's own and the only one. With no mode asked
    /// (`[nil]`), the options' own, unnamed.
    static func appearances(_ asked: [WidgetAppearance?], family: WidgetFamily,
                            options: RenderOptions) -> [(appearance: WidgetAppearance?, named: Bool)] {
        let explicit = asked.compactMap { $0 }
        if explicit.isEmpty { return [(options.appearance, false)] }
        let own = WidgetAppearance.own(for: family)
        let desktop = options.device.platform == .mac
        var fitting = explicit.filter { family.isAccessory ? $0.style == .vibrant : $0.style != .vibrant || $0 == .standByNight || desktop }
        if fitting.isEmpty { fitting = [own] }
        let named = !(fitting.count == 1 && fitting[0] == own)
        return fitting.map { ($0, named) }
    }
}

extension WidgetAppearance {
    /// How the system draws `family` unless told otherwise: vibrant on the Lock Screen (iPhone
    /// draws its families no other way), full colour on the Home Screen.
    public static func own(for family: WidgetFamily) -> WidgetAppearance { family.isAccessory ? .vibrant : .fullColor }
}
