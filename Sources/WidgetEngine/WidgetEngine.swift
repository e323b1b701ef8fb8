/// WidgetEngine: SwiftUI's layout, applied to resolved nodes, and the display list they draw.
///
/// Contract:
/// 1. **Nodes** (`Node`, `NodeKind`, `Kinds/`): WidgetUI's views resolve into a tree of
///    nodes, each of one kind; a kind says how it sizes itself for a proposal, places its
///    children, where its text baseline is and what it draws. One type per kind, one file each.
/// 2. **Layout** (`Layout/`): a pure function of the node tree and a proposed size; each rule
///    cites the SwiftUI behaviour it implements (`shared/research/dsl-anchors.md`, rules A1–A6).
///    Text is measured through `TextMeasuring`, never through Cairo. Right-to-left layouts are
///    mirrored after placement (`RightToLeftMirroring`).
/// 3. **Display list** (`Display/`): the placed tree becomes display items in absolute points,
///    snapped to device pixels, plus the link regions and `widgetURL`s.
///
/// Package-internal: users meet SwiftUI's names in WidgetUI, never these types. Nothing here
/// reads files, touches Cairo or knows a `View`.
@_exported import WidgetCore
@_exported import WidgetText
