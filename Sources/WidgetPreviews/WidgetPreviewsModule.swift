/// WidgetPreviews: previews of Swift widget views on the live preview page of `widget-render
/// serve`, from the program that declares them (`swift run MyPreviews serve`).
///
/// Contract: ``WidgetPreview`` values (a view in some families, and for a timeline widget its
/// entries) go in; ``WidgetPreviewsCommand`` serves them with `WidgetServer` (the same page,
/// routes and API as templates) or writes their PNGs. Every image is drawn by `WidgetRenderer`.
///
/// `import WidgetPreviews` gives the whole DSL too (it re-exports WidgetRender and Foundation).
@_exported import Foundation
@_exported import WidgetRender
