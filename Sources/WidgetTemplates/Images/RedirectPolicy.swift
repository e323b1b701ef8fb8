import Foundation

/// Where a remote image's redirect may lead: `http(s)` on a public address only. A template's
/// URL is the author's choice; a redirect is the server's, and must not reach the machine or
/// its local network (loopback, private, link-local, unique-local), nor a file.
enum RedirectPolicy {
    /// Why a redirect to `url` is refused, or nil when it may be followed.
    static func refusal(for url: URL, allowingLocal: Bool = false) -> String? {
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else { return "a \(scheme.isEmpty ? "scheme-less" : "\"\(scheme):\"") URL" }
        guard let host = url.host?.lowercased(), !host.isEmpty else { return "a URL without a host" }
        if allowingLocal { return nil }
        if host == "localhost" || host.hasSuffix(".localhost") || host.hasSuffix(".local") { return "a local host (\(host))" }
        for address in addresses(of: host) where isLocal(address) {
            return "a local or private address (\(host))"
        }
        return nil
    }

    /// The host's addresses: the literal itself, else what the resolver answers.
    static func addresses(of host: String) -> [[UInt8]] {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if let v4 = literal(bare, family: AF_INET, size: 4) { return [v4] }
        if let v6 = literal(bare, family: AF_INET6, size: 16) { return [v6] }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(bare, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(list) }
        var out: [[UInt8]] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let n = node, let sa = n.pointee.ai_addr {
            if n.pointee.ai_family == AF_INET {
                sa.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { p in
                    out.append(withUnsafeBytes(of: p.pointee.sin_addr) { Array($0) })
                }
            } else if n.pointee.ai_family == AF_INET6 {
                sa.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { p in
                    out.append(withUnsafeBytes(of: p.pointee.sin6_addr) { Array($0) })
                }
            }
            node = n.pointee.ai_next
        }
        return out
    }

    private static func literal(_ s: String, family: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        return inet_pton(family, s, &bytes) == 1 ? bytes : nil
    }

    /// Loopback, unspecified, private (RFC 1918), carrier-grade NAT, link-local, and their IPv6
    /// counterparts (also IPv4-mapped).
    static func isLocal(_ a: [UInt8]) -> Bool {
        if a.count == 16 {
            if a[0..<10].allSatisfy({ $0 == 0 }) && a[10] == 0xFF && a[11] == 0xFF { return isLocal(Array(a[12...])) }
            if a[0..<15].allSatisfy({ $0 == 0 }) { return true }  // :: and ::1
            if a[0] & 0xFE == 0xFC { return true }                // fc00::/7
            if a[0] == 0xFE && a[1] & 0xC0 == 0x80 { return true } // fe80::/10
            return false
        }
        guard a.count == 4 else { return true }
        switch (a[0], a[1]) {
        case (0, _), (10, _), (127, _): return true
        case (169, 254), (192, 168): return true
        case (172, 16...31): return true
        case (100, 64...127): return true
        default: return false
        }
    }
}
