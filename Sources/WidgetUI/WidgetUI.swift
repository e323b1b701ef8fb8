/// WidgetUI: SwiftUI's view vocabulary, laid out the way SwiftUI lays it out.
///
/// Contract, stage by stage:
/// 1. **Resolve** (`Resolve/`): a typed `View` value and an environment (family, color scheme,
///    display scale, now) become a tree of ``Node``s. Custom views' `body` runs here, with
///    `@Environment` reading the environment in force at that point. Colors, fonts and styles
///    are resolved; images are decoded (once, through the image cache).
/// 2. **Layout** (`Layout/`): a pure function of the node tree and a proposed size. Each rule
///    cites the SwiftUI behaviour it implements (`shared/research/dsl-anchors.md`, rules A1–A6).
///    Text is measured through ``TextMeasuring`` and never through Cairo.
/// 3. **Display list** (`Display/`): the placed tree becomes a ``DisplayList`` in absolute points,
///    snapped to device pixels, plus the link regions.
///
/// Nothing here touches Cairo or writes files; bad values degrade to documented fallbacks and a
/// ``Diagnostic``; only an impossible tree (deeper than ``ResolveLimits/maxDepth``) throws.
@_exported import WidgetCore
@_exported import WidgetText
