import Foundation

extension WidgetRenderer {
    /// Draws a control in one presentation, as its value provider's preview value shows it;
    /// `isOn` overrides a toggle's state. The drawing is one tap region running the control's
    /// intent, so ``tap(_:at:)`` and the link map report it.
    public static func render(control: ErasedControl, presentation: ControlPresentation, isOn: Bool? = nil,
                              options: RenderOptions = RenderOptions()) throws(RenderError) -> RenderedWidget {
        try rasterize(compose(control: control, presentation: presentation, isOn: isOn, options: options))
    }

    /// The composed control without pixels.
    public static func compose(control: ErasedControl, presentation: ControlPresentation, isOn: Bool? = nil,
                               options: RenderOptions = RenderOptions()) throws(RenderError) -> ComposedWidget {
        var template = MainThread.run { control.template() }
        if let isOn, template.kind == .toggle { template.isOn = isOn }
        let (view, surface) = try ControlPresenter.present(template, in: presentation, options: options)
        var o = options
        o.surface = surface
        return try compose(view, options: o)
    }
}

/// Builds a control's presentation as a view on its surface: the template's label (its icon
/// with `labelStyle(.iconOnly)`, its title with `.titleOnly`), the value label (a toggle's
/// "On"/"Off" when it gives none), on the state's platter. Title and value are 14 pt (the
/// decompiled module scales its text style by 14/15), the content inset 14 pt.
struct ControlPresenter {
    let geometry: ControlGeometry
    let template: ControlTemplateContent

    /// `template` in `presentation` on the options' device: the view and its surface, named
    /// with the toggle's state (`controlSmall-on`).
    static func present(_ template: ControlTemplateContent, in presentation: ControlPresentation,
                        options: RenderOptions) throws(RenderError) -> (AnyView, RenderSurface) {
        let geometry: ControlGeometry
        do { geometry = try ControlGeometry.forScreen(width: options.device.screen.width) } catch { throw .homeScreen(error) }
        var (view, surface) = ControlPresenter(geometry: geometry, template: template).present(presentation)
        surface.name = RenderSurface.name(of: surface.name, isOn: template.isOn)
        return (view, surface)
    }

    var isOn: Bool { template.isOn ?? false }
    /// The platter: light when a toggle is on, translucent when off (estimates: see the file).
    var platter: Color { Color(isOn ? geometry.onBackground : geometry.offBackground) }
    /// The symbol: in the tint (default the system blue) when on — the HIG: `tint(_:)` colours a
    /// toggle's symbol in its on state only — else white.
    var symbolColor: Color { isOn ? (template.tint ?? .blue) : Color(geometry.symbolOff) }

    var icon: some View { template.label.labelStyle(.iconOnly).foregroundStyle(symbolColor) }
    /// A medium or large module's tile: light when a toggle is on, with dark text — the HIG's
    /// Controls illustration of an on 2×1 control (white capsule, black title, grey detail) —
    /// else the translucent platter with white text.
    var tile: Color { Color(isOn ? geometry.onBackground : geometry.offBackground) }
    var tileScheme: ColorScheme { isOn ? .light : .dark }
    var title: some View { template.label.labelStyle(.titleOnly) }
    var value: AnyView {
        if let v = template.valueLabel { return v }
        guard template.kind == .toggle else { return AnyView(EmptyView()) }
        return AnyView(Text(isOn ? "On" : "Off"))
    }

    func tappable(_ view: some View) -> AnyView {
        guard template.runsAction else { return AnyView(Button(intentName: template.actionName) { view }.buttonStyle(.plain)) }
        func open<I: AppIntent>(_ intent: I) -> AnyView { AnyView(Button(intent: intent) { view }.buttonStyle(.plain)) }
        return open(template.action)
    }

    func present(_ p: ControlPresentation) -> (AnyView, RenderSurface) {
        let size: Size
        let view: AnyView
        switch p {
        case .small:
            size = geometry.small
            view = tappable(Circle().fill(platter).overlay { icon.font(.title2) })
        case .medium:
            // The symbol's circle fills the leading 1×1 square; title over value beside it.
            size = geometry.medium
            view = tappable(HStack(spacing: 2) {
                Circle().fill(platter).overlay { icon.font(.title2) }.frame(width: size.height, height: size.height)
                VStack(alignment: .leading, spacing: 0) {
                    title.font(.system(size: 14, weight: .semibold)).lineLimit(template.valueLabel == nil && template.kind == .button ? 3 : 2)
                    value.font(.system(size: 14)).foregroundStyle(.secondary).lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.trailing, geometry.contentInset)
                .environment(\.colorScheme, tileScheme)
            }
            .background(RoundedRectangle(cornerRadius: geometry.mediumCornerRadius, style: .continuous).fill(tile)))
        case .large:
            // The symbol's circle in the top-leading 1×1 square; title over value at the bottom.
            size = geometry.large
            view = tappable(VStack(alignment: .leading, spacing: 4) {
                Circle().fill(platter).overlay { icon.font(.title2) }.frame(width: geometry.small.width, height: geometry.small.height)
                Spacer(minLength: 0)
                VStack(alignment: .leading, spacing: 0) {
                    title.font(.system(size: 14, weight: .semibold)).lineLimit(2)
                    value.font(.system(size: 14)).foregroundStyle(.secondary).lineLimit(1)
                }
                .padding([.leading, .bottom, .trailing], geometry.contentInset)
                .environment(\.colorScheme, tileScheme)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: geometry.largeCornerRadius, style: .continuous).fill(tile)))
        case .lockScreen:
            size = Size(width: geometry.lockScreenDiameter, height: geometry.lockScreenDiameter)
            let fill = isOn ? Color.white : Color(geometry.offBackground)
            // On: a light button, the symbol in the tint (the HIG's Silent Mode button, red on
            // white), black when the control sets none; off: translucent with a white symbol.
            let symbol = isOn ? (template.tint ?? Color.black) : Color.white
            view = tappable(Circle().fill(fill).overlay { template.label.labelStyle(.iconOnly).foregroundStyle(symbol).font(.title3) })
        }
        var notes: [Diagnostic] = []
        if let why = geometry.estimatedBecause {
            notes.append(Diagnostic(.info, code: .controlGeometryEstimated, message: why, location: p.rawValue))
        }
        let surface = RenderSurface(name: p.rawValue, size: size, cornerRadius: nil, background: .clear, colorScheme: .dark, notes: notes)
        return (view.environment(\.colorScheme, .dark).frame(width: size.width, height: size.height).eraseToAnyView(), surface)
    }
}

nonisolated extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) }
}

extension DiagnosticCode {
    /// A control size or colour is not in the source for this presentation (see the geometry file).
    public static let controlGeometryEstimated = DiagnosticCode("controlGeometryEstimated")
}
