/// Something a render noticed that the author should know: undefined behaviour that was
/// resolved by a documented rule, a value that was clamped, a fallback that was taken, a lint.
///
/// Diagnostics from every stage (template, layout, text, raster, links, backdrop) end up in
/// one list on the rendered widget; `Codable` so the CLI's `--json` and the snapshot text
/// carry them unchanged.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is, ordered `info` < `warning` < `error`.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        /// Worth knowing (`info`), probably not what the author meant (`warning`), or something that could not be drawn as written (`error`).
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

    /// How serious it is.
    public var severity: Severity
    /// A stable identifier, e.g. ``DiagnosticCode/invalidFrameDimension``.
    public var code: DiagnosticCode
    /// What happened, in a sentence for the author.
    public var message: String
    /// Where it happened: a node path such as `VStack/HStack[1]/Text("Hello")`, a file, a pointer.
    public var location: String?
    /// Where the view at ``location`` was written, when it came from a template (its file, line
    /// and JSON pointer).
    public var source: SourceLocation?

    /// A diagnostic of `severity` with a stable `code`, a message and where it happened.
    public init(_ severity: Severity, code: DiagnosticCode, message: String, location: String? = nil, source: SourceLocation? = nil) {
        self.severity = severity; self.code = code; self.message = message; self.location = location; self.source = source
    }

    public var description: String {
        "\(severity.rawValue): \(message)" + (location.map { " (at \($0))" } ?? "") + (source.map { " (\($0))" } ?? "") + " [\(code)]"
    }

    private enum CodingKeys: String, CodingKey { case severity, code, message, location, source }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        severity = try c.decode(Severity.self, forKey: .severity)
        code = try c.decode(DiagnosticCode.self, forKey: .code)
        message = try c.decode(String.self, forKey: .message)
        location = try c.decodeIfPresent(String.self, forKey: .location)
        source = try c.decodeIfPresent(SourceLocation.self, forKey: .source)
    }

    /// Every key is written, `location` as `null` when there is none, so the JSON's shape is
    /// stable; `source` only when the view came from a template.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(severity, forKey: .severity)
        try c.encode(code, forKey: .code)
        try c.encode(message, forKey: .message)
        try c.encode(location, forKey: .location)
        try c.encodeIfPresent(source, forKey: .source)
    }
}

/// The stable identifier of a kind of ``Diagnostic``.
///
/// An open set, like `Notification.Name`: each stage declares its codes as static members
/// (`DiagnosticCode.imageUnavailable`), so code compares typed values and the JSON output and
/// snapshot text show the raw value.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The code as text, e.g. `invalidFrameDimension`.
    public var rawValue: String
    /// A code from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A code from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}
