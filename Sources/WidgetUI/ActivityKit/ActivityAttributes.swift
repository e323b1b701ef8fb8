import Foundation

/// ActivityKit's `ActivityAttributes`: the static data of a Live Activity, with the dynamic
/// data that updates it as `ContentState`.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The data an update changes (ActivityKit's `ContentState`).
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// ActivityKit's `ActivityContent`: a content state with when it goes stale and how relevant it is.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable {
    /// The dynamic data.
    public var state: State
    /// When the system marks the activity stale (`ActivityViewContext.isStale`); nil: never.
    public var staleDate: Date?
    /// Orders several activities: the highest shows in the Dynamic Island.
    public var relevanceScore: Double
    /// Content of `state`, stale at `staleDate`, with `relevanceScore`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state; self.staleDate = staleDate; self.relevanceScore = relevanceScore
    }
}

/// ActivityKit's `ActivityState`.
public enum ActivityState: Hashable, Sendable {
    /** Running, ended, dismissed, stale or waiting to start. */ case active, ended, dismissed, stale, pending
}

/// ActivityKit's `ActivityUIDismissalPolicy`: when an ended activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let removal: Date?
    let immediately: Bool
    /// After up to four hours (the system's choice).
    public static let `default` = ActivityUIDismissalPolicy(removal: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(removal: nil, immediately: true)
    /// At `date` (at most four hours after the end).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(removal: date, immediately: false) }
}

/// ActivityKit's `PushType`: updates by push token or broadcast channel.
public struct PushType: Hashable, Sendable {
    let channel: String?
    /// Updates through the activity's push token.
    public static let token = PushType(channel: nil)
    /// Updates through a broadcast channel (iOS 18).
    public static func channel(_ channelID: String) -> PushType { PushType(channel: channelID) }
}

/// ActivityKit's `AlertConfiguration`: the alert an update shows on devices without a Dynamic Island.
public struct AlertConfiguration: Sendable {
    /// ActivityKit's `AlertConfiguration.AlertSound`.
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        /// The system sound.
        public static let `default` = AlertSound(name: nil)
        /// A sound file of the app.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
    /// The alert's title and text (shown on Apple Watch).
    public var title: String, body: String
    /// The sound it plays.
    public var sound: AlertSound
    /// An alert.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = String(localized: title); self.body = String(localized: body); self.sound = sound
    }
}

/// ActivityKit's `ActivityAuthorizationInfo`. A still renderer starts no activities: both are false.
public struct ActivityAuthorizationInfo: Sendable {
    /// Whether the person allows Live Activities (false: nothing runs here).
    public var areActivitiesEnabled: Bool { false }
    /// Whether frequent updates are allowed.
    public var frequentPushesEnabled: Bool { false }
    /// The authorization info.
    public init() {}
}

/// ActivityKit's `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: Error, Hashable, Sendable {
    /// Live Activities are unavailable: on Linux, always (render a `#Preview(for:as:using:)` instead).
    case denied, unsupported, globalMaximumExceeded, targetMaximumExceeded, attributesTooLarge, visibility, unsupportedTarget
}

/// ActivityKit's `Activity`: compiles, so app code shared with the extension builds, but runs
/// nothing. ``request(attributes:content:pushType:)`` throws `unsupported`; there are no running
/// activities. To see an activity, render its `#Preview(for:as:using:)` or call
/// `WidgetRenderer.render(activity:…)`.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// The static data.
    public let attributes: Attributes
    /// The latest content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Where it is in its life.
    public private(set) var activityState: ActivityState = .active
    /// The push token (none here).
    public var pushToken: Data? { nil }

    init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.id = id; self.attributes = attributes; self.content = content
    }

    /// The latest content state (iOS 16.1's spelling of `content.state`).
    public var contentState: Attributes.ContentState { content.state }
    /// The running activities of this type: none.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts an activity: always throws ``ActivityAuthorizationError/unsupported`` here.
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }
    /// iOS 16.1's form of ``request(attributes:content:pushType:)``.
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }
    /// Updates the content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    /// Updates the content with an alert.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }
    /// iOS 16.1's update.
    public func update(using contentState: Attributes.ContentState) async {
        content = ActivityContent(state: contentState, staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }
    /// Ends the activity.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
    /// iOS 16.1's end.
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        activityState = .ended
    }
    /// Updates of ``activityState``: none here.
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    /// Updates of the content: none here.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    /// Push token updates: none here.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    /// New activities of this type: none here.
    public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
}
