import Foundation

#if !canImport(Darwin)
/// `Measurement.FormatStyle` for Linux, where Foundation lacks it: what `Text(_:format:)` and
/// `Measurement.formatted(_:)` need to show temperatures, distances, speeds and energy.
///
/// Rules (chosen, documented, deterministic; Apple uses ICU's unit preferences):
/// - `usage: .asProvided` keeps the unit. `.weather` and `.person` temperatures and `.general`
///   temperatures convert to the locale's unit: °F for the United States, Liberia, Myanmar,
///   the Bahamas, Belize, the Cayman Islands and Palau, °C elsewhere; `.weather` rounds to whole
///   degrees, as weather apps show them. `.road` lengths convert to miles in the US and the UK,
///   kilometers elsewhere. Other usages keep the unit.
/// - Widths: `.abbreviated` "21.4°C", "5.2 km"; `.narrow` "21.4°", "5.2km"; `.wide` "21.4 degrees
///   Celsius", "5.2 kilometers". Names for wide come from a small table; other units use their symbol.
/// - Numbers use `numberFormatStyle`, else the locale's decimal format.
extension Measurement where UnitType: Dimension {
    /// `Measurement.FormatStyle` (Foundation on Apple platforms): formats a measurement in a width, a locale and a usage.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /** How much of the unit's name is shown. */ public enum UnitWidth: String, Codable, Hashable, Sendable { /** `wide`: "21.4 degrees Celsius"; `abbreviated`: "21.4°C"; `narrow`: "21.4°". */ case wide, abbreviated, narrow }
        /// How much of the unit's name is shown.
        public var width: UnitWidth
        /// The locale whose conventions decide the unit and the number format.
        public var locale: Locale
        /// What the measurement is for, which may convert it to the locale's unit; nil keeps the unit.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is formatted; nil for the locale's decimal format.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A format style; `usage` `.general` converts temperatures to the locale's unit.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType>? = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width; self.locale = locale; self.usage = usage; self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ value: Measurement<UnitType>) -> String {
            let (shown, rounded) = MeasurementRules.convert(value, usage: usage?.name ?? "general", locale: locale)
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: locale)).locale(locale)
            let digits = number.format(rounded ? shown.value.rounded() : shown.value)
            return MeasurementRules.join(digits, unit: shown.unit, value: shown.value, width: width.rawValue)
        }

        public func locale(_ locale: Locale) -> Self { var s = self; s.locale = locale; return s }
    }
}

/// SwiftUI/Foundation's `MeasurementFormatUnitUsage`: what a measurement is for.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String
    /// A general-purpose measurement: temperatures convert to the locale's unit, other units are kept.
    public static var general: Self { Self(name: "general") }
    /// The measurement in its own unit, never converted.
    public static var asProvided: Self { Self(name: "asProvided") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A weather temperature: the locale's unit, rounded to whole degrees.
    public static var weather: Self { Self(name: "weather") }
    /// A body temperature: the locale's unit.
    public static var person: Self { Self(name: "person") }
}
extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A road distance: miles in the US and the UK, kilometers elsewhere.
    public static var road: Self { Self(name: "road") }
    /// A person's height: kept in its unit.
    public static var person: Self { Self(name: "person") }
}

extension FormatStyle {
    /// A measurement format style, as in `Text(distance, format: .measurement(width: .abbreviated, usage: .road))`.
    public static func measurement<U: Dimension>(width: Measurement<U>.FormatStyle.UnitWidth,
                                                 usage: MeasurementFormatUnitUsage<U> = .general,
                                                 numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<U>.FormatStyle {
        Measurement<U>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement where UnitType: Dimension {
    /// The measurement formatted with `style`.
    public func formatted(_ style: Measurement<UnitType>.FormatStyle) -> String { style.format(self) }
    /// Abbreviated, in the process locale's conventions.
    public func formatted() -> String { Measurement<UnitType>.FormatStyle(width: .abbreviated).format(self) }
}

enum MeasurementRules {
    static let fahrenheitRegions: Set<String> = ["US", "LR", "MM", "BS", "BZ", "KY", "PW"]
    static let mileRegions: Set<String> = ["US", "GB"]

    static func region(_ locale: Locale) -> String { locale.region?.identifier ?? "" }

    static func convert<U: Dimension>(_ m: Measurement<U>, usage: String, locale: Locale) -> (Measurement<Dimension>, rounded: Bool) {
        let base = Measurement<Dimension>(value: m.value, unit: m.unit)
        guard usage != "asProvided" else { return (base, false) }
        if let t = m as? Measurement<UnitTemperature> {
            let target: UnitTemperature = fahrenheitRegions.contains(region(locale)) ? .fahrenheit : .celsius
            let c = t.converted(to: target)
            return (Measurement<Dimension>(value: c.value, unit: c.unit), usage == "weather")
        }
        if let l = m as? Measurement<UnitLength>, usage == "road" {
            let c = l.converted(to: mileRegions.contains(region(locale)) ? .miles : .kilometers)
            return (Measurement<Dimension>(value: c.value, unit: c.unit), false)
        }
        return (base, false)
    }

    /// Wide names (singular, plural) by symbol.
    static let names: [String: (String, String)] = [
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"),
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"),
        "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
        "m/s": ("meter per second", "meters per second"), "kCal": ("kilocalorie", "kilocalories"), "kcal": ("kilocalorie", "kilocalories"),
        "hr": ("hour", "hours"), "min": ("minute", "minutes"), "s": ("second", "seconds"),
        "%": ("percent", "percent"), "hPa": ("hectopascal", "hectopascals"), "mm": ("millimeter", "millimeters"),
    ]

    static func join(_ digits: String, unit: Unit, value: Double, width: String) -> String {
        let symbol = unit.symbol
        let isTemperature = unit is UnitTemperature
        switch width {
        case "abbreviated": return isTemperature ? digits + symbol : digits + " " + symbol
        case "narrow": return isTemperature ? digits + "°" : digits + symbol
        default:
            guard let n = names[symbol] else { return digits + " " + symbol }
            return digits + " " + (abs(value) == 1 ? n.0 : n.1)
        }
    }
}
#endif
