import Foundation

/// One image of a set, written to a file.
public struct RenderedFile: Sendable {
    /// Where the image was written.
    public var url: URL
    /// Which image of the set it is.
    public var cell: RenderCell
    /// The render.
    public var widget: RenderedWidget
    /// The render as every report spells it.
    public var summary: RenderSummary

    /// The family drawn.
    public var family: WidgetFamily { cell.family }
    /// The color scheme drawn.
    public var colorScheme: ColorScheme { cell.colorScheme }
}

extension WidgetRenderer {
    /// Draws every job and writes `<fileStem>.png` (``RenderCell/fileStem(_:)``) into
    /// `directory` (created if missing), in job order. Each file appears whole or not at all.
    ///
    /// ```swift
    /// let jobs = try WidgetRenderer.plan(ViewSource(CountdownView(), named: "countdown"),
    ///                                    matrix: RenderMatrix(families: [.systemSmall, .systemMedium]))
    /// try WidgetRenderer.write(jobs, into: URL(fileURLWithPath: "out"))   // countdown-small-light.png …
    /// ```
    @discardableResult
    public static func write(_ jobs: [RenderJob], into directory: URL) throws(RenderError) -> [RenderedFile] {
        var files: [RenderedFile] = []
        try write(jobs, into: directory) { (file: RenderedFile) throws(RenderError) in files.append(file) }
        return files
    }

    /// ``write(_:into:)``, handing each file to `each` as it is written, so a caller that keeps
    /// only a summary holds one image at a time.
    static func write(_ jobs: [RenderJob], into directory: URL,
                      each: (RenderedFile) throws(RenderError) -> Void) throws(RenderError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .encoding(.writeFailed(path: directory.path, reason: "could not create the folder: \(error.localizedDescription)"))
        }
        for job in jobs {
            let widget = try job.render()
            let url = directory.appendingPathComponent(job.fileStem + ".png")
            try widget.writePNG(to: url)
            try each(RenderedFile(url: url, cell: job.cell, widget: widget, summary: RenderSummary(job, widget: widget, file: url.path)))
        }
    }
}
