// Probe 14: daily focuses (to-do), small.
// Modelled on minghinmatthewlam/10x, Widgets/Views/SmallHomeWidgetView.swift,
// commit 0c483c4a6fb6cb78eefb87ffc620883025836a1e (no licence file found in the index).
// Re-expressed, not copied.
import WidgetRender

struct TenXSmallHomeView: View {
    let snapshot: TenXSnapshot?
    @Environment(\.colorScheme) private var colorScheme
    private var palette: TenXPalette { TenXPalette(scheme: colorScheme) }

    var body: some View {
        content
            .padding(14)
            .containerBackground(palette.background, for: .widget)
            .widgetURL(URL(string: "tenx://home"))
    }

    @ViewBuilder
    private var content: some View {
        if let snapshot {
            VStack(alignment: .leading, spacing: 10) {
                header(snapshot)
                focuses(snapshot)
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        } else {
            VStack(alignment: .leading, spacing: 8) {
                Text("10x Goals").font(TenXTypography.title).foregroundStyle(palette.text)
                Text("Open TenX").font(TenXTypography.caption).foregroundStyle(palette.muted)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func header(_ snapshot: TenXSnapshot) -> some View {
        HStack {
            Text("10x Goals")
                .font(TenXTypography.title)
                .foregroundStyle(palette.text)
            Spacer()
            HStack(spacing: 4) {
                Image(systemName: "flame.fill")
                    .font(TenXTypography.badge)
                    .foregroundStyle(snapshot.streak > 0 ? palette.accent : palette.muted)
                Text("\(snapshot.streak)")
                    .font(TenXTypography.badge)
                    .foregroundStyle(palette.text)
            }
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(palette.surface.opacity(0.9))
            .clipShape(Capsule())
        }
    }

    private func focuses(_ snapshot: TenXSnapshot) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Focuses")
                .font(TenXTypography.caption)
                .foregroundStyle(palette.muted)
            ForEach(Array(snapshot.focuses.prefix(3).enumerated()), id: \.offset) { _, focus in
                HStack(spacing: 6) {
                    Image(systemName: focus.done ? "checkmark.circle.fill" : "circle")
                        .imageScale(.small)
                        .foregroundStyle(focus.done ? palette.accent : palette.muted)
                    Text(focus.title)
                        .lineLimit(1)
                }
                .font(TenXTypography.body)
                .foregroundStyle(palette.text)
            }
        }
    }
}
