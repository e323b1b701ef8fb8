import Foundation

/// The rules `check` adds to what renders diagnose, each a pure function of a source or a render.
enum CheckRules {
    /// `liveActivityPayload`: each content state's encoded size with the attributes, over the cap.
    static func liveActivityPayload(_ source: some RenderSource, limit: PlatformLimits.Payload, into findings: inout FindingCollector) {
        for state in payloads(of: source) where state.bytes > limit.maximum {
            findings.add(rule: CheckRule.liveActivityPayload, severity: .error,
                         message: "The attributes and content state of \(state.label) encode to \(state.bytes) bytes, over ActivityKit's \(limit.maximum) "
                            + "(starting or updating the activity fails with attributesTooLarge). Send identifiers and short values, not text or images; "
                            + "let the views look the rest up.",
                         location: state.label, cell: "payload")
        }
    }

    /// The encoded size of each content state with the attributes: a template's parameters and
    /// entries, or a Swift activity's `Codable` attributes and states (compact JSON, a stand-in
    /// for ActivityKit's own encoding).
    static func payloads(of source: some RenderSource) -> [(label: String, bytes: Int)] {
        if let t = source as? TemplateSource, t.template.template.metadata.kind == .liveActivity {
            let attributes = compactJSONSize(.object(t.template.configuration.values))
            return t.template.timeline.entries.enumerated().map { i, entry in
                var state = entry.data
                state["date"] = nil
                return ("entry \(i) (\(entry.file)\(entry.pointer))", attributes + compactJSONSize(.object(state)))
            }
        }
        if let a = source as? ActivitySource, let attributes = a.attributes as? any Encodable, let base = encodedSize(attributes) {
            return a.states.enumerated().compactMap { i, state in
                guard let s = state as? any Encodable, let bytes = encodedSize(s) else { return nil }
                return ("content state \(i) of \(a.name)", base + bytes)
            }
        }
        return []
    }

    static func encodedSize(_ value: some Encodable) -> Int? { try? JSONEncoder().encode(value).count }

    /// The length in bytes of `value` as compact JSON.
    static func compactJSONSize(_ value: JSONValue) -> Int {
        switch value {
        case .null: return 4
        case .bool(let b): return b ? 4 : 5
        case .number(let n): return JSONValue.format(n).utf8.count
        case .string(let s): return encodedSize(s) ?? s.utf8.count + 2
        case .array(let a): return 2 + a.reduce(0) { $0 + compactJSONSize($1) } + max(0, a.count - 1)
        case .object(let o):
            return 2 + o.members.reduce(0) { $0 + (encodedSize($1.key) ?? $1.key.utf8.count + 2) + 1 + compactJSONSize($1.value) }
                + max(0, o.count - 1)
        }
    }

    /// `placeholderBlank` and `snapshotLikePlaceholder`: a widget's placeholder (drawn redacted
    /// while its data loads) that shows nothing but the background, and a snapshot (what the
    /// widget gallery shows) that looks exactly like the placeholder, in the same cell.
    static func states(_ cells: [(cell: RenderCell, fingerprint: Int, isBlank: Bool)], into findings: inout FindingCollector) {
        var placeholders: [String: Int] = [:]
        for c in cells where c.cell.phase == .placeholder {
            placeholders[variantKey(c.cell)] = c.fingerprint
            if c.isBlank {
                findings.add(rule: CheckRule.placeholderBlank, severity: .warning,
                             message: "The placeholder draws nothing but the background: while the widget loads it is an empty box. "
                                + "Return an entry with sample content from placeholder(in:); the system draws it redacted, as grey bars.",
                             location: "placeholder", cell: c.cell.variantName)
            }
        }
        for c in cells where c.cell.phase == .snapshot && placeholders[variantKey(c.cell)] == c.fingerprint {
            findings.add(rule: CheckRule.snapshotLikePlaceholder, severity: .warning,
                         message: "The snapshot looks exactly like the placeholder: the widget gallery shows it, so people choosing the widget see "
                            + "grey bars. Return an entry with real sample content from getSnapshot/snapshot(for:in:) (context.isPreview is true there).",
                         location: "snapshot", cell: c.cell.variantName)
        }
    }

    /// A cell's name with its phase left out: the placeholder and the snapshot of one look.
    private static func variantKey(_ cell: RenderCell) -> String {
        var c = cell
        c.phase = .entry(0)
        return c.variantName
    }

    /// What drawing `widget` costs in memory: each distinct decoded image at 4 bytes a pixel,
    /// plus a canvas-sized buffer for the widget and one for each layer it opens (opacity groups,
    /// shadows, effects), at most 8 of them live at once.
    static func memoryEstimate(_ widget: RenderedWidget) -> Int {
        let canvas = widget.pixelWidth * widget.pixelHeight * 4
        var seen = Set<ObjectIdentifier>()
        var images = 0, deepest = 0
        var scopes: [Bool] = []   // one per open scope: whether it is a layer
        for item in widget.displayList.items {
            switch item {
            case .image(let image):
                if seen.insert(ObjectIdentifier(image.bitmap)).inserted { images += image.bitmap.width * image.bitmap.height * 4 }
            case .pushOpacity, .pushShadow, .pushEffect:
                scopes.append(true)
                deepest = max(deepest, scopes.filter { $0 }.count)
            case .pushClip, .pushGroup, .pushTransform:
                scopes.append(false)
            case .pop:
                _ = scopes.popLast()
            default: break
            }
        }
        return images + canvas * (1 + min(8, deepest))
    }

    /// `opaqueImageInAccentedMode`: in a full-colour render, where the widget still carries its
    /// groups, each opaque image that covers at least `limit.minimumShare` of the widget and is
    /// neither in the container background nor under `widgetAccentedRenderingMode`.
    static func opaqueImages(_ widget: RenderedWidget, limit: PlatformLimits.AccentedImage) -> [(Int, Int)] {
        guard widget.canvas.appearance == .fullColor else { return [] }
        var backdropToSkip = widget.composed.options.backdrop != nil
        let area = widget.displayList.size.width * widget.displayList.size.height
        var exempt: [Bool] = []   // one per open scope: whether it exempts what it holds
        var out: [(Int, Int)] = []
        for item in widget.displayList.items {
            switch item {
            case .pushGroup(let g):
                switch g {
                case .containerBackground, .accentedImage: exempt.append(true)
                case .accentable: exempt.append(exempt.last ?? false)
                }
            case .pushClip, .pushOpacity, .pushShadow, .pushTransform, .pushEffect: exempt.append(exempt.last ?? false)
            case .pop: _ = exempt.popLast()
            case .image(let image):
                if backdropToSkip { backdropToSkip = false; continue }
                let share = image.rect.width * image.rect.height / max(1, area)
                if !(exempt.last ?? false), image.bitmap.isOpaque, share >= limit.minimumShare {
                    out.append((image.bitmap.width, image.bitmap.height))
                }
            default: break
            }
        }
        return out
    }
}
