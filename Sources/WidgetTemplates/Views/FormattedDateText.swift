import Foundation

/// A date in a format (`Text(date, format:)` in SwiftUI): a named format of the `date` filter or
/// an ICU pattern such as `EEEE`. It reads the locale and time zone from the environment when
/// resolved (the render's values, or an `environment` modifier's), as WidgetUI's
/// `Text(_:style:)` does.
nonisolated struct FormattedDateText: View {
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    let date: Date
    let format: String

    var body: some View {
        Text(verbatim: DateValues.format(date, format, locale: locale, timeZone: timeZone))
    }
}
