internal import WidgetEngine

extension Image {
    /// SwiftUI's `Image.TemplateRenderingMode`: whether an image draws its own colours or is
    /// a template filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the image's alpha counts: it is filled with the foreground style.
        case template
        /// The image's own colours (the default for bitmap images).
        case original
    }

    /// `renderingMode(.template)` fills the image's shape (its alpha) with the foreground style,
    /// as SwiftUI does; `.original` or nil draw its colours. Symbols are always templates.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self; i.templateMode = mode; return i
    }

    /// The template: the foreground style (a `Rectangle`'s default fill) over the image's frame,
    /// masked by the image's alpha. The image itself sizes the view and draws nothing.
    func makeTemplateNodes(_ ctx: ResolveContext) throws -> [Node] {
        let original = renderingMode(.original)
        return try ctx.resolve(original.opacity(0).overlay(Rectangle()).mask(original))
    }
}
