import WidgetCore
import Foundation

/// What a tap at a point of the widget does.
public enum TapTarget: Hashable, Sendable, CustomStringConvertible {
    /// The tap is on an honoured `Link`: its URL opens. `region` indexes ``LinkMap/regions``.
    case link(URL, region: Int)
    /// The tap is on an active `Button(intent:)` or `Toggle(intent:)`: the App Intent of this
    /// type runs and no URL opens (iOS 17 interactive widgets). `region` indexes ``LinkMap/regions``.
    case intent(String, region: Int)
    /// The tap is elsewhere on the widget (or on an inert `Link`): the widget URL opens.
    case widgetURL(URL)
    /// Neither a `Link` nor a `widgetURL`: the app opens with no URL (rule 38; seed 002 §4,
    /// "the app opens and openURL is not called").
    case launchApp
    /// The point is outside the widget's rounded shape (or its canvas): nothing is tapped.
    case outsideWidget
    /// The widget takes no taps where it is shown (CarPlay without a touchscreen): nothing
    /// happens.
    case inert

    /// The URL iOS opens, nil for ``launchApp`` and ``outsideWidget``.
    public var url: URL? {
        switch self {
        case .link(let u, _), .widgetURL(let u): return u
        case .intent, .launchApp, .outsideWidget, .inert: return nil
        }
    }

    /// A stable name for the kind of target: `link`, `widgetURL`, `launchApp` or `outside`.
    public var kind: String {
        switch self {
        case .link: return "link"
        case .intent: return "intent"
        case .widgetURL: return "widgetURL"
        case .launchApp: return "launchApp"
        case .outsideWidget: return "outside"
        case .inert: return "inert"
        }
    }

    /// What `widget-render hit` prints: the URL, `intent NAME`, `launch-app`, or `outside`.
    public var description: String {
        switch self {
        case .link(let u, _), .widgetURL(let u): return u.absoluteString
        case .intent(let name, _): return "intent \(name)"
        case .launchApp: return "launch-app"
        case .outsideWidget: return "outside"
        case .inert: return "inert (no touchscreen)"
        }
    }
}
