import WidgetCore
import Foundation

/// The link map as JSON: what `widget-render links --json` prints and `render --json` embeds.
///
/// Keys are stable; optional values are written as `null`, never left out. Points are widget
/// points (origin top-left); pixels are device pixels at ``scale``.
public struct LinkMapDocument: Codable, Hashable, Sendable {
    /// A rectangle in points, to 1/1000 pt (frames are snapped to device pixels, so a third of
    /// a point at @3x prints as .333 or .667; ``RegionEntry/pixels`` is exact).
    public struct PointRect: Codable, Hashable, Sendable {
        /// The top-left corner and the size, in points.
        public var x: Double, y: Double, width: Double, height: Double
        /// `r`, rounded to 1/1000 pt.
        public init(_ r: Rect) {
            x = rounded(r.minX); y = rounded(r.minY); width = rounded(r.width); height = rounded(r.height)
        }
    }

    /// A width and height.
    public struct Extent<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        /// The width and the height.
        public var width: Value, height: Value
        /// An extent of `width` by `height`.
        public init(width: Value, height: Value) { self.width = width; self.height = height }
    }

    /// One `Link` region.
    public struct RegionEntry: Codable, Hashable, Sendable {
        /// Its position in paint order (``LinkMap/Region/index``).
        public var index: Int
        /// The URL it opens.
        public var url: String
        /// Where the `Link` sits in the view tree.
        public var path: String
        /// Whether taps in the region open ``url``.
        public var active: Bool
        /// Why not, when not active: a ``LinkIgnoredReason`` raw value.
        public var ignoredReason: String?
        /// What can be tapped, in points (exactly, unless ``shapeClipped``).
        public var points: PointRect
        /// The same, in device pixels.
        public var pixels: PixelRect
        /// The `Link`'s laid-out frame, in points.
        public var frame: PointRect
        /// Whether a non-rectangular clip cuts the region inside ``points``.
        public var shapeClipped: Bool
        /// The index of the `Link` this one is nested in.
        public var enclosingLink: Int?
        /// The App Intent type a `Button(intent:)`/`Toggle(intent:)` runs (then ``url`` is
        /// `intent:NAME`); null for a `Link`.
        public var intent: String?

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(index, forKey: .index); try c.encode(url, forKey: .url); try c.encode(path, forKey: .path)
            try c.encode(intent, forKey: .intent)
            try c.encode(active, forKey: .active); try c.encode(ignoredReason, forKey: .ignoredReason)
            try c.encode(points, forKey: .points); try c.encode(pixels, forKey: .pixels); try c.encode(frame, forKey: .frame)
            try c.encode(shapeClipped, forKey: .shapeClipped); try c.encode(enclosingLink, forKey: .enclosingLink)
        }
    }

    /// One `widgetURL` modifier, in depth-first pre-order.
    public struct WidgetURLEntry: Codable, Hashable, Sendable {
        /// The URL declared.
        public var url: String
        /// Where the modifier sits in the view tree.
        public var path: String
        /// Whether it is declared on the widget's root view.
        public var onRootView: Bool
        /// The index of the `Link` whose label declares it.
        public var insideLink: Int?

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(url, forKey: .url); try c.encode(path, forKey: .path)
            try c.encode(onRootView, forKey: .onRootView); try c.encode(insideLink, forKey: .insideLink)
        }
    }

    /// The link profile's name (``LinkProfile``).
    public var profile: String
    /// The widget family's raw value (`systemMedium`).
    public var family: String
    /// The widget's size in points.
    public var size: Extent<Double>
    /// Device pixels per point.
    public var scale: Double
    /// The widget's size in device pixels.
    public var pixelSize: Extent<Int>
    /// The widget's corner radius in points, when its corners are masked; null otherwise.
    public var cornerRadius: Double?
    /// The URL a tap outside every active region opens; null: the app launches with no URL.
    public var widgetURL: String?
    /// Where the counted `widgetURL` is declared.
    public var widgetURLPath: String?
    /// Whether the widget URL takes every tap (seed 002 §3.4).
    public var widgetURLOverridesLinks: Bool
    /// What a tap outside every active region does: `widgetURL` or `launchApp`.
    public var elsewhere: String
    /// Every `Link` region, in paint order.
    public var regions: [RegionEntry]
    /// Every `widgetURL`, in depth-first pre-order.
    public var widgetURLs: [WidgetURLEntry]
    /// What the link rules noticed.
    public var diagnostics: [Diagnostic]

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(profile, forKey: .profile); try c.encode(family, forKey: .family)
        try c.encode(size, forKey: .size); try c.encode(scale, forKey: .scale); try c.encode(pixelSize, forKey: .pixelSize)
        try c.encode(cornerRadius, forKey: .cornerRadius)
        try c.encode(widgetURL, forKey: .widgetURL); try c.encode(widgetURLPath, forKey: .widgetURLPath)
        try c.encode(widgetURLOverridesLinks, forKey: .widgetURLOverridesLinks); try c.encode(elsewhere, forKey: .elsewhere)
        try c.encode(regions, forKey: .regions); try c.encode(widgetURLs, forKey: .widgetURLs)
        try c.encode(diagnostics, forKey: .diagnostics)
    }
}

extension LinkMap {
    /// The map as a JSON-ready value.
    public var document: LinkMapDocument {
        LinkMapDocument(
            profile: profile.name, family: family.rawValue,
            size: .init(width: size.width, height: size.height), scale: scale,
            pixelSize: .init(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())),
            cornerRadius: cornerRadius,
            widgetURL: widgetURL?.absoluteString, widgetURLPath: widgetURLDeclaration?.path,
            widgetURLOverridesLinks: widgetURLOverridesLinks,
            elsewhere: widgetURL == nil ? "launchApp" : "widgetURL",
            regions: regions.map { r in
                var reason: String?
                if case .ignored(let why) = r.status { reason = why.rawValue }
                return .init(index: r.index, url: r.url.absoluteString, path: r.path, active: r.isActive, ignoredReason: reason,
                             points: .init(r.bounds), pixels: r.pixelBounds, frame: .init(r.frame),
                             shapeClipped: r.isShapeClipped, enclosingLink: r.enclosingLink, intent: r.intent)
            },
            widgetURLs: widgetURLDeclarations.map {
                .init(url: $0.url.absoluteString, path: $0.path, onRootView: $0.isOnRootView, insideLink: $0.enclosingLink)
            },
            diagnostics: diagnostics)
    }

    /// The map as UTF-8 JSON, keys sorted, so the output is stable.
    public func jsonData(prettyPrinted: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    /// A human-readable listing, one line per region: what `widget-render links` prints.
    ///
    /// ```
    /// systemMedium 338x158 pt @3x, profile seed002
    /// 0: link SwiftUIAndAppDemo://page=home  [122.667, 68.667, 92.667, 20.667] pt  [368, 206, 278, 62] px  at …/Link(…)
    /// elsewhere: SwiftUIAndAppDemo://widgetType=MediumView
    /// ```
    public var listing: String {
        var lines = ["\(family.rawValue) \(size) pt @\(fmt(scale))x, profile \(profile.name)"]
        for r in regions {
            let state: String
            switch r.status {
            case .active: state = r.intent == nil ? "link" : "intent"
            case .ignored(let why): state = "inert (\(why.rawValue))"
            }
            lines.append("\(r.index): \(state) \(r.url.absoluteString)  \(r.bounds) pt  \(Self.pixelText(r.pixelBounds))"
                         + (r.isShapeClipped ? "  shape-clipped" : "") + "  at \(r.path)")
        }
        if regions.isEmpty { lines.append("no links") }
        lines.append("elsewhere: " + (widgetURL.map { $0.absoluteString + (widgetURLOverridesLinks ? " (takes every tap)" : "") } ?? "launch-app"))
        return lines.joined(separator: "\n")
    }

    /// `[368, 206, 278, 62] px`: the listing's form, beside the points' `[x, y, w, h]`.
    private static func pixelText(_ r: PixelRect) -> String { "[\(r.x), \(r.y), \(r.width), \(r.height)] px" }
}

/// `v` to 1/1000 (as the text listing prints it), keeping the JSON free of float noise.
private func rounded(_ v: Double) -> Double {
    let r = (v * 1000).rounded() / 1000
    return r.isFinite ? r : 0
}

/// One hit test as JSON: what `widget-render hit --json` prints.
public struct TapReport: Codable, Hashable, Sendable {
    /// The tapped point, in widget points.
    public var x: Double
    /// The tapped point's vertical coordinate, in widget points.
    public var y: Double
    /// The widget family's raw value, or the presentation tapped for a Live Activity or a
    /// control (`islandExpanded`, `controlSmall`).
    public var family: String
    /// The link profile's name.
    public var profile: String
    /// `link`, `intent`, `widgetURL`, `launchApp` or `outside` (``TapTarget/kind``).
    public var result: String
    /// The URL iOS opens; null for `intent`, `launchApp` and `outside`.
    public var url: String?
    /// The App Intent's type name that runs, for `intent`.
    public var intent: String?
    /// The index of the `Link` region hit, for `link`.
    public var region: Int?
    /// Where that `Link` sits in the view tree.
    public var path: String?

    /// The report of a tap at `point` on `map`.
    public init(map: LinkMap, point: Point) {
        let t = map.target(at: point)
        x = point.x; y = point.y; family = map.surface ?? map.family.rawValue; profile = map.profile.name
        result = t.kind; url = t.url?.absoluteString
        switch t {
        case .link(_, let i): region = i; path = map.regions[i].path; intent = nil
        case .intent(let name, let i): region = i; path = map.regions[i].path; intent = name
        default: region = nil; path = nil; intent = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x, forKey: .x); try c.encode(y, forKey: .y); try c.encode(family, forKey: .family)
        try c.encode(profile, forKey: .profile); try c.encode(result, forKey: .result); try c.encode(url, forKey: .url)
        try c.encode(intent, forKey: .intent); try c.encode(region, forKey: .region); try c.encode(path, forKey: .path)
    }
}
