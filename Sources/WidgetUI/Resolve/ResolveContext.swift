internal import WidgetEngine
import Foundation

/// Bounds that keep resolution and layout safe on absurd input.
public enum ResolveLimits {
    /// The deepest view nesting accepted. Real widgets are a few dozen levels deep.
    public static let maxDepth = 400
}

/// Why a view tree could not be resolved at all.
public enum ViewTreeError: Error, CustomStringConvertible, Equatable {
    /// The views nest deeper than `limit` (``ResolveLimits/maxDepth``); `path` is where.
    case tooDeep(limit: Int, path: String)
    /// Resolving threw an error of another type (WidgetUI's own views throw none).
    case unexpected(String)

    public var description: String {
        switch self {
        case .tooDeep(let limit, let path):
            let shown = path.count > 160 ? "…" + String(path.suffix(160)) : path
            return "The view tree is nested more than \(limit) levels deep (at \(shown)). Flatten it: use ForEach or fewer wrapper views."
        case .unexpected(let message):
            return "Resolving the view tree failed: \(message)"
        }
    }
}

/// State carried down while views become nodes: the environment in force, the place in the
/// tree (for diagnostics), and the services that decode images and measure text.
final class ResolveContext {
    var env: EnvironmentValues
    var diagnostics: [Diagnostic] = []
    var pathComponents: [String] = []
    private var depth = 0
    /// Text metrics, images, symbols and SVG files: everything read from outside the tree.
    let resources: ResolveResources
    var measurer: any TextMeasuring { resources.measurer }
    var images: any ImageProviding { resources.images }
    /// What `content` stands for inside the `body(content:)` of the custom modifiers being resolved.
    var modifierContents: [(ResolveContext) throws -> [Node]] = []
    /// The widget's `containerBackground`, if the tree declares one.
    var containerBackground: Node?

    init(env: EnvironmentValues, resources: ResolveResources) {
        self.env = env; self.resources = resources
    }

    var path: String { pathComponents.isEmpty ? "root" : pathComponents.joined(separator: "/") }

    /// Resolves any view into its nodes: primitives directly, custom views through `body`.
    func resolve<V: View>(_ view: V) throws -> [Node] {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ResolveLimits.maxDepth else {
            throw ViewTreeError.tooDeep(limit: ResolveLimits.maxDepth, path: path)
        }
        if let primitive = view as? any PrimitiveView {
            return try primitive.makeNodes(self)
        }
        let body = EnvironmentValues.$current.withValue(env) { evaluateBody(view) }
        return try withPathComponent(Self.typeName(V.self)) { try resolve(body) }
    }

    func resolveExistential(_ view: any View) throws -> [Node] { try resolve(view) }

    /// Resolves `view` into exactly one node: several become an implicit stack of `kind`.
    func resolveSingle<V: View, Kind: NodeKind>(_ view: V, implicit: Kind) throws -> Node {
        let nodes = try resolve(view)
        if nodes.count == 1, let only = nodes.first { return only }
        return Node.make(implicit, children: nodes, path: path)
    }

    func withPathComponent<T>(_ component: String, _ body: () throws -> T) rethrows -> T {
        pathComponents.append(component)
        defer { pathComponents.removeLast() }
        return try body()
    }

    func withEnvironment<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () throws -> T) rethrows -> T {
        let saved = env
        change(&env)
        defer { env = saved }
        return try body()
    }

    func node<Kind: NodeKind>(_ kind: Kind, children: [Node] = []) -> Node {
        let n = Node.make(kind, children: children, path: path)
        // Nil: the render's scheme, so one laid-out tree draws in either (AppearanceReads).
        n.colorScheme = env.colorSchemeSetInTree ? env.colorSchemeUnnoted : nil
        n.isRedacted = env.isRedactingContent
        n.isRightToLeft = env.layoutDirection == .rightToLeft
        return n
    }

    func diagnose(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String) {
        let d = Diagnostic(severity, code: code, message: message, location: path)
        if !diagnostics.contains(d) { diagnostics.append(d) }
    }

    /// Reports a color built from a malformed hex string.
    func check(_ style: some ShapeStyle) {
        if let c = style as? Color, let bad = c.invalidSpec, bad.hasPrefix("asset:") {
            let name = String(bad.dropFirst(6))
            diagnose(.warning, .assetNotFound, "No color set named \"\(name)\" in the asset catalog (give one with .environment(\\.assetCatalog, …)); it draws nothing.")
        } else if let c = style as? Color, let bad = c.invalidSpec {
            diagnose(.warning, .invalidColor, "\"\(bad)\" is not a color; use #RGB, #RRGGBB or #RRGGBBAA. It draws nothing.")
        }
    }

    /// `Foo<Bar>` → `Foo`: readable names for custom views in node paths.
    static func typeName<V>(_ type: V.Type) -> String {
        typeNames.value(for: ObjectIdentifier(type)) {
            // The same text as `String(describing:)`, without its three protocol checks on the
            // metatype: each first check scans every conformance record of the executable.
            let full = _typeName(type, qualified: false)
            return full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
        }
    }

    /// Names by type: every node of every render asks. A process meets few types; the bound is only a backstop.
    private static let typeNames = ProcessMemo<ObjectIdentifier, String>(limit: 4096)
}
