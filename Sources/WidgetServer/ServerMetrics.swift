import Prometheus

/// The service's Prometheus metrics, served at `GET /metrics`.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let renderDuration: DurationHistogram
    let cacheHits: Counter
    let cacheMisses: Counter
    let running: Gauge
    let waiting: Gauge
    let cacheBytes: Gauge

    init() {
        renderDuration = registry.makeDurationHistogram(
            name: "widget_render_duration_seconds",
            buckets: [.milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
                      .milliseconds(100), .milliseconds(250), .seconds(1), .seconds(5)],
            help: "Time to draw and encode one widget image, waiting excluded.")
        cacheHits = registry.makeCounter(name: "widget_render_cache_hits_total", help: "Requests answered from the response cache.")
        cacheMisses = registry.makeCounter(name: "widget_render_cache_misses_total", help: "Requests that rendered.")
        running = registry.makeGauge(name: "widget_render_running", help: "Renders drawing now.")
        waiting = registry.makeGauge(name: "widget_render_waiting", help: "Renders waiting for a slot.")
        cacheBytes = registry.makeGauge(name: "widget_render_cache_bytes", help: "Bytes held by the response cache.")
    }

    /// Counts one answered request.
    func count(route: String, status: Int) {
        registry.makeCounter(name: "widget_http_requests_total", labels: [("route", route), ("status", String(status))],
                             help: "HTTP requests answered, by route and status.").increment()
    }

    /// The exposition text, with the gauges read now.
    func exposition(gate: RenderGate, cache: ResponseCache) -> [UInt8] {
        let load = gate.load
        running.set(Double(load.running))
        waiting.set(Double(load.waiting))
        cacheBytes.set(Double(cache.usage.bytes))
        return registry.emitToBuffer()
    }
}
