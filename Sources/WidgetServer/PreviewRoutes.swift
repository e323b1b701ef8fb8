import Hummingbird

/// The preview page at `/`: one static page that draws everything from the API
/// (`/v1/templates`, `/v1/render`, `/v1/hit`) and reloads images on `/v1/events`.
struct PreviewRoutes {
    func add(to router: Router<ServiceRequestContext>) {
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.preview_html)))
        }
    }
}
