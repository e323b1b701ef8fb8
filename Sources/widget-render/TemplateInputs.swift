import ArgumentParser
import Foundation
import WidgetRender
import WidgetTemplates

/// The template, its data and how to format it: shared by `render`, `hit` and `links`.
struct TemplateInputs: ParsableArguments {
    @Argument(help: "A template folder (holding template.json or template.yaml) or a template file.")
    var template: String

    @Option(help: "An entry file (JSON or YAML): one entry, or a timeline of entries with dates. Default: the template's sample data.")
    var data: String?

    @Option(help: "The instant to render at, ISO 8601 (2026-05-20T09:00:00Z), for entries without a date.")
    var now: String?

    @Option(help: "The locale numbers and dates are formatted in, e.g. en_US or zh_CN.")
    var locale: String = "en_US_POSIX"

    @Option(name: .customLong("time-zone"), help: "The time zone dates are shown in, e.g. UTC or Asia/Shanghai.")
    var timeZone: String = "UTC"

    @Option(name: .customLong("param"), help: "Set a template parameter: --param accent=#FF9500 (repeatable).")
    var parameters: [String] = []

    /// Everything needed to instantiate the template, loaded and checked.
    func load() throws -> LoadedTemplate {
        try userErrors {
            let template = try WidgetTemplate.load(from: URL(fileURLWithPath: self.template), displayName: self.template)
            guard let zone = TimeZone(identifier: timeZone) else {
                throw CLIError("Unknown time zone \"\(timeZone)\"; use an identifier such as UTC, Europe/Paris or Asia/Shanghai.")
            }
            var defaultDate = RenderOptions().now
            if let now {
                guard let d = ISO8601DateFormatter().date(from: now) else {
                    throw CLIError("--now \"\(now)\" is not an ISO 8601 date and time; write it like 2026-05-20T09:00:00Z.")
                }
                defaultDate = d
            }
            let timeline: TemplateTimeline
            if let data {
                timeline = try template.timeline(from: URL(fileURLWithPath: data), displayName: data, defaultDate: defaultDate)
            } else if let sample = template.sampleDataURL {
                timeline = try template.timeline(from: sample, defaultDate: defaultDate)
            } else {
                timeline = try template.timeline(from: JSONDocument.parse(Array("{}".utf8), file: "<no data>"), defaultDate: defaultDate)
            }
            var overrides: [String: String] = [:]
            for p in parameters {
                guard let eq = p.firstIndex(of: "="), eq != p.startIndex else {
                    throw CLIError("--param \"\(p)\" should be name=value, e.g. --param accent=#FF9500.")
                }
                overrides[String(p[..<eq])] = String(p[p.index(after: eq)...])
            }
            let configuration = try template.configuration(timeline.configuration, overrides: overrides, source: "--param")
            return LoadedTemplate(template: template, timeline: timeline, configuration: configuration,
                                  locale: Locale(identifier: locale), timeZone: zone)
        }
    }
}

/// A template with its entries and parameter values, ready to instantiate.
struct LoadedTemplate {
    let template: WidgetTemplate
    let timeline: TemplateTimeline
    let configuration: TemplateConfiguration
    let locale: Locale
    let timeZone: TimeZone

    var name: String { template.metadata.name }

    /// One instance per timeline entry for `family`; throws every data problem at once.
    func instances(for family: WidgetFamily) throws -> [TemplateInstance] {
        try userErrors {
            try template.instantiate(timeline: timeline, family: family, configuration: configuration,
                                     locale: locale, timeZone: timeZone)
        }
    }
}

/// `small`, `medium`, `large`, `extraLarge` or `all`.
struct FamilySelection: ExpressibleByArgument {
    let families: [WidgetFamily]?  // nil: every family the template supports
    /// Every family the template supports.
    static let all = FamilySelection(families: nil)
    init(families: [WidgetFamily]?) { self.families = families }
    init?(argument: String) {
        switch argument {
        case "all": families = nil
        default:
            guard let f = WidgetFamily.allCases.first(where: { $0.shortName == argument || $0.rawValue == argument }) else { return nil }
            families = [f]
        }
    }
    static var allValueStrings: [String] { ["small", "medium", "large", "extraLarge", "all"] }
    /// How `--help` shows the default.
    var defaultValueDescription: String { families.map { $0.map(\.shortName).joined(separator: ",") } ?? "all" }

    /// The families to render for `template`; a family it does not support is a user error.
    func resolve(for template: WidgetTemplate) throws -> [WidgetFamily] {
        let supported = template.metadata.families
        guard let families else {
            return supported.filter { $0 != .systemExtraLarge }
        }
        for f in families where !supported.contains(f) {
            throw CLIError("The template \"\(template.metadata.name)\" does not support \(f.shortName) widgets; it supports \(supported.map(\.shortName).joined(separator: ", ")).")
        }
        return families
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
    /// How `--help` shows the default.
    var defaultValueDescription: String { schemes.count == ColorScheme.allCases.count ? "all" : schemes.map(\.rawValue).joined(separator: ",") }
}
