import Foundation
import WidgetCore

/// Turns geometry file bytes into validated ``CatalogDevice``s, collecting every problem with
/// the JSON pointer of its field. The built-in catalog and user files go through the same code.
enum CatalogParser {
    static func parse(_ bytes: Data, file: String) throws(HomeScreenError) -> (devices: [CatalogDevice], sources: [String: CatalogSource]) {
        let record: CatalogRecord
        do {
            record = try JSONDecoder().decode(CatalogRecord.self, from: bytes)
        } catch let error as DecodingError {
            throw .invalidGeometry(file: file, issues: [JSONPointer.issue(for: error)])
        } catch {
            throw .invalidGeometry(file: file, issues: [GeometryIssue(pointer: "", message: "not valid JSON: \(error)")])
        }
        var issues: [GeometryIssue] = []
        if record.schema != HomeScreenInfo.schema {
            issues.append(GeometryIssue(pointer: "/schema", message: "is '\(record.schema)'; this version reads '\(HomeScreenInfo.schema)'"))
        }
        let sources = (record.sources ?? [:]).mapValues { CatalogSource(what: $0.what, where: $0.where) }
        var devices: [CatalogDevice] = []
        var seenIDs: [String: Int] = [:]
        for (i, d) in record.devices.enumerated() {
            let at = "/devices/\(i)"
            if let first = seenIDs[d.id] {
                issues.append(GeometryIssue(pointer: "\(at)/id", message: "'\(d.id)' is also the id of /devices/\(first); ids must be unique"))
            }
            seenIDs[d.id] = seenIDs[d.id] ?? i
            if let device = parseDevice(d, at: at, sources: sources, issues: &issues) { devices.append(device) }
        }
        if record.devices.isEmpty {
            issues.append(GeometryIssue(pointer: "/devices", message: "is empty; add at least one device"))
        }
        guard issues.isEmpty else { throw .invalidGeometry(file: file, issues: issues) }
        return (devices, sources)
    }

    private static func parseDevice(_ d: DeviceRecord, at: String, sources: [String: CatalogSource],
                                    issues: inout [GeometryIssue]) -> CatalogDevice? {
        let before = issues.count
        func issue(_ field: String, _ message: String) { issues.append(GeometryIssue(pointer: "\(at)/\(field)", message: message)) }
        if d.id.trimmingCharacters(in: .whitespaces).isEmpty { issue("id", "is empty; use the screenshot size, e.g. 1170x2532") }
        if d.models.isEmpty { issue("models", "is empty; name at least one model") }
        let pointValues = d.points.map(\.value), scale = d.scale.value
        guard pointValues.count == 2, pointValues.allSatisfy({ $0 > 0 }) else {
            issue("points", "must be [width, height] in points, both positive (e.g. [390, 844])")
            return nil
        }
        guard (1...4).contains(scale) else {
            issue("scale", "is \(scale); screenshots are 1, 2 or 3 pixels per point")
            return nil
        }
        let points = PixelSize(width: pointValues[0], height: pointValues[1])
        if points.isLandscape { issue("points", "\(points) is landscape; give the portrait size (width first, smaller)") }
        let screenshot = PixelSize(width: points.width * scale, height: points.height * scale)
        if let given = d.screenshot?.map(\.value) {
            if given != [screenshot.width, screenshot.height] {
                issue("screenshot", "is \(given.map(String.init).joined(separator: "x")) but points × scale = \(screenshot)")
            }
        }
        checkSourceReference(d.pointsSource, at: "\(at)/points_source", sources: sources, required: false, issues: &issues)
        var layouts: [HomeScreenLayout] = []
        for (j, l) in d.layouts.enumerated() {
            let lat = "\(at)/layouts/\(j)"
            if let layout = parseLayout(l, at: lat, screenshot: screenshot, sources: sources, issues: &issues) {
                if let other = layouts.first(where: { $0.id == layout.id }) {
                    issues.append(GeometryIssue(pointer: "\(lat)/id", message: "'\(layout.id)' is used twice in this device (\(other.id)); ids must be unique"))
                }
                if let other = layouts.first(where: { $0.icons == layout.icons && $0.ios.overlaps(layout.ios) }) {
                    issues.append(GeometryIssue(pointer: "\(lat)/ios", message: "\(layout.era) overlaps layout '\(other.id)' (\(other.era)); each iOS version and icon mode may have one layout"))
                }
                layouts.append(layout)
            }
        }
        guard issues.count == before else { return nil }
        return CatalogDevice(id: d.id, models: d.models, points: points, scale: scale, screenshot: screenshot,
                             displayZoom: d.displayZoom ?? false, layouts: layouts, notes: d.notes ?? [])
    }

    private static func parseLayout(_ l: LayoutRecord, at: String, screenshot: PixelSize, sources: [String: CatalogSource],
                                    issues: inout [GeometryIssue]) -> HomeScreenLayout? {
        let before = issues.count
        func issue(_ field: String, _ message: String) { issues.append(GeometryIssue(pointer: "\(at)/\(field)", message: message)) }
        if l.id.trimmingCharacters(in: .whitespaces).isEmpty { issue("id", "is empty; name the layout, e.g. ios18-labels") }
        var ios: ClosedRange<Int>?
        let versions = l.ios.map(\.value)
        if versions.count == 2, versions[0] >= 14, versions[0] <= versions[1] {
            ios = versions[0]...versions[1]
        } else {
            issue("ios", "must be [first, last] iOS major versions with 14 <= first <= last (widgets arrived in iOS 14), e.g. [18, 18]")
        }
        let icons = IconMode(rawValue: l.icons)
        if icons == nil {
            issue("icons", "is '\(l.icons)'; use \(IconMode.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or "))")
        }
        if icons == .largeIcons, let ios, ios.lowerBound < 18 {
            issue("ios", "starts at iOS \(ios.lowerBound), but large icons without labels arrived in iOS 18")
        }
        checkSourceReference(l.source, at: "\(at)/source", sources: sources, required: true, issues: &issues)
        for (field, source) in (l.fieldSources ?? [:]).sorted(by: { $0.key < $1.key }) {
            if !GridMetrics.fieldNames.contains(field) {
                issue("field_sources/\(field)", "is not a px field; the fields are \(GridMetrics.fieldNames.joined(separator: ", "))")
            }
            checkSourceReference(source, at: "\(at)/field_sources/\(field)", sources: sources, required: true, issues: &issues)
        }
        for (k, agree) in (l.agrees ?? []).enumerated() {
            checkSourceReference(agree, at: "\(at)/agrees/\(k)", sources: sources, required: true, issues: &issues)
        }
        // The eight numbers.
        let v = l.px.values
        for field in ["small", "medium", "large", "left", "right", "top", "middle"] where v[field] == nil {
            issue("px/\(field)", "missing (required)")
        }
        switch (v["bottom"], l.noBottomRow) {
        case (nil, nil):
            issue("px/bottom", "missing: give the y of the bottom row, or no_bottom_row with the reason the screen has only two rows")
        case (.some, .some):
            issue("no_bottom_row", "is given together with px/bottom; keep one")
        case (nil, .some(let reason)) where reason.trimmingCharacters(in: .whitespaces).isEmpty:
            issue("no_bottom_row", "is empty; say why the screen has no bottom row")
        default:
            break
        }
        for field in ["small", "medium", "large"] { if let n = v[field], n <= 0 { issue("px/\(field)", "is \(n); a size must be positive") } }
        for field in ["left", "right", "top", "middle", "bottom"] { if let n = v[field], n < 0 { issue("px/\(field)", "is \(n); a position must be 0 or more") } }
        guard issues.count == before, let ios, let icons,
              let small = v["small"], let medium = v["medium"], let large = v["large"], let left = v["left"],
              let right = v["right"], let top = v["top"], let middle = v["middle"] else { return nil }
        let metrics = GridMetrics(small: small, medium: medium, large: large, left: left, right: right,
                                  top: top, middle: middle, bottom: v["bottom"])
        // Marks: each names a soft check that really fails, with a reason.
        var marks: [GeometryMark] = []
        let failures = GeometryValidator.failures(of: metrics, screenshot: screenshot)
        for (k, m) in (l.marks ?? []).enumerated() {
            guard let check = GeometryCheck(rawValue: m.check) else {
                issue("marks/\(k)/check", "'\(m.check)' is not a check; the checks are \(GeometryCheck.allCases.map(\.rawValue).joined(separator: ", "))")
                continue
            }
            if !check.isMarkable {
                issue("marks/\(k)/check", "'\(check)' cannot be marked: a layout failing it would crop outside the grid or the screenshot; fix the numbers")
            } else if !failures.contains(where: { $0.check == check }) {
                issue("marks/\(k)/check", "'\(check)' passes; remove the mark")
            }
            if m.reason.trimmingCharacters(in: .whitespaces).isEmpty { issue("marks/\(k)/reason", "is empty; say why the numbers are kept") }
            marks.append(GeometryMark(check: check, reason: m.reason))
        }
        for failure in failures where !marks.contains(where: { $0.check == failure.check }) {
            let hint = failure.check.isMarkable
                ? " Fix the number, or keep it with {\"check\": \"\(failure.check)\", \"reason\": \"…\"} in marks."
                : " Fix the number."
            issue("px/\(failure.field)", "fails \(failure.check): \(failure.message) (screenshot \(screenshot)).\(hint)")
        }
        guard issues.count == before else { return nil }
        return HomeScreenLayout(id: l.id, ios: ios, icons: icons, metrics: metrics, source: l.source,
                                fieldSources: l.fieldSources ?? [:], marks: marks, noBottomRowReason: l.noBottomRow,
                                choice: l.choice, notes: l.notes)
    }

    /// A source reference is a key of `/sources`, optionally followed by a comment:
    /// `WB_2024`, `HIG_widgets (sizes)`, `HIG_layout_B; mini_logical`.
    private static func checkSourceReference(_ reference: String?, at pointer: String, sources: [String: CatalogSource],
                                             required: Bool, issues: inout [GeometryIssue]) {
        guard let reference else {
            if required { issues.append(GeometryIssue(pointer: pointer, message: "missing: name the source of these numbers")) }
            return
        }
        let key = CatalogSource.key(in: reference)
        if key.isEmpty {
            issues.append(GeometryIssue(pointer: pointer, message: "is empty: name the source of these numbers (a key of /sources)"))
        } else if sources[key] == nil {
            let known = sources.keys.sorted().joined(separator: ", ")
            issues.append(GeometryIssue(pointer: pointer, message: "names source '\(key)', which /sources does not define; add it there with what it is and where it comes from\(known.isEmpty ? "" : " (defined: \(known))")"))
        }
    }
}
