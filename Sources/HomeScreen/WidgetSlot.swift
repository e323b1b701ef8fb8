import Foundation
import WidgetCore

/// The widget families that sit on an iPhone home screen.
public enum SlotFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Home Screen widgets: small (a cell of the grid), medium (a row), large (two rows).
    case small, medium, large

    /// The positions a widget of this family can take.
    public var positions: [SlotPosition] {
        switch self {
        case .small: return [.topLeft, .topRight, .middleLeft, .middleRight, .bottomLeft, .bottomRight]
        case .medium: return [.top, .middle, .bottom]
        case .large: return [.top, .bottom]
        }
    }

    public var description: String { rawValue }

    /// The home-screen family of a WidgetKit family; nil for families with no iPhone home-screen
    /// slot (`systemExtraLarge`).
    public init?(_ family: WidgetFamily) {
        switch family {
        case .systemSmall: self = .small
        case .systemMedium: self = .medium
        case .systemLarge: self = .large
        default: return nil
        }
    }

    /// The WidgetKit family of this home-screen family.
    public var widgetFamily: WidgetFamily {
        switch self {
        case .small: return .systemSmall
        case .medium: return .systemMedium
        case .large: return .systemLarge
        }
    }
}

/// Where on the page a widget sits. Small widgets take a cell (`top-left` … `bottom-right`),
/// medium widgets a row (`top`, `middle`, `bottom`), large widgets two rows (`top`, `bottom`;
/// a large widget at the bottom starts at the middle row).
public enum SlotPosition: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The cells of small widgets.
    case topLeft = "top-left", topRight = "top-right"
    /// The cells of small widgets.
    case middleLeft = "middle-left", middleRight = "middle-right"
    /// The cells of small widgets.
    case bottomLeft = "bottom-left", bottomRight = "bottom-right"
    /// The rows of medium widgets; `top` and `bottom` also place large widgets.
    case top, middle, bottom

    public var description: String { rawValue }
}

/// A family and a position valid for it: one of the eleven places a widget can be cropped for.
public struct WidgetSlot: Hashable, Sendable, CustomStringConvertible {
    /// The widget's family.
    public let family: SlotFamily
    /// Where on the page it sits.
    public let position: SlotPosition

    /// The slot, or ``HomeScreenError/invalidSlot(family:slot:valid:)`` when the family has no
    /// such position (a small widget cannot be `top`, a large one cannot be `middle`).
    public init(family: SlotFamily, position: SlotPosition) throws(HomeScreenError) {
        guard family.positions.contains(position) else {
            throw .invalidSlot(family: family.rawValue, slot: position.rawValue, valid: family.positions.map(\.rawValue))
        }
        self.family = family
        self.position = position
    }

    private init(checked family: SlotFamily, _ position: SlotPosition) {
        self.family = family
        self.position = position
    }

    /// The slot of a WidgetKit family at `position` (the command line's `--slot top-left`,
    /// case-insensitive, `_` for `-`), or at the family's first position when nil.
    public init(family: WidgetFamily, position: String?) throws(HomeScreenError) {
        guard let f = SlotFamily(family) else {
            throw .invalidFamily(family.rawValue, valid: SlotFamily.allCases.map(\.rawValue))
        }
        guard let position else {
            self.init(checked: f, f.positions[0])
            return
        }
        try self.init(family: f.rawValue, slot: position)
    }

    /// Parses the command-line spelling: `--family small --slot top-left`. Names are
    /// case-insensitive; `_` may stand for `-`.
    public init(family: String, slot: String) throws(HomeScreenError) {
        guard let parsedFamily = SlotFamily(rawValue: family) ?? SlotFamily(rawValue: family.lowercased()) else {
            throw .invalidFamily(family, valid: SlotFamily.allCases.map(\.rawValue))
        }
        // The canonical spelling parses without building a normalized copy.
        let parsed = SlotPosition(rawValue: slot)
            ?? SlotPosition(rawValue: String(slot.lowercased().map { $0 == "_" ? "-" : $0 }))
        guard let parsedPosition = parsed, parsedFamily.positions.contains(parsedPosition) else {
            throw .invalidSlot(family: parsedFamily.rawValue, slot: slot, valid: parsedFamily.positions.map(\.rawValue))
        }
        self.init(checked: parsedFamily, parsedPosition)
    }

    /// Parses the one-word form `small-top-left`, `medium-middle`, `large-bottom`.
    public init(id: String) throws(HomeScreenError) {
        let lower = id.lowercased()
        guard let dash = lower.firstIndex(of: "-") else {
            throw .invalidSlotID(id, valid: WidgetSlot.all.map(\.id))
        }
        let familyPart = String(lower[..<dash]), positionPart = String(lower[lower.index(after: dash)...])
        guard let f = SlotFamily(rawValue: familyPart), let p = SlotPosition(rawValue: positionPart),
              f.positions.contains(p) else {
            throw .invalidSlotID(id, valid: WidgetSlot.all.map(\.id))
        }
        self.init(checked: f, p)
    }

    /// All eleven slots, small first.
    public static let all: [WidgetSlot] = SlotFamily.allCases.flatMap { f in f.positions.map { WidgetSlot(checked: f, $0) } }

    /// `small-top-left`.
    public var id: String { "\(family.rawValue)-\(position.rawValue)" }

    /// Whether this slot needs the third (bottom) row of widgets.
    public var needsBottomRow: Bool {
        switch position {
        case .bottomLeft, .bottomRight: return true
        case .bottom: return true // medium-bottom, and large-bottom spans the middle and bottom rows
        default: return false
        }
    }

    public var description: String { id }
}
