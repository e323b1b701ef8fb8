import Foundation

/// A template's sample data, read and parsed once per loaded template. A render service binds
/// it to every request that sends no data of its own; reading and parsing the file each time
/// was a twentieth of such a request. The server loads templates again when their folder
/// changes, which is when this cache is dropped with them.
final class SampleDataCache: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: Result<JSONDocument, TemplateError>?

    /// The parsed file, or the error reading it gave the first time.
    func document(_ read: () throws(TemplateError) -> JSONDocument) throws(TemplateError) -> JSONDocument {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return try cached.get() }
        let result: Result<JSONDocument, TemplateError>
        do throws(TemplateError) { result = .success(try read()) } catch { result = .failure(error) }
        cached = result
        return try result.get()
    }
}
