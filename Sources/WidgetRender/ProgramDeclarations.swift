/// What a program declares that WidgetRender can draw without being told: its `#Preview`
/// blocks, found at run time in the Swift runtime's type records (a block expands into a type no
/// source can name, so a list written by hand cannot hold it). Linux only: on Apple's platforms
/// the list is empty (Xcode previews them there).
///
/// ```swift
/// let found = ProgramDeclarations.scan(modules: ["MyWidgets"])
/// for preview in found.previews { print(preview.title) }   // "Small", "MyWidgets/Views.swift:42"
/// ```
///
/// `swift run MyWidgets previews` (an extension's `@main` program) and
/// `swift package widget-render previews` draw what this finds.
public struct ProgramDeclarations {
    /// Every `#Preview` block, ordered by file and line.
    public var previews: [PreviewDeclaration]

    /// The blocks of `modules` (the names `import` uses), or of every module linked into the
    /// program but the standard library's, Foundation's, the C modules' and the test libraries':
    /// the extension's and those of any package it depends on.
    public static func scan(modules: Set<String>? = nil) -> ProgramDeclarations {
        // The macro names its type with the compiler's unique-name mangling (…PreviewfMu_…), so
        // only those types' metadata is made.
        let found = TypeMetadataScan.types(module: { module in
            if let modules { return modules.contains(module) }
            return !TypeMetadataScan.systemModules.contains(module)
        }, name: { $0.contains(uniqueNameMarker) })
        let previews = found.compactMap { ($0.type as? any DeclaredPreview.Type)?.declaration }
        return ProgramDeclarations(previews: previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) })
    }

    /// What every name `#Preview`'s expansion gives its type contains.
    static let uniqueNameMarker = "PreviewfMu"
}
