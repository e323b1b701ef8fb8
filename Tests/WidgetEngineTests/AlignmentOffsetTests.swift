import Testing
@testable import WidgetEngine

/// Children infinitely long across a stack (measured for their maximum) are placed at 0 and
/// make the stack infinitely long, instead of ∞ − ∞ = NaN dropping them.
@Suite("Stack alignment with infinitely long children")
struct AlignmentOffsetTests {
    @Test("A lone infinite guide is placed at 0; finite guides align to the largest finite one")
    func infiniteGuidesStartAtZero() {
        #expect(LayoutEngine.alignedOffsets([.infinity]) == [0])
        #expect(LayoutEngine.alignedOffsets([10, .infinity, 4]) == [0, 0, 6])
        #expect(LayoutEngine.alignedOffsets([]) == [])
    }
}
