import Foundation

/// Asserts that a JSON or YAML template renders as its references, for its families (those
/// each device shows, by default) × color schemes × rendering modes × Dynamic Type sizes ×
/// locales × devices, with the first entry of `data` (default: the template's sample data);
/// bindings are formatted in each locale.
///
/// ```swift
/// @Test func weather() {
///     assertWidgetSnapshot(ofTemplateAt: URL(fileURLWithPath: "Templates/weather"))
/// }
/// ```
///
/// A template that does not load, or data that does not fit it, is one test failure with every
/// problem listed. See the view assertion for the other parameters.
///
/// - Parameters:
///   - url: the template folder (holding `template.json`) or the file.
///   - data: an entry or timeline file; its first entry is rendered.
///   - parameters: parameter values as text, as `widget-render --param name=value` takes them.
///   - families: the widget families; nil: the template's that each device shows.
///   - presentations: a Live Activity's or control's presentations (`islandCompact`,
///     `controlSmall`…); nil: every one it declares that the device shows.
///   - colorSchemes: light, dark or both.
///   - devices: the devices drawn on; one other than the default adds its id to the names.
///   - appearances: rendering modes; `[nil]` (the default) keeps the options' and names none.
///   - dynamicTypeSizes: text sizes; empty (the default) keeps the options' and names none.
///   - locales: locales (right-to-left ones lay out right to left); empty (the default) keeps
///     the options' and names none.
///   - options: everything else about the render (now, locale, margins…); each variant sets
///     its family, color scheme, device, and the mode, size and locale it has.
///   - tolerance: ``ImageTolerance/exact`` unless you opt in to a perceptual one; it applies to
///     the image and the text.
///   - formats: which references to keep (image and text by default; `.glyphIDs` adds glyph ids).
///   - name: a prefix for the reference names, to snapshot several things in one test.
///   - record: overrides the record mode (see the module documentation for the default).
///   - fileID: the test file's ID, for the accept command (leave the default).
///   - filePath: the test file, beside which `__Snapshots__` is (leave the default).
///   - testName: the test's name, the references' prefix (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
public func assertWidgetSnapshot(
    ofTemplateAt url: URL,
    data: URL? = nil,
    parameters: [String: String] = [:],
    families: [WidgetFamily]? = nil,
    presentations: [String]? = nil,
    colorSchemes: [ColorScheme] = [.light, .dark],
    devices: [DeviceProfile] = [.iPhone390x844],
    appearances: [WidgetAppearance?] = [nil],
    dynamicTypeSizes: [DynamicTypeSize] = [],
    locales: [Locale] = [],
    options: RenderOptions = RenderOptions(),
    tolerance: ImageTolerance = .exact,
    formats: WidgetSnapshotFormats = .all,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let template: WidgetTemplate
    do {
        template = try WidgetTemplate.load(from: url)
    } catch {
        report(["The template at \(url.path) did not load:\n\(error)"], fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertWidgetSnapshot(of: template, data: data, parameters: parameters, families: families, presentations: presentations,
                         colorSchemes: colorSchemes,
                         devices: devices, appearances: appearances, dynamicTypeSizes: dynamicTypeSizes, locales: locales,
                         options: options, tolerance: tolerance, formats: formats, named: name,
                         record: record, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts that a loaded template renders as its references, as the assertion on a template
/// folder does.
///
/// - Parameters:
///   - template: the loaded template.
///   - data: an entry or timeline file; its first entry is rendered.
///   - parameters: parameter values as text, as `widget-render --param name=value` takes them.
///   - families: the widget families; nil: the template's that each device shows.
///   - presentations: a Live Activity's or control's presentations (`islandCompact`,
///     `controlSmall`…); nil: every one it declares that the device shows.
///   - colorSchemes: light, dark or both.
///   - devices: the devices drawn on; one other than the default adds its id to the names.
///   - appearances: rendering modes; `[nil]` (the default) keeps the options' and names none.
///   - dynamicTypeSizes: text sizes; empty (the default) keeps the options' and names none.
///   - locales: locales (right-to-left ones lay out right to left); empty (the default) keeps
///     the options' and names none.
///   - options: everything else about the render (now, locale, margins…); each variant sets
///     its family, color scheme, device, and the mode, size and locale it has.
///   - tolerance: ``ImageTolerance/exact`` unless you opt in to a perceptual one; it applies to
///     the image and the text.
///   - formats: which references to keep (image and text by default; `.glyphIDs` adds glyph ids).
///   - name: a prefix for the reference names, to snapshot several things in one test.
///   - record: overrides the record mode (see the module documentation for the default).
///   - fileID: the test file's ID, for the accept command (leave the default).
///   - filePath: the test file, beside which `__Snapshots__` is (leave the default).
///   - testName: the test's name, the references' prefix (leave the default).
///   - line: where failures are reported (leave the default).
///   - column: where failures are reported (leave the default).
public func assertWidgetSnapshot(
    of template: WidgetTemplate,
    data: URL? = nil,
    parameters: [String: String] = [:],
    families: [WidgetFamily]? = nil,
    presentations: [String]? = nil,
    colorSchemes: [ColorScheme] = [.light, .dark],
    devices: [DeviceProfile] = [.iPhone390x844],
    appearances: [WidgetAppearance?] = [nil],
    dynamicTypeSizes: [DynamicTypeSize] = [],
    locales: [Locale] = [],
    options: RenderOptions = RenderOptions(),
    tolerance: ImageTolerance = .exact,
    formats: WidgetSnapshotFormats = .all,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let source: TemplateSnapshotSource
    do {
        source = try TemplateSnapshotSource(template: template, data: data, parameters: parameters, options: options)
    } catch {
        report(["The data for \(template.displayName) does not fit it:\n\(error)"], fileID: fileID, filePath: filePath,
               line: line, column: column)
        return
    }
    let matrix = RenderMatrix.snapshot(families: families,
                                       colorSchemes: colorSchemes, devices: devices, appearances: appearances,
                                       dynamicTypeSizes: dynamicTypeSizes, locales: locales, presentations: presentations)
    let runner = SnapshotRunner(tolerance: tolerance, formats: formats, name: name, record: record, fileID: fileID,
                                filePath: filePath, testName: testName, line: line, column: column)
    report(runner.run(TemplateSource(source.bound), matrix: matrix, options: options),
           fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A template with the data its snapshots render: the first entry, rendered by the facade as
/// `widget-render` renders it.
public struct TemplateSnapshotSource: Sendable {
    /// The template with its data and parameter values.
    public let bound: BoundTemplate
    /// The render options each variant starts from (locale and time zone format the bindings).
    public let options: RenderOptions

    /// Reads `data` (default: the template's sample data) and applies `parameters`.
    public init(template: WidgetTemplate, data: URL? = nil, parameters: [String: String] = [:],
                options: RenderOptions = RenderOptions()) throws(TemplateError) {
        bound = try BoundTemplate(template, data: data, parameters: parameters, defaultDate: options.now)
        self.options = options
    }

    /// The template.
    public var template: WidgetTemplate { bound.template }

    /// The template's families the default iPhone shows (not extra large); empty for a Live
    /// Activity or control template (see ``defaultPresentations``).
    public var defaultFamilies: [WidgetFamily] {
        template.metadata.kind == .widget ? bound.families(nil).filter { DeviceProfile.iPhone390x844.size(of: $0) != nil } : []
    }

    /// A Live Activity's or control's presentations, as its file lists them; empty for a widget.
    public var defaultPresentations: [String] { template.metadata.kind == .widget ? [] : template.metadata.placementNames }

    /// The first entry for the variant's family (or presentation) and color scheme, rendered by
    /// the facade.
    public func render(_ variant: WidgetSnapshotVariant) throws -> RenderedWidget {
        let presentation = variant.surface.map(RenderSurface.presentation(ofSurfaceNamed:))
        let matrix = RenderMatrix(families: presentation == nil ? [variant.family] : nil, colorSchemes: [variant.colorScheme],
                                  appearances: [variant.appearance], dynamicTypeSizes: variant.dynamicTypeSize.map { [$0] } ?? [],
                                  locales: variant.locale.map { [$0] } ?? [], presentations: presentation.map { [$0] }, firstEntryOnly: true)
        let jobs = try WidgetRenderer.plan(bound, matrix: matrix, options: variant.renderOptions(options))
        guard let job = jobs.first(where: { variant.surface == nil || $0.cell.surface == variant.surface }) ?? jobs.first else {
            throw RenderError.template(TemplateError(TemplateIssue(file: template.displayName, pointer: .root,
                                                                   message: "the data has no entry to render.")))
        }
        return try job.render()
    }
}
