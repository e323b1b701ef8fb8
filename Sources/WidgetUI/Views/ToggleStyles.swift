/// SwiftUI's `ToggleStyle`: how a `Toggle` draws, built-in (`.switch`, `.button`) or your own
/// from the label and the state.
///
/// ```swift
/// struct CheckToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Label { configuration.label } icon: {
///             Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol ToggleStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The toggle as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given: the label and whether the toggle is on.
    typealias Configuration = ToggleStyleConfiguration
}

/// SwiftUI's `ToggleStyleConfiguration`.
public nonisolated struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public nonisolated struct Label: View {
        let view: AnyView
        /// The label.
        public var body: some View { view }
    }
    /// The label.
    public let label: Label
    /// Whether the toggle is on, as its widget entry says (a tap runs the toggle's App Intent).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: never, here.
    public var isMixed: Bool { false }
}

/// The built-in toggle drawings.
package enum ToggleStyleKind: Hashable, Sendable { case `switch`, button }

/// The built-in styles draw a switch or a bordered button, as the body of a custom style too.
protocol BuiltInToggleStyle: ToggleStyle { nonisolated var kind: ToggleStyleKind { get } }

nonisolated extension BuiltInToggleStyle {
    /// The toggle, as this built-in style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleFace(label: configuration.label, isOn: configuration.isOn, kind: kind)
    }
}

/** SwiftUI's `DefaultToggleStyle`: the default: a switch. */
public nonisolated struct DefaultToggleStyle: BuiltInToggleStyle { /** The style. */ public init() {}; var kind: ToggleStyleKind { .switch } }
/** SwiftUI's `SwitchToggleStyle`: the label leading and a switch trailing. */
public nonisolated struct SwitchToggleStyle: BuiltInToggleStyle {
    /** The style. */ public init() {}
    /** The style with a tint for the track when on: the track stays `systemGreen`, as in a widget's default tint. */
    public init(tint: Color) {}
    var kind: ToggleStyleKind { .switch }
}
/** SwiftUI's `ButtonToggleStyle`: a bordered button, filled when on. */
public nonisolated struct ButtonToggleStyle: BuiltInToggleStyle { /** The style. */ public init() {}; var kind: ToggleStyleKind { .button } }

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default: a switch.
    public static var automatic: DefaultToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// The label leading and a switch trailing.
    public static var `switch`: SwitchToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A bordered button, filled when on.
    public static var button: ButtonToggleStyle { .init() }
}

/// A toggle drawn in a built-in style.
nonisolated struct ToggleFace<Label: View>: View {
    let label: Label
    let isOn: Bool
    let kind: ToggleStyleKind
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        switch kind {
        case .switch where labelsHidden:
            // Measured on iOS 18.6 (GoodSwiftUI's references, Tests/OracleTests/GoodSwiftUI): a
            // switch without its label lays out 49 pt wide and draws its 51 pt track from there.
            AnyView(SwitchTrack(isOn: isOn).frame(width: SwitchTrack.labelsHiddenWidth, alignment: .leading))
        case .switch:
            AnyView(HStack {
                label
                Spacer(minLength: 0)
                SwitchTrack(isOn: isOn)
            })
        case .button:
            AnyView(ButtonFace(label: label, kind: isOn ? .borderedProminent : .bordered))
        }
    }
}

/// The environment's toggle style.
enum ToggleStyleBox: Sendable {
    case builtIn(ToggleStyleKind)
    case custom(CustomStyle<ToggleStyleConfiguration>)

    /// `label` at `isOn`, as the style draws it.
    func face(_ label: AnyView, isOn: Bool) -> AnyView {
        switch self {
        case .builtIn(let kind): AnyView(ToggleFace(label: label, isOn: isOn, kind: kind))
        case .custom(let style):
            // As in SwiftUI, a Toggle made inside the style's body draws in the next style out.
            AnyView(style.makeBody(ToggleStyleConfiguration(label: .init(view: label), isOn: .constant(isOn)))
                .modifier(EnvironmentModifier { $0.toggleStyleBox = $0.outerToggleStyles.popLast() ?? .builtIn(.switch) }))
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleBox.builtIn(.switch) }

private struct OuterToggleStylesKey: EnvironmentKey { static let defaultValue: [ToggleStyleBox] = [] }

extension EnvironmentValues {
    var toggleStyleBox: ToggleStyleBox {
        get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue }
    }
    /// The styles set outside ``toggleStyleBox``, innermost last.
    var outerToggleStyles: [ToggleStyleBox] {
        get { self[OuterToggleStylesKey.self] } set { self[OuterToggleStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the `Toggle`s in this view: a built-in one (`.button`) or your own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let box: ToggleStyleBox
        if let builtIn = style as? any BuiltInToggleStyle {
            box = .builtIn(builtIn.kind)
        } else {
            box = .custom(CustomStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
        }
        return modifier(EnvironmentModifier { $0.outerToggleStyles.append($0.toggleStyleBox); $0.toggleStyleBox = box })
    }
    /// A built-in toggle style by kind (templates).
    package func toggleStyle(kind: ToggleStyleKind) -> some View { environment(\.toggleStyleBox, .builtIn(kind)) }
}
