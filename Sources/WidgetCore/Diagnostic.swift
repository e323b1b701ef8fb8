/// Something a render noticed that the author should know: undefined behaviour that was
/// resolved by a documented rule, a value that was clamped, a fallback that was taken.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case info, warning, error
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
        private var rank: Int {
            switch self {
            case .info: return 0
            case .warning: return 1
            case .error: return 2
            }
        }
    }

    public var severity: Severity
    /// A stable identifier, e.g. `negativeFrameDimension`.
    public var code: String
    public var message: String
    /// Where it happened: a node path such as `VStack/HStack[1]/Text("Hello")`, a file, a pointer.
    public var location: String?

    public init(_ severity: Severity, code: String, message: String, location: String? = nil) {
        self.severity = severity; self.code = code; self.message = message; self.location = location
    }

    public var description: String {
        "\(severity.rawValue): \(message)" + (location.map { " (at \($0))" } ?? "") + " [\(code)]"
    }
}
