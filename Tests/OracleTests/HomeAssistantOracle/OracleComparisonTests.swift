import Foundation
import Testing
import WidgetRaster
import OracleSupport
import WidgetRender
import WidgetText

/// Our renders of the ported home-assistant/iOS tile widget against real iOS Simulator renders of
/// the same views (`shared/oracles/home-assistant-ios/`, 168 tile PNGs: 21 tile counts × 4
/// configurations × light/dark), compared by ink boxes (``InkBoxes``).
///
/// Re-run and print the per-widget table: `scripts/oracle-compare.sh` (or
/// `ORACLE_REPORT=1 swift test --skip-build --filter OracleComparison`).
@Suite("iOS oracle: home-assistant tiles")
struct OracleComparisonTests {
    /// The bounds the suite holds the elements to, in points (issue 13: every element within
    /// 1 pt, median under 0.5 pt). Every element but the four clipped corners of a single dark
    /// tile is within 0.67 pt; those are at 1.00 pt (RESULTS.md, `ClipCorner` in WidgetUI).
    static let worstBound = 1.0
    static let medianBound = 0.5

    @Test("Every element of every ported tile widget lands within the bound of iOS", .enabled(if: OracleFiles.folder != nil || OracleFiles.required))
    func tilesMatchIOS() throws {
        try #require(OracleFiles.folder != nil,
                     "shared/oracles/home-assistant-ios is not beside the repository (or WIDGETRENDER_ORACLES)")
        let results = try OracleFiles.cases.map { try OracleComparison.run($0) }
        let report = OracleReport(results: results)
        let env = ProcessInfo.processInfo.environment
        if env["ORACLE_REPORT"] != nil { print(report.table) }
        if let dir = env["ORACLE_REPORT_DIR"] {
            try FidelityReport(outcomes: results.map(\.outcome)).write(to: URL(fileURLWithPath: dir).appendingPathComponent("home-assistant"))
        }
        if let path = env["ORACLE_ELEMENTS"] { try report.elementsTSV.write(toFile: path, atomically: true, encoding: .utf8) }
        print(report.summary)
        #expect(report.missing == 0, "elements of iOS's render with no counterpart in ours")
        #expect(report.worst <= Self.worstBound, "\(report.summary)")
        #expect(report.median <= Self.medianBound, "\(report.summary)")
    }
}

/// One oracle PNG and the view that should reproduce it.
struct OracleCase: Sendable {
    var family: WidgetFamily
    var count: Int
    var withSubtitle: Bool
    var withIconBackground: Bool
    var scheme: ColorScheme

    var configuration: String {
        (withSubtitle ? "withSubtitle" : "withoutSubtitle") + (withIconBackground ? "WithIconBackground" : "WithoutIconBackground")
    }
    var name: String { "\(family.rawValue)-\(String(format: "%02d", count))-\(configuration)-\(scheme == .dark ? "dark" : "light")" }
    var fileName: String {
        "\(family.rawValue)Snapshots.\(configuration)-\(family.rawValue)-\(String(format: "%02d", count))_tiles-\(scheme == .dark ? "dark" : "light").png"
    }
}

enum OracleFiles {
    /// With `WIDGETRENDER_REQUIRE_ALL_SUITES` set (CI sets it), a missing oracle folder fails
    /// instead of skipping.
    static let required = ProcessInfo.processInfo.environment["WIDGETRENDER_REQUIRE_ALL_SUITES"] != nil

    /// `$WIDGETRENDER_ORACLES`, else `shared/oracles/home-assistant-ios` beside the repository.
    static let folder: URL? = {
        let env = ProcessInfo.processInfo.environment["WIDGETRENDER_ORACLES"]
        let url = env.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/oracles/home-assistant-ios")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("README.md").path) ? url : nil
    }()

    /// The snapshot test's canvases (`WidgetsSnapshot.test.swift`, `snapshotSize(for:)`) at @3x.
    static let device = DeviceProfile(id: "oracle", name: "home-assistant snapshot canvas", screen: Size(width: 402, height: 874),
                                      scale: 3, small: Size(width: 160, height: 160), medium: Size(width: 350, height: 160),
                                      large: Size(width: 350, height: 310))

    static let cases: [OracleCase] = {
        var out: [OracleCase] = []
        for (family, maxTiles) in [(WidgetFamily.systemSmall, 3), (.systemMedium, 6), (.systemLarge, 12)] {
            for count in 1...maxTiles {
                for (sub, icon) in [(true, true), (true, false), (false, true), (false, false)] {
                    for scheme in [ColorScheme.light, .dark] {
                        out.append(OracleCase(family: family, count: count, withSubtitle: sub, withIconBackground: icon, scheme: scheme))
                    }
                }
            }
        }
        return out
    }()
}

struct OracleResult {
    var oracleCase: OracleCase
    var outcome: FidelityOutcome
    var matches: [InkMatch] { outcome.matches }
    var offsets: [Double] { outcome.offsets }
    var median: Double { outcome.median }
    var worst: Double { outcome.worst }
}

enum OracleComparison {
    /// The app's icon font as a user font folder (`Font.custom("Material Design Icons", …)`).
    static let iconFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts")

    /// Renders as `WidgetRenderer.render` does with no margins and no mask, with the text engine
    /// that also sees the icon font folder (RenderOptions has no font folder field yet).
    static func render(_ c: OracleCase) throws -> Bitmap {
        let view = WidgetBasicContainerWrapperView(
            contents: homeAssistantPreviewModels(count: c.count, withSubtitle: c.withSubtitle,
                                                 withIconBackgroundColor: c.withIconBackground),
            family: c.family)
        let options = RenderOptions(family: c.family, colorScheme: c.scheme, device: OracleFiles.device,
                                    contentMargins: nil, cornerRadius: nil)
        guard let size = OracleFiles.device.size(of: c.family) else { throw CocoaError(.featureUnsupported) }
        let canvas = Rect(origin: .zero, size: size)
        let layout = try WidgetLayout(view, in: canvas, environment: options.environmentValues,
                                      textMeasurer: TextEngine.shared(userFonts: iconFonts))
        var items = layout.drawBackground(in: canvas) ?? [.fill(.rect(canvas), .color(c.scheme == .dark ? .black : .white))]
        items += layout.draw(bounds: canvas).items
        return try CairoRasterizer.shared.render(DisplayList(size: size, items: items), scale: OracleFiles.device.scale)
    }

    static func run(_ c: OracleCase) throws -> OracleResult {
        guard let folder = OracleFiles.folder else { throw CocoaError(.fileNoSuchFile) }
        let oracle = try ImageDecoder.decode(contentsOfFile: folder.appendingPathComponent(c.fileName).path)
        let ours = try render(c)
        if let dump = ProcessInfo.processInfo.environment["ORACLE_DUMP"] {
            try AtomicFile.write(PNGEncoder.encode(ours), to: URL(fileURLWithPath: dump).appendingPathComponent(c.fileName))
        }
        return OracleResult(oracleCase: c, outcome: FidelityOutcome(set: "home-assistant/iOS tiles", widget: c.name, oracle: oracle,
                                                                    ours: ours, scale: OracleFiles.device.scale))
    }
}

struct OracleReport {
    var results: [OracleResult]


    var all: [Double] { results.flatMap(\.offsets) }
    var missing: Int { all.filter { !$0.isFinite }.count }
    var worst: Double { all.max() ?? 0 }
    var median: Double { FidelityReport.median(all) }

    var summary: String {
        let medians = results.map(\.median)
        return "oracle: \(results.count) widgets, \(all.count) elements, \(missing) unmatched; "
            + "element median \(f(median)) pt, worst \(f(worst)) pt; per-widget median: median \(f(FidelityReport.median(medians))) pt, max \(f(medians.max() ?? 0)) pt"
    }

    var table: String {
        var lines = ["widget                                                   elems  median   worst  worst element (Δleft Δtop Δright Δbottom pt)"]
        for r in results {
            let w = r.matches.max { $0.offset < $1.offset }
            let detail = w.map { m in m.ours == nil ? "\(m.oracle) unmatched" : "\(m.oracle) " + m.edges.map(f).joined(separator: " ") } ?? ""
            lines.append(r.oracleCase.name.padding(toLength: 56, withPad: " ", startingAt: 0)
                         + String(format: " %5d %7.2f %7.2f  ", r.matches.count, r.median, r.worst) + detail)
        }
        return lines.joined(separator: "\n")
    }

    /// Every matched pair, one per line: widget, then the oracle's and our box in pixels.
    var elementsTSV: String {
        var lines = ["widget\tframe\tox0\toy0\tox1\toy1\tux0\tuy0\tux1\tuy1"]
        for r in results {
            for m in r.matches {
                let o = m.oracle, u = m.ours
                lines.append([r.oracleCase.name, o.isFrame ? "1" : "0", "\(o.x0)", "\(o.y0)", "\(o.x1)", "\(o.y1)",
                              u.map { "\($0.x0)\t\($0.y0)\t\($0.x1)\t\($0.y1)" } ?? "-\t-\t-\t-"].joined(separator: "\t"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func f(_ x: Double) -> String { String(format: "%.2f", x) }
}
