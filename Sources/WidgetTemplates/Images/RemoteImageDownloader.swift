import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One batch of downloads on a private URLSession: one deadline for the batch, a byte cap
/// enforced while receiving, and redirects followed by hand (each hop a new request, checked by
/// ``RedirectPolicy``), never by FoundationNetworking, whose redirect chains can trap.
final class Downloader: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    static let maxRedirects = 5

    let timeout: Double
    let maxBytes: Int
    private let lock = NSLock()
    private var session: URLSession?
    /// Each task's download: the index of the URL it fetches for (redirect hops share it).
    private var origin: [Int: Int] = [:]
    /// The task currently fetching each download (the last hop).
    private var current: [Int: URLSessionDataTask] = [:]
    private var hops: [Int: Int] = [:]
    private var buffers: [Int: Data] = [:]
    private var outcomes: [Int: Result<Data, RemoteImageFailure>] = [:]
    /// Downloads not settled yet; `done` is signalled as each settles.
    private var remaining = 0
    private let done = NSCondition()
    private var backstop: Double { (timeout + 1).rounded(.up) }

    let allowsLocalRedirects: Bool
    /// The hosts a redirect may lead to (the loader's allowed hosts); nil: any public host.
    let allowedHosts: Set<String>?

    init(timeout: Double, maxBytes: Int, allowsLocalRedirects: Bool = false, allowedHosts: Set<String>? = nil) {
        self.timeout = max(0.1, timeout); self.maxBytes = max(0, maxBytes); self.allowsLocalRedirects = allowsLocalRedirects
        self.allowedHosts = allowedHosts
    }

    func download(_ urls: [URL]) -> [URL: Result<Data, RemoteImageFailure>] {
        let config = URLSessionConfiguration.ephemeral
        // FoundationNetworking rounds timeouts down to whole seconds (0.5 s would expire at
        // once); the session's are only a backstop, the deadline below is the real timeout.
        config.timeoutIntervalForRequest = backstop
        config.timeoutIntervalForResource = backstop
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        config.urlCache = nil
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: config, delegate: self, delegateQueue: queue)
        lock.withLock { self.session = session }
        done.withLock { remaining = urls.count }
        for (index, url) in urls.enumerated() { start(url, for: index, on: session) }
        // The timeout: what has not settled by the deadline is cancelled and counts as timed out.
        wait(until: Date(timeIntervalSinceNow: timeout))
        let late: [(Int, URLSessionDataTask?)] = lock.withLock {
            urls.indices.filter { outcomes[$0] == nil }.map { ($0, current[$0]) }
        }
        for (index, task) in late {
            settle(index, .failure(.timedOut(seconds: timeout)))
            task?.cancel()
        }
        // Settled downloads still streaming (an oversized body) are not cancelled while data
        // arrives: FoundationNetworking can trap when a transfer is cancelled mid-delivery (seen
        // in CI on an endless body). Their bytes are dropped (``live(_:)`` is nil) and the
        // session's backstop timeout ends them.
        session.finishTasksAndInvalidate()
        return lock.withLock {
            var out: [URL: Result<Data, RemoteImageFailure>] = [:]
            for (index, url) in urls.enumerated() { out[url] = outcomes[index] ?? .failure(.timedOut(seconds: timeout)) }
            self.session = nil
            return out
        }
    }

    private func start(_ url: URL, for index: Int, on session: URLSession) {
        var request = URLRequest(url: url, timeoutInterval: backstop)
        request.setValue("image/png, image/jpeg", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        lock.withLock {
            origin[task.taskIdentifier] = index
            current[index] = task
        }
        task.resume()
    }

    /// Waits until every download has settled or `deadline` passes.
    private func wait(until deadline: Date) {
        done.lock()
        while remaining > 0, done.wait(until: deadline) {}
        done.unlock()
    }

    /// The download `task` works for, while it is that download's current hop and unsettled.
    private func live(_ task: URLSessionTask) -> Int? {
        lock.withLock {
            guard let index = origin[task.taskIdentifier], current[index] === task, outcomes[index] == nil else { return nil }
            return index
        }
    }

    /// Records the first outcome of a download; the batch counts it as finished right away, so
    /// a refused or oversized download never waits for the deadline.
    private func settle(_ index: Int, _ outcome: Result<Data, RemoteImageFailure>) {
        let first: Bool = lock.withLock {
            guard outcomes[index] == nil else { return false }
            outcomes[index] = outcome
            if let task = current[index] { buffers[task.taskIdentifier] = nil }
            return true
        }
        guard first else { return }
        done.withLock {
            remaining -= 1
            done.broadcast()
        }
    }

    private func settle(_ task: URLSessionTask, _ outcome: Result<Data, RemoteImageFailure>) {
        if let index = live(task) { settle(index, outcome) }
    }

    /// A redirect ends this hop; the next one, if ``RedirectPolicy`` allows it and fewer than
    /// ``maxRedirects`` were taken, is a new request.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
        guard let index = live(task) else { return }
        let count: Int = lock.withLock {
            hops[index, default: 0] += 1
            return hops[index] ?? 0
        }
        let refusal: String?
        if count > Self.maxRedirects {
            refusal = "more than \(Self.maxRedirects) redirects"
        } else if let url = request.url {
            if let allowedHosts, !allowedHosts.contains((url.host ?? "").lowercased()) {
                refusal = "\(url.host ?? "a URL without a host"), a host images may not come from"
            } else {
                refusal = RedirectPolicy.refusal(for: url, allowingLocal: allowsLocalRedirects)
            }
        } else {
            refusal = "a redirect without a URL"
        }
        if let refusal {
            settle(index, .failure(.redirectRefused(refusal)))
        } else if let url = request.url, let session = lock.withLock({ self.session }) {
            start(url, for: index, on: session)
        }
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard live(dataTask) != nil else { completionHandler(.cancel); return }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            // A 3xx that reaches here had no usable Location.
            settle(dataTask, .failure(.httpStatus(http.statusCode)))
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > Int64(maxBytes) {
            settle(dataTask, .failure(.tooLarge(limit: maxBytes)))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard live(dataTask) != nil else { return }
        // The cap is checked before appending: an endless body never grows the buffer past it.
        let over: Bool = lock.withLock {
            let held = buffers[dataTask.taskIdentifier]?.count ?? 0
            if held + data.count > maxBytes { return true }
            buffers[dataTask.taskIdentifier, default: Data()].append(data)
            return false
        }
        if over {
            // Settled, not cancelled: see `download(_:)` on cancelling a transfer mid-delivery.
            settle(dataTask, .failure(.tooLarge(limit: maxBytes)))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        defer { lock.withLock { buffers[task.taskIdentifier] = nil } }
        guard live(task) != nil else { return }
        if let error {
            let ns = error as NSError
            if ns.domain == NSURLErrorDomain, ns.code == NSURLErrorTimedOut {
                settle(task, .failure(.timedOut(seconds: timeout)))
            } else {
                settle(task, .failure(.transport(ns.localizedDescription)))
            }
        } else {
            let body = lock.withLock { buffers[task.taskIdentifier] ?? Data() }
            settle(task, .success(body))
        }
    }
}
