import Foundation

#if !canImport(Darwin)
// Foundation's `String(localized:)` and `String.LocalizationValue` are missing from Foundation on
// Linux. Widget code formats titles with them; here they give the text as written (the default
// value when one is given), as an app without a translation for the key shows it. Text views
// look keys up in the render's ``LocalizationTable``; these strings are built before any view.
extension String {
    /// Foundation's `String.LocalizationValue`: a localizable literal with interpolations.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The text, interpolations in place.
        public let text: String
        /// A value from a literal.
        public init(stringLiteral value: String) { text = value }
        /// A value from an interpolated literal.
        public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
        /// A value from a string.
        public init(_ value: String) { text = value }
    }

    /// The text of `keyAndValue` (no translation table on Linux).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    /// `defaultValue`'s text (no translation table on Linux).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self = defaultValue.text
    }

    /// The resource's text: its default value, else its key.
    public init(localized resource: LocalizedStringResource) {
        self = resource.description
    }
}
#endif
