import WidgetCore
/// One catalog entry: the devices that take screenshots of one pixel size with one slot geometry.
public struct CatalogDevice: Hashable, Sendable, CustomStringConvertible {
    /// `1170x2532`, or `1125x2436-mini` where two devices share a screenshot size.
    public var id: String
    /// Marketing names, e.g. `iPhone 13 mini`.
    public var models: [String]
    /// The screen in points, portrait.
    public var points: PixelSize
    /// Screenshot pixels per point.
    public var scale: Int
    /// The screenshot size in pixels, portrait (points × scale).
    public var screenshot: PixelSize
    /// Whether these are the devices in Display Zoom (a smaller logical screen).
    public var displayZoom: Bool
    /// The home-screen layouts with measured slots; empty when no source has measured any.
    public var layouts: [HomeScreenLayout]
    /// What a user should know about this entry.
    public var notes: [String]

    /// A catalog entry; Display Zoom off and no notes by default.
    public init(id: String, models: [String], points: PixelSize, scale: Int, screenshot: PixelSize,
                displayZoom: Bool = false, layouts: [HomeScreenLayout], notes: [String] = []) {
        self.id = id; self.models = models; self.points = points; self.scale = scale
        self.screenshot = screenshot; self.displayZoom = displayZoom; self.layouts = layouts; self.notes = notes
    }

    /// `iPhone 12 mini, iPhone 13 mini`.
    public var modelList: String { models.joined(separator: ", ") }

    /// The layout for `query`, or an error that lists what this device has.
    public func layout(for query: LayoutQuery) throws(HomeScreenError) -> HomeScreenLayout {
        if query.icons == .largeIcons && query.ios < 18 {
            throw .largeIconsBeforeIOS18(ios: query.ios)
        }
        if let found = layouts.first(where: { $0.matches(query) }) { return found }
        throw .noLayout(device: id, models: modelList, query: query, available: layouts.map(\.era))
    }

    /// `iPhone 13 mini (1125x2436-mini, 375x812 pt @3x)`.
    public var description: String { "\(modelList) (\(id), \(points) pt @\(scale)x)" }
}

/// Which home-screen layout to use: the iOS major version and the icon mode.
public struct LayoutQuery: Hashable, Sendable, CustomStringConvertible {
    /// The iOS major version the screenshot was taken on (14, 17, 18, 26 …).
    public var ios: Int
    /// The icon mode of the home screen.
    public var icons: IconMode

    /// iOS `ios` with small labelled icons, or with large icons when `largeIcons` is set.
    public init(ios: Int = 18, largeIcons: Bool = false) {
        self.ios = ios
        self.icons = largeIcons ? .largeIcons : .labels
    }

    /// iOS 18 with labels: what `--ios` defaults to.
    public static let `default` = LayoutQuery()

    /// `iOS 18, labels`.
    public var description: String { "iOS \(ios), \(icons)" }
}
