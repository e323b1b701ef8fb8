import WidgetCore
/// The eight numbers that place every widget on one home-screen layout, in screenshot pixels
/// (the Widget-Blur table form; see `measurements.png` in mzeryck/Widget-Blur).
public struct GridMetrics: Hashable, Sendable {
    /// The side of a small widget.
    public var small: Int
    /// The width of a medium or large widget.
    public var medium: Int
    /// The height of a large widget.
    public var large: Int
    /// The x of the left column.
    public var left: Int
    /// The x of the right column.
    public var right: Int
    /// The y of the top row.
    public var top: Int
    /// The y of the middle row.
    public var middle: Int
    /// The y of the bottom row; nil where only two rows fit (the 4-inch iPhone SE).
    public var bottom: Int?

    /// The metrics of one layout.
    public init(small: Int, medium: Int, large: Int, left: Int, right: Int, top: Int, middle: Int, bottom: Int?) {
        self.small = small; self.medium = medium; self.large = large
        self.left = left; self.right = right
        self.top = top; self.middle = middle; self.bottom = bottom
    }

    /// The field names in file order, for messages and listings.
    public static let fieldNames = ["small", "medium", "large", "left", "right", "top", "middle", "bottom"]

    /// The value of a field by its file name.
    public func value(of field: String) -> Int? {
        switch field {
        case "small": return small
        case "medium": return medium
        case "large": return large
        case "left": return left
        case "right": return right
        case "top": return top
        case "middle": return middle
        case "bottom": return bottom
        default: return nil
        }
    }

    /// The slot's rectangle, or nil when it needs a bottom row this layout does not have.
    ///
    /// small = (column, row, small, small); medium = (left, row, medium, small);
    /// large-top = (left, top, medium, large); large-bottom = (left, middle, medium, large).
    public func rect(for slot: WidgetSlot) -> PixelRect? {
        switch (slot.family, slot.position) {
        case (.small, .topLeft): return PixelRect(x: left, y: top, width: small, height: small)
        case (.small, .topRight): return PixelRect(x: right, y: top, width: small, height: small)
        case (.small, .middleLeft): return PixelRect(x: left, y: middle, width: small, height: small)
        case (.small, .middleRight): return PixelRect(x: right, y: middle, width: small, height: small)
        case (.small, .bottomLeft): return bottom.map { PixelRect(x: left, y: $0, width: small, height: small) }
        case (.small, .bottomRight): return bottom.map { PixelRect(x: right, y: $0, width: small, height: small) }
        case (.medium, .top): return PixelRect(x: left, y: top, width: medium, height: small)
        case (.medium, .middle): return PixelRect(x: left, y: middle, width: medium, height: small)
        case (.medium, .bottom): return bottom.map { PixelRect(x: left, y: $0, width: medium, height: small) }
        case (.large, .top): return PixelRect(x: left, y: top, width: medium, height: large)
        case (.large, .bottom): return bottom == nil ? nil : PixelRect(x: left, y: middle, width: medium, height: large)
        default: return nil // WidgetSlot never pairs a family with a position it lacks
        }
    }

    /// The widget size of a family in pixels.
    public func size(of family: SlotFamily) -> PixelSize {
        switch family {
        case .small: return PixelSize(width: small, height: small)
        case .medium: return PixelSize(width: medium, height: small)
        case .large: return PixelSize(width: medium, height: large)
        }
    }
}
