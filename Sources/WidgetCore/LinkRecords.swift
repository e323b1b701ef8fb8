import Foundation

/// A tappable region: a `Link`'s frame, cut by every clip above it.
///
/// Regions are recorded in paint order, so a later region is drawn (and tapped) on top of an
/// earlier one (`shared/research/dsl-anchors.md`, rule 40). The link map (WidgetLinks) turns them into a hit
/// test under a link profile.
public struct LinkRegion: Hashable, Sendable {
    /// The URL a tap opens.
    public var url: URL
    /// The link's frame in points, snapped to device pixels.
    public var frame: Rect
    /// The part of the frame left inside the bounding rectangles of the clips above it: the
    /// most that can be tapped. ``clipPaths`` cut it exactly.
    public var visibleFrame: Rect
    /// Where the link sits in the view tree.
    public var path: String
    /// The exact outlines of the clips above the link (`clipped`, `clipShape`, `cornerRadius`,
    /// `mask`), outermost first. The drawing bounds are already in ``visibleFrame``.
    public var clipPaths: [Path]
    /// The index (in the same list) of the innermost `Link` this one is nested in, if any.
    public var enclosingLink: Int?
    /// Whether an `opacity(0)` above the link hides it: it draws nothing and cannot be tapped.
    public var isHidden: Bool
    /// For a `Button(intent:)` or `Toggle(intent:)` (iOS 17 interactive widgets): the App
    /// Intent's type name, which a tap runs in place of opening a URL. ``url`` is then
    /// ``LinkRegion/intentURL(_:)`` of it. Nil for a `Link`.
    public var intent: String?

    /// Creates a region; the display-list builder makes these, tests and tools may too.
    public init(url: URL, frame: Rect, visibleFrame: Rect, path: String, clipPaths: [Path] = [],
                enclosingLink: Int? = nil, isHidden: Bool = false, intent: String? = nil) {
        self.url = url; self.frame = frame; self.visibleFrame = visibleFrame; self.path = path
        self.clipPaths = clipPaths; self.enclosingLink = enclosingLink; self.isHidden = isHidden
        self.intent = intent
    }

    /// The stand-in URL of an intent region, `intent:TypeName` (percent-encoded), so that tools
    /// that list URLs show what runs. Hit tests answer with the intent itself.
    public static func intentURL(_ typeName: String) -> URL {
        let encoded = typeName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "Intent"
        return URL(string: "intent:" + encoded) ?? URL(fileURLWithPath: "/intent")
    }
}

/// A `widgetURL` found in the tree, in depth-first pre-order (the order rule 37 speaks of).
public struct WidgetURLDeclaration: Hashable, Sendable {
    /// The URL the widget opens when tapped.
    public var url: URL
    /// Where the modifier sits in the view tree.
    public var path: String
    /// The index in the list of recorded ``LinkRegion``s of the innermost `Link` whose label declares it.
    public var enclosingLink: Int?
    /// Whether it is declared on the widget's root view: reached from the root through
    /// single-content wrappers only (padding, frames, offsets, clips, the primary view of an
    /// overlay or background…), not from inside a stack, a `ZStack`, a `Link` or the secondary
    /// view of an overlay or background. (The link rules decide whether it takes over every tap.)
    public var isOnRootView: Bool

    /// Creates a declaration; the display-list builder makes these, tests and tools may too.
    public init(url: URL, path: String, enclosingLink: Int? = nil, isOnRootView: Bool = true) {
        self.url = url; self.path = path; self.enclosingLink = enclosingLink; self.isOnRootView = isOnRootView
    }
}
