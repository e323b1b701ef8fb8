import Foundation

/// The Live Activities whose configurations have been built, by `ActivityAttributes` type: how
/// `previewContext(_:viewKind:)` finds the views of attributes it is given, as Xcode finds the
/// extension's `ActivityConfiguration` for them.
package enum ActivityRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var activities: [ObjectIdentifier: ErasedActivity] = [:]

    /// Records `activity` for its attributes type (the last one built wins).
    package static func register(_ activity: ErasedActivity) {
        lock.withLock { activities[ObjectIdentifier(activity.attributesType)] = activity }
    }

    /// The activity built for `type`, if any configuration for it has been built.
    package static func activity(for type: Any.Type) -> ErasedActivity? {
        lock.withLock { activities[ObjectIdentifier(type)] }
    }
}
