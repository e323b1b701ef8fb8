import Foundation

/// A request an app or an intent made to reload widgets or controls.
public enum WidgetReloadRequest: Hashable, Sendable, CustomStringConvertible {
    /// `WidgetCenter.shared.reloadAllTimelines()`.
    case allTimelines
    /// `WidgetCenter.shared.reloadTimelines(ofKind:)`.
    case timelines(kind: String)
    /// `ControlCenter.shared.reloadAllControls()`.
    case allControls
    /// `ControlCenter.shared.reloadControls(ofKind:)`.
    case controls(kind: String)

    public var description: String {
        switch self {
        case .allTimelines: "all timelines"
        case .timelines(let kind): "timelines of \(kind)"
        case .allControls: "all controls"
        case .controls(let kind): "controls of \(kind)"
        }
    }
}

/// The reload requests made in this process, in order: iOS would ask the providers again, and a
/// test, the preview page or `WidgetRenderer.step` does the same when it reads them.
final class ReloadLog: @unchecked Sendable {
    static let shared = ReloadLog()
    private let lock = NSLock()
    private var requests: [WidgetReloadRequest] = []
    private var installed: [WidgetInfo] = []

    func append(_ r: WidgetReloadRequest) { lock.withLock { requests.append(r) } }
    var all: [WidgetReloadRequest] { lock.withLock { requests } }
    func take() -> [WidgetReloadRequest] { lock.withLock { defer { requests = [] }; return requests } }
    var widgets: [WidgetInfo] {
        get { lock.withLock { installed } }
        set { lock.withLock { installed = newValue } }
    }
}

/// WidgetKit's `WidgetCenter`. There is no Home Screen on Linux: reload requests are recorded
/// (``reloadRequests``, ``takeReloadRequests()``) rather than lost, and the widgets "installed"
/// are the ones a test declares (``installedWidgets``), none by default.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared instance.
    public static let shared = WidgetCenter()

    /// Keys of the `userInfo` a widget's tap delivers to the app.
    public struct UserInfoKey: Sendable {
        /// The tapped widget's kind.
        public static let kind = "WGWidgetUserInfoKeyKind"
        /// The tapped widget's family.
        public static let family = "WGWidgetUserInfoKeyFamily"
        /// The tapped Live Activity's identifier.
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }

    /// Asks for every widget of the app to reload its timeline.
    public func reloadAllTimelines() { ReloadLog.shared.append(.allTimelines) }
    /// Asks for the widgets of `kind` to reload their timelines.
    public func reloadTimelines(ofKind kind: String) { ReloadLog.shared.append(.timelines(kind: kind)) }
    /// Asks for configuration recommendations again (recorded as a reload of every timeline).
    public func invalidateConfigurationRecommendations() { ReloadLog.shared.append(.allTimelines) }
    /// Asks for the relevance of the widgets of `kind` again (recorded as a reload of that kind).
    public func invalidateRelevance(ofKind kind: String) { ReloadLog.shared.append(.timelines(kind: kind)) }

    /// The reload requests made so far, in order.
    public var reloadRequests: [WidgetReloadRequest] { ReloadLog.shared.all }
    /// The reload requests made so far, clearing the record.
    public func takeReloadRequests() -> [WidgetReloadRequest] { ReloadLog.shared.take() }

    /// The widgets `getCurrentConfigurations` reports as installed: none unless a test sets them.
    public var installedWidgets: [WidgetInfo] {
        get { ReloadLog.shared.widgets }
        set { ReloadLog.shared.widgets = newValue }
    }
    /// The installed widgets (``installedWidgets``).
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(installedWidgets))
    }
    /// The installed widgets (``installedWidgets``).
    public func currentConfigurations() async throws -> [WidgetInfo] { installedWidgets }
}

/// WidgetKit's `WidgetInfo`: an installed widget.
public struct WidgetInfo: @unchecked Sendable, CustomStringConvertible {
    /// The widget's kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
    /// Its SiriKit configuration, for widgets configured by an `INIntent`.
    public let configuration: INIntent?
    let appIntent: (any AppIntent)?

    /// An installed widget of `kind` in `family`, configured by `intent` (an App Intent) or `configuration` (SiriKit).
    public init(kind: String, family: WidgetFamily, intent: (any AppIntent)? = nil, configuration: INIntent? = nil) {
        self.kind = kind; self.family = family; self.appIntent = intent; self.configuration = configuration
    }
    /// The widget's App Intent configuration, when it is of type `I`.
    public func widgetConfigurationIntent<I: WidgetConfigurationIntent>(of type: I.Type = I.self) -> I? { appIntent as? I }
    public var description: String { "\(kind) (\(family))" }
}

private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
private struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }

/// WidgetKit's `LevelOfDetail` (visionOS 26: a widget seen from far away shows less).
public struct LevelOfDetail: Hashable, Sendable {
    let name: String
    /// Full detail (every render here).
    public static let `default` = LevelOfDetail(name: "default")
    /// Less detail, as a widget seen from a distance.
    public static let simplified = LevelOfDetail(name: "simplified")
}

extension EnvironmentValues {
    /// Whether the watch face shows the widget's `widgetLabel` (false: no watch face here; set it to preview one).
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] } set { self[ShowsWidgetLabelKey.self] = newValue }
    }
    /// The detail the widget is seen at (`.default`; set `.simplified` to preview the far view).
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] } set { self[LevelOfDetailKey.self] = newValue }
    }
}
