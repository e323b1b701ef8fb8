import Foundation

/// The platform limits `check` tests renders against (`Check/platform-limits.json`, which cites
/// each number and says which are empirical).
public struct PlatformLimits: Decodable, Hashable, Sendable {
    /// The pixel area of one image in a widget.
    public struct ImageArea: Decodable, Hashable, Sendable {
        /// Above this some devices draw the widget blank (the smallest cap observed).
        public var warning: Int
        /// Above this every observed device draws it blank (the largest cap observed).
        public var error: Int
        /// Whether the numbers are observed rather than documented.
        public var empirical: Bool
        /// Where the numbers come from.
        public var source: String
    }

    /// A timeline's length and density.
    public struct Timeline: Decodable, Hashable, Sendable {
        /// Timelines longer than this stopped updating.
        public var maximumEntries: Int
        /// The system updates a widget's view at most this often.
        public var minimumSpacingSeconds: Double
        /// Whether the numbers are observed rather than documented.
        public var empirical: Bool
        /// Where the numbers come from.
        public var source: String
    }

    /// How often a widget's timeline may ask to be reloaded.
    public struct Reload: Decodable, Hashable, Sendable {
        /// The shortest wait between reloads the daily budget pays for, in seconds.
        public var minimumIntervalSeconds: Double
        /// Whether the number is observed rather than documented.
        public var empirical: Bool
        /// Where the number comes from.
        public var source: String
    }

    /// A Live Activity's encoded attributes and content state.
    public struct Payload: Decodable, Hashable, Sendable {
        /// The most bytes ActivityKit accepts.
        public var maximum: Int
        /// Whether the number is observed rather than documented.
        public var empirical: Bool
        /// Where the number comes from.
        public var source: String
    }

    /// Opaque images in the accented rendering modes.
    public struct AccentedImage: Decodable, Hashable, Sendable {
        /// The share of the widget's area an opaque image must cover to be reported.
        public var minimumShare: Double
        /// Whether the rule is observed rather than documented.
        public var empirical: Bool
        /// Where it comes from.
        public var source: String
    }

    /// The memory a widget extension may use before iOS kills it.
    public struct ExtensionMemory: Decodable, Hashable, Sendable {
        /// On iPhone and iPad, in bytes.
        public var phone: Int
        /// On Apple Watch, in bytes.
        public var watch: Int
        /// Whether the numbers are observed rather than documented.
        public var empirical: Bool
        /// Where the numbers come from.
        public var source: String
    }

    /// The image area cap.
    public var imagePixelArea: ImageArea
    /// The timeline limits.
    public var timeline: Timeline
    /// The reload budget.
    public var reload: Reload
    /// The Live Activity payload cap.
    public var liveActivityPayloadBytes: Payload
    /// When an opaque image is worth reporting.
    public var accentedImage: AccentedImage
    /// The extension's memory limit.
    public var extensionMemory: ExtensionMemory

    /// The built-in table.
    public static let builtIn: PlatformLimits = {
        do {
            return try JSONDecoder().decode(PlatformLimits.self, from: Data(PackageResources.platform_limits_json))
        } catch {
            preconditionFailure("the built-in platform-limits.json does not decode: \(error)")
        }
    }()
}
