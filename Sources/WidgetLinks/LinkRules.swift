import WidgetCore
import Foundation

/// Whether a `Link` takes taps, and if not, why.
public enum LinkStatus: Hashable, Sendable {
    /// Taps in the region open the link's URL.
    case active
    /// The region takes no taps; taps there go to the widget URL (or launch the app).
    case ignored(LinkIgnoredReason)
}

/// Why a `Link` takes no taps.
public enum LinkIgnoredReason: String, Hashable, Sendable, CaseIterable {
    /// The family has a single tap target under the profile (rule 39; seed 002 §3.3, small row).
    case familyHasOneTapTarget
    /// A `widgetURL` declared inside the tree takes every tap (seed 002 §3.4).
    case widgetURLTakeover
    /// An `opacity(0)` above the link hides it; invisible views take no taps.
    case hidden
    /// The clips above the link leave nothing of it.
    case clippedAway
    /// The URL's scheme runs script or reads local data (`javascript:`, `data:`, `file:`…),
    /// which no widget tap may open (``LinkLints/unsafeScheme(_:)``).
    case unsafeURL
    /// The screen takes no taps (CarPlay without a touchscreen, ``LinkProfile/carPlayWithoutTouch``).
    case noTouchscreen
}

/// The tap rules, applied in order to the links and `widgetURL`s a layout recorded. Each
/// step names its source: `shared/research/dsl-anchors.md` rules 37–41 and seed 002 §3.3/§3.4.
///
/// 1. **The widget URL** (rule 37). With several `widgetURL`s the behaviour is undefined; the
///    profile's ``WidgetURLChoice`` picks one (default: the last in depth-first pre-order, as
///    seed 002 §3.4 observed) and a `multipleWidgetURLs` diagnostic is emitted.
/// 2. **Takeover** (seed 002 §3.4). If the chosen `widgetURL` is declared inside the tree (per
///    the profile's ``WidgetURLTakeover``), it takes every tap in every family and every `Link`
///    is inert: `widgetURLOverridesLinks`.
/// 3. **Families** (rule 39; seed 002 §3.3). In a family outside the profile's
///    ``LinkProfile/linkFamilies`` (small, under the default profile) every `Link` is inert:
///    `linkIgnored`.
/// 4. **Visibility.** A `Link` under `opacity(0)`, or cut away entirely by clips, is inert:
///    `linkIgnored`.
/// 5. **Hit order** (rule 40). Outside the widget's rounded shape nothing is hit. Otherwise the
///    active regions are tried front to back (reverse paint order: a later sibling, a later
///    `ZStack` child, an overlay beat what they cover; an inner `Link` beats the one around
///    it, with a `nestedLink` diagnostic). A region is the link's laid-out frame cut by every
///    clip above it, exactly: padding outside the `Link` is not part of it. Only `Link`s take
///    part: other views do not block a `Link` beneath them (rule 40 as written; unverified).
/// 6. **Fallback** (rule 38; seed 002 §3.3, "blank" column). No region hit: the widget URL; no
///    widget URL: the app launches with no URL (``TapTarget/launchApp``).
enum LinkRules {
    /// Step 1: the `widgetURL` that counts.
    static func chosenWidgetURL(_ declarations: [WidgetURLDeclaration], _ choice: WidgetURLChoice) -> WidgetURLDeclaration? {
        switch choice {
        case .lastInPreOrder: return declarations.last
        case .firstInPreOrder: return declarations.first
        }
    }

    /// Step 2: whether the chosen `widgetURL` overrides every `Link`.
    static func takesOver(_ chosen: WidgetURLDeclaration?, _ policy: WidgetURLTakeover) -> Bool {
        guard let chosen else { return false }
        switch policy {
        case .nestedDeclaration: return !chosen.isOnRootView
        case .insideLink: return chosen.enclosingLink != nil
        case .never: return false
        }
    }

    /// Steps 2–4: each link's status.
    static func status(of link: LinkRegion, bounds: Rect, family: WidgetFamily, profile: LinkProfile,
                       takeover: Bool) -> LinkStatus {
        if !profile.acceptsTaps { return .ignored(.noTouchscreen) }
        if link.isHidden { return .ignored(.hidden) }
        // Buttons and toggles with an App Intent run it in every family, widget URL or not:
        // "Widgets support Button and Toggle … in all widget families" (Apple, "Adding
        // interactivity to widgets and Live Activities", WWDC23 "Bring widgets to life").
        if link.intent != nil { return bounds.isEmpty ? .ignored(.clippedAway) : .active }
        if LinkLints.unsafeScheme(link.url) != nil { return .ignored(.unsafeURL) }
        if takeover { return .ignored(.widgetURLTakeover) }
        if !profile.linkFamilies.contains(family) { return .ignored(.familyHasOneTapTarget) }
        if bounds.isEmpty { return .ignored(.clippedAway) }
        return .active
    }

    /// The diagnostics for steps 1, 2, 4 and 5: where behaviour is undefined or a link is inert.
    static func behaviourDiagnostics(regions: [LinkMap.Region], declarations: [WidgetURLDeclaration],
                                     chosen: WidgetURLDeclaration?, takeover: Bool,
                                     family: WidgetFamily, profile: LinkProfile) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if declarations.count > 1, let chosen {
            let all = declarations.map { $0.url.absoluteString }.joined(separator: ", ")
            out.append(Diagnostic(.warning, code: .multipleWidgetURLs,
                                  message: "\(declarations.count) widgetURL modifiers (\(all)); WidgetKit leaves this undefined (Apple's widgetURL(_:) documentation). "
                                      + "Profile \(profile.name) uses the \(choiceName(profile.widgetURLChoice)): \(chosen.url.absoluteString). Keep one widgetURL.",
                                  location: chosen.path))
        }
        let visibleLinks = regions.filter { $0.status != .ignored(.hidden) }.count
        if takeover, let chosen, visibleLinks > 0 {
            out.append(Diagnostic(.warning, code: .widgetURLOverridesLinks,
                                  message: "widgetURL(\(chosen.url.absoluteString)) is declared inside the view tree"
                                      + (chosen.enclosingLink != nil ? ", in a Link's label" : "")
                                      + ", so it opens for every tap and the \(visibleLinks) Link(s) are inert, as measured on iOS 14–16. "
                                      + "Declare widgetURL once, on the widget's root view, to keep the Links.",
                                  location: chosen.path))
        }
        for r in regions {
            if case .ignored(let reason) = r.status {
                out.append(Diagnostic(.warning, code: .linkIgnored,
                                      message: "The Link to \(r.url.absoluteString) takes no taps: " + explanation(reason, family: family, profile: profile, chosen: chosen),
                                      location: r.path))
            }
            if let outer = r.enclosingLink, regions.indices.contains(outer) {
                out.append(Diagnostic(.warning, code: .nestedLink,
                                      message: "This Link to \(r.url.absoluteString) is inside the Link to \(regions[outer].url.absoluteString); "
                                          + "SwiftUI does not define which one opens; WidgetRender opens the innermost. Do not nest Links.",
                                      location: r.path))
            }
        }
        return out
    }

    private static func choiceName(_ choice: WidgetURLChoice) -> String {
        switch choice {
        case .lastInPreOrder: return "last in depth-first order"
        case .firstInPreOrder: return "first in depth-first order"
        }
    }

    private static func explanation(_ reason: LinkIgnoredReason, family: WidgetFamily, profile: LinkProfile,
                                    chosen: WidgetURLDeclaration?) -> String {
        let fallback = chosen.map { "taps on it open the widget URL \($0.url.absoluteString)" } ?? "taps on it launch the app with no URL"
        switch reason {
        case .familyHasOneTapTarget:
            return "a \(family.rawValue) widget has one tap target under profile \(profile.name) "
                + "(as on iOS 14–16); \(fallback). Use widgetURL, or the ios17 profile if you target iOS 17+."
        case .widgetURLTakeover:
            return "widgetURL(\(chosen?.url.absoluteString ?? "")) takes every tap, as measured on iOS 14–16."
        case .hidden:
            return "it is hidden by opacity(0); \(fallback)."
        case .clippedAway:
            return "the clips above it leave nothing of it; \(fallback)."
        case .unsafeURL:
            return "its URL scheme is refused (only the app's own schemes and http(s) open); \(fallback)."
        case .noTouchscreen:
            return "the screen takes no taps (profile \(profile.name): a CarPlay screen without touch); nothing in the widget reacts."
        }
    }
}
