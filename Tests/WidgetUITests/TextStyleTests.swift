import Foundation
import Testing
@testable import WidgetUI
import WidgetTestSupport

/// A measurer that records the options each `Text` asks for (and lays out with fixed advances).
private final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(String, FontSpec, TextOptions)] = []
    func layout(_ string: String, font: FontSpec, options: TextOptions, maxWidth: Double?, maxHeight: Double?) -> TextLayout {
        lock.lock(); seen.append((string, font, options)); lock.unlock()
        return FixedAdvanceMeasurer().layout(string, font: font, options: options, maxWidth: maxWidth, maxHeight: maxHeight)
    }
    func options(of string: String) -> TextOptions? {
        lock.lock(); defer { lock.unlock() }
        return seen.last { $0.0 == string }?.2
    }
}

/// 2026-01-01T00:00:00Z, the environment's default now.
private let now = Date(timeIntervalSince1970: 1_767_225_600)

private func environment(_ locale: String, _ zone: String) -> EnvironmentValues {
    var env = EnvironmentValues()
    env.now = now
    env.locale = Locale(identifier: locale)
    env.timeZone = TimeZone(identifier: zone) ?? .current
    return env
}

private func shown(_ text: Text, _ env: EnvironmentValues) -> String {
    Text.string(text.content, in: env)
}

@Suite("Text styles: dates, case, line limits, scaling")
struct TextStyleTests {
    let soon = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
    let earlier = now.addingTimeInterval(-(396 * 86_400 + 3600))

    @Test("Each date style at a fixed now, in en_US (UTC)")
    func datesEnglish() {
        let env = environment("en_US", "UTC")
        #expect(shown(Text(soon, style: .time), env) == "2:23\u{202F}AM")
        #expect(shown(Text(soon, style: .date), env) == "January 1, 2026")
        #expect(shown(Text(soon, style: .relative), env) == "2 hours, 23 minutes")
        #expect(shown(Text(soon, style: .offset), env) == "+2 hours")
        #expect(shown(Text(soon, style: .timer), env) == "2:23:05")
        #expect(shown(Text(earlier, style: .relative), env) == "1 year, 1 month")
        #expect(shown(Text(earlier, style: .offset), env) == "-1 year")
        #expect(shown(Text(now.addingTimeInterval(-152), style: .timer), env) == "2:32")
        #expect(shown(Text(now, style: .relative), env) == "0 seconds")
    }

    @Test("Each date style at a fixed now, in zh_Hans_CN (Asia/Shanghai)")
    func datesChinese() {
        let env = environment("zh_Hans_CN", "Asia/Shanghai")
        #expect(shown(Text(soon, style: .time), env) == "10:23")
        #expect(shown(Text(soon, style: .date), env) == "2026年1月1日")
        #expect(shown(Text(soon, style: .relative), env) == "2小时23分钟")
        #expect(shown(Text(soon, style: .offset), env) == "+2小时")
        #expect(shown(Text(soon, style: .timer), env) == "2:23:05")
        #expect(shown(Text(earlier, style: .relative), env) == "1年1个月")
    }

    @Test("Text(timerInterval:) counts down or up at now, stops at pauseTime, and can keep minutes past 59")
    func timerInterval() {
        let env = environment("en_US", "UTC")
        let interval = now.addingTimeInterval(-600)...now.addingTimeInterval(300)
        #expect(shown(Text(timerInterval: interval), env) == "5:00")
        #expect(shown(Text(timerInterval: interval, countsDown: false), env) == "10:00")
        #expect(shown(Text(timerInterval: interval, pauseTime: now.addingTimeInterval(-60)), env) == "6:00")
        let long = now...now.addingTimeInterval(7500)
        #expect(shown(Text(timerInterval: long), env) == "2:05:00")
        #expect(shown(Text(timerInterval: long, showsHours: false), env) == "125:00")
        // After the end a countdown stays at 0.
        #expect(shown(Text(timerInterval: now.addingTimeInterval(-90)...now.addingTimeInterval(-30)), env) == "0:00")
    }

    @Test("A date Text resolves with the environment's now, locale and time zone, and says it is a snapshot")
    func dateInLayout() throws {
        var env = environment("zh_Hans_CN", "Asia/Shanghai")
        env.now = now
        let l = try layout(Text(soon, style: .relative), width: 300, height: 100, environment: env)
        #expect(l.dump().contains("Text(\"2小时23分钟\")"))
        #expect(l.diagnostics.contains { $0.code == .dynamicDateSnapshot })
    }

    @Test("textCase upper- and lower-cases with the locale's rules, dates included")
    func textCase() throws {
        var env = environment("tr_TR", "UTC")
        env.textCase = .uppercase
        #expect(shown(Text("istanbul"), env) == "İSTANBUL")
        env.locale = Locale(identifier: "en_US")
        #expect(shown(Text("istanbul"), env) == "ISTANBUL")
        #expect(shown(Text(now, style: .date), env) == "JANUARY 1, 2026")
        env.textCase = .lowercase
        #expect(shown(Text("Days LEFT"), env) == "days left")
        let l = try layout(Text("Hello").textCase(.uppercase), width: 300, height: 100)
        #expect(l.dump().contains("Text(\"HELLO\")"))
    }

    @Test("lineLimit(_:reservesSpace:), ranges, minimumScaleFactor, kerning and tracking reach the text system")
    func optionsReachTheMeasurer() throws {
        let m = RecordingMeasurer()
        let view = VStack {
            Text("a").lineLimit(3, reservesSpace: true)
            Text("b").lineLimit(2...4)
            Text("c").lineLimit(2...)
            Text("d").lineLimit(...5)
            Text("e").minimumScaleFactor(0.5).kerning(1.5)
            Text("f").tracking(2).minimumScaleFactor(7)
            Text("g").lineLimit(3, reservesSpace: true).lineLimit(1)
        }
        _ = try WidgetLayout(view, in: Rect(x: 0, y: 0, width: 300, height: 300), textMeasurer: m)
        func limits(_ s: String) -> String { m.options(of: s).map { "\($0.lineLimit.map(String.init) ?? "nil") \($0.reservedLines)" } ?? "-" }
        #expect(limits("a") == "3 3")
        #expect(limits("b") == "4 2")
        #expect(limits("c") == "nil 2")
        #expect(limits("d") == "5 0")
        // Line boxes are rounded to the environment's pixel grid (displayScale, 3 by default).
        func onGrid(_ o: TextOptions) -> TextOptions { var o = o; o.pixelScale = EnvironmentValues().displayScale; return o }
        #expect(m.options(of: "e") == onGrid(TextOptions(kerning: 1.5, minimumScaleFactor: 0.5)))
        #expect(m.options(of: "f") == onGrid(TextOptions(tracking: 2, minimumScaleFactor: 1)))
        // The modifier nearest the text wins, as in SwiftUI.
        #expect(limits("g") == "3 3")
    }

    @Test("Characters no bundled font has are a warning naming them; minimumScaleFactor states its rule")
    func diagnostics() throws {
        let l = try WidgetLayout(VStack { Text("Hi 𓀀"); Text("Long title").minimumScaleFactor(0.5) },
                                 in: Rect(x: 0, y: 0, width: 300, height: 100))
        let missing = try #require(l.diagnostics.first { $0.code == .missingGlyphs })
        #expect(missing.severity == .warning)
        #expect(missing.message.contains("\"𓀀\" (U+13000)"))
        #expect(l.diagnostics.contains { $0.code == .minimumScaleFactorRule && $0.severity == .info })
        let clean = try WidgetLayout(Text("剩余天数 🎉"), in: Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(!clean.diagnostics.contains { $0.code == .missingGlyphs })
    }

    @Test("Text styles keep iOS's default sizes and weights; their HIG leading is reference only")
    func textStyles() {
        #expect(Font.TextStyle.allCases.map(\.size) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(Font.TextStyle.allCases.filter { $0.weight == .semibold } == [.headline])
        #expect(Font.TextStyle.body.leading == 22)
        #expect(Font.body.monospaced().spec(weightOverride: nil, italic: false, monospacedDigit: false).design == .monospaced)
    }
}
