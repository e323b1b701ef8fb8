import WidgetCore
/// The consistency checks every layout passes (or is marked as failing, with a reason).
///
/// Hard checks keep every crop inside the screenshot and the grid sane; a layout failing one is
/// rejected. Soft checks compare numbers the sources measured separately and allow
/// ``tolerance`` pixels; a layout may fail one only with a ``GeometryMark`` saying why.
public enum GeometryCheck: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Both columns lie within the screenshot's width.
    case columnsInside = "columns-inside"
    /// Every row lies within the screenshot's height.
    case rowsInside = "rows-inside"
    /// Every slot rectangle (medium and large included) lies within the screenshot.
    case slotsInside = "slots-inside"
    /// The left column ends before the right one starts.
    case columnsApart = "columns-apart"
    /// Each row ends before the next one starts.
    case rowsApart = "rows-apart"
    /// `medium == right + small - left`: a medium widget spans both columns.
    case mediumWidth = "medium-width"
    /// `large == middle + small - top`: a large widget spans two rows.
    case largeHeight = "large-height"
    /// `bottom - middle == middle - top`: rows are equally spaced.
    case rowPitch = "row-pitch"
    /// The left margin equals the right margin: the grid is centered.
    case centered

    /// How many pixels a soft check allows.
    public static let tolerance = 2

    /// Whether a failure may be accepted with a mark (soft checks only).
    public var isMarkable: Bool {
        switch self {
        case .mediumWidth, .largeHeight, .rowPitch, .centered: return true
        default: return false
        }
    }

    public var description: String { rawValue }
}

/// One failed check: which, the field to fix, and what is wrong.
public struct GeometryFailure: Hashable, Sendable, CustomStringConvertible {
    /// The check that failed.
    public var check: GeometryCheck
    /// The `px` field most likely wrong (`medium`, `bottom` …).
    public var field: String
    /// What is wrong, in a sentence.
    public var message: String

    public var description: String { "\(check): \(message)" }
}

/// Runs the ``GeometryCheck``s on one layout's numbers.
public enum GeometryValidator {
    /// Every check that `metrics` fails on a screenshot of `screenshot` pixels, in check order.
    public static func failures(of m: GridMetrics, screenshot: PixelSize) -> [GeometryFailure] {
        var out: [GeometryFailure] = []
        let t = GeometryCheck.tolerance
        func fail(_ check: GeometryCheck, _ field: String, _ message: String) {
            out.append(GeometryFailure(check: check, field: field, message: message))
        }
        if m.left < 0 { fail(.columnsInside, "left", "left \(m.left) is left of the screenshot (x must be at least 0)") }
        if m.right + m.small > screenshot.width {
            fail(.columnsInside, "right", "right + small = \(m.right) + \(m.small) = \(m.right + m.small) runs past the screenshot width \(screenshot.width)")
        }
        if m.top < 0 { fail(.rowsInside, "top", "top \(m.top) is above the screenshot (y must be at least 0)") }
        let lastRow = m.bottom ?? m.middle
        let lastField = m.bottom == nil ? "middle" : "bottom"
        if lastRow + m.small > screenshot.height {
            fail(.rowsInside, lastField, "\(lastField) + small = \(lastRow) + \(m.small) = \(lastRow + m.small) runs past the screenshot height \(screenshot.height)")
        }
        for slot in WidgetSlot.all {
            guard let r = m.rect(for: slot), !r.isInside(screenshot) else { continue }
            let field = slot.family == .small ? "small" : (slot.family == .medium ? "medium" : (r.maxX > screenshot.width ? "medium" : "large"))
            fail(.slotsInside, field, "\(slot.id) at \(r) is not inside the \(screenshot) screenshot")
        }
        if m.left + m.small > m.right {
            fail(.columnsApart, "right", "the columns overlap: left + small = \(m.left + m.small) is past right \(m.right)")
        }
        if m.top + m.small > m.middle {
            fail(.rowsApart, "middle", "the top and middle rows overlap: top + small = \(m.top + m.small) is past middle \(m.middle)")
        }
        if let bottom = m.bottom, m.middle + m.small > bottom {
            fail(.rowsApart, "bottom", "the middle and bottom rows overlap: middle + small = \(m.middle + m.small) is past bottom \(bottom)")
        }
        let span = m.right + m.small - m.left
        if abs(m.medium - span) > t {
            fail(.mediumWidth, "medium", "medium \(m.medium) differs from right + small - left = \(span) by \(abs(m.medium - span)) px (at most \(t) allowed)")
        }
        let twoRows = m.middle + m.small - m.top
        if abs(m.large - twoRows) > t {
            fail(.largeHeight, "large", "large \(m.large) differs from middle + small - top = \(twoRows) by \(abs(m.large - twoRows)) px (at most \(t) allowed)")
        }
        if let bottom = m.bottom {
            let first = m.middle - m.top, second = bottom - m.middle
            if abs(second - first) > t {
                fail(.rowPitch, "bottom", "rows step \(first) px then \(second) px, \(abs(second - first)) px apart (at most \(t) allowed)")
            }
        }
        let rightMargin = screenshot.width - m.right - m.small
        if abs(m.left - rightMargin) > t {
            fail(.centered, "left", "the left margin \(m.left) px differs from the right margin (width - right - small) \(rightMargin) px by \(abs(m.left - rightMargin)) px (at most \(t) allowed)")
        }
        return out
    }
}
