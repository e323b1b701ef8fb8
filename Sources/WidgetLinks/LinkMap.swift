// `PixelRect`, `Rect` and `Point` in the link map's API are WidgetCore's; users of this module
// name them without importing it.
@_exported import WidgetCore
import Foundation

/// Which URL a tap at any point of a rendered widget opens, and every tappable region.
///
/// Built once from what layout recorded (``LinkRegion``s in paint order, ``WidgetURLDeclaration``s
/// in pre-order) under a ``LinkProfile``; the rules are listed on ``LinkRules`` and come from
/// seed 002 §3.3/§3.4 and `shared/research/dsl-anchors.md` rules 37–41. Coordinates are widget
/// points, origin top-left. ``target(at:)`` does not allocate.
///
/// ```swift
/// let map = try WidgetRenderer.compose(view, options: RenderOptions(family: .systemMedium)).linkMap  // WidgetRender
/// map.url(at: Point(x: 60, y: 40))   // SwiftUIAndAppDemo://page=home
/// ```
public struct LinkMap: Sendable {
    /// One `Link`'s tappable region, with what the profile decided about it.
    public struct Region: Hashable, Sendable {
        /// Its position in ``LinkMap/regions`` (paint order).
        public var index: Int
        /// The URL the `Link` opens (`intent:NAME` for an App Intent button or toggle).
        public var url: URL
        /// The App Intent a `Button(intent:)`/`Toggle(intent:)` runs; nil for a `Link`.
        public var intent: String?
        /// Where the `Link` sits in the view tree.
        public var path: String
        /// The `Link`'s laid-out frame, in points, snapped to device pixels.
        public var frame: Rect
        /// What can be tapped, in points: the frame cut by the drawing bounds and by every
        /// rectangular clip above it. A non-rectangular clip (``isShapeClipped``) cuts it further,
        /// exactly, in hit tests.
        public var bounds: Rect
        /// ``bounds`` in device pixels.
        public var pixelBounds: PixelRect
        /// The exact outlines of every clip above the `Link`, outermost first.
        public var clipPaths: [Path]
        /// Whether a non-rectangular clip (a rounded rectangle, a circle…) cuts the region.
        public var isShapeClipped: Bool
        /// The index of the innermost `Link` this one is nested in, if any.
        public var enclosingLink: Int?
        /// Whether taps in the region open ``url``, and if not, why.
        public var status: LinkStatus
        /// Whether taps in the region open ``url``.
        public var isActive: Bool { status == .active }
    }

    /// The rules this map follows.
    public let profile: LinkProfile
    /// The family the widget was rendered in.
    public let family: WidgetFamily
    /// The Live Activity or control presentation drawn instead of a family (`islandExpanded`,
    /// `controlSmall`); nil for a widget.
    public let surface: String?
    /// The widget's size in points.
    public let size: Size
    /// Device pixels per point.
    public let scale: Double
    /// The radius of the widget's continuous-corner mask; nil for a plain rectangle.
    public let cornerRadius: Double?
    /// Every `Link`, in paint order (back to front), active or not.
    public let regions: [Region]
    /// Every `widgetURL`, in depth-first pre-order.
    public let widgetURLDeclarations: [WidgetURLDeclaration]
    /// The `widgetURL` that counts (rule 37 and the profile's ``WidgetURLChoice``), if any.
    public let widgetURLDeclaration: WidgetURLDeclaration?
    /// Whether the widget URL takes every tap, every `Link` inert (seed 002 §3.4).
    public let widgetURLOverridesLinks: Bool
    /// Behaviour diagnostics, then lints (see ``DiagnosticCode/linkCodes``).
    public let diagnostics: [Diagnostic]

    private let index: HitIndex
    private let mask: FlatPolygon?

    /// Builds the map of a widget of `size` points whose layout recorded `links` (paint order)
    /// and `widgetURLs` (pre-order). `cornerRadius` is the widget's continuous corner mask;
    /// `surface` names the presentation drawn instead of `family`.
    public init(links: [LinkRegion], widgetURLs: [WidgetURLDeclaration], size: Size, scale: Double,
                family: WidgetFamily, cornerRadius: Double?, profile: LinkProfile = .default, surface: String? = nil) {
        self.profile = profile; self.family = family; self.surface = surface; self.size = size
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        let radius = cornerRadius.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.cornerRadius = radius
        let canvas = Rect(origin: .zero, size: size)
        mask = radius.map { MaskPolygonCache.polygon(size: size, radius: $0) }

        let chosen = LinkRules.chosenWidgetURL(widgetURLs, profile.widgetURLChoice)
        let takeover = LinkRules.takesOver(chosen, profile.takeover)
        widgetURLDeclarations = widgetURLs
        widgetURLDeclaration = chosen
        widgetURLOverridesLinks = takeover

        let pixelScale = self.scale
        regions = links.enumerated().map { i, link in
            var bounds = link.visibleFrame.intersection(canvas)
            var shaped = false
            for clip in link.clipPaths {
                if let r = clip.axisAlignedRect { bounds = bounds.intersection(r) } else { shaped = true }
            }
            if bounds.isEmpty { bounds = Rect(origin: bounds.origin, size: .zero) }
            let status = LinkRules.status(of: link, bounds: bounds, family: family, profile: profile, takeover: takeover)
            return Region(index: i, url: link.url, intent: link.intent, path: link.path, frame: link.frame, bounds: bounds,
                          pixelBounds: PixelRect(bounds, scale: pixelScale), clipPaths: link.clipPaths,
                          isShapeClipped: shaped, enclosingLink: link.enclosingLink, status: status)
        }
        // Front to back: reverse paint order (rule 40, step 2).
        let entries = regions.reversed().filter(\.isActive).map {
            HitIndex.Entry(bounds: $0.bounds, clips: $0.clipPaths, region: $0.index)
        }
        index = HitIndex(frontToBack: entries, canvas: canvas)
        diagnostics = LinkRules.behaviourDiagnostics(regions: regions, declarations: widgetURLs, chosen: chosen,
                                                     takeover: takeover, family: family, profile: profile)
            + LinkLints.run(regions: regions, declarations: widgetURLs, family: family, profile: profile)
    }

    /// The URL a tap outside every active `Link` opens; nil launches the app with no URL.
    public var widgetURL: URL? { widgetURLDeclaration?.url }

    /// The regions that take taps, in paint order.
    public var activeRegions: [Region] { regions.filter(\.isActive) }

    /// What a tap at `point` (widget points) does (rule 40; see ``LinkRules``). Does not allocate.
    public func target(at point: Point) -> TapTarget {
        guard contains(point) else { return .outsideWidget }
        guard profile.acceptsTaps else { return .inert }
        if let r = index.firstRegion(at: point) {
            if let intent = regions[r].intent { return .intent(intent, region: r) }
            return .link(regions[r].url, region: r)
        }
        if let url = widgetURLDeclaration?.url { return .widgetURL(url) }
        return .launchApp
    }

    /// What a tap at device pixel (`x`, `y`) does: the pixel's center, in points.
    public func target(atPixelX x: Int, y: Int) -> TapTarget {
        target(at: Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale))
    }

    /// The URL a tap at `point` opens; nil when the app launches with no URL or the point is
    /// outside the widget (``target(at:)`` tells the two apart).
    public func url(at point: Point) -> URL? { target(at: point).url }

    /// Whether `point` is on the widget: inside its canvas and its continuous-corner shape
    /// (rule 40, step 1).
    public func contains(_ point: Point) -> Bool {
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return false }
        return mask?.contains(point) ?? true
    }
}
