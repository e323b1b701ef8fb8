import WidgetRender

// home-assistant/iOS's tile widget, ported line for line as a user would: only the imports are
// swapped and app types stood in for (HomeAssistantStandIns.swift). Sources (Apache-2.0), read
// with the search tool; the versions whose output matches the oracle PNGs (icon circle 48/42/38/30
// pt for single/expanded/compact/compressed, measured on the oracle):
// - Sources/Extensions/Widgets/Common/WidgetBasicSizeStyle.swift (the `compact` version),
// - WidgetFamilySizes.swift (f09064d) with `sizeStyle` as in the later WidgetTileLayout.swift
//   (`compactRowCount >= rowsCount` is expanded: the oracle draws 2 medium tiles expanded),
// - WidgetBasicView.swift (the grid with `maxTileHeightWhenCompact`),
// - WidgetBasicButtonView.swift / WidgetTileButtonView (with `showIconBackground`),
// - TileCardStyleModifier.swift (f09064d), WidgetBasicContainerView.swift (the preview wrapper).
// Left out, because the oracle never shows them: accessory families, confirmation forms, the
// last-update footer. `Button(intent:)` with `.buttonStyle(.plain)` draws its label unchanged;
// it stands in as the label itself until the views helper lands `Button(intent:)`.

enum WidgetBasicSizeStyle: CaseIterable {
    case single
    case expanded
    case compact
    /// Minimum size possible for widget, removing padding and borders as well
    case compressed
    case regular

    var textFont: Font {
        switch self {
        case .single, .expanded:
            return .subheadline
        case .compact, .regular:
            return .footnote
        case .compressed:
            return .caption
        }
    }

    var subtextFont: Font {
        switch self {
        case .single, .expanded:
            return .footnote
        case .regular, .compact:
            return .caption
        case .compressed:
            return .caption2
        }
    }

    var iconFont: Font {
        let size: Double

        switch self {
        case .single:
            size = 32
        case .expanded:
            size = 28
        case .regular, .compact:
            size = 20
        case .compressed:
            size = 15
        }

        return .custom(MaterialDesignIcons.familyName, size: size)
    }

    /// Icon circle background size
    var iconCircleSize: Size {
        switch self {
        case .single:
            return .init(width: 48, height: 48)
        case .expanded:
            return .init(width: 42, height: 42)
        case .regular, .compact:
            return .init(width: 38, height: 38)
        case .compressed:
            return .init(width: 30, height: 30)
        }
    }
}

enum WidgetFamilySizes {
    static func size(for family: WidgetFamily) -> Int {
        switch family {
        case .systemSmall: return 3
        case .systemMedium: return 6
        case .systemLarge: return 12
        case .systemExtraLarge: return 20
        case .accessoryRectangular, .accessoryCircular, .accessoryInline:
            return 1
        @unknown default:
            return 1
        }
    }

    /// More than this number: show compact (icon left, text right) version
    static func compactSizeBreakpoint(for family: WidgetFamily) -> Int {
        switch family {
        case .systemSmall: return 0
        case .systemMedium: return 2
        case .systemLarge: return 4
        case .systemExtraLarge: return 3
        case .accessoryRectangular, .accessoryCircular, .accessoryInline:
            return 1
        @unknown default:
            return 1
        }
    }

    /// More than this number: remove padding and border to save space
    static func compressedBreakpoint(for family: WidgetFamily) -> Int {
        switch family {
        case .systemSmall: return 2
        case .systemMedium: return 4
        case .systemLarge: return 10
        case .systemExtraLarge: return 20
        case .accessoryRectangular, .accessoryCircular, .accessoryInline:
            return 1
        @unknown default:
            return 1
        }
    }

    static func columns(family: WidgetFamily, modelCount: Int) -> Int {
        switch family {
        case .systemSmall: return 1
        case .systemMedium: return 2
        case .systemLarge:
            if modelCount <= 2 {
                // 2 'landscape' actions looks better than 2 'portrait'
                return 1
            } else {
                return 2
            }
        case .systemExtraLarge:
            if modelCount <= 4 {
                return 1
            } else if modelCount <= 15 {
                return 3
            } else {
                return 4
            }
        @unknown default: return 2
        }
    }

    static func sizeStyle(family: WidgetFamily, modelsCount: Int, rowsCount: Int) -> WidgetBasicSizeStyle {
        if modelsCount == 1 {
            return .single
        }

        let compactBreakpoint = WidgetFamilySizes.compactSizeBreakpoint(for: family)
        let compressedBreakpoint = WidgetFamilySizes.compressedBreakpoint(for: family)

        let compact = modelsCount > compactBreakpoint
        let compressed = modelsCount > compressedBreakpoint

        let compactRowCount = compactBreakpoint / WidgetFamilySizes.columns(
            family: family,
            modelCount: compactBreakpoint
        )

        if compressed {
            return .compressed
        } else if compact {
            return .compact
        } else if compactRowCount >= rowsCount {
            return .expanded
        } else {
            return .regular
        }
    }

    static func rows(count: Int, models: [WidgetBasicViewModel]) -> AnyIterator<[WidgetBasicViewModel]> {
        var perActionIterator = models.makeIterator()
        return AnyIterator { () -> [WidgetBasicViewModel]? in
            let column = stride(from: 0, to: count, by: 1)
                .compactMap { _ in perActionIterator.next() }
            return column.isEmpty == false ? column : nil
        }
    }
}

struct TileCardStyleModifier: ViewModifier {
    let sizeStyle: WidgetBasicSizeStyle
    let tinted: Bool
    let model: WidgetBasicViewModel

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background({
                if tinted {
                    return Color.clear
                }
                if model.useCustomColors {
                    return model.backgroundColor
                } else {
                    return Color.asset(Asset.Colors.tileBackground)
                }
            }())
            .clipShape(RoundedRectangle(cornerRadius: sizeStyle == .compressed ? .zero : 14))
            .overlay {
                RoundedRectangle(cornerRadius: sizeStyle == .compressed ? .zero : 14)
                    .stroke(Color.asset(Asset.Colors.tileBorder), lineWidth: sizeStyle == .single ? 0 : 1)
                    .modify { view in
                        view.widgetAccentable()
                    }
            }
    }
}

extension View {
    func tileCardStyle(sizeStyle: WidgetBasicSizeStyle, model: WidgetBasicViewModel, tinted: Bool) -> some View {
        modifier(TileCardStyleModifier(sizeStyle: sizeStyle, tinted: tinted, model: model))
    }
}

struct WidgetBasicButtonView: View {
    let model: WidgetBasicViewModel
    let sizeStyle: WidgetBasicSizeStyle
    let tinted: Bool

    var body: some View {
        tileView
    }

    private var text: some View {
        Text(verbatim: model.title)
            .font(sizeStyle.textFont)
            .fontWeight(.semibold)
            .multilineTextAlignment(.leading)
            .foregroundStyle(model.useCustomColors ? model.textColor : Color(uiColor: .label))
            .lineLimit(2)
    }

    @ViewBuilder
    private var subtext: some View {
        if let subtitle = model.subtitle {
            Text(verbatim: subtitle)
                .font(sizeStyle.subtextFont)
                .foregroundStyle(Color(uiColor: .secondaryLabel))
                .lineLimit(1)
                .truncationMode(.middle)
        }
    }

    private var icon: some View {
        VStack {
            Text(verbatim: model.icon.unicode)
                .font(sizeStyle.iconFont)
                .foregroundColor(model.iconColor)
                .fixedSize(horizontal: false, vertical: false)
        }
        .frame(width: sizeStyle.iconCircleSize.width, height: sizeStyle.iconCircleSize.height)
        .background(model.showIconBackground ? model.iconColor.opacity(0.3) : Color.clear)
        .clipShape(Circle())
    }

    private var tileView: some View {
        VStack(alignment: .leading) {
            Group {
                switch sizeStyle {
                case .regular, .compact, .compressed:
                    HStack(alignment: .center, spacing: DesignSystem.Spaces.oneAndHalf) {
                        icon
                        VStack(alignment: .leading, spacing: .zero) {
                            text
                            subtext
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .padding([.leading, .trailing], DesignSystem.Spaces.oneAndHalf)
                case .single, .expanded:
                    VStack(alignment: .leading, spacing: 0) {
                        icon
                        Spacer()
                        text
                        subtext
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal)
                    .padding(.vertical, sizeStyle == .regular ? 10 : /* use default */ nil)
                }
            }
            .modify { view in
                view.widgetAccentable()
            }
        }
        .tileCardStyle(sizeStyle: sizeStyle, model: model, tinted: tinted)
    }
}

struct WidgetBasicView: View {
    @Environment(\.widgetFamily) private var widgetFamily
    let rows: [[WidgetBasicViewModel]]
    let sizeStyle: WidgetBasicSizeStyle

    /// Maximum tile height used for compact layouts in non-small widget families.
    private let maxTileHeightWhenCompact: Double = 68

    var body: some View {
        let spacing = sizeStyle == .compressed ? .zero : DesignSystem.Spaces.one
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(rows, id: \.self) { column in
                HStack(spacing: spacing) {
                    ForEach(column) { model in
                        itemContent(model: model)
                            .frame(maxWidth: .infinity)
                    }
                    // Constraint item to single column
                    if column.count == 1, widgetFamily != .systemSmall, sizeStyle == .compact {
                        Spacer()
                            .frame(maxWidth: .infinity)
                    }
                }
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .padding([.single, .compressed].contains(sizeStyle) ? .zero : DesignSystem.Spaces.one)
    }

    private func itemContent(model: WidgetBasicViewModel) -> some View {
        // `Button(intent:) { tintedWrapperView(...) }.buttonStyle(.plain)` in the app.
        WidgetBasicButtonView(model: model, sizeStyle: sizeStyle, tinted: false)
            .frame(maxHeight: (sizeStyle == .compact && widgetFamily != .systemSmall) ? maxTileHeightWhenCompact : nil)
    }
}

/// `WidgetBasicContainerWrapperView`, as the snapshot previews build it.
struct WidgetBasicContainerWrapperView: View {
    let contents: [WidgetBasicViewModel]
    let family: WidgetFamily

    var body: some View {
        VStack {
            content(for: Array(contents.prefix(WidgetFamilySizes.size(for: family))))
        }
        .widgetBackground(.primaryBackground)
    }

    func content(for models: [WidgetBasicViewModel]) -> some View {
        let modelsCount = models.count
        let columnCount = WidgetFamilySizes.columns(family: family, modelCount: modelsCount)
        let rows = Array(WidgetFamilySizes.rows(count: columnCount, models: models))
        return WidgetBasicView(
            rows: rows,
            sizeStyle: WidgetFamilySizes.sizeStyle(
                family: family,
                modelsCount: modelsCount,
                rowsCount: rows.count
            )
        )
    }
}

/// `WidgetBasicContainerView_Previews.models(count:withSubtitle:withIconBackgroundColor:)`.
func homeAssistantPreviewModels(count: Int, withSubtitle: Bool, withIconBackgroundColor: Bool) -> [WidgetBasicViewModel] {
    (0 ..< count).map { index in
        WidgetBasicViewModel(
            id: "\(index)",
            title: "Title \(index)",
            subtitle: withSubtitle ? "Subtitle \(index)" : nil,
            icon: .abTestingIcon,
            showIconBackground: withIconBackgroundColor
        )
    }
}
