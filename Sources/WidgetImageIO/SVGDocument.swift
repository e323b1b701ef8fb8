import Foundation
import CSVG
import WidgetCore

/// An SVG document checked by librsvg and measured: the bytes, the element drawn (nil for the
/// whole document) and the area of it that is drawn, in the document's user units.
///
/// SVG is untrusted input: a document librsvg cannot read throws ``SVGError`` (never traps);
/// external files are never loaded.
public struct SVGDocument: Sendable, Hashable {
    /// The document's bytes.
    public let data: [UInt8]
    /// The element drawn (`#Regular-M`), or nil for the whole document.
    public let layer: String?
    /// The area drawn: the viewport, or the layer's ink box.
    public let box: Rect

    /// The element of an SF Symbols export that holds the regular-weight, medium-scale glyph.
    public static let symbolLayer = "#Regular-M"

    /// Reads `data`; with `preferredLayer`, draws that element when the document has it (an SF
    /// Symbols template export) and the whole document otherwise.
    public init(data: [UInt8], preferredLayer: String? = nil) throws(SVGError) {
        self.data = data
        if let preferredLayer, let box = try Self.measure(data, layer: preferredLayer) {
            layer = preferredLayer; self.box = box
        } else {
            layer = nil
            guard let box = try Self.measure(data, layer: nil) else { throw .unreadable("no drawable area") }
            self.box = box
        }
    }

    /// The drawn area, nil when `layer` is not in the document.
    private static func measure(_ data: [UInt8], layer: String?) throws(SVGError) -> Rect? {
        var box = [Double](repeating: 0, count: 4)
        var message = [CChar](repeating: 0, count: 256)
        let status: Int32 = data.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return 1 }
            return box.withUnsafeMutableBufferPointer { out in
                if let layer {
                    return layer.withCString { wr_svg_measure(base, bytes.count, $0, out.baseAddress, &message, message.count) }
                }
                return wr_svg_measure(base, bytes.count, nil, out.baseAddress, &message, message.count)
            }
        }
        switch status {
        case 0:
            let r = Rect(x: box[0], y: box[1], width: box[2], height: box[3])
            guard box.allSatisfy(\.isFinite), r.width > 0, r.height > 0 else {
                throw .unreadable("its size is empty or not finite")
            }
            return r
        case 2: return nil
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw .unreadable(data.isEmpty ? "the file is empty" : text)
        }
    }
}

/// Why an SVG could not be used.
public enum SVGError: Error, Equatable, CustomStringConvertible {
    /// librsvg could not read the document: why.
    case unreadable(String)
    public var description: String {
        switch self {
        case .unreadable(let why): return "not a usable SVG (\(why))"
        }
    }
}
