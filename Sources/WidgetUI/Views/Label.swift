internal import WidgetEngine

/// SwiftUI's `Label`: an icon beside a title, shown per the environment's ``LabelStyle`` (a
/// custom style's `makeBody(configuration:)` is given the title and the icon).
///
/// Apple documents that a label combines an icon and a title and that `labelStyle` picks which
/// parts show (`Label`, `LabelStyle` documentation); the geometry of the default style is not
/// documented. WidgetRender's rule for `.titleAndIcon` (and `.automatic`, which is it outside
/// lists and toolbars): icon first, then the title, in a row with the default stack spacing
/// (8 pt, rule A2-11), the icon vertically centred on the title's *first line* (as iOS draws a
/// label whose title wraps: the icon stays level with the first line). The row aligns first
/// text baselines; a symbol icon already sits on its baseline centred on the cap-height
/// midline (`SymbolMetrics`), any other icon is centred on the midline of the title's first
/// line box (the environment font's ascender and descender). `.titleOnly` and `.iconOnly`
/// show one part.
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleBox) private var style

    /// A label with a title and an icon built by the two closures.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        switch style {
        case .builtIn(let kind): AnyView(LabelContent(title: title, icon: icon, kind: kind))
        case .custom(let custom):
            custom.makeBody(LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon))))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A title with an SF Symbol (see ``Image/init(systemName:)``); the title is a
    /// ``LocalizedStringKey``, so it may interpolate dates and formats as `Text` does
    /// (`Label("\(date, style: .time)", systemImage: "clock")`).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    /// A title string variable, shown as written, with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A title with an image file or asset (see ``Image/init(_:scale:)``).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    /// A title string variable with an image file or asset.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    /// A title with an image asset by its generated symbol (`Label("Home", image: .house)`).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    /// A title string variable with an image asset by its generated symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

/// The label's row, built at resolution time where the title's font metrics are known.
nonisolated struct LabelContent<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    let kind: LabelStyleKind
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        switch kind {
        case .titleOnly: return try ctx.resolve(title)
        case .iconOnly:
            // VoiceOver reads the hidden title as the icon's label.
            let spoken = VoiceOverReader.spokenText(of: try ctx.withPathComponent("title") { try ctx.resolve(title) })
            return try ctx.resolve(icon).map { ctx.node(AccessibilityKind(AccessibilityAttributes(label: spoken)), children: [$0]) }
        case .titleAndIcon:
            let env = ctx.env
            let spec = (env.font ?? .body).spec(weightOverride: env.fontWeightOverride, italic: env.italic, monospacedDigit: env.monospacedDigit)
            let m = ctx.measurer.fontMetrics(for: spec)
            // The first line box's midline, above the baseline: (ascender + descender) / 2.
            let midline = (m.ascender + m.descender) / 2
            let iconNode = try ctx.withPathComponent("icon") {
                // VoiceOver reads the title; the icon beside it is not read.
                let hidden = ctx.node(AccessibilityKind(AccessibilityAttributes(hidden: true)),
                                      children: [try ctx.resolveSingle(icon, implicit: ZStackKind(alignment: .center))])
                return ctx.node(CenteredBaselineKind(fromCenter: midline), children: [hidden])
            }
            let titleNode = try ctx.withPathComponent("title") { try ctx.resolveSingle(title, implicit: StackKind(axis: .vertical, alignment: .horizontal(.leading), spacing: nil)) }
            return [ctx.node(StackKind(axis: .horizontal, alignment: .vertical(.firstTextBaseline), spacing: nil), children: [iconNode, titleNode])]
        }
    }
}
