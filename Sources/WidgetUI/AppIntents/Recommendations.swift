import Foundation

/// WidgetKit's `AppIntentRecommendation`: a pre-made configuration a provider offers (watchOS
/// and the Lock Screen gallery); renders use the intent's defaults.
public struct AppIntentRecommendation<Intent: AppIntent>: @unchecked Sendable {
    /// The configured intent.
    public let intent: Intent
    /// How the recommendation is described.
    public let description: String
    /// A recommendation of `intent`, described as `description`.
    public init(intent: Intent, description: String) { self.intent = intent; self.description = description }
    /// A recommendation of `intent`, described by a localized key.
    public init(intent: Intent, description: LocalizedStringKey) { self.intent = intent; self.description = description.key }
    /// A recommendation of `intent`, described by a resource.
    public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent; self.description = description.description }
}

/// WidgetKit's `IntentRecommendation`: a pre-made configuration of a SiriKit intent.
public struct IntentRecommendation<Intent: INIntent>: @unchecked Sendable {
    /// The configured intent.
    public let intent: Intent
    /// How the recommendation is described.
    public let description: String
    /// A recommendation of `intent`, described as `description`.
    public init(intent: Intent, description: String) { self.intent = intent; self.description = description }
}

extension AppIntentTimelineProvider {
    /// No recommendations, unless the provider offers some.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

extension IntentTimelineProvider {
    /// No recommendations, unless the provider offers some.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// App Intents' `DynamicOptionsProvider`: the choices a parameter offers, computed by the app
/// (not consulted in a render: parameters keep their defaults).
public protocol DynamicOptionsProvider: Sendable {
    /// The type of the choices.
    associatedtype Result
    /// A provider (the system makes one).
    init()
    /// The choices.
    func results() async throws -> Result
    /// The choice a new widget starts with, if any.
    func defaultResult() async -> Result?
}

extension DynamicOptionsProvider {
    /// None, unless the provider gives one.
    public func defaultResult() async -> Result? { nil }
}
