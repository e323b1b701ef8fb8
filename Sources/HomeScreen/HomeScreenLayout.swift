/// How app icons are shown, which moves the widget grid (iOS 18 added large icons without labels).
public enum IconMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Small icons with their names: the only mode before iOS 18.
    case labels
    /// iOS 18's large icons without names.
    case largeIcons = "large-icons"

    public var description: String {
        switch self {
        case .labels: return "labels"
        case .largeIcons: return "large icons"
        }
    }
}

/// A check that a layout's numbers failed, accepted with the reason the data gives.
public struct GeometryMark: Hashable, Sendable {
    /// The failing check.
    public var check: GeometryCheck
    /// Why the numbers are kept anyway.
    public var reason: String

    /// A failed check kept, with the reason.
    public init(check: GeometryCheck, reason: String) {
        self.check = check
        self.reason = reason
    }
}

/// One home-screen layout of one device: an iOS range and icon mode, and where its slots are.
public struct HomeScreenLayout: Hashable, Sendable, CustomStringConvertible {
    /// A name unique within its device, e.g. `ios18-labels`.
    public var id: String
    /// The first and last iOS major version the numbers are for.
    public var ios: ClosedRange<Int>
    /// The icon mode the numbers are for.
    public var icons: IconMode
    /// The eight numbers, in screenshot pixels.
    public var metrics: GridMetrics
    /// The source id every number comes from unless ``fieldSources`` says otherwise.
    public var source: String
    /// Numbers that come from another source: field name → source id.
    public var fieldSources: [String: String]
    /// Checks these numbers fail, with the reason they are kept.
    public var marks: [GeometryMark]
    /// Why slots that need a bottom row do not exist; nil when the layout has three rows.
    public var noBottomRowReason: String?
    /// Which source was chosen where sources disagree, and why.
    public var choice: String?
    /// Anything else a user should know.
    public var notes: String?

    /// A layout from its measured grid and where the numbers come from.
    public init(id: String, ios: ClosedRange<Int>, icons: IconMode, metrics: GridMetrics, source: String,
                fieldSources: [String: String] = [:], marks: [GeometryMark] = [], noBottomRowReason: String? = nil,
                choice: String? = nil, notes: String? = nil) {
        self.id = id; self.ios = ios; self.icons = icons; self.metrics = metrics; self.source = source
        self.fieldSources = fieldSources; self.marks = marks; self.noBottomRowReason = noBottomRowReason
        self.choice = choice; self.notes = notes
    }

    /// The source of one field (`"middle"`).
    public func source(of field: String) -> String { fieldSources[field] ?? source }

    /// `iOS 18, large icons` or `iOS 14–17, labels`.
    public var era: String {
        let range = ios.lowerBound == ios.upperBound ? "iOS \(ios.lowerBound)" : "iOS \(ios.lowerBound)–\(ios.upperBound)"
        return "\(range), \(icons)"
    }

    /// Whether the layout answers a query.
    public func matches(_ query: LayoutQuery) -> Bool {
        ios.contains(query.ios) && icons == query.icons
    }

    public var description: String { "\(id) (\(era))" }
}
