import Foundation
import HomeScreen
import Testing

/// A user's own geometry file: same schema, same checks, errors that name the field.
@Suite("Custom geometry files")
struct CustomGeometryTests {
    func issues(_ data: Data, file: String = "mine.json") -> String? {
        do throws(HomeScreenError) {
            _ = try DeviceCatalog(data: data, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("adds an iOS 26 layout to a built-in device, keeping the built-in layouts")
    func merge() throws {
        let mine = try DeviceCatalog(data: geometryJSON(id: "1206x2622", points: "[402, 874]",
            px: #""small": 492, "medium": 1038, "large": 1095, "left": 84, "right": 630, "top": 240, "middle": 843, "bottom": 1446"#),
            file: "ios26.json")
        let catalog = try DeviceCatalog.builtIn().merging(mine)
        let size = PixelSize(width: 1206, height: 2622)
        let slot = try WidgetSlot(id: "small-middle-right")
        let ios26 = try catalog.placement(for: size, source: "s.png", query: LayoutQuery(ios: 26), slot: slot)
        #expect(ios26.rect.xywh == [630, 843, 492, 492])
        #expect(ios26.layout.source == "me")
        let ios18 = try catalog.placement(for: size, source: "s.png", query: LayoutQuery(ios: 18), slot: slot)
        #expect(ios18.rect.xywh == [633, 873, 486, 486])
        #expect(catalog.devices.first?.id == "1206x2622")
        #expect(catalog.files.first == "ios26.json")
        #expect(catalog.devices.count == 17)
    }

    @Test("adds a device the catalog lacks, read from a file")
    func newDevice() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("air.json")
        try geometryJSON(id: "1260x2736", points: "[420, 912]",
                         px: #""small": 510, "medium": 1092, "large": 1146, "left": 84, "right": 666, "top": 240, "middle": 876, "bottom": 1512"#)
            .write(to: file)
        let catalog = try DeviceCatalog.builtIn(adding: [file.path])
        let placement = try catalog.placement(for: PixelSize(width: 1260, height: 2736), source: "air.png", query: LayoutQuery(ios: 26),
                                              slot: WidgetSlot(id: "large-bottom"))
        #expect(placement.rect.xywh == [84, 876, 1092, 1146])
        #expect(placement.device.models == ["My iPhone"])
    }

    @Test("a missing file and invalid JSON are reported with the file")
    func unreadable() {
        #expect(throws: HomeScreenError.geometryUnreadable(file: "/nonexistent/g.json", reason: "no such file")) {
            try DeviceCatalog(contentsOfFile: "/nonexistent/g.json")
        }
        let message = issues(Data("{ \"schema\": ".utf8))
        #expect(message?.hasPrefix("Geometry file mine.json is invalid (1 problem):\n  - ") == true)
        #expect(message?.contains("not valid JSON") == true)
    }

    @Test("names a missing field by its JSON pointer")
    func missingField() {
        #expect(issues(geometryJSON(px: #""small": 474, "medium": 1014, "large": 1062, "left": 78, "right": 618, "top": 231, "bottom": 1407"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/px/middle: missing (required)")
        #expect(issues(Data(#"{"schema": "widget-render/device-geometry/1", "devices": [{"id": "a", "models": ["b"], "points": [1, 2], "layouts": []}]}"#.utf8))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/scale: missing (required)")
        #expect(issues(geometryJSON(px: #""small": 474, "medium": 1014, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/px/bottom: missing: give the y of the bottom row, or no_bottom_row with the reason the screen has only two rows")
    }

    @Test("names a wrongly typed or misspelt field")
    func types() throws {
        #expect(issues(geometryJSON(px: #""small": 474.5, "medium": 1014, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819, "bottom": 1407"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/px/small: must be a whole number, not 474.5")
        #expect(issues(geometryJSON(scale: "\"3\""))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/scale: expected a number (Expected to decode Double but found a string instead.)")
        #expect(issues(geometryJSON(px: #""small": 474, "medium": 1014, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819, "botom": 1407"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/px/botom: unknown field 'botom'; the fields are small, medium, large, left, right, top, middle, bottom")
    }

    @Test("runs the same checks as the built-in catalog, naming the field to fix")
    func checks() {
        // Medium 6 px short, as in ExperiBass's 2532 large-icon row.
        #expect(issues(geometryJSON(px: #""small": 474, "medium": 1008, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819, "bottom": 1407"#))
            == #"Geometry file mine.json is invalid (1 problem):"# + "\n" + #"  - /devices/0/layouts/0/px/medium: fails medium-width: medium 1008 differs from right + small - left = 1014 by 6 px (at most 2 allowed) (screenshot 1170x2532). Fix the number, or keep it with {"check": "medium-width", "reason": "…"} in marks."#)
        // Columns overlap and a slot runs off the screenshot: hard failures, no mark possible.
        #expect(issues(geometryJSON(px: #""small": 474, "medium": 1014, "large": 1062, "left": 78, "right": 500, "top": 231, "middle": 819, "bottom": 2100"#))
            == """
            Geometry file mine.json is invalid (8 problems):
              - /devices/0/layouts/0/px/bottom: fails rows-inside: bottom + small = 2100 + 474 = 2574 runs past the screenshot height 2532 (screenshot 1170x2532). Fix the number.
              - /devices/0/layouts/0/px/small: fails slots-inside: small-bottom-left at (78, 2100) 474x474 is not inside the 1170x2532 screenshot (screenshot 1170x2532). Fix the number.
              - /devices/0/layouts/0/px/small: fails slots-inside: small-bottom-right at (500, 2100) 474x474 is not inside the 1170x2532 screenshot (screenshot 1170x2532). Fix the number.
              - /devices/0/layouts/0/px/medium: fails slots-inside: medium-bottom at (78, 2100) 1014x474 is not inside the 1170x2532 screenshot (screenshot 1170x2532). Fix the number.
              - /devices/0/layouts/0/px/right: fails columns-apart: the columns overlap: left + small = 552 is past right 500 (screenshot 1170x2532). Fix the number.
              - /devices/0/layouts/0/px/medium: fails medium-width: medium 1014 differs from right + small - left = 896 by 118 px (at most 2 allowed) (screenshot 1170x2532). Fix the number, or keep it with {"check": "medium-width", "reason": "…"} in marks.
              - /devices/0/layouts/0/px/bottom: fails row-pitch: rows step 588 px then 1281 px, 693 px apart (at most 2 allowed) (screenshot 1170x2532). Fix the number, or keep it with {"check": "row-pitch", "reason": "…"} in marks.
              - /devices/0/layouts/0/px/left: fails centered: the left margin 78 px differs from the right margin (width - right - small) 196 px by 118 px (at most 2 allowed) (screenshot 1170x2532). Fix the number, or keep it with {"check": "centered", "reason": "…"} in marks.
            """)
    }

    @Test("accepts a failing soft check only with a mark, and rejects stale marks")
    func marks() throws {
        let shortMedium = #""small": 474, "medium": 1008, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819, "bottom": 1407"#
        let marked = try DeviceCatalog(data: geometryJSON(px: shortMedium, extraLayout: #", "marks": [{"check": "medium-width", "reason": "measured twice"}]"#), file: "m.json")
        let placement = try marked.placement(for: PixelSize(width: 1170, height: 2532), source: "s.png", query: LayoutQuery(ios: 26), slot: WidgetSlot(id: "medium-top"))
        #expect(placement.rect.xywh == [78, 231, 1008, 474])
        #expect(placement.warnings == ["1170x2532 mine: fails medium-width: measured twice"])
        #expect(issues(geometryJSON(extraLayout: #", "marks": [{"check": "medium-width", "reason": "old"}]"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/marks/0/check: 'medium-width' passes; remove the mark")
        #expect(issues(geometryJSON(extraLayout: #", "marks": [{"check": "columns-apart", "reason": "x"}]"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/marks/0/check: 'columns-apart' cannot be marked: a layout failing it would crop outside the grid or the screenshot; fix the numbers")
        #expect(issues(geometryJSON(extraLayout: #", "marks": [{"check": "wobbly", "reason": "x"}]"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/marks/0/check: 'wobbly' is not a check; the checks are columns-inside, rows-inside, slots-inside, columns-apart, rows-apart, medium-width, large-height, row-pitch, centered")
    }

    @Test("requires every number to name a defined source")
    func sources() {
        #expect(issues(geometryJSON(source: "my-phone"))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/source: names source 'my-phone', which /sources does not define; add it there with what it is and where it comes from (defined: me)")
        #expect(issues(geometryJSON(extraLayout: #", "field_sources": {"middel": "me"}"#))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/field_sources/middel: is not a px field; the fields are small, medium, large, left, right, top, middle, bottom")
    }

    @Test("checks the device: schema, points × scale, portrait, iOS range and icon mode")
    func device() {
        #expect(issues(geometryJSON(schema: "widget-render/device-geometry/0"))
            == "Geometry file mine.json is invalid (1 problem):\n  - /schema: is 'widget-render/device-geometry/0'; this version reads 'widget-render/device-geometry/1'")
        #expect(issues(geometryJSON(points: "[844, 390]"))?.hasPrefix("Geometry file mine.json is invalid (") == true)
        #expect(issues(geometryJSON(points: "[844, 390]"))?.contains("  - /devices/0/points: 844x390 is landscape; give the portrait size (width first, smaller)") == true)
        #expect(issues(geometryJSON(ios: "[13, 13]"))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/ios: must be [first, last] iOS major versions with 14 <= first <= last (widgets arrived in iOS 14), e.g. [18, 18]")
        #expect(issues(geometryJSON(ios: "[17, 26]", icons: "large-icons"))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/ios: starts at iOS 17, but large icons without labels arrived in iOS 18")
        #expect(issues(geometryJSON(icons: "huge"))
            == "Geometry file mine.json is invalid (1 problem):\n  - /devices/0/layouts/0/icons: is 'huge'; use 'labels' or 'large-icons'")
        let twice = Data("""
        {"schema": "\(HomeScreenInfo.schema)", "sources": {"me": {"what": "me"}}, "devices": [
          {"id": "1170x2532", "models": ["A"], "points": [390, 844], "scale": 3, "screenshot": [1170, 2530], "layouts": [
            {"id": "a", "ios": [18, 26], "icons": "labels", "source": "me", "px": {"small": 474, "medium": 1014, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819, "bottom": 1407}},
            {"id": "b", "ios": [26, 26], "icons": "labels", "source": "me", "px": {"small": 474, "medium": 1014, "large": 1062, "left": 78, "right": 618, "top": 231, "middle": 819, "bottom": 1407}}]},
          {"id": "1170x2532", "models": ["B"], "points": [390, 844], "scale": 3, "layouts": []}]}
        """.utf8)
        #expect(issues(twice) == """
            Geometry file mine.json is invalid (3 problems):
              - /devices/0/screenshot: is 1170x2530 but points × scale = 1170x2532
              - /devices/0/layouts/1/ios: iOS 26, labels overlaps layout 'a' (iOS 18–26, labels); each iOS version and icon mode may have one layout
              - /devices/1/id: '1170x2532' is also the id of /devices/0; ids must be unique
            """)
    }
}
