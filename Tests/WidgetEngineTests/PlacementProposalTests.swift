import Testing
import WidgetCore
@testable import WidgetEngine

@Suite("SwiftUI layout suite: placement proposals")
struct SwiftUILayoutPlacementSuite {
    @Test("[OpenSwiftUI _FlexFrameLayout.childPlacementProposal] a flexible frame places its child at its own size, except an unproposed axis strictly inside its bounds")
    func flexFramePlacementProposal() {
        let engine = LayoutEngine(scale: 3)
        let maxOnly = FlexFrameKind(maxWidth: 100, alignment: .center)
        // Unproposed, 100 = maxWidth (not strictly inside): pinned to the frame's 100.
        #expect(engine.flexFramePlacementProposal(maxOnly, frameSize: Size(width: 100, height: 17), ProposedSize(width: nil, height: nil))
                == ProposedSize(width: 100, height: nil))
        // Unproposed and strictly inside the bounds: stays unproposed.
        #expect(engine.flexFramePlacementProposal(maxOnly, frameSize: Size(width: 60, height: 17), .unspecified).width == nil)
        // A concrete parent proposal, or an ideal, pins the axis to the frame's size.
        #expect(engine.flexFramePlacementProposal(maxOnly, frameSize: Size(width: 60, height: 17), ProposedSize(width: 300, height: 200))
                == ProposedSize(width: 60, height: 17))
        let ideal = FlexFrameKind(idealWidth: 70, maxWidth: 100, alignment: .center)
        #expect(engine.flexFramePlacementProposal(ideal, frameSize: Size(width: 70, height: 17), .unspecified).width == 70)
    }
}
