// Probe 07: brokerage account, header of a finance widget.
// Modelled on iAmericanBoy/TDWidgets, MyWidget/Views/AccountWidgetHeaderView.swift,
// commit 5cb6fce5c7b1b62a3be90c62b2e6aeb7c7b10705 (no licence file found in the index).
// Re-expressed, not copied.
import WidgetRender

struct TDAccountHeaderView: View {
    var entry: TDAccountEntry

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 2) {
                Image(systemName: entry.dayChangeSymbol)
                    .frame(width: 25, height: 10, alignment: .center)
                Text(entry.dayChangeText)
            }
            .font(.title)
            .foregroundColor(entry.dayChangeColor.opacity(0.9))
            if entry.marketClosed {
                Text("\(entry.statusText)")
                    .font(.footnote)
                    .bold()
                    .foregroundColor(Color.gray.opacity(0.5))
                Divider()
            } else {
                Text("\(entry.date, style: .relative) \(entry.statusText)")
                    .font(.footnote)
                    .bold()
                    .foregroundColor(Color.gray.opacity(0.5))
                Divider()
                    .frame(height: 3)
                    .background(entry.sessionColor)
            }
        }
    }
}

struct TDAccountHeaderView_Previews: PreviewProvider {
    static var previews: some View {
        TDAccountHeaderView(entry: .sample)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
