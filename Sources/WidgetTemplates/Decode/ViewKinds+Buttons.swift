import Foundation

/// `Button` and `Toggle` with an App Intent (iOS 17 interactive widgets), as templates write them:
/// the intent by its type name, `{"type": "Button", "intent": "ToggleTaskIntent", "title": "Done"}`.
extension ViewKinds {
    static let buttonTable: [String: Kind] = [
        "Button": Kind(keys: ["intent", "label", "title", "style"]) { b, r in
            guard let name = intentName(b, r, what: "Button") else { return TemplateBuilder.empty }
            guard let label = label(b, r, what: "Button") else { return TemplateBuilder.empty }
            let style = r["style"].flatMap { b.choice($0, r.at("style"), buttonStyles, "a button style") } ?? .borderless
            return AnyView(Button(intentName: name) { label }.buttonStyle(kind: style))
        },
        "Toggle": Kind(keys: ["intent", "isOn", "label", "title", "style"]) { b, r in
            guard let name = intentName(b, r, what: "Toggle") else { return TemplateBuilder.empty }
            guard let label = label(b, r, what: "Toggle") else { return TemplateBuilder.empty }
            let isOn = r["isOn"].flatMap { b.bool($0, r.at("isOn")) } ?? false
            let style = r["style"].flatMap { b.choice($0, r.at("style"), toggleStyles, "a toggle style") } ?? .switch
            return AnyView(Toggle(isOn: isOn, intentName: name) { label }.toggleStyle(kind: style))
        },
    ]

    // "automatic" is the default: borderless buttons and switch toggles in a widget.
    static let buttonStyles: [(String, ButtonStyleKind)] = [("automatic", .borderless), ("plain", .plain), ("borderless", .borderless),
                                                             ("bordered", .bordered), ("borderedProminent", .borderedProminent)]
    static let toggleStyles: [(String, ToggleStyleKind)] = [("automatic", .switch), ("switch", .switch), ("button", .button)]

    private static func intentName(_ b: TemplateBuilder, _ r: ObjectReader, what: String) -> String? {
        guard let v = r["intent"] else {
            b.issue(r.pointer, "a \(what) needs an \"intent\": the App Intent's type name, such as \"ToggleTaskIntent\".")
            return nil
        }
        guard let name = b.string(v, r.at("intent"), expected: "an App Intent's type name"), !name.isEmpty else { return nil }
        return name
    }

    private static func label(_ b: TemplateBuilder, _ r: ObjectReader, what: String) -> AnyView? {
        switch (r["label"], r["title"]) {
        case (let l?, nil): return b.view(l, r.at("label"))
        case (nil, let t?): return ViewKinds.text(b, t, r.at("title"))
        case (nil, nil):
            b.issue(r.pointer, "a \(what) needs a \"label\" view or a \"title\" string.")
            return nil
        case (_?, _?):
            b.issue(r.at("title"), "a \(what) takes a \"label\" or a \"title\", not both.")
            return nil
        }
    }
}
