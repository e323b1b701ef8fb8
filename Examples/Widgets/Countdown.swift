// The countdown widget of seed 003 ("适配iOS14桌面小组件", the Days app), written in the
// WidgetRender DSL nearly line for line as the original SwiftUI.
import Foundation
import WidgetRender

/// What the app stored in Realm for one countdown.
public struct AddTimePlanModel {
    public init(title: String = "今天", startDate: String = "2026-05-20", bgImgName: String = resourcePath("mountains.png"), carBgColor: String = "#5B3E8C") {
        self.title = title; self.startDate = startDate; self.bgImgName = bgImgName; self.carBgColor = carBgColor
    }
    public var title: String
    public var startDate: String
    public var bgImgName: String
    public var carBgColor: String
}

public struct SimpleEntry {
    public let date: Date
    public let model: AddTimePlanModel
    public init(date: Date, model: AddTimePlanModel) { self.date = date; self.model = model }
}

public struct CountdownEntryView: View {
    public var entry: SimpleEntry
    public init(entry: SimpleEntry) { self.entry = entry }

    public var body: some View {
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

/// A file in `Examples/Widgets/Resources`.
public func resourcePath(_ name: String) -> String {
    resourcesFolder + "/" + name
}

/// Worked out once: `URL(fileURLWithPath:)` asks the file system whether the path is a folder,
/// and the views call ``resourcePath(_:)`` for their default arguments on every render.
private let resourcesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources").path
