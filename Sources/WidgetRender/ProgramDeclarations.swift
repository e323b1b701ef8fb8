/// What a program declares that WidgetRender can draw without being told: its `#Preview`
/// blocks, its widgets and its widget bundles, found at run time in the Swift runtime's type
/// records (a `#Preview` block expands into a type no source can name, so a list written by hand
/// cannot hold it).
///
/// ```swift
/// let found = ProgramDeclarations.scan(modules: ["MyWidgets"])
/// for preview in found.previews { print(preview.title) }   // "Small", "MyWidgets/Views.swift:42"
/// ```
///
/// `swift run MyWidgets previews` (an extension's `@main` program) and
/// `swift package widget-render previews` draw what this finds. Generic types are not found (a
/// widget is made with `init()`, which a generic type cannot offer without its parameters).
public struct ProgramDeclarations {
    /// Every `#Preview` block, ordered by file and line.
    public var previews: [PreviewDeclaration]
    /// Every type conforming to `Widget`, ordered by module and name.
    public var widgets: [any Widget.Type]
    /// Every type conforming to `WidgetBundle`, ordered by module and name.
    public var bundles: [any WidgetBundle.Type]

    /// The declarations of `modules` (the names `import` uses), or of every module of the
    /// program but the standard library's, Foundation's and the test libraries'.
    public static func scan(modules: Set<String>? = nil) -> ProgramDeclarations {
        let found = TypeMetadataScan.types { module in
            if let modules { return modules.contains(module) }
            return !TypeMetadataScan.systemModules.contains(module)
        }.sorted { ($0.module, $0.name) < ($1.module, $1.name) }
        var declarations = ProgramDeclarations(previews: [], widgets: [], bundles: [])
        for item in found {
            if let preview = item.type as? any DeclaredPreview.Type { declarations.previews.append(preview.declaration) }
            if let widget = item.type as? any Widget.Type { declarations.widgets.append(widget) }
            if let bundle = item.type as? any WidgetBundle.Type { declarations.bundles.append(bundle) }
        }
        declarations.previews.sort { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        return declarations
    }
}
