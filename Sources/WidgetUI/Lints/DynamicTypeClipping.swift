internal import WidgetEngine

/// Lint: text that fits at the default text size but is truncated or pushed out of the widget at
/// a larger Dynamic Type size (the layout that breaks for people who need bigger text).
public enum DynamicTypeClippingLint {
    /// The code of the lint's diagnostics (`contentClippedAtDynamicTypeSize`).
    public static let code = DiagnosticCode.contentClippedAtDynamicTypeSize

    /// Lays `view` out in `rect` at `.large` and at each of `sizes`, and reports (once per text,
    /// at the smallest size where it happens) every text that is truncated or reaches outside
    /// `rect` at that size but not at `.large`.
    public static func check<V: View>(_ view: V, in rect: Rect, environment: EnvironmentValues,
                                      sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
                                      textMeasurer: any TextMeasuring = TextEngine.shared) throws -> [Diagnostic] {
        try check(view, in: rect, environment: environment, sizes: sizes, textMeasurer: textMeasurer, onThisThread: false)
    }

    /// The same; `onThisThread` lays out trees of WidgetRender's own views (templates) on the
    /// calling thread, as their render does, instead of on the main thread.
    package static func check<V: View>(_ view: V, in rect: Rect, environment: EnvironmentValues,
                                       sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
                                       textMeasurer: any TextMeasuring, onThisThread: Bool) throws -> [Diagnostic] {
        func clipped(at size: DynamicTypeSize) throws -> [String] {
            var env = environment
            env.dynamicTypeSize = size
            let layout = onThisThread ? try WidgetLayout(onThisThread: view, in: rect, environment: env, textMeasurer: textMeasurer)
                                      : try WidgetLayout(view, in: rect, environment: env, textMeasurer: textMeasurer)
            return layout.clippedTextPaths(in: rect)
        }
        let baseline = Set(try clipped(at: .large))
        var reported = Set<String>()
        var out: [Diagnostic] = []
        for size in sizes.sorted() where size > .large {
            for path in try clipped(at: size) where !baseline.contains(path) && reported.insert(path).inserted {
                out.append(Diagnostic(.warning, code: code,
                                      message: "This text is cut off at Dynamic Type size \(size) (\(size.shortName)) but fits at the default size. "
                                        + "Let it wrap or shrink (lineLimit, minimumScaleFactor), give it room, or cap the size with .dynamicTypeSize(...DynamicTypeSize.\(size.previous.rawValue)).",
                                      location: path))
            }
        }
        return out
    }
}

extension DynamicTypeSize {
    var previous: DynamicTypeSize {
        let all = DynamicTypeSize.allCases
        guard let i = all.firstIndex(of: self), i > 0 else { return self }
        return all[i - 1]
    }
}

extension WidgetLayout {
    /// The paths of text nodes that are truncated or reach outside `bounds` by more than half a point.
    func clippedTextPaths(in bounds: Rect) -> [String] { clippedTexts(in: bounds).map(\.path) }

    /// The text nodes that are truncated or reach outside `bounds` by more than half a point:
    /// their paths and strings, depth-first.
    package func clippedTexts(in bounds: Rect) -> [(path: String, string: String)] {
        var out: [(path: String, string: String)] = []
        tree.visit { n in
            if let t = n.kind(TextKind.self) {
                let f = tree.engine.frame(of: n)
                let outside = f.minX < bounds.minX - 0.5 || f.minY < bounds.minY - 0.5
                    || f.maxX > bounds.maxX + 0.5 || f.maxY > bounds.maxY + 0.5
                if outside || t.layout(for: tree.engine.proposal(of: n)).isTruncated { out.append((n.path, t.string)) }
            }
        }
        return out
    }
}
