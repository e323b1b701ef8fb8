import Foundation

/// One resolved and laid-out tree for the cells of a matrix that differ only in colour: light and
/// dark, full colour, tinted and clear (issue 31, "layout once per geometry"). The planner gives
/// the jobs of one frame, device, locale and text size one share. The first job to compose offers
/// its layout when it is done; a later job draws that layout in its own colours when the views
/// read neither value that differs between the two cells (``AppearanceReads``: the scheme; the
/// rendering mode and its container-background flag) and the content rectangle is the same.
/// Otherwise it lays out its own. The pixels are the same either way (`LayoutSharingTests`).
final class LayoutShare: @unchecked Sendable {
    /// What differs between the cells of one share, and the rectangle that must not.
    struct Colours: Equatable {
        var scheme: ColorScheme
        var renderingMode: WidgetRenderingMode
        var showsBackground: Bool
        var contentRect: Rect

        init(_ environment: EnvironmentValues, contentRect: Rect) {
            scheme = environment.colorSchemeUnnoted
            renderingMode = environment.widgetRenderingMode
            showsBackground = environment.showsWidgetContainerBackground
            self.contentRect = contentRect
        }
    }

    private let lock = NSLock()
    /// Cells planned with this share, and those of them not composed yet in this round: when
    /// every cell is composed the layouts are let go (a gallery's shares would otherwise hold
    /// every layout until its end), and jobs drawn again start a new round.
    private var planned = 0
    private var pending = 0
    /// The layouts cells have offered, in the order they were offered (a view that reads the
    /// scheme offers one per scheme).
    private var offered: [(layout: WidgetLayout, colours: Colours)] = []

    /// A layout another cell made that draws `wanted` unchanged, or nil.
    func layout(for wanted: Colours) -> WidgetLayout? {
        lock.withLock { offered.first { Self.draws(wanted, $0.colours, $0.layout.appearanceReads) }?.layout }
    }

    /// Whether a layout made for `made`, whose views read `reads`, is the one `wanted` would make.
    private static func draws(_ wanted: Colours, _ made: Colours, _ reads: AppearanceReads) -> Bool {
        let sameScheme = made.scheme == wanted.scheme || !reads.colorScheme
        let sameMode = (made.renderingMode == wanted.renderingMode && made.showsBackground == wanted.showsBackground)
            || !reads.renderingMode
        return made.contentRect == wanted.contentRect && sameScheme && sameMode
    }

    /// Offers a layout its cell has finished drawing (so reads while drawing count too).
    func offer(_ layout: WidgetLayout, made colours: Colours) {
        lock.withLock { offered.append((layout, colours)) }
    }

    /// One more cell is planned with this share.
    func plan() {
        lock.withLock {
            planned += 1
            pending += 1
        }
    }

    /// A cell planned with this share is composed.
    func composed() {
        lock.withLock {
            pending -= 1
            if pending <= 0 {
                offered = []
                pending = planned
            }
        }
    }

    /// Runs `body`, which draws a shared layout, while no other cell draws it: drawing places
    /// the container background on the tree's own frames.
    func drawing<T>(_ body: () throws(RenderError) -> T) throws(RenderError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
