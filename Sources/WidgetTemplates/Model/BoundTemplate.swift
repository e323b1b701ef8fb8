import Foundation

/// A template with the data it renders: its timeline (from an entry file, the template's sample
/// data, or one empty entry when it has neither) and its parameter values.
///
/// What `widget-render render`, the gallery and the snapshot assertions all start from; the
/// facade (`WidgetRenderer`) instantiates it per family and entry.
public struct BoundTemplate: Sendable {
    /// The template.
    public let template: WidgetTemplate
    /// The entries to render.
    public let timeline: TemplateTimeline
    /// The parameter values to render with.
    public let configuration: TemplateConfiguration

    /// Reads the entries (`data`, else the sample data, else `{}`) and applies `parameters`
    /// (text values, as `--param name=value` gives them; `parameterSource` names them in errors).
    /// Entries without a date are dated `defaultDate`.
    public init(_ template: WidgetTemplate, data: URL? = nil, dataDisplayName: String? = nil,
                parameters: [String: String] = [:], parameterSource: String = "parameters",
                defaultDate: Date = EnvironmentValues().now) throws(TemplateError) {
        let timeline: TemplateTimeline
        if let data {
            timeline = try template.timeline(from: data, displayName: dataDisplayName, defaultDate: defaultDate)
        } else if let sample = template.sampleDataURL {
            timeline = try template.timeline(from: template.sampleDocument(at: sample), defaultDate: defaultDate)
        } else {
            timeline = try template.timeline(from: JSONDocument.parse(Array("{}".utf8), file: "<no data>"), defaultDate: defaultDate)
        }
        guard !timeline.entries.isEmpty else {
            throw TemplateError(TemplateIssue(file: dataDisplayName ?? data?.relativePath ?? "<no data>", pointer: .root,
                                              message: "the data has no entry to render; give at least one entry."))
        }
        self.template = template
        self.timeline = timeline
        self.configuration = try template.configuration(timeline.configuration, overrides: parameters, source: parameterSource)
    }

    /// Binds `template` to entries already parsed (sent in memory, e.g. in an HTTP request);
    /// nil `data`: the sample data, else one empty entry.
    public init(_ template: WidgetTemplate, document data: JSONDocument?, parameters: [String: String] = [:],
                parameterSource: String = "parameters", defaultDate: Date = EnvironmentValues().now) throws(TemplateError) {
        let timeline: TemplateTimeline
        if let data {
            timeline = try template.timeline(from: data, defaultDate: defaultDate)
        } else if let sample = template.sampleDataURL {
            timeline = try template.timeline(from: template.sampleDocument(at: sample), defaultDate: defaultDate)
        } else {
            timeline = try template.timeline(from: JSONDocument.parse(Array("{}".utf8), file: "<no data>"), defaultDate: defaultDate)
        }
        guard !timeline.entries.isEmpty else {
            throw TemplateError(TemplateIssue(file: data?.file ?? "<no data>", pointer: .root,
                                              message: "the data has no entry to render; give at least one entry."))
        }
        self.template = template
        self.timeline = timeline
        self.configuration = try template.configuration(timeline.configuration, overrides: parameters, source: parameterSource)
    }

    /// The template's name (`countdown`).
    public var name: String { template.metadata.name }

    /// The families to render: `requested`, or when nil every family the template supports (the
    /// planner leaves out those the device has no size for: extra large on an iPhone). A
    /// requested family the template does not support is refused when it is instantiated, with
    /// the template file and line.
    public func families(_ requested: [WidgetFamily]?) -> [WidgetFamily] {
        requested ?? template.metadata.families
    }

    /// Fetches the remote images of every entry (or those at `entries`) of every family and
    /// locale given, in one batch: one overall deadline for the whole set, each URL once. Later
    /// instances read them from the loader's memory.
    public func prefetchRemoteImages(families: [WidgetFamily], locales: [Locale], timeZone: TimeZone,
                                     entries: Range<Int>? = nil, images: RemoteImageLoader = .shared) {
        guard template.mayUseRemoteImages else { return }
        var urls: [URL] = []
        // A Live Activity's or control's images do not depend on a family: any one finds them.
        let families = template.metadata.kind == .widget ? families.filter(template.metadata.families.contains) : [.systemMedium]
        for family in families {
            for locale in locales {
                for entry in selected(entries).entries {
                    urls += template.remoteImageURLs(entry: entry, family: family, configuration: configuration,
                                                     locale: locale, timeZone: timeZone)
                }
            }
        }
        if !urls.isEmpty { _ = images.fetch(urls) }
    }

    /// One instance per entry for `family`, formatted in `locale` and `timeZone`; every data
    /// problem is thrown at once.
    public func instances(for family: WidgetFamily, locale: Locale, timeZone: TimeZone,
                          images: RemoteImageLoader = .shared) throws(TemplateError) -> [TemplateInstance] {
        try instances(for: family, entries: nil, locale: locale, timeZone: timeZone, images: images)
    }

    /// The instances of the entries at `entries` only (clamped to the timeline; nil: all), so a
    /// render of one entry of a long timeline builds one view tree.
    public func instances(for family: WidgetFamily, entries: Range<Int>?, locale: Locale, timeZone: TimeZone,
                          images: RemoteImageLoader = .shared) throws(TemplateError) -> [TemplateInstance] {
        try template.instantiate(timeline: selected(entries), family: family, configuration: configuration,
                                 locale: locale, timeZone: timeZone, images: images)
    }

    /// A Live Activity template's instances: one per entry (each a content state) at `entries`
    /// (nil: all), formatted in `locale` and `timeZone`; every data problem is thrown at once.
    public func activityInstances(entries: Range<Int>?, locale: Locale, timeZone: TimeZone,
                                  images: RemoteImageLoader = .shared) throws(TemplateError) -> [TemplateActivityInstance] {
        try template.checkKind(.liveActivity)
        return try template.eachEntry(of: selected(entries), family: nil, configuration: configuration, locale: locale,
                                      timeZone: timeZone, images: images) { entry, configuration throws(TemplateError) in
            try template.instantiateActivity(entry: entry, configuration: configuration, locale: locale, timeZone: timeZone, images: images)
        }
    }

    /// A control template's instances in state `isOn`: one per entry at `entries` (nil: all).
    public func controlInstances(entries: Range<Int>?, isOn: Bool, locale: Locale, timeZone: TimeZone,
                                 images: RemoteImageLoader = .shared) throws(TemplateError) -> [TemplateControlInstance] {
        try template.checkKind(.control)
        return try template.eachEntry(of: selected(entries), family: nil, configuration: configuration, locale: locale,
                                      timeZone: timeZone, images: images) { entry, configuration throws(TemplateError) in
            try template.instantiateControl(entry: entry, isOn: isOn, configuration: configuration, locale: locale,
                                            timeZone: timeZone, images: images)
        }
    }

    /// The timeline's entries at `entries`, clamped to it (nil: all).
    private func selected(_ entries: Range<Int>?) -> TemplateTimeline {
        var selected = timeline
        if let entries {
            let all = timeline.entries
            selected.entries = Array(all[min(max(0, entries.lowerBound), all.count)..<min(max(0, entries.upperBound), all.count)])
        }
        return selected
    }
}
