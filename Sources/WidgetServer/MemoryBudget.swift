import WidgetRender

/// One memory budget (`--memory-mb`) for everything the server keeps between requests, split
/// between its caches so that none can grow past its share:
///
/// | Share | What                                                   | At the default 512 MiB |
/// |-------|--------------------------------------------------------|------------------------|
/// | 1/8   | answers to repeated render and check requests          | 64 MiB                 |
/// | 1/16  | rendered PNGs served by `/v1/images/{etag}.png`        | 32 MiB                 |
/// | 1/4   | decoded images (template files, screenshots, downloads)| 128 MiB                |
/// | 1/8   | remote images held between requests                   | 64 MiB                 |
/// | 7/16  | renders in flight, fonts, text layouts and the runtime | 224 MiB                |
///
/// Each cache drops its least recently used entries past its share. Remote images are decoded
/// images too, so the two shares overlap and their sum is an upper bound. What is left is not a
/// cache: a render's working memory (blur and shadow buffers, surfaces) is freed when it ends and
/// given back to the system when the server goes idle (``MemoryTrim``).
struct MemoryBudget: Sendable {
    let total: Int
    var responses: Int { total / 8 }
    var renderedImages: Int { total / 16 }
    var decodedImages: Int { total / 4 }
    var remoteImages: Int { total / 8 }

    init(_ total: Int) { self.total = max(0, total) }
}

