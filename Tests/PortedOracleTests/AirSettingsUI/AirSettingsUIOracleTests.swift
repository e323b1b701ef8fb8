import Foundation
import OracleSupport
import Testing
import WidgetRaster
import WidgetRender

/// airappsco/AirSettingsUI's settings rows (@f9277eb6, MIT, licence beside this file): a
/// `SettingButton` ("Setting Button" in the body font, then the default body-size SF Symbol
/// `arrow.up.forward` in `.secondary`, 12 pt apart, padded 20 pt across and 14 pt down) and a
/// `SettingText` ("Just some text"), each snapshotted by swift-snapshot-testing at the hosting
/// view's `intrinsicContentSize` (as `.sizeThatFits`), light, @2x (the PNGs say 144 dpi). The iOS
/// release is not recorded: first recorded 2023-08 (Xcode 14.3, iOS 16.4 likely) and re-recorded
/// 2024-03 pixel for pixel the same. The view files beside this one are the library's, only
/// `import SwiftUI` changed and, in `SettingEnvironment.swift`, `#if os(iOS)` widened to Linux;
/// `SettingButton`/`SettingText`'s bodies are these views with the same arguments. First-contact
/// figures in RESULTS.md.
@Suite("iOS oracle: AirSettingsUI rows (text beside a symbol)")
@MainActor
struct AirSettingsUIOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let set = "AirSettingsUI rows"
    /// The bounds this set is held to (RESULTS.md); issue 29's goal is worst 1.0 pt, median 0.33 pt.
    static let worstBound = 1.0
    static let medianBound = 0.5
    static let sizeBound = 0.5

    static let cases: [(file: String, view: AnyView)] = [
        // SettingButton(title: "Setting Button", action: {}).body
        ("SettingButtonTests__test_settingButton.1.png", AnyView(SettingButtonView(title: "Setting Button", action: {}))),
        // SettingText(title: "Just some text").body
        ("SettingTextTests__test_settingText.1.png", AnyView(SettingTextView(title: "Just some text", horizontalPadding: nil))),
    ]

    static let environment = OracleRendering.environment(scale: 2, iOS: .iOS17)

    @Test("Each row lands within the bounds of iOS, at iOS's own size")
    func matchesIOS() throws {
        var outcomes: [FidelityOutcome] = []
        var sizeErrors: [String] = []
        for c in Self.cases {
            let oracle = OracleRendering.overWhite(try ImageDecoder.decode(contentsOfFile: Self.folder.appendingPathComponent(c.file).path))
            let ours = try OracleRendering.sizeThatFits(c.view, environment: Self.environment)
            let dw = Double(ours.width - oracle.width) / 2, dh = Double(ours.height - oracle.height) / 2
            if max(abs(dw), abs(dh)) > Self.sizeBound { sizeErrors.append("\(c.file): Δ \(dw) × \(dh) pt") }
            outcomes.append(FidelityOutcome(set: Self.set, widget: c.file, oracle: oracle, ours: ours, scale: 2))
            if ProcessInfo.processInfo.environment["ORACLE_REPORT"] != nil {
                print("airsettings \(c.file): size Δ \(dw) × \(dh) pt; " + outcomes.last!.line)
            }
        }
        let report = FidelityReport(outcomes: outcomes)
        if let dir = ProcessInfo.processInfo.environment["ORACLE_REPORT_DIR"] {
            try report.write(to: URL(fileURLWithPath: dir).appendingPathComponent("airsettings"))
        }
        let s = report.summary(of: Self.set)
        if ProcessInfo.processInfo.environment["ORACLE_REPORT"] != nil {
            print("airsettings: \(s.widgets) images, \(s.elements) elements, \(s.unmatched) unmatched, median \(s.median), worst \(s.worst)")
        }
        #expect(sizeErrors.isEmpty, "\(sizeErrors)")
        #expect(s.unmatched == 0)
        #expect(s.worst <= Self.worstBound, "worst \(s.worst)")
        #expect(s.median <= Self.medianBound, "median \(s.median)")
    }
}
