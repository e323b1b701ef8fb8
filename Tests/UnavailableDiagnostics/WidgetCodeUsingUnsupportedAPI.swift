// Widget code using Apple API that WidgetRender does not draw. Each use must fail with the message
// its trailing annotation names (`swiftc -verify`, run by scripts/unavailable-check.sh), never with
// "cannot find in scope". One use per declaration: a body that fails to type-check reports nothing else.
import WidgetRender

struct Interaction: View {
    @State var query = ""
    var body: some View { Text("x") }
    var bounce: some View { Text("x").scrollBounceBehavior(.basedOnSize) } // expected-error {{is unavailable: a widget is a still image}}
    var search: some View { Text("x").searchable(text: $query) } // expected-error {{is unavailable: searchable is not supported}}
    var border: some View { Button("x") {}.buttonBorderShape(.capsule) } // expected-error {{is unavailable: WidgetRender does not support this yet}}
}

struct Drawing: View {
    var body: some View { Text("x") }
    var glass: some View { Text("x").glassEffect() } // expected-error {{is unavailable: immediate-mode drawing}}
}

struct Focus: View {
    @AccessibilityFocusState var focused: Bool // expected-error {{is unavailable: accessibility rotors}}
    var body: some View { Text("x") }
}

func spacing() { _ = ViewSpacing() } // expected-error {{is unavailable: custom layouts}}

func springy() -> Animation { .spring(duration: 0.3, bounce: 0.2) } // expected-error {{is unavailable: a render is one still frame}}

func scrolling() -> some View { Text("x").chartScrollPosition(initialX: 3) } // expected-error {{is unavailable: charts in a widget neither scroll}}

func refused() -> ActivityAuthorizationError { .unentitled } // expected-error {{is unavailable: ActivityKit's runtime}}

struct Shortcut: View {
    var body: some View { ShortcutsLink() } // expected-error {{is unavailable: this App Intents feature runs in Shortcuts}}
}

struct MapView: UIViewRepresentable {} // expected-error {{is unavailable: this belongs to an app, not to a widget}}

// Declared API still compiles without a diagnostic: no generated declaration shadows one that
// WidgetRender declares under another name (`Font.Weight` is `FontWeight`).
struct Declared: View {
    var body: some View {
        Text("x").fontWeight(.bold).font(.system(size: 12, weight: .semibold, design: .rounded))
    }
}

func xcodePreview() { _ = Preview("x", traits: PreviewTrait.sizeThatFitsLayout) { Text("x") } } // expected-error {{is unavailable: write #Preview}}
