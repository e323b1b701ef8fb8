// `import OSLog` on Linux: `Logger` writes to standard error, one line per message, so an
// extension's logging compiles and shows up when it renders.
#if os(Linux)
@_exported import Foundation

/// OSLog's `OSLogPrivacy`: accepted; Linux logs everything as written.
public struct OSLogPrivacy: Sendable {
    /** Redaction choices; all log the value here. */ public static let auto = OSLogPrivacy(), `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy()
    /// A private value masked with a hash (logged as written here).
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    /// OSLog's masks.
    public struct Mask: Sendable { /** Hash masking. */ public static let hash = Mask(), none = Mask() }
}

/// OSLog's `OSLogMessage`: a string with `privacy:` interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) { text += String(describing: value) }
        public mutating func appendInterpolation<T>(_ value: T, format: Any? = nil, align: Any? = nil, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value)
        }
    }
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// OSLog's `OSLogType`.
public struct OSLogType: Sendable {
    let name: String
    /** The levels. */ public static let `default` = OSLogType(name: "default"), info = OSLogType(name: "info"), debug = OSLogType(name: "debug"), error = OSLogType(name: "error"), fault = OSLogType(name: "fault")
}

/// OSLog's `Logger`: each message goes to standard error as `[subsystem:category] level: text`.
public struct Logger: Sendable {
    let prefix: String
    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) { prefix = "[\(subsystem):\(category)]" }
    /// The default logger.
    public init() { prefix = "[log]" }
    private func write(_ level: String, _ message: OSLogMessage) {
        FileHandle.standardError.write(Data("\(prefix) \(level): \(message.text)\n".utf8))
    }
    /** Logs at a level. */ public func log(level: OSLogType = .default, _ message: OSLogMessage) { write(level.name, message) }
    /** Logs a message. */ public func log(_ message: OSLogMessage) { write("default", message) }
    /** Logs at a level. */ public func trace(_ message: OSLogMessage) { write("trace", message) }
    /** Logs at a level. */ public func debug(_ message: OSLogMessage) { write("debug", message) }
    /** Logs at a level. */ public func info(_ message: OSLogMessage) { write("info", message) }
    /** Logs at a level. */ public func notice(_ message: OSLogMessage) { write("notice", message) }
    /** Logs at a level. */ public func warning(_ message: OSLogMessage) { write("warning", message) }
    /** Logs at a level. */ public func error(_ message: OSLogMessage) { write("error", message) }
    /** Logs at a level. */ public func critical(_ message: OSLogMessage) { write("critical", message) }
    /** Logs at a level. */ public func fault(_ message: OSLogMessage) { write("fault", message) }
}
#endif
