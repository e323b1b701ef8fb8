import Foundation

/// A widget template loaded from its folder and checked: metadata, parameters, components and
/// body, ready to be given entry data.
///
/// ```swift
/// let template = try WidgetTemplate.load(from: URL(fileURLWithPath: "Templates/countdown"))
/// let timeline = try template.timeline(from: template.sampleDataURL!)
/// for entry in timeline.entries {
///     let instance = try template.instantiate(entry: entry, family: .systemMedium,
///                                             configuration: timeline.configuration)
///     let image = try WidgetRenderer.render(instance, options: RenderOptions())   // in WidgetRender
/// }
/// ```
public struct WidgetTemplate: Sendable {
    /// The template file (`…/template.json`, or `template.yaml` / `template.yml`).
    public let url: URL
    /// The file's name in messages (the path as the caller gave it).
    public let displayName: String
    /// Name, display name, description, families and parameters.
    public let metadata: TemplateMetadata
    let document: JSONDocument
    let folder: TemplateFolder
    let components: [String: JSONValue]
    let body: JSONValue
    /// Whether any image of the template could be remote: an image `source` that is a binding
    /// or a URL. When none is, instantiating never builds a view tree only to collect URLs.
    public let mayUseRemoteImages: Bool
    private let sampleData = SampleDataCache()

    init(url: URL, displayName: String, metadata: TemplateMetadata, document: JSONDocument, folder: TemplateFolder,
         components: [String: JSONValue], body: JSONValue) {
        self.url = url; self.displayName = displayName; self.metadata = metadata; self.document = document
        self.folder = folder; self.components = components; self.body = body
        mayUseRemoteImages = Self.mayReferenceRemoteImages(body) || components.values.contains(where: Self.mayReferenceRemoteImages)
    }

    /// Conservative: true when some `source` member is not a plain local file name.
    static func mayReferenceRemoteImages(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items):
            return items.contains(where: mayReferenceRemoteImages)
        case .object(let object):
            for (key, member) in object.members {
                if key == "source" {
                    guard case .string(let text) = member else { return true }
                    if text.contains("{{") || text.contains("://") { return true }
                } else if mayReferenceRemoteImages(member) {
                    return true
                }
            }
            return false
        default:
            return false
        }
    }

    /// The template's folder: where its images and sample data are.
    public var directory: URL { folder.url }

    /// The sample entry file the template names, if any.
    public var sampleDataURL: URL? { metadata.sampleData.map { folder.url.appendingPathComponent($0) } }

    /// The sample data parsed, read from its file the first time it is asked for.
    func sampleDocument(at url: URL) throws(TemplateError) -> JSONDocument {
        try sampleData.document { () throws(TemplateError) in try JSONDocument.read(url, displayName: url.relativePath) }
    }

    // MARK: - Loading

    /// Loads and checks the template in a folder (`template.json`, else `template.yaml`, else
    /// `template.yml`; both a JSON and a YAML one is an error), or the file itself (`.yaml` and
    /// `.yml` files are read as YAML). Every problem in the file is reported at once in the
    /// error; `displayName` is how messages name the file (the path as given, by default).
    public static func load(from url: URL, displayName: String? = nil) throws(TemplateError) -> WidgetTemplate {
        var file = url
        var fileName = ""
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            fileName = try templateFileName(in: url, displayName: displayName)
            file = url.appendingPathComponent(fileName)
        }
        // Messages name the file, not the folder: `Templates/countdown/template.json:14:56`.
        let given = displayName ?? url.relativePath
        let name = isDirectory.boolValue ? (given.hasSuffix("/") ? given : given + "/") + fileName : given
        let document = try JSONDocument.read(file, displayName: name)
        return try load(document, url: file)
    }

    /// The template file names looked for in a folder, in order.
    public static let fileNames = ["template.json", "template.yaml", "template.yml"]

    /// Which template file a folder holds: the first of ``fileNames`` present (`template.json`
    /// when none is, so the error names it); a JSON and a YAML one together is an error.
    static func templateFileName(in folder: URL, displayName: String?) throws(TemplateError) -> String {
        let present = fileNames.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        if present.count > 1 {
            throw TemplateError(TemplateIssue(file: displayName ?? folder.relativePath, pointer: .root,
                message: "holds both \(present.joined(separator: " and ")); keep one template file and delete the other."))
        }
        return present.first ?? "template.json"
    }

    /// Checks an already parsed template; `url` is the template file (its folder holds the images).
    public static func load(_ document: JSONDocument, url: URL) throws(TemplateError) -> WidgetTemplate {
        let folder = TemplateFolder(url.deletingLastPathComponent())
        guard case .object(let root) = document.root else {
            throw TemplateError(document.issue(.root, "expected a template object with \"name\", \"families\" and \"body\"; got \(document.root.kindDescription)."))
        }
        let checker = TemplateBuilder(mode: .check, document: document, folder: folder, components: [:], scope: .empty)
        let r = ObjectReader(root, at: .root, allowed: TemplateBuilder.topLevelKeys, what: "the template")
        r.unknownKeys(checker)
        let metadata = checker.metadata(r)
        let components = checker.componentDeclarations(r["components"], r.at("components"))
        let body = r[metadata.kind.rootKey]
        // The body and each component are checked with the components known.
        let builder = TemplateBuilder(mode: .check, document: document, folder: folder, components: components, scope: .empty)
        if let body {
            builder.root(metadata.kind, body, r.at(metadata.kind.rootKey))
        } else {
            checker.issue(.root, "the template has no \"body\"; add the root view, such as {\"type\": \"VStack\", …} (or \"liveActivity\" for a Live Activity, \"control\" for a control).")
        }
        for name in components.keys.sorted() {
            builder.currentComponent = name
            if let v = components[name] { _ = builder.view(v, JSONPointer(["components", name])) }
        }
        builder.currentComponent = nil
        builder.componentCycles(components)
        let issues = checker.issues + builder.issues
        if !issues.isEmpty { throw TemplateError(sorted(issues)) }
        return WidgetTemplate(url: url, displayName: document.file, metadata: metadata, document: document, folder: folder,
                              components: components, body: body ?? .null)
    }

    /// Issues in file order; those without a position last.
    static func sorted(_ issues: [TemplateIssue]) -> [TemplateIssue] {
        issues.enumerated().sorted { a, b in
            switch (a.element.position, b.element.position) {
            case let (p?, q?): return (p.line, p.column, a.offset) < (q.line, q.column, b.offset)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }

    // MARK: - Configuration

    /// Parameter values: `base` (an entry file's configuration, or the defaults) with
    /// `overrides` on top. Overrides are given as text (`--param accent=#FF9500`) and read by
    /// the parameter's type: numbers, `true`/`false`, JSON for anything else that needs it.
    public func configuration(_ base: TemplateConfiguration? = nil, overrides: [String: String] = [:],
                              source: String = "parameters") throws(TemplateError) -> TemplateConfiguration {
        var values = base?.values ?? defaults
        let document = JSONDocument(file: source, root: .null)
        let b = TemplateBuilder(mode: .build, document: document, folder: folder, components: [:], scope: .empty)
        for (name, text) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let parameter = metadata.parameter(named: name) else {
                b.issue(JSONPointer([name]), "the template \"\(metadata.name)\" has no parameter \"\(name)\"."
                        + (metadata.parameters.isEmpty ? " It has no parameters." : " Its parameters: \(metadata.parameters.map(\.name).joined(separator: ", "))."),
                        suggestion: Suggestions.nearest(to: name, in: metadata.parameters.map(\.name)))
                continue
            }
            let raw: JSONValue
            switch parameter.kind {
            case .number, .integer: raw = Double(text).map { .number($0) } ?? .string(text)
            case .boolean: raw = text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
            case .color where text.hasPrefix("{"):
                raw = (try? JSONDocument.parse(Array(text.utf8), file: source).root) ?? .string(text)
            default: raw = .string(text)
            }
            if let v = b.parameterValue(parameter, raw, JSONPointer([name])) { values[name] = v }
        }
        if !b.issues.isEmpty { throw TemplateError(b.issues) }
        return TemplateConfiguration(values: values)
    }

    /// Every parameter at its default.
    public var defaults: JSONObject {
        JSONObject(metadata.parameters.map { ($0.name, $0.defaultValue) })
    }

    // MARK: - Instantiating

    /// The template as a view for one family and one entry.
    ///
    /// Remote images are fetched first through `images` (all of them, before any view is
    /// built); `locale` and `timeZone` format numbers and dates in bindings and should match
    /// the render's (``TemplateInstance/environment(_:)`` sets them). Throws when the family
    /// is not supported or the data does not fit the template (a missing value, a wrong type),
    /// with every problem listed.
    public func instantiate(entry: TemplateEntry, family: WidgetFamily, configuration: TemplateConfiguration? = nil,
                            locale: Locale = EnvironmentValues().locale, timeZone: TimeZone = EnvironmentValues().timeZone,
                            images: RemoteImageLoader = .shared) throws(TemplateError) -> TemplateInstance {
        try checkSupports(family)
        let built = try materialize(family: family, entry: entry, configuration: configuration, locale: locale, timeZone: timeZone,
                                    images: images) { b in b.view(body, JSONPointer(["body"])) }
        return TemplateInstance(view: built.value, family: family, now: entry.date, locale: locale, timeZone: timeZone,
                                contentMarginsDisabled: metadata.contentMarginsDisabled, diagnostics: built.diagnostics)
    }

    /// A Live Activity template for one entry (one content state): its Lock Screen view and its
    /// Dynamic Island. Throws when the template is not a Live Activity's or the data does not fit.
    public func instantiateActivity(entry: TemplateEntry, configuration: TemplateConfiguration? = nil,
                                    locale: Locale = EnvironmentValues().locale, timeZone: TimeZone = EnvironmentValues().timeZone,
                                    images: RemoteImageLoader = .shared) throws(TemplateError) -> TemplateActivityInstance {
        try checkKind(.liveActivity)
        let built = try materialize(family: nil, entry: entry, configuration: configuration, locale: locale, timeZone: timeZone,
                                    images: images) { b in b.liveActivity(body, JSONPointer(["liveActivity"])) }
        return TemplateActivityInstance(content: built.value.content, dynamicIsland: built.value.island, now: entry.date,
                                        locale: locale, timeZone: timeZone, diagnostics: built.diagnostics)
    }

    /// A control template for one entry, drawn in the state `isOn` (bindings read it as `isOn`).
    /// Throws when the template is not a control's or the data does not fit.
    public func instantiateControl(entry: TemplateEntry, isOn: Bool, configuration: TemplateConfiguration? = nil,
                                   locale: Locale = EnvironmentValues().locale, timeZone: TimeZone = EnvironmentValues().timeZone,
                                   images: RemoteImageLoader = .shared) throws(TemplateError) -> TemplateControlInstance {
        try checkKind(.control)
        let built = try materialize(family: nil, entry: entry, configuration: configuration, locale: locale, timeZone: timeZone,
                                    images: images) { b in b.control(body, JSONPointer(["control"]), isOn: isOn) }
        return TemplateControlInstance(control: built.value, displayName: metadata.displayName, now: entry.date, locale: locale,
                                       timeZone: timeZone, diagnostics: built.diagnostics)
    }

    /// One instance per entry of a timeline, remote images fetched once for all of them.
    public func instantiate(timeline: TemplateTimeline, family: WidgetFamily, configuration: TemplateConfiguration? = nil,
                            locale: Locale = EnvironmentValues().locale, timeZone: TimeZone = EnvironmentValues().timeZone,
                            images: RemoteImageLoader = .shared) throws(TemplateError) -> [TemplateInstance] {
        try checkSupports(family)
        return try eachEntry(of: timeline, family: family, configuration: configuration, locale: locale, timeZone: timeZone,
                             images: images) { entry, configuration throws(TemplateError) in
            try instantiate(entry: entry, family: family, configuration: configuration, locale: locale, timeZone: timeZone, images: images)
        }
    }

    /// `make` for every entry of `timeline` (its remote images fetched first, in one batch), every
    /// entry's problems reported together, each prefixed with the entry it is in.
    func eachEntry<T>(of timeline: TemplateTimeline, family: WidgetFamily?, configuration: TemplateConfiguration?, locale: Locale,
                      timeZone: TimeZone, images: RemoteImageLoader,
                      _ make: (TemplateEntry, TemplateConfiguration) throws(TemplateError) -> T) throws(TemplateError) -> [T] {
        let configuration = configuration ?? timeline.configuration
        // One batch for the whole timeline: a deadline per entry in turn would add up.
        if mayUseRemoteImages {
            let urls = timeline.entries.flatMap { remoteImageURLs(entry: $0, family: family ?? .systemMedium, configuration: configuration,
                                                                  locale: locale, timeZone: timeZone) }
            if !urls.isEmpty { _ = images.fetch(urls) }
        }
        var out: [T] = []
        var issues: [TemplateIssue] = []
        for entry in timeline.entries {
            do {
                out.append(try make(entry, configuration))
            } catch {
                issues += error.issues.map { issue in
                    var i = issue
                    i.message = "entry \(entry.pointer.display) of \(entry.file): " + i.message
                    return i
                }
            }
        }
        if !issues.isEmpty { throw TemplateError(issues) }
        return out
    }

    /// Throws, located at the template's `families`, when it does not support `family`.
    public func checkSupports(_ family: WidgetFamily) throws(TemplateError) {
        try checkKind(.widget)
        guard metadata.families.contains(family) else {
            throw TemplateError(document.issue(JSONPointer(["families"]),
                "the template \"\(metadata.name)\" does not support \(family.rawValue); it supports \(metadata.families.map(\.rawValue).joined(separator: ", ")). Add \"\(family.rawValue)\" to \"families\" or render another family."))
        }
    }

    /// Throws, located at the template's root, when it draws something other than `kind`.
    public func checkKind(_ kind: TemplateKind) throws(TemplateError) {
        guard metadata.kind != kind else { return }
        let drawn: String
        switch metadata.kind {
        case .widget: drawn = "a widget, in the families " + metadata.families.map(\.shortName).joined(separator: ", ")
        case .liveActivity: drawn = "a Live Activity, in " + metadata.placementNames.joined(separator: ", ")
        case .control: drawn = "a control, in " + metadata.placementNames.joined(separator: ", ")
        }
        throw TemplateError(document.issue(JSONPointer([metadata.kind.rootKey]),
            "the template \"\(metadata.name)\" draws \(drawn); render one of those instead."))
    }

    /// The `http(s)` images this entry would show, for fetching ahead (e.g. a whole timeline).
    /// `family` matters to widget templates only.
    public func remoteImageURLs(entry: TemplateEntry, family: WidgetFamily, configuration: TemplateConfiguration? = nil,
                                locale: Locale = EnvironmentValues().locale, timeZone: TimeZone = EnvironmentValues().timeZone) -> [URL] {
        let scope = BindingScope(entry: entry.data, parameters: configuration?.values ?? defaults, now: entry.date,
                                 locale: locale, timeZone: timeZone)
        let kind = metadata.kind, body = body
        return build(family: family, scope: scope, remote: [:]) { b in b.root(kind, body, JSONPointer([kind.rootKey])) }.requestedRemoteImages
    }

    private struct Built<Value> {
        var value: Value
        var issues: [TemplateIssue]
        var diagnostics: [Diagnostic]
        var requestedRemoteImages: [URL]
    }

    /// `make` for one entry: built once to learn its remote images, again with them fetched.
    private func materialize<Value>(family: WidgetFamily?, entry: TemplateEntry, configuration: TemplateConfiguration?, locale: Locale,
                                    timeZone: TimeZone, images: RemoteImageLoader,
                                    _ make: (TemplateBuilder) -> Value) throws(TemplateError) -> Built<Value> {
        let scope = BindingScope(entry: entry.data, parameters: configuration?.values ?? defaults, now: entry.date,
                                 locale: locale, timeZone: timeZone)
        var first = build(family: family, scope: scope, remote: [:], make)
        if !first.requestedRemoteImages.isEmpty, first.issues.isEmpty {
            first = build(family: family, scope: scope, remote: images.fetch(first.requestedRemoteImages), make)
        }
        if !first.issues.isEmpty { throw TemplateError(Self.sorted(first.issues)) }
        return first
    }

    private func build<Value>(family: WidgetFamily?, scope: BindingScope, remote: [URL: RemoteImageResult],
                              _ make: (TemplateBuilder) -> Value) -> Built<Value> {
        let b = TemplateBuilder(mode: .build, family: family, document: document, folder: folder, components: components,
                                scope: scope, remoteImages: remote)
        let value = make(b)
        return Built(value: value, issues: b.issues, diagnostics: b.diagnostics, requestedRemoteImages: b.requestedRemoteImages)
    }
}

extension TemplateBuilder {
    /// What a template of `kind` draws, built (or checked) and thrown away: checking at load,
    /// and finding the remote images an entry needs.
    func root(_ kind: TemplateKind, _ value: JSONValue, _ p: JSONPointer) {
        switch kind {
        case .widget: _ = view(value, p)
        case .liveActivity: _ = liveActivity(value, p)
        case .control: _ = control(value, p, isOn: true)
        }
    }
}
