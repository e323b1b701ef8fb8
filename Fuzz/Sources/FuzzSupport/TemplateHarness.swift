import Foundation
import WidgetTemplates

/// Checks a parsed template and builds it for a small widget, as `render` would. Inputs that
/// mention http are not built: their remote images would go to the network.
public func loadAndBuild(_ document: JSONDocument, bytes: [UInt8]) {
    guard let template = try? WidgetTemplate.load(document, url: scratchFolder) else { return }
    if mentionsHTTP(bytes) { return }
    _ = try? template.instantiate(entry: emptyEntry, family: .systemSmall, images: offlineImages)
}

/// An entry with no data at a fixed date.
public let emptyEntry = TemplateEntry(date: Date(timeIntervalSince1970: 1_780_000_000), data: JSONObject())

/// A loader with no disk cache and a short timeout, for the rare URL that gets through.
public let offlineImages = RemoteImageLoader(configuration: .init(timeout: 0.1))

/// Whether `bytes` contain "http" in any case.
public func mentionsHTTP(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 4 else { return false }
    for i in 0...(bytes.count - 4) where bytes[i] | 0x20 == 0x68 && bytes[i + 1] | 0x20 == 0x74
        && bytes[i + 2] | 0x20 == 0x74 && bytes[i + 3] | 0x20 == 0x70 { return true }
    return false
}
