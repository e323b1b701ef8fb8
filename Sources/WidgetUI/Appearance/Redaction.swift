import Foundation

/// SwiftUI's `RedactionReasons`: why content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as a generic placeholder while data loads (the widget placeholder).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked `.privacySensitive()` hidden on a locked device.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that would be wrong if shown stale (iOS 15 `.invalidated`).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct UnredactedKey: EnvironmentKey { static let defaultValue = false }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
private struct IsLockedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `@Environment(\.redactionReasons)`: the reasons in force (`.redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue }
    }
    /// Whether the widget is rendered as on a locked device: `.privacySensitive()` content is
    /// redacted with the `.privacy` reason. WidgetRender's own switch (the device state iOS has).
    public var isLocked: Bool {
        get { self[IsLockedKey.self] } set { self[IsLockedKey.self] = newValue }
    }
    var isUnredacted: Bool {
        get { self[UnredactedKey.self] } set { self[UnredactedKey.self] = newValue }
    }
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] } set { self[PrivacySensitiveKey.self] = newValue }
    }
    /// Whether text and images here draw as placeholders: a placeholder reason in force (not
    /// undone by `.unredacted()`), or privacy-sensitive content on a locked device.
    var isRedactingContent: Bool {
        if isUnredacted { return false }
        if redactionReasons.contains(.placeholder) { return true }
        return isPrivacySensitive && (isLocked || redactionReasons.contains(.privacy))
    }
}

nonisolated extension View {
    /// SwiftUI's `redacted(reason:)`: with `.placeholder`, text and images draw as rounded
    /// placeholder bars of their own size (see `PlaceholderStyle`); the reasons are added to
    /// `\.redactionReasons` for views that read them.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// SwiftUI's `unredacted()`: this view draws normally inside a redacted one.
    public func unredacted() -> some View {
        modifier(EnvironmentModifier { $0.isUnredacted = true })
    }

    /// SwiftUI's `privacySensitive(_:)`: redacted when the device is locked (`\.isLocked`) or
    /// the `.privacy` reason is in force.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.isPrivacySensitive = sensitive })
    }
}
