import Testing
@testable import WidgetSnapshotTesting

@Suite("CIEDE2000 color difference")
struct ColorDifferenceTests {
    /// Pairs and expected ΔE00 from Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference
    /// formula: implementation notes, supplementary test data and mathematical observations".
    static let sharma: [(LabColor, LabColor, Double)] = [
        (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
        (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
        (LabColor(l: 50, a: 2.49, b: -0.001), LabColor(l: 50, a: -2.49, b: 0.0011), 7.2195),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
        (LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (LabColor(l: 2.0776, a: 0.0795, b: -1.135), LabColor(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ]

    @Test("matches the published CIEDE2000 test data to 4 decimals")
    func publishedPairs() {
        for (p, q, expected) in Self.sharma {
            #expect(abs(ColorDifference.deltaE2000(p, q) - expected) < 0.0001, "\(p) vs \(q)")
            #expect(abs(ColorDifference.deltaE2000(q, p) - expected) < 0.0001, "symmetric: \(q) vs \(p)")
        }
    }

    @Test("converts sRGB white, black and red to the usual L*a*b* values")
    func srgbToLab() {
        let white = LabColor(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let black = LabColor(red: 0, green: 0, blue: 0)
        #expect(abs(black.l) < 0.01)
        let red = LabColor(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }

    @Test("counts a change of transparency even when the color over black is the same")
    func alphaMatters() {
        // Transparent vs. opaque black: identical over black, maximally different over white.
        #expect(ColorDifference.deltaE(premultiplied: 0x0000_0000, 0xFF00_0000) > 90)
        #expect(ColorDifference.deltaE(premultiplied: 0xFF12_3456, 0xFF12_3456) == 0)
        #expect(ColorDifference.deltaE(premultiplied: 0xFF80_8080, 0xFF80_8081) < 1)
    }
}
