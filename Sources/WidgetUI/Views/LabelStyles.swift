/// SwiftUI's `LabelStyle`: how a `Label` shows its title and icon. The built-in styles are
/// ``LabelStyle/automatic``, ``LabelStyle/titleAndIcon``, ``LabelStyle/titleOnly`` and
/// ``LabelStyle/iconOnly``; a custom style builds the label from its configuration:
///
/// ```swift
/// struct StackedLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol LabelStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The label as this style shows it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given: the label's title and icon.
    typealias Configuration = LabelStyleConfiguration
}

/// SwiftUI's `LabelStyleConfiguration`: the parts of the label being styled.
public nonisolated struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public nonisolated struct Title: View {
        let view: AnyView
        /// The title.
        public var body: some View { view }
    }
    /// The label's icon, as a view.
    public nonisolated struct Icon: View {
        let view: AnyView
        /// The icon.
        public var body: some View { view }
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// Which parts a built-in label style shows.
package enum LabelStyleKind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }

/// The built-in styles: they draw through ``LabelContent``, and as the body of a custom style
/// (`TitleOnlyLabelStyle().makeBody(configuration:)`) draw the configuration's parts the same way.
protocol BuiltInLabelStyle: LabelStyle { nonisolated var kind: LabelStyleKind { get } }

nonisolated extension BuiltInLabelStyle {
    /// The configuration's parts, as this built-in style shows them.
    public func makeBody(configuration: Configuration) -> some View {
        LabelContent(title: configuration.title, icon: configuration.icon, kind: kind)
    }
}

/** SwiftUI's `DefaultLabelStyle`: both parts, icon first (the default outside lists and toolbars). */
public nonisolated struct DefaultLabelStyle: BuiltInLabelStyle { /** The style. */ public init() {}; var kind: LabelStyleKind { .titleAndIcon } }
/** SwiftUI's `TitleAndIconLabelStyle`: both parts, icon first. */
public nonisolated struct TitleAndIconLabelStyle: BuiltInLabelStyle { /** The style. */ public init() {}; var kind: LabelStyleKind { .titleAndIcon } }
/** SwiftUI's `TitleOnlyLabelStyle`: the title alone. */
public nonisolated struct TitleOnlyLabelStyle: BuiltInLabelStyle { /** The style. */ public init() {}; var kind: LabelStyleKind { .titleOnly } }
/** SwiftUI's `IconOnlyLabelStyle`: the icon alone. */
public nonisolated struct IconOnlyLabelStyle: BuiltInLabelStyle { /** The style. */ public init() {}; var kind: LabelStyleKind { .iconOnly } }

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// Both parts, icon first (the default outside lists and toolbars).
    public static var automatic: DefaultLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Both parts, icon first.
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { .init() }
}

/// The environment's label style: a built-in kind, or a custom style's body maker.
enum LabelStyleBox: Sendable {
    case builtIn(LabelStyleKind)
    case custom(CustomStyle<LabelStyleConfiguration>)

    init<S: LabelStyle>(_ style: S) {
        if let builtIn = style as? any BuiltInLabelStyle {
            self = .builtIn(builtIn.kind)
        } else {
            self = .custom(CustomStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
        }
    }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleBox.builtIn(.titleAndIcon) }

extension EnvironmentValues {
    var labelStyleBox: LabelStyleBox {
        get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the `Label`s in this view: a built-in one (`.iconOnly`) or your own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environment(\.labelStyleBox, LabelStyleBox(style)) }
    /// A built-in label style by kind (templates).
    package func labelStyle(kind: LabelStyleKind) -> some View { environment(\.labelStyleBox, .builtIn(kind)) }
}
