// A widget extension as Xcode lays it out: the bundle marked `@main`. On Linux, `swift run
// WidgetExtensionExample` renders every widget of the bundle (WidgetMain): every family, the
// placeholder, the snapshot and each timeline entry, with bundle.json; and its control in
// Control Center and on the Lock Screen, on and off. The Live Activity is listed (it is drawn
// from content states: see ShowcaseExample and the README's Live Activities section).
import ExampleWidgets
import WidgetRender

@main
struct CountdownExtension: WidgetBundle {
    var body: some Widget {
        CountdownWidget()
        DeliveryActivityWidget()
        LightsControl()
    }
}
