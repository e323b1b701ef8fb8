import Foundation

extension ComposedWidget {
    /// Which URL a tap at any point opens, and every tappable region, under `profile`
    /// (default: what seed 002 measured on iOS; ``LinkProfile/iOS17`` honours `Link` in small
    /// widgets). The widget's size, scale, family and corner mask come from the render options.
    ///
    /// ```swift
    /// let map = try WidgetRenderer.compose(view, options: RenderOptions(family: .systemMedium)).linkMap()
    /// map.target(at: Point(x: 40, y: 30))   // .link(SwiftUIAndAppDemo://page=home, region: 0)
    /// try map.jsonData()                    // for `render --json` and `links --json`
    /// ```
    public func linkMap(profile: LinkProfile = .default) -> LinkMap {
        LinkMap(links: links, widgetURLs: widgetURLs, size: size, scale: options.device.scale,
                family: options.family, cornerRadius: options.cornerRadius, profile: profile)
    }
}

extension RenderedWidget {
    /// The widget's link map under `profile`; see ``ComposedWidget/linkMap(profile:)``.
    public func linkMap(profile: LinkProfile = .default) -> LinkMap {
        composed.linkMap(profile: profile)
    }
}
