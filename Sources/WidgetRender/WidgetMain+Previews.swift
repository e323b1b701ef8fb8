import Foundation

extension WidgetMain {
    /// `previews`: every `#Preview` block of the program (``ProgramDeclarations``; of `modules`
    /// when given), written as `<title>-<family>-<scheme>[-<n>].png`: a view or widget preview in
    /// the families it declares (a view: small, medium and large) that `--family` leaves, a Live
    /// Activity preview in its one presentation (`--family` does not apply). A preview that fails
    /// is named on standard error with where it is declared; the others are still drawn.
    @MainActor static func runPreviews(_ inv: Invocation, options: RenderOptions, modules: Set<String>? = nil) async -> Int32 {
        let declarations = ProgramDeclarations.scan(modules: modules).previews
        guard !declarations.isEmpty else {
            print("note: this program has no #Preview block (the macro needs the package trait Previews, which the shims turn on).")
            return 0
        }
        let folder = URL(fileURLWithPath: inv.outDir)
        var written = 0, failed = 0
        var groups = DiagnosticGroups()
        for (declaration, name) in zip(declarations, SwiftPreview.uniqueNames(for: declarations.map(\.title))) {
            var preview = declaration
            preview.fileName = name
            do {
                let (notes, files) = try await draw(preview, families: inv.families, schemes: inv.schemes, options: options,
                                                    deviceGiven: inv.device != nil, into: folder)
                notes.forEach { print($0) }
                for file in files {
                    print(file.url.path + "  \(file.summary.width)x\(file.summary.height)")
                    groups.add(file.summary.diagnostics, image: file.url.lastPathComponent)
                }
                written += files.count
            } catch {
                failed += 1
                FileHandle.standardError.write(Data("error: \(preview.fileID):\(preview.line): the preview \"\(preview.title)\": \(error)\n".utf8))
            }
        }
        for line in groups.lines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        print("\(written) images of \(declarations.count) previews in \(folder.path)" + (failed > 0 ? "; \(failed) failed" : ""))
        return failed > 0 ? 1 : 0
    }

    /// One preview's images, and a note when it is drawn on another device than asked.
    @MainActor private static func draw(_ preview: PreviewDeclaration, families: [WidgetFamily], schemes: [ColorScheme],
                                        options: RenderOptions, deviceGiven: Bool,
                                        into folder: URL) async throws -> (notes: [String], files: [RenderedFile]) {
        if let activity = try preview.activitySource() {
            var options = options
            var notes: [String] = []
            if !deviceGiven, activity.presentations.contains(where: \.isInDynamicIsland), !options.device.hasDynamicIsland {
                // As Xcode's canvas shows a Dynamic Island preview: on a phone that has one.
                notes.append("note: the preview \"\(preview.title)\" shows the Dynamic Island, which \(options.device) lacks: "
                             + "drawn on \(DeviceProfile.islandPhone) (--device picks another)")
                options.device = .islandPhone
            }
            let jobs = try WidgetRenderer.plan(activity, matrix: RenderMatrix(colorSchemes: schemes), options: options)
            return (notes, try WidgetRenderer.write(jobs, into: folder))
        }
        let source = try await preview.source(options: options)
        let shown = families.isEmpty ? source.supportedFamilies : source.supportedFamilies.filter(families.contains)
        guard !shown.isEmpty else { return ([], []) }
        let jobs = try WidgetRenderer.plan(source, matrix: RenderMatrix(families: shown, colorSchemes: schemes), options: options)
        return ([], try WidgetRenderer.write(jobs, into: folder))
    }
}
