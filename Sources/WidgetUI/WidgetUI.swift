/// WidgetUI: SwiftUI's view vocabulary, laid out the way SwiftUI lays it out.
///
/// Contract:
/// 1. **Vocabulary**: SwiftUI's, WidgetKit's and App Intents' names (`View`, modifiers, styles,
///    `EnvironmentValues`, `Widget`, `TimelineProvider`, `AppIntent`…), with their semantics.
/// 2. **Resolve** (`Resolve/`): a typed `View` value and an environment (family, color scheme,
///    display scale, now) become the layout engine's nodes (WidgetEngine, package-internal).
///    Custom views' `body` runs here, with `@Environment` reading the environment in force at
///    that point. Colors, fonts and styles are resolved; images are decoded (once, through the
///    image cache); symbols and text are measured through ``TextMeasuring``.
/// 3. ``WidgetLayout`` hands the nodes to the engine, which lays them out with SwiftUI's rules
///    and draws them into a ``DisplayList`` and link regions; WidgetUI holds no layout or
///    drawing code of its own.
///
/// Nothing here touches Cairo or writes files; bad values degrade to documented fallbacks and a
/// ``Diagnostic``; only an impossible tree (deeper than ``ResolveLimits/maxDepth``) throws.
@_exported import WidgetCore
@_exported import WidgetText
