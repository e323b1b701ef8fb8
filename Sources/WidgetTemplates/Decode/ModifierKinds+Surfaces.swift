import Foundation

/// The rendering-mode groups, redaction and Dynamic Type, as templates write them in a
/// `modifiers` list.
extension ModifierKinds {
    static let surfaceTable: [String: Apply] = [
        "widgetAccentable": flag { AnyView($0.widgetAccentable()) },
        "privacySensitive": flag { AnyView($0.privacySensitive()) },
        "unredacted": flag { AnyView($0.unredacted()) },
        "hidden": flag { AnyView($0.hidden()) },
        "redacted": value({ b, v, p in b.choice(v, p, [("placeholder", RedactionReasons.placeholder), ("privacy", .privacy)], "a redaction reason") }) {
            AnyView($0.redacted(reason: $1))
        },
        "dynamicTypeSize": value({ b, v, p in
            b.choice(v, p, DynamicTypeSize.allCases.map { ($0.rawValue, $0) }, "a Dynamic Type size")
        }) { AnyView($0.dynamicTypeSize($1)) },
    ]
}
