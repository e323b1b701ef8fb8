import Testing
import WidgetUI
import WidgetTestSupport

/// Flexibility passes up through nested stacks (rule A2-7: a child's flexibility is its maximum
/// length minus its minimum; a stack's maximum is the sum of its children's maxima, so one
/// infinitely flexible descendant makes every stack around it infinitely flexible on that axis).
/// SwiftUI's documentation of `frame(minWidth:idealWidth:maxWidth:…)`: "a frame with
/// maxWidth: .infinity … expands to fill the space offered"; of `Spacer`: it "expands along the
/// major axis of its containing stack layout, or on both axes if not contained in a stack".
@Suite("Nested flexible stacks: every combination")
struct FlexibleStackMatrixTests {
    enum Outer: CaseIterable, Sendable { case hstack, vstack }
    enum Inner: CaseIterable, Sendable { case vstack, hstack, zstack }
    enum Flexible: CaseIterable, Sendable { case maxWidth, maxHeight, both, spacer, priority }
    enum Align: CaseIterable, Sendable { case leading, center, trailing }

    static let width = 430.0, height = 300.0

    @ViewBuilder
    static func flexible(_ f: Flexible) -> some View {
        switch f {
        case .maxWidth: Text("6 days, 40 minutes").frame(maxWidth: .infinity)
        case .maxHeight: Text("6 days").frame(maxHeight: .infinity)
        case .both: Color.red.frame(maxWidth: .infinity, maxHeight: .infinity)
        case .spacer: Spacer()
        case .priority: Text("6 days, 40 minutes").layoutPriority(1)
        }
    }

    @ViewBuilder
    static func inner(_ kind: Inner, _ f: Flexible, _ a: Align) -> some View {
        let h: HorizontalAlignment = a == .leading ? .leading : a == .center ? .center : .trailing
        let v: VerticalAlignment = a == .leading ? .top : a == .center ? .center : .bottom
        switch kind {
        case .vstack: VStack(alignment: h) { flexible(f); Text("x") }
        case .hstack: HStack(alignment: v) { Text("x"); flexible(f) }
        case .zstack: ZStack(alignment: Alignment(horizontal: h, vertical: v)) { flexible(f) }
        }
    }

    @ViewBuilder
    static func view(_ outer: Outer, _ kind: Inner, _ f: Flexible, _ a: Align) -> some View {
        let h: HorizontalAlignment = a == .leading ? .leading : a == .center ? .center : .trailing
        let v: VerticalAlignment = a == .leading ? .top : a == .center ? .center : .bottom
        switch outer {
        case .hstack: HStack(alignment: v) { VStack { Text("Left") }; inner(kind, f, a).id("middle"); VStack { Text("Right side") } }.id("outer")
        case .vstack: VStack(alignment: h) { HStack { Text("Top") }; inner(kind, f, a).id("middle"); HStack { Text("Bottom row") } }.id("outer")
        }
    }

    /// Whether the flexible child makes the stacks around it infinitely long on each axis.
    static func fills(_ kind: Inner, _ f: Flexible) -> (width: Bool, height: Bool) {
        switch f {
        case .maxWidth: return (true, false)
        case .maxHeight: return (false, true)
        case .both: return (true, true)
        case .spacer: return (kind == .hstack || kind == .zstack, kind == .vstack || kind == .zstack)
        case .priority: return (false, false)
        }
    }

    @Test("Every frame is finite, and a stack holding a flexible descendant fills the proposal on that axis",
          arguments: Outer.allCases, Inner.allCases)
    func everyCombination(_ outer: Outer, _ kind: Inner) throws {
        for f in Flexible.allCases {
            for a in Align.allCases {
                let l = try layout(Self.view(outer, kind, f, a), width: Self.width, height: Self.height)
                let frames = l.allFrames()
                #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) },
                        "\(outer) \(kind) \(f) \(a): a frame is NaN or infinite")
                let o = try #require(l.frame(of: "outer"))
                let fill = Self.fills(kind, f)
                if fill.width { #expect(o.width == Self.width, "\(outer) \(kind) \(f) \(a): width \(o.width)") }
                if fill.height { #expect(o.height == Self.height, "\(outer) \(kind) \(f) \(a): height \(o.height)") }
                // Nothing spills out of the proposal when the content fits.
                #expect(o.minX >= 0 && o.maxX <= Self.width && o.minY >= 0 && o.maxY <= Self.height,
                        "\(outer) \(kind) \(f) \(a): \(o)")
            }
        }
    }

    @Test("An HStack of three VStacks whose middle one holds a maxWidth: .infinity child fills 430 pt; the others keep their text widths")
    func threeColumnsMiddleFlexible() throws {
        let l = try layout(HStack {
            VStack(alignment: .leading) { Text("Mon").id("a"); Text("18") }.id("left")
            VStack(alignment: .leading) {
                Text("6 days, 40 minutes").frame(maxWidth: .infinity, alignment: .leading).id("label")
                Text("until the event")
            }.id("middle")
            VStack(alignment: .trailing) { Text("9:41") }.id("right")
        }.id("row"), width: 430, height: 200)
        // Fixed-advance text (8.5 pt a character): "Mon" 25.5, "9:41" 34, two 8 pt gaps.
        #expect(l.frame(of: "left")?.width == 25.5)
        #expect(l.frame(of: "right")?.width == 34)
        #expect(l.frame(of: "middle")?.width == 430 - 25.5 - 34 - 16)
        #expect(l.frame(of: "label")?.width == 430 - 25.5 - 34 - 16)
        #expect(l.frame(of: "row")?.width == 430)
        #expect(l.frame(of: "right")?.maxX == 430)
    }

    @Test("layoutPriority in nested stacks: the higher-priority column is sized first and keeps its text whole")
    func priorityColumn() throws {
        let long = String(repeating: "w", count: 30)
        let l = try layout(HStack(spacing: 0) {
            VStack { Color.red.frame(minWidth: 20, maxWidth: 100) }.id("low")
            VStack { Text(long).lineLimit(1) }.layoutPriority(1).id("high")
        }, width: 300, height: 100)
        // 30 × 8.5 = 255 for the high-priority column (the low one's 20 pt minimum is set aside
        // first, rule A2-8); the flexible column gets what is left after it.
        #expect(l.frame(of: "high")?.width == 255)
        #expect(l.frame(of: "low")?.width == 45)
    }
}
