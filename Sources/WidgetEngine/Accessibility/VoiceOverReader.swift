import Foundation

/// Derives what VoiceOver reads in a laid-out tree, as SwiftUI derives its accessibility
/// elements from views:
///
/// - `Text` is an element reading its string; an image one reading its label (an asset's name;
///   none for pixels, data or a file path); an SF Symbol its name in words (iOS has its own
///   descriptions, which are not public data). Shapes, colours and spacers are not elements.
/// - A `Link` or an App Intent button is one element that reads the labels of its content.
/// - `accessibilityElement(children: .ignore)` makes one element that reads only what the
///   modifiers give it, `.combine` one that reads its children's labels joined with ", ",
///   `.contain` keeps the children as elements read together. Without it, an accessibility
///   modifier on a container applies to each element inside (SwiftUI's behaviour, the reason
///   Apple's accessibility sessions add `.accessibilityElement(children: .combine)`).
/// - `accessibilityHidden(true)`, `Image(decorative:)`, `hidden()` and `opacity(0)` remove a
///   view and everything in it.
///
/// Reading order (WidgetRender's rule, after Apple's "VoiceOver reads views top to bottom,
/// leading to trailing" and `accessibilitySortPriority`'s "higher numbers are read first"): a
/// higher sort priority first; then rows, top to bottom, an element joining a row when its top
/// is above the middle of the row's first element; within a row, leading to trailing. A
/// `.contain` group is placed as one element (its frame) and read whole.
package enum VoiceOverReader {
    package static func elements(of tree: LaidOutTree) -> [VoiceOverElement] {
        guard let root = tree.root else { return [] }
        let reader = Walker(engine: tree.engine, rightToLeft: tree.rightToLeft)
        var blocks: [Block] = []
        blocks.reserveCapacity(32)
        reader.walk(root, AccessibilityAttributes(), nil, into: &blocks)
        return reader.flatten(blocks)
    }

    /// Elements read together: one element, or a `.contain` group in its own order.
    struct Block {
        var frame: Rect
        var priority: Double
        var element: VoiceOverElement?
        var group: [VoiceOverElement] = []
    }

    static let textTraits = ["isStaticText"], imageTraits = ["isImage"], linkTraits = ["isLink"], buttonTraits = ["isButton"]

    /// `blocks` in reading order.
    static func ordered(_ blocks: [Block], rightToLeft: Bool) -> [Block] {
        guard blocks.count > 1 else { return blocks }
        let first = blocks[0].priority
        guard blocks.contains(where: { $0.priority != first }) else { return rows(blocks, rightToLeft: rightToLeft) }
        let byPriority = Dictionary(grouping: blocks, by: \.priority)
        return byPriority.keys.sorted(by: >).flatMap { rows(byPriority[$0] ?? [], rightToLeft: rightToLeft) }
    }

    private static func rows(_ blocks: [Block], rightToLeft: Bool) -> [Block] {
        var order = Array(blocks.indices)
        order.sort { (blocks[$0].frame.minY, $0) < (blocks[$1].frame.minY, $1) }
        func x(_ i: Int) -> Double { rightToLeft ? -blocks[i].frame.maxX : blocks[i].frame.minX }
        var out: [Block] = []
        out.reserveCapacity(blocks.count)
        var rowStart = 0
        for k in 0...order.count {
            if k == order.count || (k > rowStart && blocks[order[k]].frame.minY >= blocks[order[rowStart]].frame.midY) {
                order[rowStart..<k].sort { (x($0), $0) < (x($1), $1) }
                for i in order[rowStart..<k] { out.append(blocks[i]) }
                rowStart = k
            }
        }
        return out
    }

    private struct Walker {
        let engine: LayoutEngine
        let rightToLeft: Bool

        func flatten(_ blocks: [Block]) -> [VoiceOverElement] {
            var out: [VoiceOverElement] = []
            out.reserveCapacity(blocks.count)
            for b in VoiceOverReader.ordered(blocks, rightToLeft: rightToLeft) {
                if let e = b.element { out.append(e) } else { out += b.group }
            }
            return out
        }

        func walk(_ node: Node, _ pending: AccessibilityAttributes, _ inherited: SourceLocation?, into out: inout [Block]) {
            let source = node.sourceLocation ?? inherited
            if let a = node.kind(AccessibilityKind.self) {
                if a.attributes.hidden == true { return }
                let merged = pending.overridden(by: a.attributes)
                switch a.attributes.element {
                case .ignore?:
                    out.append(block(element(node, label: "", source: .none, role: .element, traits: [], source: source), merged))
                case .combine?:
                    out.append(combined(node, role: .element, traits: [], merged, source))
                case .contain?:
                    var inner: [Block] = []
                    for c in node.children { walk(c, AccessibilityAttributes(), source, into: &inner) }
                    guard !inner.isEmpty else { return }
                    out.append(Block(frame: engine.frame(of: node), priority: merged.sortPriority ?? 0, group: flatten(inner)))
                case nil:
                    for c in node.children { walk(c, merged, source, into: &out) }
                }
                return
            }
            if let o = node.kind(OpacityKind.self), o.alpha <= 0 { return }
            if let link = node.kind(LinkKind.self) {
                let isLink = link.intent == nil
                out.append(combined(node, role: isLink ? .link : .button, traits: isLink ? VoiceOverReader.linkTraits : VoiceOverReader.buttonTraits,
                                    pending, source))
                return
            }
            if let text = node.kind(TextKind.self) { return leaf(node, text.string, pending, source, into: &out) }
            if let text = node.kind(StyledTextKind.self) { return leaf(node, text.string, pending, source, into: &out) }
            if let image = node.kind(ImageKind.self) {
                out.append(block(element(node, label: image.spokenLabel ?? "", source: image.spokenLabel == nil ? .none : .imageName,
                                         role: .image, traits: VoiceOverReader.imageTraits, source: source), pending))
                return
            }
            if let symbol = node.kind(SymbolKind.self) {
                let spoken = symbol.spokenLabel
                out.append(block(element(node, label: spoken?.label ?? "", source: spoken?.source ?? .none, role: .image,
                                         traits: VoiceOverReader.imageTraits, source: source), pending))
                return
            }
            for c in node.children { walk(c, pending, source, into: &out) }
        }

        func leaf(_ node: Node, _ string: String, _ pending: AccessibilityAttributes, _ source: SourceLocation?, into out: inout [Block]) {
            let trimmed = string.first?.isWhitespace == true || string.last?.isWhitespace == true
                ? string.trimmingCharacters(in: .whitespacesAndNewlines) : string
            guard !trimmed.isEmpty || pending.label != nil else { return }
            out.append(block(element(node, label: trimmed, source: .text, role: .text, traits: VoiceOverReader.textTraits, source: source), pending))
        }

        /// One element reading the labels of what `node` holds, in reading order.
        func combined(_ node: Node, role: VoiceOverElement.Role, traits: [String], _ pending: AccessibilityAttributes,
                      _ source: SourceLocation?) -> Block {
            var blocks: [Block] = []
            for c in node.children { walk(c, AccessibilityAttributes(), source, into: &blocks) }
            let inner = flatten(blocks)
            let labels = inner.map(\.label).filter { !$0.isEmpty }
            var allTraits = traits
            for t in inner.flatMap(\.traits) where !allTraits.contains(t) && t != "isStaticText" { allTraits.append(t) }
            let values = inner.compactMap(\.value)
            var e = element(node, label: labels.joined(separator: ", "), source: labels.isEmpty ? .none : .children, role: role,
                            traits: allTraits, source: source)
            e.value = values.isEmpty ? nil : values.joined(separator: ", ")
            return block(e, pending)
        }

        func element(_ node: Node, label: String, source labelSource: VoiceOverElement.LabelSource, role: VoiceOverElement.Role,
                     traits: [String], source: SourceLocation?) -> VoiceOverElement {
            VoiceOverElement(label: label, role: role, traits: traits, labelSource: labelSource, frame: engine.frame(of: node),
                             path: node.path, source: source)
        }

        /// The element with what the modifiers outside it say.
        func block(_ element: VoiceOverElement, _ pending: AccessibilityAttributes) -> Block {
            var e = element
            if let label = pending.label { e.label = label; e.labelSource = .explicit }
            if let value = pending.value { e.value = value }
            e.hint = pending.hint
            e.identifier = pending.identifier
            if !pending.removeTraits.isEmpty { e.traits = e.traits.filter { !pending.removeTraits.contains($0) } }
            for t in pending.addTraits where !e.traits.contains(t) { e.traits.append(t) }
            return Block(frame: e.frame, priority: pending.sortPriority ?? 0, element: e)
        }
    }
}

extension SymbolKind {
    /// What VoiceOver reads for the symbol: its name in words, the style suffixes left out
    /// (`cloud.sun.fill` → "cloud sun"); an image file drawn as a vector reads its asset name.
    private static let styleSuffixes: Set<Substring> = ["fill", "circle", "square", "rectangle", "slash", "inverse", "badge", "rtl", "ltr"]

    var spokenLabel: (label: String, source: VoiceOverElement.LabelSource)? {
        if case .svg(_, tinted: false) = drawing {
            return name.contains(".") || name.contains("/") ? nil : (name, .imageName)
        }
        let words = name.split(separator: ".").filter { !Self.styleSuffixes.contains($0) }
        let label = (words.isEmpty ? name.split(separator: ".").prefix(1) : words[...]).joined(separator: " ")
        return label.isEmpty ? nil : (label, .symbolName)
    }
}

extension VoiceOverReader {
    /// The text `nodes` show, joined with spaces: a label VoiceOver reads for a view that does
    /// not show it (a `Label`'s title under `.iconOnly`).
    package static func spokenText(of nodes: [Node]) -> String {
        var parts: [String] = []
        func walk(_ n: Node) {
            if let a = n.kind(AccessibilityKind.self), a.attributes.hidden == true { return }
            if let t = n.kind(TextKind.self) { parts.append(t.string) }
            if let t = n.kind(StyledTextKind.self) { parts.append(t.string) }
            n.children.forEach(walk)
        }
        nodes.forEach(walk)
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
