import ArgumentParser
import Foundation
import WidgetRender

/// The template and its data: shared by `render`, `hit` and `links`.
struct TemplateInputs: ParsableArguments {
    @Argument(help: "A template folder (holding template.json or template.yaml) or a template file.")
    var template: String

    @Option(help: "An entry file (JSON or YAML): one entry, or a timeline of entries with dates. Default: the template's sample data.")
    var data: String?

    @OptionGroup var formatting: FormattingOptions

    @Option(name: .customLong("param"), help: "Set a template parameter: --param accent=#FF9500 (repeatable).")
    var parameters: [String] = []

    func validate() throws {
        for p in parameters where !p.contains("=") || p.hasPrefix("=") {
            throw ValidationError("--param \"\(p)\" should be name=value, e.g. --param accent=#FF9500.")
        }
    }

    /// The template loaded and bound to its data and parameters.
    func bind() throws -> BoundTemplate {
        let loaded = try WidgetTemplate.load(from: URL(fileURLWithPath: template), displayName: template)
        var overrides: [String: String] = [:]
        for p in parameters {
            guard let eq = p.firstIndex(of: "=") else { continue }
            overrides[String(p[..<eq])] = String(p[p.index(after: eq)...])
        }
        return try BoundTemplate(loaded, data: data.map { URL(fileURLWithPath: $0) }, dataDisplayName: data,
                                 parameters: overrides, parameterSource: "--param", defaultDate: formatting.defaultDate)
    }
}

/// How dates and numbers are formatted: `--now`, `--locale`, `--time-zone`.
struct FormattingOptions: ParsableArguments {
    @Option(help: "The instant to render at, ISO 8601 (2026-05-20T09:00:00Z), for entries without a date.")
    var now: String?

    static let defaultLocale = "en_US_POSIX"

    @Option(help: "The locale numbers and dates are formatted in, e.g. en_US or zh_CN; a right-to-left language (ar, he) mirrors the layout.")
    var locale: String = FormattingOptions.defaultLocale

    @Option(name: .customLong("time-zone"), help: "The time zone dates are shown in, e.g. UTC or Asia/Shanghai.")
    var timeZone: String = "UTC"

    func validate() throws {
        if let now, ISO8601Date.parse(now) == nil {
            throw ValidationError("--now \"\(now)\" is not an ISO 8601 date and time; write it like 2026-05-20T09:00:00Z.")
        }
        if TimeZone(identifier: timeZone) == nil {
            throw ValidationError("Unknown --time-zone \"\(timeZone)\"; use an identifier such as UTC, Europe/Paris or Asia/Shanghai.")
        }
        // The default needs no check, and listing every locale reads ICU's data for each of them.
        guard locale != Self.defaultLocale else { return }
        let known = Set(Locale.availableIdentifiers)
        let canonical = Locale(identifier: locale).identifier
        if !known.contains(locale), !known.contains(canonical) {
            throw ValidationError("Unknown --locale \"\(locale)\"; use an identifier such as en_US, fr_FR or zh_CN.")
        }
    }

    /// The date given entries without one: `--now`, or the default render instant.
    var defaultDate: Date { now.flatMap { ISO8601Date.parse($0) } ?? RenderOptions().now }

    /// `base` with this locale, time zone and `now`.
    func apply(to base: RenderOptions) -> RenderOptions {
        var o = base
        o.locale = Locale(identifier: locale)
        o.timeZone = TimeZone(identifier: timeZone) ?? o.timeZone
        o.now = defaultDate
        return o
    }
}

/// A family's short name (`small` … `extraLarge`, `circular`, `rectangular`, `inline`) or
/// WidgetKit's (`systemSmall`, `accessoryCircular`), a Live Activity's or a control's
/// presentation (`activityLockScreen`, `islandCompact`, `controlSmall`…), or `all`; several
/// separated by commas.
struct FamilySelection: ExpressibleByArgument {
    /// nil: every family the template supports.
    let families: [WidgetFamily]?
    /// nil: every presentation a Live Activity or control template declares.
    let presentations: [String]?
    static let all = FamilySelection(families: nil, presentations: nil)
    init(families: [WidgetFamily]?, presentations: [String]?) { self.families = families; self.presentations = presentations }
    init?(argument: String) {
        if argument == "all" { self = .all; return }
        var families: [WidgetFamily] = [], presentations: [String] = []
        for name in argument.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) }) {
            if let f = WidgetFamily(name: name) {
                if !families.contains(f) { families.append(f) }
            } else if let p = ActivityPresentation(name: name)?.rawValue ?? ControlPresentation(rawValue: name)?.rawValue {
                if !presentations.contains(p) { presentations.append(p) }
            } else {
                return nil
            }
        }
        if families.isEmpty && presentations.isEmpty { return nil }
        self.families = families.isEmpty ? nil : families
        self.presentations = presentations.isEmpty ? nil : presentations
    }
    static var allValueStrings: [String] {
        WidgetFamily.allCases.map(\.shortName) + ActivityPresentation.allCases.map(\.rawValue) + ControlPresentation.allCases.map(\.rawValue) + ["all"]
    }
    var defaultValueDescription: String {
        let names = (families?.map(\.shortName) ?? []) + (presentations ?? [])
        return names.isEmpty ? "all" : names.joined(separator: ",")
    }

    /// `matrix` drawing this selection.
    func apply(to matrix: RenderMatrix) -> RenderMatrix {
        var m = matrix
        m.families = families
        m.presentations = presentations
        return m
    }
}

/// `light`, `dark` or `all`.
struct SchemeSelection: ExpressibleByArgument {
    let schemes: [ColorScheme]
    static let all = SchemeSelection(schemes: ColorScheme.allCases)
    static let light = SchemeSelection(schemes: [.light])
    init(schemes: [ColorScheme]) { self.schemes = schemes }
    init?(argument: String) {
        switch argument {
        case "all": schemes = ColorScheme.allCases
        case "light": schemes = [.light]
        case "dark": schemes = [.dark]
        default: return nil
        }
    }
    static var allValueStrings: [String] { ["light", "dark", "all"] }
    var defaultValueDescription: String { schemes.count == ColorScheme.allCases.count ? "all" : schemes.map(\.rawValue).joined(separator: ",") }
}
