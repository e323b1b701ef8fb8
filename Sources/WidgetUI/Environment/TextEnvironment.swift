/// Environment values that text and shapes inherit from their ancestors.
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct FontWeightOverrideKey: EnvironmentKey { static let defaultValue: FontWeight? = nil }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = TruncationMode.tail }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: Double = 0 }
struct TrackingKey: EnvironmentKey { static let defaultValue: Double = 0 }
struct KerningKey: EnvironmentKey { static let defaultValue: Double = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: Double = 1 }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
    /// The default font of text in this subtree (`.font(_:)`); nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] } set { self[FontKey.self] = newValue }
    }
    /// `lineLimit(_:)`: the most lines each `Text` in the subtree shows.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue }
    }
    /// How the lines of multiline text align (`.multilineTextAlignment(_:)`; leading by default).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] } set { self[MultilineAlignmentKey.self] = newValue }
    }
    /// Where text that does not fit is cut (`.truncationMode(_:)`; the tail by default).
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue }
    }
    /// Extra space between lines of text, in points (`.lineSpacing(_:)`).
    public var lineSpacing: Double {
        get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue }
    }
    /// `minimumScaleFactor(_:)`: how far text may shrink before it is truncated (1: never).
    public var minimumScaleFactor: Double {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// `textCase(_:)`: upper or lower case applied to text (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue }
    }
    /// The line count each `Text` reserves space for (`lineLimit(_:reservesSpace:)` and the lower
    /// bound of `lineLimit(_: ClosedRange)`); 0 reserves nothing.
    public var reservedLineCount: Int {
        get { self[ReservedLinesKey.self] } set { self[ReservedLinesKey.self] = newValue }
    }
    var fontWeightOverride: FontWeight? {
        get { self[FontWeightOverrideKey.self] } set { self[FontWeightOverrideKey.self] = newValue }
    }
    var italic: Bool {
        get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue }
    }
    var monospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] } set { self[MonospacedDigitKey.self] = newValue }
    }
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] } set { self[TintKey.self] = newValue }
    }
    var tracking: Double {
        get { self[TrackingKey.self] } set { self[TrackingKey.self] = newValue }
    }
    var kerning: Double {
        get { self[KerningKey.self] } set { self[KerningKey.self] = newValue }
    }
    /// The axis of the stack a view is a direct child of (a `Spacer` grows along it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] } set { self[StackAxisKey.self] = newValue }
    }
}
