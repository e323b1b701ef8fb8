import Foundation

/// A Live Activity template's `liveActivity` object, as WidgetKit's `ActivityConfiguration`
/// spells it: `content` is the Lock Screen view (and the banner's, StandBy's), `dynamicIsland`
/// the island's expanded regions and its compact and minimal views. Every view is built for
/// the current entry, which stands for one `ContentState` (with the activity's attributes).
///
/// ```json
/// "liveActivity": {
///   "content": {"type": "HStack", …},
///   "backgroundTint": "#1C1C1E",
///   "dynamicIsland": {
///     "expanded": {"leading": {…}, "trailing": {…}, "center": {…}, "bottom": {"priority": 1, "content": {…}}},
///     "compactLeading": {…}, "compactTrailing": {…}, "minimal": {…},
///     "keylineTint": "#FF9500", "widgetURL": "delivery://order/{{orderID}}"
///   }
/// }
/// ```
extension TemplateBuilder {
    static let liveActivityKeys = ["content", "backgroundTint", "systemActionForegroundColor", "dynamicIsland"]
    static let dynamicIslandKeys = ["expanded", "compactLeading", "compactTrailing", "minimal", "keylineTint", "widgetURL"]
    /// The expanded island's regions, in WidgetKit's `DynamicIslandExpandedRegionPosition` names.
    static let regionPositions: [(String, DynamicIslandExpandedRegionPosition)] =
        [("leading", .leading), ("trailing", .trailing), ("center", .center), ("bottom", .bottom)]

    /// The Lock Screen view and the island, built (or, in check mode, checked) for the scope's entry.
    func liveActivity(_ v: JSONValue, _ p: JSONPointer) -> (content: AnyView, island: DynamicIsland) {
        let nothing = (TemplateBuilder.empty, DynamicIsland(regions: [], compactLeading: TemplateBuilder.empty,
                                                            compactTrailing: TemplateBuilder.empty, minimal: TemplateBuilder.empty))
        guard let r = object(v, p, allowed: Self.liveActivityKeys, what: "the liveActivity object",
                             expected: "an object with the Lock Screen view (\"content\") and the \"dynamicIsland\" views") else { return nothing }
        r.unknownKeys(self)
        var content = requiredView(r, "content", "the Lock Screen view, as ActivityConfiguration's content closure draws it")
        if let t = r["backgroundTint"], let color = color(t, r.at("backgroundTint")) {
            content = AnyView(content.activityBackgroundTint(color))
        }
        // Checked, and accepted: the system's buttons it colours are not drawn (see DifferencesFromSwiftUI).
        if let c = r["systemActionForegroundColor"] { _ = color(c, r.at("systemActionForegroundColor")) }
        guard let islandValue = r["dynamicIsland"] else {
            issue(p, "a Live Activity needs \"dynamicIsland\": its \"expanded\" regions and its \"compactLeading\", \"compactTrailing\" and \"minimal\" views (iPhones with a Dynamic Island show them).")
            return (content, nothing.1)
        }
        return (content, dynamicIsland(islandValue, r.at("dynamicIsland")))
    }

    private func dynamicIsland(_ v: JSONValue, _ p: JSONPointer) -> DynamicIsland {
        guard let r = object(v, p, allowed: Self.dynamicIslandKeys, what: "the dynamicIsland object",
                             expected: "an object with \"expanded\", \"compactLeading\", \"compactTrailing\" and \"minimal\"") else {
            return DynamicIsland(regions: [], compactLeading: TemplateBuilder.empty, compactTrailing: TemplateBuilder.empty, minimal: TemplateBuilder.empty)
        }
        r.unknownKeys(self)
        var regions: [DynamicIslandRegion] = []
        if let e = r["expanded"],
           let er = object(e, r.at("expanded"), allowed: Self.regionPositions.map(\.0), what: "the expanded island",
                           expected: "an object of regions: \"leading\", \"trailing\", \"center\", \"bottom\"") {
            er.unknownKeys(self)
            for (name, position) in Self.regionPositions {
                guard let value = er[name] else { continue }
                regions.append(region(value, er.at(name), position))
            }
        } else if !r.has("expanded") {
            issue(p, "the Dynamic Island needs \"expanded\": its regions (\"leading\", \"trailing\", \"center\", \"bottom\"), shown when the user touches and holds the island.")
        }
        let leading = requiredView(r, "compactLeading", "the view left of the camera")
        let trailing = requiredView(r, "compactTrailing", "the view right of the camera")
        let minimal = requiredView(r, "minimal", "the view shown when several activities share the island")
        var island = DynamicIsland(regions: regions, compactLeading: leading, compactTrailing: trailing, minimal: minimal)
        if let t = r["keylineTint"] { island = island.keylineTint(color(t, r.at("keylineTint"))) }
        if let u = r["widgetURL"] { island = island.widgetURL(url(u, r.at("widgetURL"))) }
        return island
    }

    /// A region: a view, or `{"priority": 1, "content": view}` when its width has a priority.
    private func region(_ v: JSONValue, _ p: JSONPointer, _ position: DynamicIslandExpandedRegionPosition) -> DynamicIslandRegion {
        if case .object(let o) = v, o["type"] == nil, o["content"] != nil || o["priority"] != nil {
            let r = ObjectReader(o, at: p, allowed: ["content", "priority"], what: "an expanded region")
            r.unknownKeys(self)
            let priority = r["priority"].flatMap { number($0, r.at("priority"), -1000...1000, "a number from -1000 to 1000") } ?? 0
            return DynamicIslandRegion(position: position, priority: priority, content: requiredView(r, "content", "the region's view"))
        }
        return DynamicIslandRegion(position: position, priority: 0, content: view(v, p))
    }

    /// The view at `key`, or an issue saying what it is for.
    func requiredView(_ r: ObjectReader, _ key: String, _ what: String) -> AnyView {
        guard let v = r[key] else {
            issue(r.pointer, "\(r.what) needs \"\(key)\": \(what).")
            return TemplateBuilder.empty
        }
        return view(v, r.at(key))
    }
}
