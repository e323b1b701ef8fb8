/// What one accessibility modifier says about a view: the attributes SwiftUI's
/// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`, `accessibilityHidden`,
/// `accessibilityElement(children:)`, `accessibilityAddTraits`/`RemoveTraits`,
/// `accessibilityIdentifier` and `accessibilitySortPriority` set. nil leaves a value as it is.
package struct AccessibilityAttributes: Sendable, Equatable {
    /// How `accessibilityElement(children:)` turns a view and its children into one element.
    package enum Children: Sendable, Equatable {
        /// One element with only what the modifiers give it; the children are not read.
        case ignore
        /// One element whose label joins its children's.
        case combine
        /// The children stay elements, read together as a group.
        case contain
    }

    package var label: String?
    package var value: String?
    package var hint: String?
    package var hidden: Bool?
    package var element: Children?
    package var addTraits: [String] = []
    package var removeTraits: [String] = []
    package var identifier: String?
    package var sortPriority: Double?

    package init(label: String? = nil, value: String? = nil, hint: String? = nil, hidden: Bool? = nil, element: Children? = nil,
                 addTraits: [String] = [], removeTraits: [String] = [], identifier: String? = nil, sortPriority: Double? = nil) {
        self.label = label; self.value = value; self.hint = hint; self.hidden = hidden; self.element = element
        self.addTraits = addTraits; self.removeTraits = removeTraits; self.identifier = identifier; self.sortPriority = sortPriority
    }

    /// These attributes with `inner`'s where it sets them: the modifier nearest the view wins,
    /// as in SwiftUI (`Text("a").accessibilityLabel("b").accessibilityLabel("c")` reads "b").
    package func overridden(by inner: AccessibilityAttributes) -> AccessibilityAttributes {
        var out = self
        out.label = inner.label ?? label
        out.value = inner.value ?? value
        out.hint = inner.hint ?? hint
        out.identifier = inner.identifier ?? identifier
        out.sortPriority = inner.sortPriority ?? sortPriority
        out.addTraits = addTraits.filter { !inner.removeTraits.contains($0) } + inner.addTraits
        out.removeTraits = removeTraits.filter { !inner.addTraits.contains($0) } + inner.removeTraits
        return out
    }
}

/// An accessibility modifier: layout-neutral, it draws its child and changes only what
/// VoiceOver reads (``VoiceOverReader``).
package struct AccessibilityKind: WrapperKind {
    package let attributes: AccessibilityAttributes

    package init(_ attributes: AccessibilityAttributes) { self.attributes = attributes }

    package func name(of node: Node) -> String { "accessibility" }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
