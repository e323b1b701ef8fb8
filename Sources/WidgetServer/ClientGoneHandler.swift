import NIOCore

/// Closes a connection whose client stopped sending (it closed its side: it gave up waiting),
/// so whatever runs for it sees the connection close and stops (``RenderGate``). HTTP/1.1
/// clients do not half-close and then wait for an answer; nginx treats it the same way (499).
final class ClientGoneHandler: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .some(.inputClosed) = event as? ChannelEvent {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }
}
