// What a widget extension gets from Xcode and the device rather than from its own code.
import Foundation
import WidgetUI

/// The intent Xcode generates from the extension's `.intentdefinition` file.
final class ConfigurationIntent: INIntent {}

extension Date {
    /// `Date()` in this module reads the enumeration's explicit clock (``WidgetClock``), so the
    /// seeds' providers, which call `Date()`, give the same entries on every run.
    init() { self = WidgetClock.now ?? Date(timeIntervalSinceNow: 0) }
}
