import Foundation

/// WidgetKit's `DynamicIsland`: a Live Activity's views in the Dynamic Island — expanded
/// (regions), compact (leading and trailing around the camera) and minimal.
public struct DynamicIsland {
    /// The expanded presentation's regions, in declaration order.
    public let regions: [DynamicIslandRegion]
    /// The compact presentation's view left of the camera.
    public let compactLeading: AnyView
    /// The compact presentation's view right of the camera.
    public let compactTrailing: AnyView
    /// The minimal presentation (one of several activities).
    public let minimal: AnyView
    /// `keylineTint(_:)`: the colour of the island's outline in dark surroundings.
    public private(set) var keylineTint: Color?
    /// `contentMargins(_:_:for:)` per presentation.
    public private(set) var contentMargins: [DynamicIslandMode: (edges: Edge.Set, length: Double?)] = [:]
    /// `widgetURL(_:)`: what a tap on the island opens.
    public private(set) var url: URL?

    /// An island with its expanded regions and its compact and minimal views.
    public init<Expanded: DynamicIslandContent, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal) {
        regions = expanded()._regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// An island from regions and views already built (a Live Activity template's).
    package init(regions: [DynamicIslandRegion], compactLeading: AnyView, compactTrailing: AnyView, minimal: AnyView) {
        self.regions = regions; self.compactLeading = compactLeading; self.compactTrailing = compactTrailing; self.minimal = minimal
    }

    /// The island's outline tinted `color` (nil: the system's).
    public func keylineTint(_ color: Color?) -> DynamicIsland { var d = self; d.keylineTint = color; return d }

    /// Margins of `length` (nil: the system's) on `edges` of one presentation.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double?, for mode: DynamicIslandMode) -> DynamicIsland {
        var d = self; d.contentMargins[mode] = (edges, length); return d
    }

    /// What a tap on the island opens (a `Link` inside a region wins where it is).
    public func widgetURL(_ url: URL?) -> DynamicIsland { var d = self; d.url = url; return d }
}

/// WidgetKit's `DynamicIslandMode`: the island's presentations.
public enum DynamicIslandMode: Hashable, Sendable, CaseIterable {
    /** The compact views around the camera, the minimal view, the expanded regions. */ case compactLeading, compactTrailing, minimal, expanded
}

/// WidgetKit's `DynamicIslandExpandedRegionPosition`: where a region sits in the expanded island.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Beside the camera on the leading side, wrapping below it.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera on the trailing side, wrapping below it.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions, across the island.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded island, type-erased.
public struct DynamicIslandRegion {
    /// Where it sits.
    public let position: DynamicIslandExpandedRegionPosition
    /// Its share of the width against the other regions of its row (higher: more).
    public let priority: Double
    /// What it shows.
    public let content: AnyView

    /// A region at `position` showing `content`.
    package init(position: DynamicIslandExpandedRegionPosition, priority: Double, content: AnyView) {
        self.position = position; self.priority = priority; self.content = content
    }
}

/// What `@DynamicIslandExpandedContentBuilder` collects.
public protocol DynamicIslandContent {
    /// The regions, in declaration order.
    var _regions: [DynamicIslandRegion] { get }
}

/// WidgetKit's `DynamicIslandExpandedRegion`: a region of the expanded island.
public nonisolated struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandContent {
    let region: DynamicIslandRegion
    /// A region at `position`; `priority` decides its width against the others of its row.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = DynamicIslandRegion(position: position, priority: priority, content: AnyView(content()))
    }
    public var _regions: [DynamicIslandRegion] { [region] }
}

/// Several regions (what the builder returns).
public nonisolated struct _DynamicIslandRegions: DynamicIslandContent {
    public let _regions: [DynamicIslandRegion]
}

/// WidgetKit's `@DynamicIslandExpandedContentBuilder`: lists regions, with `if` and `switch`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// The regions listed, in order.
    public static func buildBlock(_ parts: any DynamicIslandContent...) -> _DynamicIslandRegions {
        _DynamicIslandRegions(_regions: parts.flatMap(\._regions))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: (any DynamicIslandContent)?) -> _DynamicIslandRegions {
        _DynamicIslandRegions(_regions: part?._regions ?? [])
    }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: any DynamicIslandContent) -> _DynamicIslandRegions { _DynamicIslandRegions(_regions: first._regions) }
    /// The second branch.
    public static func buildEither(second: any DynamicIslandContent) -> _DynamicIslandRegions { _DynamicIslandRegions(_regions: second._regions) }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: any DynamicIslandContent) -> _DynamicIslandRegions { _DynamicIslandRegions(_regions: part._regions) }
}
