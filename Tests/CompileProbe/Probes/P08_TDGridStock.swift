// Probe 08: one cell of a stock grid, finance.
// Modelled on iAmericanBoy/TDWidgets, MyWidget/Views/GridStockView.swift,
// commit f72f49bfc5a2a94eaba4585adfdb15cff570209b (no licence file found in the index).
// Re-expressed, not copied.
import WidgetRender

struct TDGridStockView: View {
    @State var cell: TDGridCell

    var body: some View {
        VStack(alignment: .leading) {
            Text(cell.symbol)
                .font(.footnote)
            HStack(spacing: 2) {
                Image(systemName: cell.arrowName)
                Text(cell.change)
                    .foregroundColor(cell.color)
            }
            .font(.footnote)
            .foregroundColor(cell.color.opacity(0.9))
        }
    }
}
