internal import WidgetEngine
import Foundation

/// SwiftUI's `Button`. In a widget only a button with an App Intent does something when tapped
/// (iOS 17 interactive widgets, all families): `Button(intent:)` records a tappable region that
/// the link map reports as the intent's type name (`LinkRegion/intent`), not a URL. A button
/// with an action closure draws the same and does nothing, as on iOS, with a warning.
///
/// Drawn per the environment's ``PrimitiveButtonStyle`` (or a custom ``ButtonStyle``, whose
/// `makeBody(configuration:)` is given the label). Apple does not document the geometry of the
/// styles in widgets; WidgetRender's rules, after UIKit's button configurations:
/// - `.automatic` and `.borderless`: the label, tinted with the accent colour (or `.tint`) unless
///   a foreground style is set, as `Link` is;
/// - `.plain`: the label as it is;
/// - `.bordered`: the label in the tint over a rounded rectangle (8 pt continuous corners) of the
///   tint at 15 % opacity, padded 12 pt across and 7 pt down (a 17 pt label gives a 34 pt button);
/// - `.borderedProminent`: the same shape filled with the tint, the label white.
public nonisolated struct Button<Label: View>: View {
    let label: Label
    let intentName: String?
    var intent: (any AppIntent)?
    @Environment(\.buttonStyleBox) private var style

    /// A button that runs `intent` when tapped (WidgetKit, iOS 17).
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.label = label(); self.intentName = String(describing: I.self); self.intent = intent
    }

    /// A button that runs the App Intent named `intentName`: for templates and tools that have
    /// the intent's name rather than its type.
    public init(intentName: String, @ViewBuilder label: () -> Label) {
        self.label = label(); self.intentName = intentName
    }

    /// A button with an action closure: widgets run no closures, so it does nothing when tapped.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label(); self.intentName = nil
    }

    public var body: some View {
        ButtonRegion(intentName: intentName, intent: intent, content: style.face(AnyView(label)))
    }
}

extension Button where Label == Text {
    /// A button titled `title` that runs `intent` when tapped (iOS 17 interactive widgets).
    public init<S: StringProtocol, I: AppIntent>(_ title: S, intent: I) {
        self.init(intent: intent) { Text(title) }
    }
    /// A button titled `title` with an action closure: widgets run no closures, so it does nothing when tapped.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == WidgetUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol that runs `intent` when tapped.
    public init<S: StringProtocol, I: AppIntent>(_ title: S, systemImage: String, intent: I) {
        self.init(intent: intent) { WidgetUI.Label(title, systemImage: systemImage) }
    }
}

/// SwiftUI's `Toggle` with an App Intent (iOS 17 interactive widgets): the label and a switch
/// (or, with `.toggleStyle(.button)`, a bordered button that is filled when on). The whole
/// toggle is the intent's tappable region.
///
/// The switch is drawn at UIKit's `UISwitch` size, 51 x 31 pt, its track the `.tint` (else
/// `systemGreen`) when on and `secondarySystemFill` when off, a 27 pt white knob inset 2 pt; the
/// label leads and the switch trails, with the default spacing between (SwiftUI's switch toggle
/// fills the width it is offered, as in a `Form` row); `.labelsHidden()` leaves the switch alone,
/// which lays out 49 pt wide and draws its 51 pt track from its leading edge, as measured on iOS
/// 18.6 (GoodSwiftUI's snapshot references).
public nonisolated struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Bool
    let intentName: String?
    var intent: (any AppIntent)?
    @Environment(\.toggleStyleBox) private var style

    /// A toggle showing `isOn`, with a label, that runs `intent` when tapped.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.label = label(); self.isOn = isOn; self.intentName = String(describing: I.self); self.intent = intent
    }

    /// A toggle for the App Intent named `intentName` (templates and tools).
    public init(isOn: Bool, intentName: String, @ViewBuilder label: () -> Label) {
        self.label = label(); self.isOn = isOn; self.intentName = intentName
    }

    /// A toggle showing the binding's value (an app's toggle, or a preview's): widgets run no
    /// closures and change no bindings, so it does nothing when tapped, with a warning.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label(); self.isOn = isOn.wrappedValue; self.intentName = nil
    }

    public var body: some View {
        ButtonRegion(intentName: intentName, intent: intent, control: "Toggle", withoutIntent: "Toggle with a binding",
                     content: style.face(AnyView(label), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title` showing `isOn`, that runs `intent` when tapped.
    public init<S: StringProtocol, I: AppIntent>(_ title: S, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
    /// A toggle titled `title` showing the binding's value; it does nothing when tapped in a widget.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
    /// A toggle titled with a localized key showing the binding's value; it does nothing when tapped in a widget.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

/// The tappable region of a button or toggle: an intent region, or nothing for a closure.
/// A disabled control (`.disabled(true)`) is drawn and is no region: iOS runs no intent for it.
nonisolated struct ButtonRegion<Content: View>: View, PrimitiveView {
    let intentName: String?
    var intent: (any AppIntent)? = nil
    /// The control's name in diagnostics' view paths, and what it is without an intent (for the warning).
    var control = "Button"
    var withoutIntent = "Button with an action closure"
    let content: Content
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        guard let name = intentName else {
            return try ctx.withPathComponent(control) {
                ctx.diagnose(.warning, .buttonWithoutIntent, "A \(withoutIntent) does nothing in a widget: "
                             + "iOS runs only App Intents there. Use Button(intent:), Toggle(isOn:intent:) or a Link.")
                return [try ctx.resolveSingle(content, implicit: ZStackKind(alignment: .center))]
            }
        }
        guard ctx.env.isEnabled else {
            return [try ctx.resolveSingle(content, implicit: ZStackKind(alignment: .center))]
        }
        return try ctx.withPathComponent("Button(intent: \(name))") {
            let child = try ctx.resolveSingle(content, implicit: ZStackKind(alignment: .center))
            let node = ctx.node(LinkKind(url: LinkRegion.intentURL(name), intent: name), children: [child])
            node.action = intent
            return [node]
        }
    }
}

/// A button's label drawn in a built-in ``PrimitiveButtonStyle``.
nonisolated struct ButtonFace<Label: View>: View {
    let label: Label
    let kind: ButtonStyleKind
    @Environment(\.tint) private var tint
    @Environment(\.foregroundStyle) private var foreground

    var body: some View {
        let accent = tint ?? AnyShapeStyle(Color.accentColor)
        switch kind {
        case .plain:
            AnyView(label)
        case .borderless:
            AnyView(label.foregroundStyle(foreground ?? accent))
        case .bordered:
            AnyView(label.foregroundStyle(foreground ?? accent)
                .padding(.horizontal, 12).padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(accent).opacity(0.15)))
        case .borderedProminent:
            AnyView(label.foregroundStyle(foreground ?? AnyShapeStyle(Color.white))
                .padding(.horizontal, 12).padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(accent)))
        }
    }
}

/// UISwitch's track and knob.
nonisolated struct SwitchTrack: View {
    /// The width a switch without its label lays out at (its track overflows it by 2 pt).
    static let labelsHiddenWidth = 49.0
    let isOn: Bool
    @Environment(\.tint) private var tint
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? tint ?? AnyShapeStyle(Color(uiColor: .systemGreen)) : AnyShapeStyle(Color(uiColor: .secondarySystemFill)))
            Circle().fill(Color.white)
                .frame(width: 27, height: 27)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .padding(2)
        }
        .frame(width: 51, height: 31)
    }
}

