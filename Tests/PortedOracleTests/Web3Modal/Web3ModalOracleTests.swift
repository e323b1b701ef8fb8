import Foundation
import Testing
import WidgetRaster
import OracleSupport
import WidgetRender

/// WalletConnect/web3modal-swift's tag and toast snapshots (@030dad9b, Apache-2.0, licence beside
/// this file): `W3MTagPreviewView` (seven bold 10 pt pill tags on an asset-catalog grey, fixed
/// 150 × 250 pt) and `ToastViewPreviewView` (three toasts: an icon beside 16 pt semibold text on
/// 36 pt rounded cards with a hairline stroke and two shadows, fixed 250 × 250 pt), each recorded
/// dark (`.1`) and light (`.2`) at @3x by swift-snapshot-testing, late 2023 (iOS 17 inferred from
/// Xcode 15 on the project's CI; not recorded). The view files beside this one are the library's,
/// only `import SwiftUI` changed; `Toast.swift` leaves out the unused `ToastModifier`. The asset
/// catalog is the library's colour sets, and its three toast icons converted from PDF to SVG with
/// `pdftocairo -svg` (WidgetRender draws no PDF). First-contact figures in RESULTS.md.
@Suite("iOS oracle: web3modal tags and toasts")
@MainActor
struct Web3ModalOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let set = "web3modal tags and toasts"
    /// The bounds this set is held to (RESULTS.md); issue 29's goal is worst 1.0 pt, median 0.33 pt.
    /// Every separable element is within 0.33 pt; the worst is the light toast, whose text, icon
    /// and capsule the ink comparison groups into one blob and scores by ink distance (5.02 pt).
    static let worstBound = 5.03
    static let medianBound = 0.34

    static let cases: [(file: String, view: AnyView, size: Size, scheme: ColorScheme)] = [
        ("W3MTagSnapshotTests__test_snapshots.1.png", AnyView(W3MTagPreviewView()), Size(width: 150, height: 250), .dark),
        ("W3MTagSnapshotTests__test_snapshots.2.png", AnyView(W3MTagPreviewView()), Size(width: 150, height: 250), .light),
        ("W3MToastSnapshotTests__test_snapshots.1.png", AnyView(ToastViewPreviewView()), Size(width: 250, height: 250), .dark),
        ("W3MToastSnapshotTests__test_snapshots.2.png", AnyView(ToastViewPreviewView()), Size(width: 250, height: 250), .light),
    ]

    static func environment(_ scheme: ColorScheme) throws -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = 3
        env.iOSVersion = .iOS17
        env.assetCatalog = try AssetCatalog(contentsOf: folder.appendingPathComponent("Assets.xcassets"))
        return env
    }

    @Test("Every tag and toast lands within the bounds of iOS, dark and light")
    func matchesIOS() throws {
        var outcomes: [FidelityOutcome] = []
        for c in Self.cases {
            let oracle = OracleRendering.overWhite(try ImageDecoder.decode(contentsOfFile: Self.folder.appendingPathComponent("References/\(c.file)").path),
                                                    black: c.scheme == .dark)
            let ours = try OracleRendering.fixed(c.view, size: c.size, environment: try Self.environment(c.scheme))
            outcomes.append(FidelityOutcome(set: Self.set, widget: c.file, oracle: oracle, ours: ours, scale: 3))
            if ProcessInfo.processInfo.environment["ORACLE_REPORT"] != nil { print("web3modal \(c.file): " + outcomes.last!.line) }
        }
        let report = FidelityReport(outcomes: outcomes)
        if let dir = ProcessInfo.processInfo.environment["ORACLE_REPORT_DIR"] {
            try report.write(to: URL(fileURLWithPath: dir).appendingPathComponent("web3modal"))
        }
        let s = report.summary(of: Self.set)
        if ProcessInfo.processInfo.environment["ORACLE_REPORT"] != nil {
            print("web3modal: \(s.widgets) images, \(s.elements) elements, \(s.unmatched) unmatched, median \(s.median), worst \(s.worst)")
        }
        #expect(s.unmatched == 0)
        #expect(s.worst <= Self.worstBound, "worst \(s.worst)")
        #expect(s.median <= Self.medianBound, "median \(s.median)")
    }
}
