import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the remote-image tests: one thread accepting
/// connections, one request per connection, canned responses by path. It counts requests per
/// path so tests can prove the cache fetched once.
public final class LocalHTTPServer: @unchecked Sendable {
    public struct Response: Sendable {
        public var status: Int = 200
        public var contentType = "image/png"
        public var body: [UInt8] = []
        /// Seconds to wait before answering (timeouts).
        public var delay: Double = 0
        /// A Content-Length to announce instead of the real one (size limits).
        public var announcedLength: Int?
        /// A `Location` header (redirects, with a 3xx status).
        public var location: String?
        /// Send `body` again and again until the client hangs up, with no Content-Length.
        public var endless = false

        public init(status: Int = 200, contentType: String = "image/png", body: [UInt8] = [], delay: Double = 0,
                    announcedLength: Int? = nil, location: String? = nil, endless: Bool = false) {
            self.status = status; self.contentType = contentType; self.body = body; self.delay = delay
            self.announcedLength = announcedLength; self.location = location; self.endless = endless
        }
    }

    private let lock = NSLock()
    private var routes: [String: Response] = [:]
    private var counts: [String: Int] = [:]
    private var listener: Int32 = -1
    public private(set) var port: UInt16 = 0
    private var stopped = false

    public init(routes: [String: Response]) throws {
        self.routes = routes
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard bound == 0, listen(listener, 16) == 0 else { close(listener); throw POSIXError(.EADDRINUSE) }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &len) } }
        port = UInt16(bigEndian: addr.sin_port)
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/") }

    public func requestCount(_ path: String) -> Int { lock.withLock { counts[path] ?? 0 } }

    public func stop() {
        let fd: Int32 = lock.withLock {
            if stopped { return -1 }
            stopped = true
            return listener
        }
        if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
    }

    private func acceptLoop() {
        while true {
            let fd = lock.withLock { stopped ? -1 : listener }
            guard fd >= 0 else { return }
            let client = accept(fd, nil, nil)
            if client < 0 { return }
            let t = Thread { [weak self] in self?.serve(client) }
            t.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let n = read(client, &buffer, buffer.count)
            if n <= 0 { return }
            request += buffer[0..<n]
            if request.count > 65536 { return }
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        let response: Response = lock.withLock {
            counts[path, default: 0] += 1
            return routes[path] ?? Response(status: 404, contentType: "text/plain", body: Array("not found".utf8))
        }
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        let reason = response.status == 200 ? "OK" : "Error"
        var head = "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
        if let location = response.location { head += "Location: \(location)\r\n" }
        if !response.endless { head += "Content-Length: \(response.announcedLength ?? response.body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        guard transmit(client, Array(head.utf8)) else { return }
        repeat {
            guard transmit(client, response.body) else { return }
        } while response.endless && !lock.withLock({ stopped })
    }

    /// Sends all of `out`; false when the client went away.
    private func transmit(_ client: Int32, _ out: [UInt8]) -> Bool {
        var sent = 0
        while sent < out.count {
            let n = out.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                #if os(Linux)
                return send(client, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                #else
                return send(client, base + sent, raw.count - sent, 0)
                #endif
            }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }
}

private extension Array where Element == UInt8 {
    var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 { return true }
        return false
    }
}
