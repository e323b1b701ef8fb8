import WidgetCore
/// A named, consistent set of tap rules for the link map.
///
/// WidgetKit's tap behaviour is partly undefined and has changed between iOS releases, so the
/// rules are a choice, made explicit here. The sources are in `shared/research/dsl-anchors.md`
/// (rules 37–41) and seed 002 ("iOS 14-WidgetKit-桌面小组件 知识小集", §3.3 and §3.4), which measured
/// them on a device:
///
/// | Profile | `Link` in small | `Link` in medium, large | Several `widgetURL`s | `widgetURL` inside the tree |
/// |---|---|---|---|---|
/// | ``seed002`` (default) | inert (§3.3, rule 39 iOS 14–16) | its own target (§3.3, rule 38) | last in pre-order wins (rule 37) | takes over every tap (§3.4) |
/// | ``iOS17`` | its own target (rule 39, current docs) | its own target | last in pre-order wins | takes over every tap (§3.4) |
///
/// Whatever the profile, the link map emits a diagnostic where the behaviour is undefined or a
/// `Link` is ignored (see ``DiagnosticCode/linkCodes``).
public struct LinkProfile: Hashable, Sendable, CustomStringConvertible {
    /// The profile's name on the command line and in JSON.
    public var name: String
    /// The families in which a `Link` is its own tap target. In the others a `Link` is inert and
    /// taps on it go to the widget URL (rule 39; seed 002 §3.3, small row).
    public var linkFamilies: Set<WidgetFamily>
    /// Which `widgetURL` counts when the tree declares several (rule 37: Apple leaves it undefined).
    public var widgetURLChoice: WidgetURLChoice
    /// When the chosen `widgetURL` overrides every `Link` (seed 002 §3.4).
    public var takeover: WidgetURLTakeover
    /// Whether the screen takes taps at all: false in a car without a touchscreen, where
    /// "buttons and toggles aren't functional" and no tap opens the app.
    public var acceptsTaps: Bool = true

    /// Creates a profile from its rules.
    public init(name: String, linkFamilies: Set<WidgetFamily>, widgetURLChoice: WidgetURLChoice = .lastInPreOrder,
                takeover: WidgetURLTakeover = .nestedDeclaration) {
        self.name = name; self.linkFamilies = linkFamilies
        self.widgetURLChoice = widgetURLChoice; self.takeover = takeover
    }

    /// What seed 002 measured on iOS 14 (the default): small widgets have one tap target, so
    /// every tap opens the widget URL and `Link`s are inert (§3.3); in medium and large a tap
    /// in a `Link` opens it and elsewhere opens the widget URL (§3.3); a `widgetURL` declared
    /// inside the tree takes over every tap in every family (§3.4). Rule 39 calls this
    /// `legacyTapTargets` (iOS ≤ 16).
    public static let seed002 = LinkProfile(name: "seed002",
                                            linkFamilies: [.systemMedium, .systemLarge, .systemExtraLarge])

    /// iOS 17 and later, per Apple's current "Linking to specific app scenes" page (rule 39):
    /// `Link` is honoured in small widgets too. Nothing else is known to differ, so the other
    /// rules are the seed's. Whether small-widget `Link`s work on iOS 17/18 is unverified.
    public static let iOS17 = LinkProfile(name: "ios17", linkFamilies: Set(WidgetFamily.allCases))

    /// CarPlay in a car without a touchscreen: the widget (small, in CarPlay's widget stack) is
    /// shown but nothing in it reacts to taps — WidgetKit's "Adding StandBy and CarPlay support
    /// to your widget": in vehicles that don't support touch, "buttons and toggles aren't
    /// functional" and the widget does not open the app. Every `Link`, button and toggle is
    /// inert, and a tap anywhere is ``TapTarget/inert``.
    public static let carPlayWithoutTouch: LinkProfile = {
        var p = LinkProfile(name: "carplay-nontouch", linkFamilies: [])
        p.acceptsTaps = false
        return p
    }()

    /// The profile used unless one is asked for: ``seed002``, the behaviour measured on a device.
    public static let `default` = seed002

    /// Every built-in profile.
    public static let builtIn: [LinkProfile] = [.seed002, .iOS17, .carPlayWithoutTouch]

    /// A built-in profile by name, case-insensitively: `seed002` (also `legacy`, `ios14`),
    /// `ios17` (also `modern`) or `carplay-nontouch` (also `carplay`). nil for any other name.
    public static func named(_ name: String) -> LinkProfile? {
        switch name.lowercased() {
        case "seed002", "legacy", "ios14", "legacytaptargets": return .seed002
        case "ios17", "modern": return .iOS17
        case "carplay-nontouch", "carplay": return .carPlayWithoutTouch
        default: return nil
        }
    }

    public var description: String { name }
}

/// Which `widgetURL` counts when a tree declares several (rule 37).
public enum WidgetURLChoice: String, Hashable, Sendable, CaseIterable {
    /// The last one in depth-first pre-order: the innermost, or the later sibling. This is the
    /// research note's engine decision for rule 37 and what seed 002 §3.4 observed (the
    /// `widgetURL` on the "Setting Page" text, declared after the one on the stack, won).
    case lastInPreOrder
    /// The first one in depth-first pre-order: the outermost.
    case firstInPreOrder
}

/// When the chosen `widgetURL` overrides every `Link`, so that every tap opens it.
///
/// Seed 002 §3.4 put `.widgetURL(settingLinkDestination)` on the "Setting Page" text, inside
/// its `Link` and inside the `VStack` that already had the family's `widgetURL`: afterwards every
/// tap in every family, on "Home Page" too, opened `page=setting`. The seed cannot tell apart
/// "declared inside the tree" from "declared inside a `Link`" (both hold there); the default
/// follows the first reading.
public enum WidgetURLTakeover: String, Hashable, Sendable, CaseIterable {
    /// When the chosen `widgetURL` is not declared on the widget's root view (see
    /// ``WidgetURLDeclaration/isOnRootView``): declared on a view inside a stack, a `Link`, an
    /// overlay's content… (seed 002 §3.4, as the issue reads it). The default.
    case nestedDeclaration
    /// Only when the chosen `widgetURL` is declared inside a `Link`'s label (the narrower
    /// reading of seed 002 §3.4).
    case insideLink
    /// Never: `Link`s always win where they are honoured (rule 38 read alone).
    case never
}
