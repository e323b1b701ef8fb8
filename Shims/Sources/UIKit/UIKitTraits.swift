// UIKit's trait types, which SwiftUI can make from its environment values
// (`UIUserInterfaceStyle(colorScheme)` and the like). A widget is drawn from its SwiftUI
// environment, which WidgetRender sets: there is no UIKit trait collection to convert to.
#if os(Linux)
import WidgetRender

private let traitsMessage = "UIKit trait types have no value in a rendered widget: read the SwiftUI environment value instead (\\.colorScheme, \\.layoutDirection, \\.dynamicTypeSize)"

/// UIKit's `UIUserInterfaceStyle`: not available (see `traitsMessage`).
@available(*, unavailable, message: "UIKit trait types have no value in a rendered widget: read \\.colorScheme instead")
public struct UIUserInterfaceStyle {
    /// SwiftUI's conversion from a colour scheme.
    @available(*, unavailable)
    public init(_ colorScheme: ColorScheme) { fatalError(traitsMessage) }
}

/// UIKit's `UITraitEnvironmentLayoutDirection`: not available.
@available(*, unavailable, message: "UIKit trait types have no value in a rendered widget: read \\.layoutDirection instead")
public struct UITraitEnvironmentLayoutDirection {
    /// SwiftUI's conversion from a layout direction.
    @available(*, unavailable)
    public init(_ layoutDirection: LayoutDirection) { fatalError(traitsMessage) }
}

/// UIKit's `UIContentSizeCategory`: not available.
@available(*, unavailable, message: "UIKit trait types have no value in a rendered widget: read \\.dynamicTypeSize (or \\.sizeCategory) instead")
public struct UIContentSizeCategory {
    /// SwiftUI's conversion from a content size category.
    @available(*, unavailable)
    public init(_ sizeCategory: ContentSizeCategory) { fatalError(traitsMessage) }
}

/// UIKit's `UILegibilityWeight`: not available.
@available(*, unavailable, message: "UIKit trait types have no value in a rendered widget: a widget is drawn at the regular legibility weight")
public struct UILegibilityWeight {
    /// SwiftUI's conversion from a legibility weight.
    @available(*, unavailable)
    public init(_ legibilityWeight: LegibilityWeight?) { fatalError(traitsMessage) }
}

/// UIKit's `UIUserInterfaceSizeClass`: not available.
@available(*, unavailable, message: "UIKit trait types have no value in a rendered widget: a widget has a family (\\.widgetFamily), not a size class")
public struct UIUserInterfaceSizeClass {
    /// SwiftUI's conversion from a size class.
    @available(*, unavailable)
    public init(_ sizeClass: UserInterfaceSizeClass?) { fatalError(traitsMessage) }
}

/// UIKit's `UIAccessibilityContrast`: not available.
@available(*, unavailable, message: "UIKit trait types have no value in a rendered widget: a widget is drawn at standard contrast")
public struct UIAccessibilityContrast {
    /// SwiftUI's conversion from a colour scheme contrast.
    @available(*, unavailable)
    public init(_ colorSchemeContrast: ColorSchemeContrast?) { fatalError(traitsMessage) }
}

/// UIKit's `NSDirectionalEdgeInsets`: not available.
@available(*, unavailable, message: "UIKit geometry types are not drawn: use SwiftUI's EdgeInsets with .padding(_:)")
public struct NSDirectionalEdgeInsets {
    /// SwiftUI's conversion from edge insets.
    @available(*, unavailable)
    public init(_ edgeInsets: EdgeInsets) { fatalError(traitsMessage) }
}

/// UIKit's `NSUnderlineStyle`: not available.
@available(*, unavailable, message: "attributed-string styles are not drawn: use Text's .underline(_:pattern:color:) and .strikethrough")
public struct NSUnderlineStyle {
    /// SwiftUI's conversion from a text line style.
    @available(*, unavailable)
    public init(_ lineStyle: Text.LineStyle) { fatalError(traitsMessage) }
}

extension EdgeInsets {
    /// SwiftUI's conversion from UIKit's directional insets: not available.
    @available(*, unavailable, message: "UIKit geometry types are not drawn: give EdgeInsets(top:leading:bottom:trailing:)")
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) { fatalError(traitsMessage) }
}
#endif
