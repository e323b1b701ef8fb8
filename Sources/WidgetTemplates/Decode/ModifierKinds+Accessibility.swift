import Foundation

/// What VoiceOver reads, as templates write it in a `modifiers` list: SwiftUI's accessibility
/// modifiers by their names (`{"accessibilityLabel": "Rain, {{chance}} %"}`).
extension ModifierKinds {
    static let traitNames: [(String, AccessibilityTraits)] = [
        ("isButton", .isButton), ("isHeader", .isHeader), ("isStaticText", .isStaticText), ("isImage", .isImage),
        ("updatesFrequently", .updatesFrequently), ("isLink", .isLink), ("isSelected", .isSelected), ("isToggle", .isToggle),
        ("isSummaryElement", .isSummaryElement),
    ]

    static let accessibilityTable: [String: Apply] = [
        "accessibilityLabel": value(spoken) { AnyView($0.accessibilityLabel(Text(verbatim: $1))) },
        "accessibilityValue": value(spoken) { AnyView($0.accessibilityValue(Text(verbatim: $1))) },
        "accessibilityHint": value(spoken) { AnyView($0.accessibilityHint(Text(verbatim: $1))) },
        "accessibilityHidden": value({ b, v, p in b.bool(v, p) }) { AnyView($0.accessibilityHidden($1)) },
        "accessibilityIdentifier": value({ b, v, p in b.string(v, p) }) { AnyView($0.accessibilityIdentifier($1)) },
        "accessibilityElement": value({ b, v, p in
            b.choice(v, p, [("ignore", AccessibilityChildBehavior.ignore), ("combine", .combine), ("contain", .contain)], "how the element treats its children")
        }) { AnyView($0.accessibilityElement(children: $1)) },
        "accessibilityAddTraits": value(traits) { AnyView($0.accessibilityAddTraits($1)) },
        "accessibilitySortPriority": value({ b, v, p in b.number(v, p, -1000...1000, "a sort priority from -1000 to 1000") }) {
            AnyView($0.accessibilitySortPriority($1))
        },
    ]

    /// Text VoiceOver reads: a string with bindings, or a number.
    @Sendable static func spoken(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> String? {
        guard case .value(let j, let binding) = b.resolve(v, p) else { return nil }
        switch j {
        case .string(let s): return s
        case .number, .bool: return try? Values.text(j)
        default:
            b.issue(p, "expected text for VoiceOver to read, got \(j.kindDescription)\(binding.map { " (from \($0))" } ?? "").")
            return nil
        }
    }

    /// One trait name or a list of them.
    @Sendable static func traits(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> AccessibilityTraits? {
        let what = "an accessibility trait (\(traitNames.map(\.0).joined(separator: ", ")))"
        if case .array(let items) = v {
            var out: AccessibilityTraits = []
            for (i, item) in items.enumerated() {
                guard let t = b.choice(item, p.appending(i), traitNames, what) else { return nil }
                out.insert(t)
            }
            return out
        }
        return b.choice(v, p, traitNames, what)
    }
}
