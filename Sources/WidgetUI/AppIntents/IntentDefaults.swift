import Foundation

/// Gives an intent the values a newly added widget has: each entity parameter without a value
/// or default takes its query's `defaultResult()`, as the system fills a new widget's
/// configuration. `AppIntentConfiguration` runs this before it calls the provider.
public enum IntentDefaults {
    /// Resolves `intent`'s unset entity parameters (parameters are shared references, so the
    /// intent value itself is updated).
    public static func resolve<I: AppIntent>(_ intent: I) async {
        for child in Mirror(reflecting: intent).children {
            if let parameter = child.value as? any EntityDefaultResolving { await parameter.resolveDefault() }
        }
    }
}

/// A parameter that can fill itself from its entity query's default.
protocol EntityDefaultResolving {
    func resolveDefault() async
}

extension IntentParameter: EntityDefaultResolving where Value: AppEntity {
    func resolveDefault() async {
        guard !hasValue, let entity = await Value.defaultQuery.defaultResult() as? Value else { return }
        wrappedValue = entity
    }
}
