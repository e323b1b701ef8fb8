import WidgetCore
/// The codes of the link map's diagnostics (``Diagnostic/code``).
///
/// The first four report behaviour: where WidgetKit's is undefined or a `Link` does nothing.
/// The last five are lints: legal, but likely not what the author meant.
extension DiagnosticCode {
    /// Several `widgetURL`s: Apple says the behaviour is undefined (rule 37); the profile's
    /// ``WidgetURLChoice`` picked one.
    public static let multipleWidgetURLs = DiagnosticCode("multipleWidgetURLs")
    /// The chosen `widgetURL` is declared inside the tree, so it takes every tap and every
    /// `Link` is inert (seed 002 §3.4, ``WidgetURLTakeover``).
    public static let widgetURLOverridesLinks = DiagnosticCode("widgetURLOverridesLinks")
    /// A `Link` receives no taps: the family has one tap target under the profile (rule 39),
    /// a `widgetURL` took over, it is hidden by `opacity(0)`, or clips leave nothing of it.
    public static let linkIgnored = DiagnosticCode("linkIgnored")
    /// A `Link` inside another `Link`: taps resolve to the innermost (rule 40), which SwiftUI
    /// does not define.
    public static let nestedLink = DiagnosticCode("nestedLink")
    /// A tappable `Link` region smaller than 44 x 44 pt, Apple's minimum tap target (HIG).
    public static let linkTooSmall = DiagnosticCode("linkTooSmall")
    /// Two `Link` regions overlap (and neither is inside the other): the later one wins there.
    public static let overlappingLinks = DiagnosticCode("overlappingLinks")
    /// A `Link` in a small widget: inert on iOS 14–16 (seed 002 §3.3), honoured on iOS 17+ by
    /// the current documentation (rule 39). Either way some users get the widget URL.
    public static let linkInSmallWidget = DiagnosticCode("linkInSmallWidget")
    /// A `Link` or `widgetURL` whose URL does not parse as an absolute URL iOS could open.
    public static let invalidLinkURL = DiagnosticCode("invalidLinkURL")
    /// A `Link` or `widgetURL` whose scheme runs script or reads local data (`javascript:`,
    /// `data:`, `file:`…): refused, never opened, never a live link in the gallery.
    public static let unsafeLinkURL = DiagnosticCode("unsafeLinkURL")

    /// Every link code: the four behaviour codes, then the five lints.
    public static let linkCodes: [DiagnosticCode] = [
        .multipleWidgetURLs, .widgetURLOverridesLinks, .linkIgnored, .nestedLink,
        .linkTooSmall, .overlappingLinks, .linkInSmallWidget, .invalidLinkURL, .unsafeLinkURL,
    ]
}
