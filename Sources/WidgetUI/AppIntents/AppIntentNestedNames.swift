// The names App Intents nests in its protocols, so `AppIntent.Parameter` and friends resolve as
// in the SDK (AppIntents.swiftinterface: `extension AppIntent { typealias Parameter = IntentParameter … }`).

extension AppIntent {
    /// App Intents' `AppIntent.Parameter`: `@Parameter` inside an intent.
    public typealias Parameter = IntentParameter
    /// App Intents' `AppIntent.Summary`: a ``ParameterSummary`` of this intent.
    public typealias Summary = WidgetUI.Summary<Self>
    /// App Intents' `AppIntent.When`: a summary chosen by a parameter of this intent.
    public typealias When = WidgetUI.When<Self>
}

extension AppEntity {
    /// App Intents' `AppEntity.Property`: `@Property` inside an entity.
    public typealias Property = EntityProperty
}
