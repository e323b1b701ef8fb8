import WidgetCore
import Foundation

/// Checks that help widget authors get taps right. Each finding is a warning ``Diagnostic``
/// with a ``DiagnosticCode/linkCodes``; none changes what a tap opens.
public enum LinkLints {
    /// Apple's minimum tap target, in points (Human Interface Guidelines, "Buttons": 44 x 44 pt).
    public static let minimumTapTarget = 44.0

    /// Every lint over a map's regions and `widgetURL`s.
    static func run(regions: [LinkMap.Region], declarations: [WidgetURLDeclaration], family: WidgetFamily,
                    profile: LinkProfile) -> [Diagnostic] {
        tooSmall(regions) + overlapping(regions) + inSmallWidget(regions, family: family, profile: profile)
            + invalidURLs(regions, declarations) + unsafeURLs(regions, declarations)
    }

    /// Schemes no widget tap may open: they run script or read local data instead of opening
    /// an app. Only the app's own schemes and `http(s)` make sense for a widget.
    public static let refusedSchemes: Set<String> = ["javascript", "vbscript", "data", "file", "blob", "about", "filesystem"]

    /// Why `url`'s scheme is refused, or nil when it may open (an app scheme or `http(s)`).
    public static func unsafeScheme(_ url: URL) -> String? {
        // Parsed by hand as well: a browser reads "JavaScript:" and " javascript:" alike.
        let raw = url.absoluteString.drop { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }
        guard let colon = raw.firstIndex(of: ":") else { return nil }
        let scheme = raw[..<colon].filter { !$0.isWhitespace }.lowercased()
        return refusedSchemes.contains(scheme) ? scheme : nil
    }

    /// `unsafeLinkURL`: a `Link` or `widgetURL` with a refused scheme.
    static func unsafeURLs(_ regions: [LinkMap.Region], _ declarations: [WidgetURLDeclaration]) -> [Diagnostic] {
        let links = regions.filter { $0.intent == nil }.compactMap { r in unsafeScheme(r.url).map { ("Link", r.url, r.path, $0) } }
        let decls = declarations.compactMap { d in unsafeScheme(d.url).map { ("widgetURL", d.url, d.path, $0) } }
        return (links + decls).map { what, url, path, scheme in
            Diagnostic(.warning, code: .unsafeLinkURL,
                       message: "The \(what) URL \"\(url.absoluteString.prefix(80))\" uses the \"\(scheme):\" scheme, which a widget must not open; it is refused. Use the app's own scheme (myapp://page) or https.",
                       location: path)
        }
    }

    /// `linkTooSmall`: an active region narrower or shorter than ``minimumTapTarget``.
    static func tooSmall(_ regions: [LinkMap.Region]) -> [Diagnostic] {
        regions.filter { $0.isActive && ($0.bounds.width < minimumTapTarget || $0.bounds.height < minimumTapTarget) }.map { r in
            Diagnostic(.warning, code: .linkTooSmall,
                       message: "\(r.intent.map { "The button running \($0)" } ?? "The Link to \(r.url.absoluteString)") can be tapped on \(r.bounds.size) pt, under Apple's 44x44 pt minimum tap target (HIG). "
                           + "Put padding or a frame inside the \(r.intent == nil ? "Link's" : "button's") label so the \(r.intent == nil ? "Link" : "button") itself grows.",
                       location: r.path)
        }
    }

    /// `overlappingLinks`: two active regions whose rectangles overlap, neither inside the other.
    static func overlapping(_ regions: [LinkMap.Region]) -> [Diagnostic] {
        let active = regions.filter(\.isActive)
        var out: [Diagnostic] = []
        for (i, a) in active.enumerated() {
            for b in active[(i + 1)...] where !encloses(a.index, b.index, regions) && !encloses(b.index, a.index, regions) {
                let overlap = a.bounds.intersection(b.bounds)
                guard !overlap.isEmpty else { continue }
                out.append(Diagnostic(.warning, code: .overlappingLinks,
                                      message: "The Links to \(a.url.absoluteString) and \(b.url.absoluteString) overlap on \(overlap) pt; "
                                          + "SwiftUI does not define which one opens; WidgetRender gives the taps there to the later one (\(b.url.absoluteString)).",
                                      location: b.path))
            }
        }
        return out
    }

    /// `linkInSmallWidget`: a small widget with visible `Link`s, once per map.
    static func inSmallWidget(_ regions: [LinkMap.Region], family: WidgetFamily, profile: LinkProfile) -> [Diagnostic] {
        let visible = regions.filter { $0.status != .ignored(.hidden) && $0.intent == nil }
        guard family == .systemSmall, let first = visible.first else { return [] }
        let here = profile.linkFamilies.contains(.systemSmall)
            ? "profile \(profile.name) honours them (iOS 17+, as Apple's \"Linking to specific app scenes from your widget\" describes; not verified on a device), but iOS 14–16 ignore them"
            : "profile \(profile.name) ignores them, as iOS 14–16 do"
        return [Diagnostic(.warning, code: .linkInSmallWidget,
                           message: "A systemSmall widget has \(visible.count) Link(s): \(here). Small widgets should use widgetURL.",
                           location: first.path)]
    }

    /// `invalidLinkURL`: a `Link` or `widgetURL` whose URL is not an absolute URL iOS can open.
    static func invalidURLs(_ regions: [LinkMap.Region], _ declarations: [WidgetURLDeclaration]) -> [Diagnostic] {
        let links = regions.filter { $0.intent == nil }.compactMap { r in urlProblem(r.url).map { (what: "Link", url: r.url, path: r.path, problem: $0) } }
        let decls = declarations.compactMap { d in urlProblem(d.url).map { (what: "widgetURL", url: d.url, path: d.path, problem: $0) } }
        return (links + decls).map { f in
            Diagnostic(.warning, code: .invalidLinkURL,
                       message: "The \(f.what) URL \"\(f.url.absoluteString)\" \(f.problem), so iOS cannot open it. Use a full URL such as myapp://page.",
                       location: f.path)
        }
    }

    /// Why `url` cannot be opened by iOS, or nil when it parses as an absolute URL: a scheme of
    /// a letter then letters, digits, `+`, `-` or `.` (RFC 3986 §3.1), and the rest parseable.
    public static func urlProblem(_ url: URL) -> String? {
        let string = url.absoluteString
        if string.isEmpty { return "is empty" }
        guard let scheme = url.scheme, !scheme.isEmpty else { return "has no scheme" }
        let ok = scheme.unicodeScalars.enumerated().allSatisfy { i, c in
            c.isASCII && (c.properties.isAlphabetic || (i > 0 && (("0"..."9").contains(c) || c == "+" || c == "-" || c == ".")))
        }
        guard ok else { return "has an invalid scheme \"\(scheme)\"" }
        guard URLComponents(url: url, resolvingAgainstBaseURL: false) != nil else { return "does not parse" }
        return nil
    }

    /// Whether region `outer` contains region `inner` through the nesting of `Link`s.
    private static func encloses(_ outer: Int, _ inner: Int, _ regions: [LinkMap.Region]) -> Bool {
        var k = regions.indices.contains(inner) ? regions[inner].enclosingLink : nil
        var steps = 0
        while let e = k, steps <= regions.count {
            if e == outer { return true }
            k = regions.indices.contains(e) ? regions[e].enclosingLink : nil
            steps += 1
        }
        return false
    }
}
