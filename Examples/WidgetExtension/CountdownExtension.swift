// A widget extension as Xcode lays it out: the bundle marked `@main`. On Linux, `swift run
// WidgetExtensionExample` renders every widget of the bundle (WidgetMain): every family, the
// placeholder, the snapshot and each timeline entry, with bundle.json.
import ExampleWidgets
import WidgetRender

@main
struct CountdownExtension: WidgetBundle {
    var body: some Widget {
        CountdownWidget()
    }
}
