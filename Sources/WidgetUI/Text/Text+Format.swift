import Foundation

/// Carries a format style and its input into the `Sendable` closure `Text` stores: both are
/// values that are only read.
private struct FormatBox<F: FormatStyle>: @unchecked Sendable where F.FormatOutput == String {
    let input: F.FormatInput
    let style: F
}

extension Text {
    /// `input` formatted with `format` (SwiftUI, iOS 15): number, percent, currency, date and
    /// measurement styles. The environment's locale (and, for dates, time zone) is applied to
    /// the style, as SwiftUI applies them, so a render is the same on every machine.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        let box = FormatBox(input: input, style: format)
        self.init(content: .formatted { env in Self.localized(box.style, env).format(box.input) })
    }

    static func localized<F: FormatStyle>(_ style: F, _ env: EnvironmentValues) -> F {
        let localized = style.locale(env.locale)
        if var date = localized as? Date.FormatStyle {
            date.timeZone = env.timeZone
            return (date as? F) ?? localized
        }
        return localized
    }
}

