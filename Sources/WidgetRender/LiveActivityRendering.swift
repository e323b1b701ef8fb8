import Foundation

extension WidgetRenderer {
    /// Draws a Live Activity in one presentation for `attributes` and `state` (they must be the
    /// activity's `ActivityAttributes` and `ContentState` types), on `options.device`.
    ///
    /// The island presentations are drawn in black, dark, with the camera shown where it sits;
    /// the Lock Screen view over its `activityBackgroundTint` (or the scheme's background).
    ///
    /// - Throws: ``RenderError/source(name:message:)`` when the device has no Dynamic Island
    ///   for an island presentation, when its screen is not in the geometry table, or when the
    ///   attributes or state are not the activity's types; any other render error.
    public static func render(activity: ErasedActivity, attributes: Any, state: Any, presentation: ActivityPresentation,
                              isStale: Bool = false, options: RenderOptions = RenderOptions()) throws(RenderError) -> RenderedWidget {
        let composed = try compose(activity: activity, attributes: attributes, state: state, presentation: presentation,
                                   isStale: isStale, options: options)
        return try rasterize(composed)
    }

    /// The composed presentation (display list, links, diagnostics) without pixels.
    public static func compose(activity: ErasedActivity, attributes: Any, state: Any, presentation: ActivityPresentation,
                               isStale: Bool = false, options: RenderOptions = RenderOptions()) throws(RenderError) -> ComposedWidget {
        let name = String(describing: activity.attributesType)
        guard let content = activity.content(attributes: attributes, state: state, isStale: isStale),
              let island = activity.dynamicIsland(attributes: attributes, state: state, isStale: isStale) else {
            throw .source(name: name, message: "The attributes (\(type(of: attributes))) and state (\(type(of: state))) are not those of the Live Activity \(name).")
        }
        let (view, surface) = try LiveActivityPresenter.present(presentation, content: content, island: island, activity: name,
                                                                options: options, widgetCode: true,
                                                                declaresSmall: activity.families.contains(.small))
        var o = options
        o.surface = surface
        return try compose(view, options: o)
    }
}

/// Builds each presentation as a view on its surface, with SwiftUI's own layout, from the
/// device's Live Activity geometry. The island's inner layout is WidgetRender's rule where
/// Apple publishes none (see the README's Live Activities section): content is centred in
/// each compact box and in the minimal circle; the expanded island has 14 pt margins (the
/// HIG's standard Live Activity margin), leading and trailing at the top beside the camera,
/// center below the camera between them, bottom across.
struct LiveActivityPresenter {
    /// The view and surface of one presentation on `options.device`.
    /// `widgetCode`: the views are the widget's own (their bodies run on the main thread while
    /// measured); a template's are laid out where they are.
    static func present(_ p: ActivityPresentation, content: AnyView, island: DynamicIsland, activity: String,
                        options: RenderOptions, widgetCode: Bool, declaresSmall: Bool = false) throws(RenderError) -> (AnyView, RenderSurface) {
        if options.device.platform == .watch {
            return try onWatch(p, content: content, island: island, declaresSmall: declaresSmall, activity: activity, device: options.device)
        }
        let geometry = try geometry(of: options.device, for: p, activity: activity)
        let presenter = LiveActivityPresenter(geometry: geometry, options: options, text: try TextEngines.engine(for: options.fontsFolder),
                                              widgetCode: widgetCode)
        var (view, surface, notes) = try presenter.presentation(p, content: content, island: island)
        surface.notes = notes
        surface.activityFamily = p == .smartStack ? .small : .medium
        surface.isActivityFullscreen = p == .standBy
        if p.isInDynamicIsland { surface.colorScheme = .dark }
        return (view, surface)
    }

    let geometry: LiveActivityGeometry
    let options: RenderOptions
    let text: TextEngine
    let widgetCode: Bool

    /// On an Apple Watch a Live Activity is in the Smart Stack, at the size of the watch's
    /// widgets there (HIG: "Live Activities in the Smart Stack use the same dimensions as watchOS
    /// widgets"): its `.small` view when it declares that family, else its compact leading and
    /// trailing views side by side — what watchOS makes of an activity without one (Apple,
    /// "Bring your Live Activity to Apple Watch", WWDC24).
    static func onWatch(_ p: ActivityPresentation, content: AnyView, island: DynamicIsland, declaresSmall: Bool, activity: String,
                        device: DeviceProfile) throws(RenderError) -> (AnyView, RenderSurface) {
        guard p == .smartStack, let size = device.size(of: .accessoryRectangular) else {
            throw .source(name: activity, message: "On \(device) a Live Activity shows in the Smart Stack only, as its small family: render activitySmall.")
        }
        var surface = RenderSurface(name: p.rawValue, size: size, cornerRadius: 16, background: .black, colorScheme: .dark,
                                    activityFamily: .small)
        surface.notes = [Diagnostic(.info, code: .liveActivityGeometryEstimated,
                                    message: "The Smart Stack's corner radius is not published; drawn with 16 pt corners.", location: p.rawValue)]
        guard declaresSmall else {
            surface.notes.append(Diagnostic(.info, code: .liveActivityGeometryEstimated,
                                            message: "No supplementalActivityFamilies([.small]): watchOS shows the compact leading and trailing views; their layout in the Smart Stack (here side by side, 14 pt margins) is not published.",
                                            location: p.rawValue))
            let view = HStack(spacing: 8) { island.compactLeading; Spacer(minLength: 0); island.compactTrailing }
                .padding(.horizontal, margin).frame(width: size.width, height: size.height)
            return (AnyView(view.environment(\.colorScheme, .dark)), surface)
        }
        return (AnyView(content.frame(width: size.width, height: size.height, alignment: .top)), surface)
    }

    /// The 14 pt standard Live Activity margin (HIG "Live Activities", Lock Screen presentation).
    static let margin = 14.0
    /// The Lock Screen view's corner radius: no public source; the 22 pt of widgets, marked estimated.
    static let lockScreenCornerRadius = 22.0
    /// The camera, drawn slightly lighter than the island so authors see where it sits.
    static let cameraColor = RGBA(hex: 0x1C1C1E)

    static func geometry(of device: DeviceProfile, for presentation: ActivityPresentation, activity: String) throws(RenderError) -> LiveActivityGeometry {
        let table: LiveActivityGeometryTable
        do { table = try LiveActivityGeometryTable.builtIn() } catch { throw .homeScreen(error) }
        guard let g = table.geometry(forScreen: device.screen) else {
            throw .source(name: activity, message: "No Live Activity sizes for \(device): the geometry table lists "
                          + table.rows.map { "\(fmt($0.screen.width))x\(fmt($0.screen.height))" }.joined(separator: ", ") + " pt screens.")
        }
        if presentation.isInDynamicIsland && !g.hasDynamicIsland {
            throw .source(name: activity, message: "\(device) has no Dynamic Island: a Live Activity shows there on the Lock Screen and as a banner only (render activityLockScreen).")
        }
        return g
    }

    func presentation(_ p: ActivityPresentation, content: AnyView, island: DynamicIsland) throws(RenderError)
        -> (AnyView, RenderSurface, [Diagnostic]) {
        var notes: [Diagnostic] = []
        if let why = geometry.estimatedBecause {
            notes.append(Diagnostic(.info, code: .liveActivityGeometryEstimated, message: why, location: p.rawValue))
        }
        switch p {
        case .lockScreen, .standBy:
            let (view, height, cut) = try banner(content, width: geometry.lockScreenWidth, heights: geometry.lockScreenHeights)
            if cut { notes.append(truncated(p, geometry.lockScreenHeights.upperBound)) }
            notes.append(Diagnostic(.info, code: .liveActivityGeometryEstimated,
                                    message: "The Lock Screen view's corner radius is not published; drawn with \(fmt(Self.lockScreenCornerRadius)) pt corners.",
                                    location: p.rawValue))
            return (view, RenderSurface(name: p.rawValue, size: Size(width: geometry.lockScreenWidth, height: height),
                                        cornerRadius: Self.lockScreenCornerRadius, background: background,
                                        scale: p == .standBy ? LiveActivityGeometry.standByScale : 1), notes)
        case .smartStack:
            let size = LiveActivityGeometry.watchSmallSizes[1].size
            let view = AnyView(content.frame(width: size.width, height: size.height, alignment: .top))
            return (view, RenderSurface(name: p.rawValue, size: size, cornerRadius: 16, background: background), notes)
        case .islandCompact:
            return opening(island.url, compact(island, notes))
        case .islandMinimal:
            return opening(island.url, minimal(island, notes))
        case .islandMinimalPair:
            return opening(island.url, minimalPair(island, notes))
        case .islandExpanded:
            return opening(island.url, try expanded(island, notes))
        }
    }

    /// The island's `widgetURL(_:)` on its presentation: what a tap outside a `Link` opens.
    private func opening(_ url: URL?, _ p: (AnyView, RenderSurface, [Diagnostic])) -> (AnyView, RenderSurface, [Diagnostic]) {
        guard let url else { return p }
        return (AnyView(p.0.widgetURL(url)), p.1, p.2)
    }

    private var background: RGBA { options.resolvedColorScheme == .dark ? .black : .white }

    private func truncated(_ p: ActivityPresentation, _ limit: Double) -> Diagnostic {
        Diagnostic(.warning, code: .liveActivityTruncated,
                   message: "The view is taller than \(fmt(limit)) pt: iOS cuts it there (ActivityKit: \"The system may truncate a Live Activity if its height exceeds 160 points\"). Make it shorter.",
                   location: p.rawValue)
    }

    /// The view's ideal height at `width`.
    private func idealHeight(_ view: some View, width: Double) throws(RenderError) -> Double {
        var env = options.environmentValues
        env.colorScheme = options.resolvedColorScheme
        do {
            return try layOut(view.frame(width: width).fixedSize(horizontal: false, vertical: true),
                              in: Rect(x: 0, y: 0, width: width, height: 10_000), env).rootFrame.height
        } catch {
            throw .viewTree(error)
        }
    }

    /// The view's ideal width (in the island's dark scheme).
    private func idealWidth(_ view: some View, height: Double) -> Double? {
        var env = options.environmentValues
        env.colorScheme = .dark
        return (try? layOut(view.fixedSize(), in: Rect(x: 0, y: 0, width: 10_000, height: height), env))?.rootFrame.width
    }

    private func layOut(_ view: some View, in rect: Rect, _ env: EnvironmentValues) throws(ViewTreeError) -> WidgetLayout {
        widgetCode ? try WidgetLayout(view, in: rect, environment: env, textMeasurer: text)
                   : try WidgetLayout(onThisThread: view, in: rect, environment: env, textMeasurer: text)
    }

    /// A view as tall as its content within `heights`, cut at the top of anything taller.
    private func banner(_ content: AnyView, width: Double, heights: ClosedRange<Double>) throws(RenderError) -> (AnyView, Double, Bool) {
        let ideal = try idealHeight(content, width: width)
        let height = min(max(ideal, heights.lowerBound), heights.upperBound)
        let view = AnyView(content.fixedSize(horizontal: false, vertical: ideal > heights.upperBound)
                               .frame(width: width, height: height, alignment: .top))
        return (view, height, ideal > heights.upperBound + 0.5)
    }

    private func compact(_ island: DynamicIsland, _ prior: [Diagnostic]) -> (AnyView, RenderSurface, [Diagnostic]) {
        var notes = prior
        let box = geometry.compact ?? Size(width: 52.33, height: 36.67)
        let camera = geometry.cameraWidth ?? 125.34
        for (side, view) in [("compactLeading", island.compactLeading), ("compactTrailing", island.compactTrailing)] {
            if let w = idealWidth(view, height: box.height), w > box.width + 0.5 {
                notes.append(Diagnostic(.warning, code: .liveActivityTooWide,
                                        message: "The \(side) view is \(fmt(w)) pt wide; the box beside the camera is \(fmt(box.width)) pt (HIG). iOS squeezes or cuts it.",
                                        location: side))
            }
        }
        let view = HStack(spacing: 0) {
            island.compactLeading.frame(width: box.width, height: box.height)
            Capsule().fill(Color(Self.cameraColor)).frame(width: camera, height: box.height)
            island.compactTrailing.frame(width: box.width, height: box.height)
        }
        let size = Size(width: box.width * 2 + camera, height: box.height)
        return (AnyView(view), RenderSurface(name: ActivityPresentation.islandCompact.rawValue, size: size,
                                             cornerRadius: min(geometry.cornerRadius, size.height / 2), background: .black), notes)
    }

    private func minimal(_ island: DynamicIsland, _ prior: [Diagnostic]) -> (AnyView, RenderSurface, [Diagnostic]) {
        var notes = prior
        let widths = geometry.minimalWidths ?? 36.67...45
        let height = geometry.minimalHeight ?? 36.67
        let ideal = idealWidth(island.minimal, height: height) ?? 0
        if ideal > widths.upperBound + 0.5 {
            notes.append(Diagnostic(.warning, code: .liveActivityTooWide,
                                    message: "The minimal view is \(fmt(ideal)) pt wide; the minimal island is at most \(fmt(widths.upperBound)) pt (HIG). iOS cuts it.",
                                    location: "minimal"))
        }
        if ideal < 0.5 {
            notes.append(Diagnostic(.warning, code: .liveActivityMinimalEmpty,
                                    message: "The minimal view has no width: the island shows an empty circle. Give it a symbol or a short value.",
                                    location: "minimal"))
        }
        let width = min(max(ideal, widths.lowerBound), widths.upperBound)
        let view = island.minimal.frame(width: width, height: height)
        return (AnyView(view), RenderSurface(name: ActivityPresentation.islandMinimal.rawValue, size: Size(width: width, height: height),
                                             cornerRadius: height / 2, background: .black), notes)
    }

    /// The gap between the camera and the detached minimal circle: 15.5 pt, measured on Apple's
    /// ActivityKit diagram of the minimal presentation (drawn at 2x: 31 px); not in the HIG's
    /// tables, so marked estimated.
    static let detachedGap = 15.5

    /// Two activities' minimal views, both this one's: attached — the island grows leading from
    /// the camera to hold it, as wide overall as the compact island less the detached circle
    /// and its gap — and detached, a circle of the island's height after the gap (Apple's
    /// ActivityKit diagram: attached circle, 15 pt bridge, camera, 15.5 pt gap, detached circle).
    private func minimalPair(_ island: DynamicIsland, _ prior: [Diagnostic]) -> (AnyView, RenderSurface, [Diagnostic]) {
        let (_, single, notes) = minimal(island, prior)
        let d = single.size.width, h = single.size.height
        let box = geometry.compact ?? Size(width: 52.33, height: 36.67)
        let camera = geometry.cameraWidth ?? 125.34
        let total = box.width * 2 + camera
        let attachedWidth = max(d + camera, total - Self.detachedGap - d)
        let view = HStack(spacing: 0) {
            HStack(spacing: 0) {
                island.minimal.frame(width: d, height: h)
                Spacer(minLength: 0)
                Capsule().fill(Color(Self.cameraColor)).frame(width: camera, height: h)
            }
            .frame(width: attachedWidth, height: h)
            .background(Capsule().fill(Color.black))
            Color.clear.frame(width: Self.detachedGap, height: h)
            island.minimal.frame(width: d, height: h).background(Capsule().fill(Color.black))
        }
        var all = notes
        all.append(Diagnostic(.info, code: .liveActivityGeometryEstimated,
                              message: "The detached minimal circle's 15.5 pt gap is measured on Apple's ActivityKit diagram, not published in the HIG's tables.",
                              location: ActivityPresentation.islandMinimalPair.rawValue))
        let size = Size(width: attachedWidth + Self.detachedGap + d, height: h)
        return (AnyView(view), RenderSurface(name: ActivityPresentation.islandMinimalPair.rawValue, size: size, cornerRadius: nil,
                                             background: .clear), all)
    }

    private func expanded(_ island: DynamicIsland, _ prior: [Diagnostic]) throws(RenderError) -> (AnyView, RenderSurface, [Diagnostic]) {
        var notes = prior
        let width = geometry.expandedWidth ?? 371
        let heights = geometry.expandedHeights ?? 84...160
        let camera = geometry.cameraWidth ?? 125.34
        let band = max(0, (geometry.compact?.height ?? 36.67) - Self.margin)
        func regions(_ position: DynamicIslandExpandedRegionPosition) -> [DynamicIslandRegion] {
            island.regions.filter { $0.position == position }
        }
        func stack(_ rs: [DynamicIslandRegion], _ alignment: HorizontalAlignment) -> some View {
            VStack(alignment: alignment, spacing: 0) { ForEach(rs.indices, id: \.self) { rs[$0].content } }
                .layoutPriority(rs.map(\.priority).max() ?? 0)
        }
        let leading = regions(.leading), trailing = regions(.trailing), center = regions(.center), bottom = regions(.bottom)
        let body = VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                stack(leading, .leading)
                VStack(spacing: 0) {
                    Color.clear.frame(height: center.isEmpty ? 0 : band)
                    stack(center, .center)
                }
                .frame(minWidth: camera, maxWidth: .infinity)
                stack(trailing, .trailing)
            }
            stack(bottom, .center)
        }
        .padding(Self.margin)
        .environment(\.colorScheme, .dark)
        let (view, height, cut) = try banner(AnyView(body), width: width, heights: heights)
        if cut { notes.append(truncated(.islandExpanded, heights.upperBound)) }
        let islandView = view.overlay(alignment: .top) {
            Capsule().fill(Color(Self.cameraColor)).frame(width: camera, height: geometry.compact?.height ?? 36.67)
        }
        return (AnyView(islandView), RenderSurface(name: ActivityPresentation.islandExpanded.rawValue, size: Size(width: width, height: height),
                                                   cornerRadius: geometry.cornerRadius, background: .black), notes)
    }
}
