internal import WidgetEngine

/// SwiftUI's `AccessibilityChildBehavior`: how `accessibilityElement(children:)` treats the
/// children of the element it makes.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let behavior: AccessibilityAttributes.Children
    /// One element that reads only what its modifiers say; the children are not read.
    public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
    /// The children stay elements, read together as a group.
    public static let contain = AccessibilityChildBehavior(behavior: .contain)
    /// One element whose label joins its children's labels.
    public static let combine = AccessibilityChildBehavior(behavior: .combine)
}

/// SwiftUI's `AccessibilityTraits`: what VoiceOver says an element is and how it behaves.
/// `VoiceOverElement.traits` lists them by these names.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 2)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    /// Content that changes often (a timer).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 4)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 5)
    /// A selected element.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 6)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
    /// A summary read when the app starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 8)
    /// A modal view.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 9)
    /// An element that plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 10)
    /// An element that starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 12)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 13)
    /// An element the user touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// An element that turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isStaticText, "isStaticText"), (.isImage, "isImage"),
        (.updatesFrequently, "updatesFrequently"), (.isLink, "isLink"), (.isSelected, "isSelected"), (.isToggle, "isToggle"),
        (.isSummaryElement, "isSummaryElement"), (.isModal, "isModal"), (.playsSound, "playsSound"),
        (.startsMediaSession, "startsMediaSession"), (.isSearchField, "isSearchField"), (.isKeyboardKey, "isKeyboardKey"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.isTabBar, "isTabBar"),
    ]

    /// The traits' names, in declaration order.
    var nameList: [String] { Self.names.filter { contains($0.0) }.map(\.1) }
}

/// What VoiceOver reads. The modifiers do not change the image; they change the elements
/// ``WidgetLayout/voiceOverElements()`` and `widget-render check` report (rules in
/// `VoiceOverReader`).
nonisolated extension View {
    /// The label VoiceOver reads instead of what the view shows.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility("accessibilityLabel") { AccessibilityAttributes(label: label.spokenString(in: $0.env)) }
    }
    /// The label VoiceOver reads instead of what the view shows.
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }
    /// The label VoiceOver reads instead of what the view shows, localized.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibilityLabel(Text(label)) }
    /// The value VoiceOver reads after the label (`"80 %"`).
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility("accessibilityValue") { AccessibilityAttributes(value: value.spokenString(in: $0.env)) }
    }
    /// The value VoiceOver reads after the label.
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }
    /// The value VoiceOver reads after the label, localized.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityValue(Text(value)) }
    /// What VoiceOver reads after a pause: what happens on a tap.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility("accessibilityHint") { AccessibilityAttributes(hint: hint.spokenString(in: $0.env)) }
    }
    /// What VoiceOver reads after a pause.
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }
    /// What VoiceOver reads after a pause, localized.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { accessibilityHint(Text(hint)) }
    /// Hides the view and everything in it from VoiceOver (not from the image).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility("accessibilityHidden") { _ in AccessibilityAttributes(hidden: hidden) }
    }
    /// Makes the view one element: `.ignore` reads only what its modifiers say, `.combine`
    /// joins its children's labels, `.contain` keeps them as a group read together.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility("accessibilityElement") { _ in AccessibilityAttributes(element: children.behavior) }
    }
    /// Adds traits (`.isHeader`, `.isButton`…).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility("accessibilityAddTraits") { _ in AccessibilityAttributes(addTraits: traits.nameList) }
    }
    /// Removes traits (`.isImage` from a decorative picture that is also a button…).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility("accessibilityRemoveTraits") { _ in AccessibilityAttributes(removeTraits: traits.nameList) }
    }
    /// The identifier UI tests find the element by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility("accessibilityIdentifier") { _ in AccessibilityAttributes(identifier: identifier) }
    }
    /// The element's place in VoiceOver's reading order: higher is read first (default 0).
    public func accessibilitySortPriority(_ priority: Double) -> some View {
        accessibility("accessibilitySortPriority") { _ in AccessibilityAttributes(sortPriority: priority.isFinite ? priority : 0) }
    }

    private func accessibility(_ name: String, _ make: @escaping (ResolveContext) -> AccessibilityAttributes) -> some View {
        modifier(WrappingModifier(name: name) { AccessibilityKind(make($0)) })
    }
}

extension Text {
    /// What VoiceOver reads for the text in `env`: every run's string, joined.
    func spokenString(in env: EnvironmentValues) -> String {
        guard let runs else { return Self.string(content, in: env) }
        return runs.map { Self.string($0.content, in: env) }.joined()
    }
}
