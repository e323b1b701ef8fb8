import CHTTP
import Foundation

/// One batch of downloads: all URLs at once on libcurl (``CHTTP``), one deadline for the whole
/// batch, the byte cap enforced while receiving, and redirects followed by hand: a hop comes back
/// from C as a Location, is checked here (``RedirectPolicy``, the allowed hosts, at most
/// ``maxRedirects``), and is fetched in the next round with what is left of the deadline.
struct Downloader {
    static let maxRedirects = 5

    let timeout: Double
    let maxBytes: Int
    let allowsLocalRedirects: Bool
    /// The hosts a redirect may lead to (the loader's allowed hosts); nil: any public host.
    let allowedHosts: Set<String>?

    init(timeout: Double, maxBytes: Int, allowsLocalRedirects: Bool = false, allowedHosts: Set<String>? = nil) {
        self.timeout = max(0.1, timeout); self.maxBytes = max(0, maxBytes); self.allowsLocalRedirects = allowsLocalRedirects
        self.allowedHosts = allowedHosts
    }

    func download(_ urls: [URL]) -> [URL: Result<Data, RemoteImageFailure>] {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var outcomes: [URL: Result<Data, RemoteImageFailure>] = [:]
        var hops = [Int](repeating: 0, count: urls.count)
        // Each pending download: the URL it answers for (by index) and the hop to fetch now.
        var pending = Array(urls.enumerated().map { ($0.offset, $0.element) })
        while !pending.isEmpty {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            let round = fetch(pending.map(\.1), milliseconds: max(1, Int((deadline - now) / 1_000_000)))
            var next: [(Int, URL)] = []
            for ((index, hop), answer) in zip(pending, round) {
                guard case .redirect(let target) = answer else {
                    if case .done(let result) = answer { outcomes[urls[index]] = result }
                    continue
                }
                hops[index] += 1
                if let refusal = refusal(of: target, hop: hops[index], from: hop) {
                    outcomes[urls[index]] = .failure(.redirectRefused(refusal))
                } else if let url = URL(string: target) {
                    next.append((index, url))
                }
            }
            pending = next
        }
        for url in urls where outcomes[url] == nil { outcomes[url] = .failure(.timedOut(seconds: timeout)) }
        return outcomes
    }

    private enum Answer {
        case done(Result<Data, RemoteImageFailure>)
        case redirect(String)
        case unfinished
    }

    private func refusal(of target: String, hop: Int, from: URL) -> String? {
        if hop > Self.maxRedirects { return "more than \(Self.maxRedirects) redirects" }
        guard let url = URL(string: target) else { return "an unreadable URL" }
        if let allowedHosts, !allowedHosts.contains((url.host ?? "").lowercased()) {
            return "\(url.host ?? "a URL without a host"), a host images may not come from"
        }
        return RedirectPolicy.refusal(for: url, allowingLocal: allowsLocalRedirects)
    }

    /// One round: every URL at once, until each has answered or `milliseconds` have passed.
    private func fetch(_ urls: [URL], milliseconds: Int) -> [Answer] {
        var results = [wr_http_result](repeating: wr_http_result(), count: urls.count)
        var message = [CChar](repeating: 0, count: 256)
        let strings = urls.map { strdup($0.absoluteString) }
        defer { strings.forEach { free($0) } }
        let status = strings.map { $0.map { UnsafePointer<CChar>($0) } }.withUnsafeBufferPointer { pointers in
            wr_http_fetch(pointers.baseAddress, urls.count, milliseconds, maxBytes, &results, &message, message.count)
        }
        guard status == 0 else {
            let why = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return urls.map { _ in .done(.failure(.transport(why))) }
        }
        defer { wr_http_release(&results, results.count) }
        return results.map { r in
            switch r.outcome {
            case WR_HTTP_OK:
                return .done(.success(r.body.map { Data(bytes: $0, count: r.length) } ?? Data()))
            case WR_HTTP_REDIRECT:
                return r.location.map { .redirect(String(cString: $0)) } ?? .done(.failure(.httpStatus(r.http_status)))
            case WR_HTTP_STATUS:
                return .done(.failure(.httpStatus(r.http_status)))
            case WR_HTTP_TOO_LARGE:
                return .done(.failure(.tooLarge(limit: maxBytes)))
            case WR_HTTP_TIMED_OUT:
                return .unfinished
            default:
                var m = r.message
                let why = withUnsafeBytes(of: &m) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                return .done(.failure(.transport(why)))
            }
        }
    }
}
