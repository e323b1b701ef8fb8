/// SwiftUI's `ButtonStyle`: a custom look for `Button`s, built from the label. In a widget a
/// button is never pressed while it is drawn, so `isPressed` is false.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(8).background(Capsule().fill(.blue))
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol ButtonStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given: the label, and whether the button is pressed.
    typealias Configuration = ButtonStyleConfiguration
}

/// SwiftUI's `ButtonStyleConfiguration`.
public nonisolated struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public nonisolated struct Label: View {
        let view: AnyView
        /// The label.
        public var body: some View { view }
    }
    /// The label.
    public let label: Label
    /// Whether the button is being pressed: never, in a drawn widget.
    public let isPressed: Bool
}

/// SwiftUI's `PrimitiveButtonStyle`: a style that makes the whole button, the built-in ones
/// included (`.plain`, `.borderless`, `.bordered`, `.borderedProminent`). In a widget the tap
/// is the button's App Intent, whatever the style does with `trigger()`.
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The button as this style makes it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given: the label and the button's action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// SwiftUI's `PrimitiveButtonStyleConfiguration`.
public nonisolated struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public nonisolated struct Label: View {
        let view: AnyView
        /// The label.
        public var body: some View { view }
    }
    /// The label.
    public let label: Label
    /// Runs the button's action: in a widget, the tap runs the button's App Intent instead, so
    /// this does nothing.
    public func trigger() {}
}

/// The built-in button drawings (``Button`` documents their geometry).
package enum ButtonStyleKind: Hashable, Sendable { case plain, borderless, bordered, borderedProminent }

/// The built-in styles draw through ``ButtonFace``, as the body of a custom style too.
protocol BuiltInButtonStyle: PrimitiveButtonStyle { nonisolated var kind: ButtonStyleKind { get } }

nonisolated extension BuiltInButtonStyle {
    /// The label, as this built-in style draws it.
    public func makeBody(configuration: Configuration) -> some View { ButtonFace(label: configuration.label, kind: kind) }
}

/** SwiftUI's `DefaultButtonStyle`: the default: borderless in a widget. */
public nonisolated struct DefaultButtonStyle: BuiltInButtonStyle { /** The style. */ public init() {}; var kind: ButtonStyleKind { .borderless } }
/** SwiftUI's `PlainButtonStyle`: the label as it is, without tint or background. */
public nonisolated struct PlainButtonStyle: BuiltInButtonStyle { /** The style. */ public init() {}; var kind: ButtonStyleKind { .plain } }
/** SwiftUI's `BorderlessButtonStyle`: the label alone, in the tint colour. */
public nonisolated struct BorderlessButtonStyle: BuiltInButtonStyle { /** The style. */ public init() {}; var kind: ButtonStyleKind { .borderless } }
/** SwiftUI's `BorderedButtonStyle`: the label on a tinted, translucent rounded background. */
public nonisolated struct BorderedButtonStyle: BuiltInButtonStyle { /** The style. */ public init() {}; var kind: ButtonStyleKind { .bordered } }
/** SwiftUI's `BorderedProminentButtonStyle`: the label in white on a rounded background filled with the tint. */
public nonisolated struct BorderedProminentButtonStyle: BuiltInButtonStyle { /** The style. */ public init() {}; var kind: ButtonStyleKind { .borderedProminent } }

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default: borderless in a widget.
    public static var automatic: DefaultButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, without tint or background.
    public static var plain: PlainButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone, in the tint colour.
    public static var borderless: BorderlessButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a tinted, translucent rounded background.
    public static var bordered: BorderedButtonStyle { .init() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on a rounded background filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The environment's button style.
enum ButtonStyleBox: Sendable {
    case builtIn(ButtonStyleKind)
    case custom(CustomStyle<ButtonStyleConfiguration>)
    case customPrimitive(CustomStyle<PrimitiveButtonStyleConfiguration>)

    /// `label` as the style draws it.
    func face(_ label: AnyView) -> AnyView {
        switch self {
        case .builtIn(let kind): AnyView(ButtonFace(label: label, kind: kind))
        // As in SwiftUI, a Button made inside a custom style's body draws in the next style out.
        case .custom(let style): AnyView(style.makeBody(ButtonStyleConfiguration(label: .init(view: label), isPressed: false)).modifier(Self.popStyle))
        case .customPrimitive(let style): AnyView(style.makeBody(PrimitiveButtonStyleConfiguration(label: .init(view: label))).modifier(Self.popStyle))
        }
    }

    private static let popStyle = EnvironmentModifier { $0.buttonStyleBox = $0.outerButtonStyles.popLast() ?? .builtIn(.borderless) }
    static func push(_ box: ButtonStyleBox) -> EnvironmentModifier {
        EnvironmentModifier { $0.outerButtonStyles.append($0.buttonStyleBox); $0.buttonStyleBox = box }
    }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleBox.builtIn(.borderless) }

private struct OuterButtonStylesKey: EnvironmentKey { static let defaultValue: [ButtonStyleBox] = [] }

extension EnvironmentValues {
    var buttonStyleBox: ButtonStyleBox {
        get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue }
    }
    /// The styles set outside ``buttonStyleBox``, innermost last.
    var outerButtonStyles: [ButtonStyleBox] {
        get { self[OuterButtonStylesKey.self] } set { self[OuterButtonStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the `Button`s in this view: a built-in one (`.bordered`) or your own
    /// `PrimitiveButtonStyle`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let box: ButtonStyleBox
        if let builtIn = style as? any BuiltInButtonStyle {
            box = .builtIn(builtIn.kind)
        } else {
            box = .customPrimitive(CustomStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
        }
        return modifier(ButtonStyleBox.push(box))
    }
    /// The style of the `Button`s in this view: your own `ButtonStyle`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(ButtonStyleBox.push(.custom(CustomStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })))
    }
    /// A built-in button style by kind (templates).
    package func buttonStyle(kind: ButtonStyleKind) -> some View { environment(\.buttonStyleBox, .builtIn(kind)) }
}
