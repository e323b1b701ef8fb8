// Probe 05: quote of the day (editorial text), small to large.
// Modelled on TechSupportz/smpl-widgets, appwidgets/QuoteWidget/QuoteWidgetView.swift,
// commit 85c4a4ab666149287fe31ef256232bb0ef968548 (no licence file found in the index).
// Re-expressed, not copied.
import WidgetRender

struct SmplQuoteView: View {
    @Environment(\.widgetFamily) private var family
    var entry: SmplQuoteEntry

    private var markSize: CGFloat {
        switch family {
        case .systemSmall: 20
        case .systemMedium: 22
        case .systemLarge: 36
        default: 20
        }
    }
    private var textSize: CGFloat {
        switch family {
        case .systemSmall: 32
        case .systemMedium: 36
        default: 40
        }
    }

    var body: some View {
        if entry.quote.isEmpty {
            VStack(spacing: 6) {
                Spacer()
                Image(systemName: "quote.bubble.fill")
                    .font(.system(size: 32))
                    .foregroundStyle(.tertiary)
                Text("Tap and hold to\nedit this widget")
                    .font(.system(size: 14, weight: .regular))
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                Spacer()
            }
            .frame(maxWidth: .infinity)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                Image("QuoteMark")
                    .resizable()
                    .renderingMode(.template)
                    .aspectRatio(contentMode: .fit)
                    .frame(height: markSize)
                    .foregroundStyle(.secondary)
                    .padding(.bottom, 6)
                Text(entry.quote)
                    .font(.system(size: textSize))
                    .fontWidth(.condensed)
                    .fontWeight(.semibold)
                    .foregroundStyle(.primary)
                    .multilineTextAlignment(.leading)
                    .minimumScaleFactor(0.4)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}
