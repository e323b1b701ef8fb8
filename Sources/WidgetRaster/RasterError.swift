import CCairo
import WidgetCore

/// Why a render could not produce a bitmap at all.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scale is not a finite number greater than zero.
    case invalidScale(Double)
    /// The requested canvas, in pixels, is not finite or rounds to less than one pixel on a side.
    case invalidSize(width: Double, height: Double)
    /// The canvas is larger than ``RasterLimits/maxSide`` on a side or
    /// ``RasterLimits/maxPixels`` in total; nothing was allocated.
    case sizeTooLarge(width: Double, height: Double)
    /// Cairo reported a failure: its status code and `cairo_status_to_string` text, plus where.
    case cairo(status: Int, message: String, during: String)
    /// The render was cancelled (`RenderCancellation`) and stopped at a safe point.
    case cancelled

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidScale(let s): return "invalid scale \(fmt(s)): must be finite and > 0"
        case .invalidSize(let w, let h): return "invalid canvas \(fmt(w))x\(fmt(h)) px: must be finite and at least 1 px per side"
        case .sizeTooLarge(let w, let h):
            return "canvas \(fmt(w))x\(fmt(h)) px exceeds the limit of \(RasterLimits.maxSide) px per side / \(RasterLimits.maxPixels) px in total"
        case .cairo(let status, let message, let during): return "cairo error \(status) (\(message)) during \(during)"
        case .cancelled: return "the render was cancelled: nobody waits for it any more (its deadline passed)"
        }
    }
}

/// The largest canvas a render accepts; checked before anything is allocated.
public enum RasterLimits {
    /// The largest width or height in pixels: 16384.
    public static let maxSide = 16_384
    /// The largest pixel count: 64 Mi pixels (256 MiB of ARGB32).
    public static let maxPixels = 1 << 26
}

/// Small helpers around Cairo's status values.
enum RasterCairo {
    static var versionString: String { String(cString: cairo_version_string()) }

    /// Throws ``RasterError/cairo(status:message:during:)`` unless `status` is success.
    static func check(_ status: cairo_status_t, _ during: @autoclosure () -> String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown"
        throw RasterError.cairo(status: Int(status.rawValue), message: message, during: during())
    }
}
