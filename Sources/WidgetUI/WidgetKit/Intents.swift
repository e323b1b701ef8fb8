import Foundation

/// Stand-in for SiriKit's `INIntent`, the base class of the intents Xcode generates from an
/// `.intentdefinition` file (`ConfigurationIntent`). Declare yours as a subclass; the
/// enumeration configures widgets with a default instance (`init()`), as a new widget is.
open class INIntent {
    /// An intent with its default values, as a newly added widget has.
    public required init() {}
}
