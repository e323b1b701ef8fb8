import Synchronization

/// A render nobody waits for any more: the server sets it when a request's deadline passes, and
/// the rasterizer checks it between drawing steps (before each item and each layer it
/// composites, blurs included) and stops with `RasterError.cancelled`.
public final class RenderCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// A render not cancelled yet.
    public init() {}

    /// Asks the render to stop at its next safe point.
    public func cancel() { flag.store(true, ordering: .relaxed) }

    /// Whether the render was asked to stop.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }

    /// The cancellation of the render running on this thread (or task), if its caller gave one.
    @TaskLocal public static var current: RenderCancellation?
}
