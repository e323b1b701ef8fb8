import Foundation

/// The default tracking of the bundled Latin faces, by point size: what makes Inter set a line
/// as wide as iOS sets it in SF Pro. The numbers are data (`Fonts/Metrics/optical-sizes.json`,
/// which cites each source); this type applies them.
///
/// SF Pro is a variable font whose optical size follows the point size: its `opsz` axis runs
/// from its Text design at 17 pt to its Display design (narrower glyphs) at 28 pt, and the file's
/// `displayShare` is that position through the font's `avar` map (0.09 at 19 pt, 0.82 at 24 pt). iOS then adds SF Pro's own tracking for the
/// size (Apple HIG, Typography → Tracking values). The bundled faces do the same:
///
/// - Characters in SF Pro's advance table take SF's advances, moved from Text's to Display's by
///   the share (``SFAdvances``), and only SF Pro's tracking (``sfPoints(at:)``).
/// - **Tracking** of every other grapheme of an Inter face: SF Pro's tracking at the size plus
///   the face's measured ``offset``.
/// - **Between the designs**, such a glyph's advance moves toward the other cut of its weight
///   (Inter ↔ InterDisplay, applied in shaping: ``ShapingFeatures/displayShare``): an Inter
///   glyph by the Display share at the size, an InterDisplay glyph by the Text share. The
///   Display cut draws once the Display share reaches one half (``OpticalSizes/displaySwitch``).
///   A Text face with no Display cut (Light, Medium, ExtraBold, Black, the italics) is narrowed
///   by its ``narrowing`` times the Display share, per grapheme.
///
/// Fallback faces (CJK, Arabic, Hebrew, emoji) and faces from the user font folder (real SF Pro)
/// are never tracked. Like SwiftUI's `tracking`, it is added after every grapheme and hangs at
/// the end of a line.
public struct OpticalTracking: Hashable, Sendable {
    /// The face's measured difference to SF Pro's tracked width, in ems per grapheme.
    public var offset: Double
    /// How much narrower, in ems per grapheme, SF Pro's Display design is than its Text design at
    /// this weight: what a Text face loses as the Display share grows (0 for Display faces).
    public var narrowing: Double
    let curves: OpticalSizes.Curves

    init(offset: Double, narrowing: Double, curves: OpticalSizes.Curves) {
        self.offset = offset; self.narrowing = narrowing; self.curves = curves
    }

    /// The tracking in points at `size` points.
    public func points(at size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return (curves.trackingEm(size) + offset - narrowing * curves.displayShare(size)) * size
    }

    /// The face's own correction toward SF Pro's widths, in ems per grapheme, at a Display share.
    func correction(atDisplayShare share: Double) -> Double {
        offset - narrowing * share
    }

    /// SF Pro's own tracking in points at `size` points, without the face's correction: for
    /// text set with SF Pro's advances (``SFAdvances``), which the correction stood in for.
    public func sfPoints(at size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return curves.trackingEm(size) * size
    }
}

/// `Fonts/Metrics/optical-sizes.json`: SF Pro's tracking table, the share of its Display design
/// by size, and each bundled face's measured offset (see ``OpticalTracking``).
struct OpticalSizes: Decodable, Sendable {
    struct SizeTable: Decodable, Hashable, Sendable {
        var points: [[Double]]
    }

    struct Face: Decodable, Hashable, Sendable {
        var offset: Double
        var narrowing: Double?
        /// The other cut of the weight (Inter ↔ InterDisplay), whose advances the glyphs move
        /// toward between the designs.
        var partner: String?
        /// Whether this is the Display cut.
        var display: Bool?
    }

    /// The two size curves, shared by every face.
    struct Curves: Hashable, Sendable {
        /// (size, tracking in points), ascending.
        var tracking: [(Double, Double)]
        /// (size, Display share 0…1), ascending.
        var display: [(Double, Double)]

        static func == (a: Curves, b: Curves) -> Bool {
            a.tracking.elementsEqual(b.tracking, by: ==) && a.display.elementsEqual(b.display, by: ==)
        }

        func hash(into h: inout Hasher) {
            for (s, v) in tracking { h.combine(s); h.combine(v) }
            for (s, v) in display { h.combine(s); h.combine(v) }
        }

        /// SF Pro's tracking at `size`, in ems: the table's points interpolated linearly,
        /// constant in ems outside it.
        func trackingEm(_ size: Double) -> Double {
            guard let first = tracking.first, let last = tracking.last else { return 0 }
            if size <= first.0 { return first.1 / first.0 }
            if size >= last.0 { return last.1 / last.0 }
            return Self.interpolate(tracking, at: size) / size
        }

        /// The share of SF Pro's Display design in its width at `size`, 0…1.
        func displayShare(_ size: Double) -> Double {
            guard let first = display.first, let last = display.last else { return 0 }
            if size <= first.0 { return first.1 }
            if size >= last.0 { return last.1 }
            return min(1, max(0, Self.interpolate(display, at: size)))
        }

        private static func interpolate(_ table: [(Double, Double)], at x: Double) -> Double {
            for (a, b) in zip(table, table.dropFirst()) where x <= b.0 {
                let t = (x - a.0) / (b.0 - a.0)
                return a.1 + t * (b.1 - a.1)
            }
            return table.last?.1 ?? 0
        }
    }

    var tracking: SizeTable
    var displayShare: SizeTable
    var faces: [String: Face]

    var curves: Curves {
        func pairs(_ t: SizeTable) -> [(Double, Double)] {
            t.points.compactMap { $0.count == 2 && $0[0] > 0 && $0[0].isFinite && $0[1].isFinite ? ($0[0], $0[1]) : nil }
                .sorted { $0.0 < $1.0 }
        }
        return Curves(tracking: pairs(tracking), display: pairs(displayShare))
    }

    /// The smallest size at which the Display cut draws: where the Display share reaches one
    /// half (20 pt without a table, where SF Pro's static fonts switch).
    var displaySwitch: Double {
        let table = curves.display
        for (a, b) in zip(table, table.dropFirst()) where a.1 < 0.5 && b.1 >= 0.5 {
            return a.0 + (0.5 - a.1) / (b.1 - a.1) * (b.0 - a.0)
        }
        return table.first { $0.1 >= 0.5 }?.0 ?? FontMatching.displayMinimumSize
    }

    /// The default tracking of a bundled file, or nil for an untracked one.
    func tracking(forFile name: String) -> OpticalTracking? {
        guard let face = faces[name] else { return nil }
        return OpticalTracking(offset: face.offset, narrowing: face.partner == nil ? face.narrowing ?? 0 : 0, curves: curves)
    }

    /// The table in a font folder; without it (or when malformed) no face is tracked.
    static func load(from directory: URL) -> OpticalSizes {
        let url = directory.appendingPathComponent("Metrics", isDirectory: true).appendingPathComponent("optical-sizes.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(OpticalSizes.self, from: data) else {
            return OpticalSizes(tracking: SizeTable(points: []), displayShare: SizeTable(points: []), faces: [:])
        }
        return file
    }
}
