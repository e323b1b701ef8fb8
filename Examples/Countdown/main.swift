// The countdown widget of seed 003 ("适配iOS14桌面小组件", the Days app), written in the
// WidgetRender DSL nearly line for line as the original SwiftUI, and rendered for small, medium
// and large in light and dark.
//
//   swift run CountdownExample [output-folder]     (default: out/examples)
import Foundation
import WidgetRender

/// What the app stored in Realm for one countdown.
struct AddTimePlanModel {
    var title = "今天"
    var startDate = "2026-05-20"
    var bgImgName = resourcePath("mountains.png")
    var carBgColor = "#5B3E8C"
}

struct SimpleEntry {
    let date: Date
    let model: AddTimePlanModel
}

struct CountdownEntryView: View {
    var entry: SimpleEntry

    var body: some View {
        let distance = entry.date.daysUntil(entry.model.startDate)
        ZStack {
            Image(entry.model.bgImgName)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .mask(
                    RoundedRectangle(cornerRadius: 10)
                        .frame(minWidth: 0, maxWidth: .infinity)
                        .frame(minHeight: 0, maxHeight: .infinity)
                )
                .frame(minWidth: 0, maxWidth: .infinity)
                .frame(minHeight: 0, maxHeight: .infinity)
                .background(Color(hex: entry.model.carBgColor))

            VStack(alignment: .leading, spacing: 20) {
                Text(entry.model.title)
                    .foregroundColor(.white)
                    .font(.system(size: 22)).bold()

                HStack(alignment: .lastTextBaseline) {
                    Text("\(abs(distance))").foregroundColor(.white).font(.system(size: 40))
                    Text(distance >= 0 ? "剩余天数" : "累计天数").foregroundColor(.white).font(.system(size: 12))
                }

                Text(distance >= 0 ? "目标日: \(entry.model.startDate)" : "起始日: \(entry.model.startDate)")
                    .foregroundColor(.white)
                    .font(.system(size: 12))
            }
        }
    }
}

extension Date {
    /// Whole days from this date to `yyyy-MM-dd` (negative once it has passed), in UTC.
    func daysUntil(_ day: String) -> Int {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        guard let target = f.date(from: day) else { return 0 }
        return Int((target.timeIntervalSince(self) / 86_400).rounded(.down))
    }
}

func resourcePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/\(name)").path
}

let outDir = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out/examples")
// An explicit "now", so every run draws the same picture.
let now = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z") ?? Date(timeIntervalSince1970: 0)
let entry = SimpleEntry(date: now, model: AddTimePlanModel(title: "Anniversary"))
do {
    // The seed ran on iOS 14, before content margins: render it the way it looked there.
    let options = RenderOptions(now: now, contentMargins: nil)
    for file in try WidgetRenderer.renderAll(CountdownEntryView(entry: entry), named: "countdown", into: outDir, options: options) {
        print("\(file.url.path)  \(file.widget.pixelWidth)x\(file.widget.pixelHeight)")
        for d in file.widget.diagnostics where d.severity != .info { print("  \(d)") }
    }
} catch {
    FileHandle.standardError.write(Data("countdown: \(error)\n".utf8))
    exit(1)
}
