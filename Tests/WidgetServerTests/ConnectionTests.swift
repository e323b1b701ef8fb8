import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif
import Testing
import WidgetServer

/// Connections that never finish a request are closed: a client trickling its request head
/// (slowloris) or holding a connection idle gets `idleTimeout`, then the socket closes.
@Suite("Connections") struct ConnectionTests {
    @Test("A request head still unfinished after the idle timeout is cut off, and the server answers others meanwhile")
    func slowHeadIsClosed() async throws {
        let folder = try await TestServer.shared.start().folder
        var asked = ServerConfiguration(templatesDirectory: folder, port: 0, preview: false)
        asked.idleTimeout = .seconds(1)
        asked.maxConnections = 8
        let configuration = asked
        let port = try await startServer(configuration)
        let socket = try RawConnection(port: port)
        defer { socket.close() }
        // Half a request head, then nothing; the server waits 1 s, not forever.
        socket.send("POST /v1/render HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n")
        let started = ContinuousClock.now
        let outcome = socket.waitForClose(upTo: 10)
        #expect(outcome == .closed, "\(outcome)")
        #expect(ContinuousClock.now - started < .seconds(5))
        // The server still serves.
        let (_, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/healthz")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test("With every API connection taken, the health port still answers its probes at once")
    func healthPortAnswersAtTheConnectionLimit() async throws {
        let folder = try await TestServer.shared.start().folder
        var asked = ServerConfiguration(templatesDirectory: folder, port: 0, preview: false)
        asked.maxConnections = 2
        asked.idleTimeout = .seconds(30)
        asked.healthPort = try RawConnection.freePort()
        let configuration = asked
        let port = try await startServer(configuration)
        try await Task.sleep(for: .milliseconds(200))  // the health listener starts beside the API's
        let held = try (0..<2).map { _ in try RawConnection(port: port) }
        defer { held.forEach { $0.close() } }
        try await Task.sleep(for: .milliseconds(100))
        // The API port accepts no third connection while the two are open: its probe waits.
        let blocked = try RawConnection(port: port)
        defer { blocked.close() }
        blocked.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(!blocked.answers(within: 1), "answered on the API port despite the limit")
        let started = ContinuousClock.now
        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(configuration.healthPort ?? 0)/healthz")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"status":"ok"}"#)
        // Answered while the API port's probe still waits (its connection is not accepted until one
        // of the two closes, 30 s on). The bound is loose: this server runs inside the test
        // process, whose other suites hold its threads for a second or more in a full run.
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(!blocked.answers(within: 1), "the API port's probe was answered meanwhile")
        let (_, ready) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(configuration.healthPort ?? 0)/readyz")!)
        #expect((ready as? HTTPURLResponse)?.statusCode == 200)
        // It serves probes only.
        let (_, render) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(configuration.healthPort ?? 0)/v1/templates")!)
        #expect((render as? HTTPURLResponse)?.statusCode == 404)
    }

    @Test("A client that sends a heavy render and hangs up frees its render slot at once: the next render is not kept waiting")
    func abandonedRenderIsCancelled() async throws {
        let folder = try await TestServer.shared.start().folder
        let configuration = ServerConfiguration(templatesDirectory: folder, port: 0, maxConcurrentRenders: 1, maxQueuedRenders: 4,
                                                renderTimeout: .seconds(120), preview: false)
        let port = try await startServer(configuration)
        let heavy = String(decoding: heavyRenderBody, as: UTF8.self)
        let socket = try RawConnection(port: port)
        socket.send("POST /v1/render HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(heavy.utf8.count)\r\n\r\n" + heavy)
        try await Task.sleep(for: .milliseconds(300))
        socket.close()
        let started = ContinuousClock.now
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/v1/render")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body(["template": "countdown", "family": "small"])
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test("The default connection limit stays under the process's descriptor limit")
    func connectionLimitUnderDescriptors() {
        var limit = rlimit()
        #expect(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let defaultLimit = ServerConfiguration.defaultMaxConnections
        #expect(defaultLimit >= 16)
        if limit.rlim_cur != rlim_t.max { #expect(UInt64(defaultLimit) < UInt64(limit.rlim_cur) || limit.rlim_cur <= 144) }
    }
}

/// A plain TCP connection to the loopback server, for clients no HTTP library would be.
struct RawConnection {
    let fd: Int32

    enum Outcome: Equatable { case closed, stillOpen, error(Int32) }

    init(port: Int) throws {
        fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.send(fd, $0.baseAddress, $0.count - 1, 0) }
    }

    /// Reads until the server closes the connection or `seconds` pass.
    func waitForClose(upTo seconds: Int) -> Outcome {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { return .closed }
            if n < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? .stillOpen : (errno == ECONNRESET ? .closed : .error(errno)) }
        }
    }

    /// Whether any byte arrives within `seconds`.
    func answers(within seconds: Int) -> Bool {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK)) > 0
    }

    func close() { _ = Glibc.close(fd) }

    /// A port nothing listens on now (bound to port 0, then released).
    static func freePort() throws -> Int {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { _ = Glibc.close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, bound else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
