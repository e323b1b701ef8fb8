// The porting guide's clock file, in the Linux target only: while WidgetRender runs a provider or
// a preview's timeline, `Date()` and `.now` in this module are the render's `now`, so images do
// not change with the machine's clock.
import WidgetKit

extension Date {
    init() { self = WidgetClock.now ?? Date(timeIntervalSinceNow: 0) }
    static var now: Date { WidgetClock.now ?? Date(timeIntervalSinceNow: 0) }
}
