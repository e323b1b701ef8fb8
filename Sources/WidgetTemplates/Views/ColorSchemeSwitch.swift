/// A template `Switch` on `colorScheme`: reads `@Environment(\.colorScheme)` when the view is
/// resolved, exactly as a Swift widget's `switch colorScheme` does, so one built view renders
/// right in light and in dark.
nonisolated struct ColorSchemeSwitch: View {
    @Environment(\.colorScheme) var colorScheme
    let light: AnyView
    let dark: AnyView

    var body: some View {
        if colorScheme == .dark { dark } else { light }
    }
}
