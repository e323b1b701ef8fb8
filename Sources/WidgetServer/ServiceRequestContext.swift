import Hummingbird
import NIOCore

/// The request context of the service's routes: Hummingbird's basic one, plus the connection
/// the request came on, so a render can stop when its client goes away.
struct ServiceRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The client's connection.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
