import Testing
@testable import WidgetText

@Suite("Robustness")
struct RobustnessTests {
    /// A small deterministic generator (64-bit LCG), so the cases are the same on every run.
    struct LCG {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
    }

    static let pieces = ["Hello", " ", "world", "剩余", "天数", "，", "。", "🎉", "👨‍👩‍👧", "مرحبا", "שלום", "123", "-", "\n",
                         "«", "“", "”", "(", ")", "e\u{301}", "\t", "𓀀", "ー", "ッ", "$", "1,000", "…", "\u{200B}", "\u{FE0F}"]

    @Test("Random mixed-script text at random proposals and options lays out within bounds, never trapping")
    func randomLayouts() {
        var rng = LCG(state: 42)
        for _ in 0..<400 {
            var s = ""
            for _ in 0..<rng.next(14) { s += Self.pieces[rng.next(Self.pieces.count)] }
            let width: Double? = rng.next(4) == 0 ? nil : Double(rng.next(160))
            let height: Double? = rng.next(3) == 0 ? Double(rng.next(80)) : nil
            let options = TextOptions(lineLimit: rng.next(3) == 0 ? nil : rng.next(4),
                                      truncationMode: TruncationMode.allCases[rng.next(3)],
                                      alignment: TextAlignment.allCases[rng.next(3)],
                                      lineSpacing: Double(rng.next(6)), tracking: Double(rng.next(5)) - 2,
                                      minimumScaleFactor: rng.next(2) == 0 ? 1 : 0.5)
            let l = lay(s, FontSpec(size: Double(8 + rng.next(30)), weight: FontWeight.allCases[rng.next(9)]), options,
                        width: width, height: height)
            #expect(l.size.width.isFinite && l.size.height.isFinite)
            #expect(l.glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite && l.lines.indices.contains($0.line) })
            if let width, width > 30 {
                // Only a single grapheme (or "…") may overflow a proposal.
                #expect(l.lines.allSatisfy { $0.width <= width + 1e-3 || $0.text.count <= 2 }, "\(s.debugDescription) in \(width)")
            }
            #expect(zip(l.lines, l.lines.dropFirst()).allSatisfy { $0.baseline < $1.baseline })
        }
    }
}
