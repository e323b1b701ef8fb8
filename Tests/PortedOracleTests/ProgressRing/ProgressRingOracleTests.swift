import Foundation
import Testing
import WidgetRaster
import OracleSupport
import WidgetRender

/// luispadron/UICircularProgressRing's ring snapshots (@5b00b9b4, MIT, licence beside this file):
/// `Ring` and `ProgressRing` (stroked arcs inset by half their line width, butt and round caps, an
/// `AngularGradient`, a centred percent label, axis and direction flips), each 200 × 200 pt,
/// several in a `Group` stacking vertically, recorded with swift-snapshot-testing `.image`
/// (`.sizeThatFits`) on an iOS 13 Simulator at @2x (references of July 2020). The view files
/// beside this one are the library's, only `import SwiftUI` changed and `ProgressRing.swift`'s
/// unused `import Combine` dropped; `TimerRing` is left out (it runs on Combine's timer
/// publishers, which a widget cannot use). The cases are its tests as written. First-contact
/// figures in RESULTS.md.
@Suite("iOS oracle: UICircularProgressRing rings")
@MainActor
struct ProgressRingOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let set = "UICircularProgressRing rings"
    /// The bounds this set is held to (RESULTS.md); issue 29's goal is worst 1.0 pt, median 0.33 pt.
    static let worstBound = 3.0
    static let medianBound = 0.01
    static let sizeBound = 0.0

    static var cases: [(file: String, view: AnyView)] {
        let axes: [RingAxis] = [.top, .bottom, .leading, .trailing]
        let colors: [RingColor] = [.color(.red), .gradient(.init(gradient: .init(colors: [.red, .blue]), center: .center))]
        return [
            ("RingSnapshotTest__test_ring_noText.1.png", AnyView(
                Ring(percent: 0.50, axis: .top, clockwise: true, color: .color(.blue), strokeStyle: .init(lineWidth: 20))
                    .frame(width: 200, height: 200))),
            ("RingSnapshotTest__test_ring_with_text.1.png", AnyView(
                Ring(percent: 0.76, axis: .top, clockwise: true, color: .color(.blue), strokeStyle: .init(lineWidth: 20)) { percent in
                    Text("\(percent * 100)%")
                }
                .frame(width: 200, height: 200))),
            ("RingSnapshotTest__test_ring_axis.1.png", AnyView(Group {
                ForEach(RingAxis.allCases, id: \.self) { axis in
                    Ring(percent: 0.5, axis: axis, clockwise: true, color: .color(.blue), strokeStyle: .init(lineWidth: 20))
                        .frame(width: 200, height: 200)
                }
            })),
            ("RingSnapshotTest__test_ring_clockwise.1.png", AnyView(Group {
                ForEach([false, true], id: \.self) { clockwise in
                    Ring(percent: 0.5, axis: .top, clockwise: clockwise, color: .color(.blue), strokeStyle: .init(lineWidth: 20))
                        .frame(width: 200, height: 200)
                }
            })),
            ("RingSnapshotTest__test_ring_color.1.png", AnyView(Group {
                ForEach([Color.blue, Color.red], id: \.self) { color in
                    Ring(percent: 0.5, axis: .top, clockwise: true, color: .color(color), strokeStyle: .init(lineWidth: 20))
                        .frame(width: 200, height: 200)
                }
            })),
            ("RingSnapshotTest__test_ring_strokeStyle.1.png", AnyView(
                Ring(percent: 0.5, axis: .top, clockwise: true, color: .color(.blue),
                     strokeStyle: .init(lineWidth: 20, lineCap: .round, lineJoin: .round))
                    .frame(width: 200, height: 200))),
            ("ProgressRingSnapshotTests__test_progressRing_default.1.png", AnyView(
                ProgressRing(progress: .constant(.percent(0.5))).frame(width: 200, height: 200))),
            ("ProgressRingSnapshotTests__test_progressRing_axis.1.png", AnyView(Group {
                ForEach(0..<4) { index in
                    ProgressRing(progress: .constant(.percent(0.5)), axis: axes[index]).frame(width: 200, height: 200)
                }
            })),
            ("ProgressRingSnapshotTests__test_progressRing_clockwise.1.png", AnyView(Group {
                ForEach(0..<2) { index in
                    ProgressRing(progress: .constant(.percent(0.5)), clockwise: [false, true][index]).frame(width: 200, height: 200)
                }
            })),
            ("ProgressRingSnapshotTests__test_progressRing_style_innerRingColor.1.png", AnyView(Group {
                ForEach(0..<1) { index in
                    ProgressRing(progress: .constant(.percent(0.5)),
                                 innerRingStyle: .init(color: colors[index], strokeStyle: .init(lineWidth: 16)))
                        .frame(width: 200, height: 200)
                }
            })),
            ("ProgressRingSnapshotTests__test_progressRing_outerRingColor.1.png", AnyView(Group {
                ForEach(0..<1) { index in
                    ProgressRing(progress: .constant(.percent(0.5)),
                                 outerRingStyle: .init(color: colors[index], strokeStyle: .init(lineWidth: 32)))
                        .frame(width: 200, height: 200)
                }
            })),
            ("ProgressRingSnapshotTests__test_progressRing_innerRing_strokeStyleLineWidth.1.png", AnyView(
                ProgressRing(progress: .constant(.percent(0.5)),
                             innerRingStyle: .init(color: .color(.blue), strokeStyle: .init(lineWidth: 10)))
                    .frame(width: 200, height: 200))),
            ("ProgressRingSnapshotTests__test_progressRing_outerRing_strokeStyleLineWidth.1.png", AnyView(
                ProgressRing(progress: .constant(.percent(0.5)),
                             outerRingStyle: .init(color: .color(.gray), strokeStyle: .init(lineWidth: 40)))
                    .frame(width: 200, height: 200))),
            ("ProgressRingSnapshotTests__test_progressRing_innerRingPadding.1.png", AnyView(
                ProgressRing(progress: .constant(.percent(0.5)),
                             innerRingStyle: .init(color: .color(.blue), strokeStyle: .init(lineWidth: 16), padding: 0))
                    .frame(width: 200, height: 200))),
            ("ProgressRingSnapshotTests__test_progressRing_outerRingPadding.1.png", AnyView(
                ProgressRing(progress: .constant(.percent(0.5)),
                             outerRingStyle: .init(color: .color(.gray), strokeStyle: .init(lineWidth: 32), padding: 8))
                    .frame(width: 200, height: 200))),
        ]
    }

    /// Recorded on iOS 13, whose system colours iOS 17 and 18 kept.
    static let environment = OracleRendering.environment(scale: 2, iOS: .iOS17)

    @Test("Every ring lands within the bounds of iOS, at iOS's own size")
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
                print("rings \(c.file): size Δ \(dw) × \(dh) pt; " + outcomes.last!.line)
            }
        }
        let report = FidelityReport(outcomes: outcomes)
        if let dir = ProcessInfo.processInfo.environment["ORACLE_REPORT_DIR"] {
            try report.write(to: URL(fileURLWithPath: dir).appendingPathComponent("progress-ring"))
        }
        let s = report.summary(of: Self.set)
        if ProcessInfo.processInfo.environment["ORACLE_REPORT"] != nil {
            print("rings: \(s.widgets) images, \(s.elements) elements, \(s.unmatched) unmatched, median \(s.median), worst \(s.worst)")
        }
        #expect(sizeErrors.isEmpty, "\(sizeErrors)")
        #expect(s.unmatched == 0)
        #expect(s.worst <= Self.worstBound, "worst \(s.worst)")
        #expect(s.median <= Self.medianBound, "median \(s.median)")
    }
}
