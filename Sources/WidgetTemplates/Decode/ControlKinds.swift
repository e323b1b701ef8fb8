import Foundation

/// A control template's `control` object, as WidgetKit's `ControlWidgetToggle` and
/// `ControlWidgetButton` spell it: the App Intent by its type name, the label as a view or as a
/// title with a symbol, the value label (a toggle's state text, a button's pressed label), the
/// tint and the action hint. Every string and view may read `isOn`: the toggle's state drawn.
///
/// ```json
/// "control": {"kind": "toggle", "title": "Porch Light", "systemImage": "{{ isOn ? \"lightbulb.fill\" : \"lightbulb\" }}",
///             "valueLabel": {"type": "Text", "text": "{{ isOn ? \"On\" : \"Off\" }}"},
///             "intent": "SetPorchLightIntent", "tint": "#FFCC00"}
/// ```
extension TemplateBuilder {
    static let controlKeys = ["kind", "label", "title", "systemImage", "image", "icon", "valueLabel", "intent", "tint", "actionHint"]
    static let controlKinds: [(String, ControlTemplateContent.Kind)] = [("toggle", .toggle), ("button", .button)]

    /// The control's template with `isOn` (a toggle's state, readable by bindings as `isOn`).
    func control(_ v: JSONValue, _ p: JSONPointer, isOn: Bool) -> ControlTemplateContent {
        scope.locals.append(["isOn": .bool(isOn)])
        defer { scope.locals.removeLast() }
        guard let r = object(v, p, allowed: Self.controlKeys, what: "the control object",
                             expected: "an object such as {\"kind\": \"toggle\", \"title\": \"Lights\", \"systemImage\": \"lightbulb\", \"intent\": \"ToggleLightsIntent\"}") else {
            return ControlTemplateContent(kind: .toggle, isOn: isOn, label: TemplateBuilder.empty, valueLabel: nil, intentName: "",
                                          tint: nil, actionHint: nil)
        }
        r.unknownKeys(self)
        var kind = ControlTemplateContent.Kind.toggle
        if let k = r["kind"] { kind = choice(k, r.at("kind"), Self.controlKinds, "a control kind") ?? .toggle } else {
            issue(p, "a control needs \"kind\": \"toggle\" (sets a value on or off) or \"button\" (runs an action).")
        }
        let label: AnyView
        if let l = r["label"] {
            if ["title", "systemImage", "image", "icon"].contains(where: r.has) {
                issue(r.at("label"), "a control takes a \"label\" view or a \"title\" with a \"systemImage\", not both.")
            }
            label = view(l, r.at("label"))
        } else if r.has("title") {
            label = ViewKinds.buildLabel(self, r)
        } else {
            issue(p, "a control needs a \"title\" and a \"systemImage\" (or a \"label\" view): Control Center shows the symbol, and the title beside it in its larger sizes.")
            label = TemplateBuilder.empty
        }
        let valueLabel = r["valueLabel"].map { view($0, r.at("valueLabel")) }
        var intent = ""
        if let i = r["intent"] {
            intent = string(i, r.at("intent"), expected: "an App Intent's type name") ?? ""
        } else {
            issue(p, "a control needs an \"intent\": the App Intent's type name it runs, such as \"ToggleLightsIntent\".")
        }
        let tint = r["tint"].flatMap { color($0, r.at("tint")) }
        let hint = r["actionHint"].flatMap { string($0, r.at("actionHint")) }
        return ControlTemplateContent(kind: kind, isOn: kind == .toggle ? isOn : nil, label: label, valueLabel: valueLabel,
                                      intentName: intent, tint: tint, actionHint: hint)
    }
}
