import Foundation

/// The folder a template lives in: the only place its image paths may point into.
struct TemplateFolder: Sendable {
    /// The folder, absolute, symbolic links resolved.
    let url: URL

    init(_ url: URL) {
        self.url = url.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// Where an image comes from.
    enum ImageSource: Hashable, Sendable {
        /// An absolute path inside the template folder.
        case file(String)
        case remote(URL)
    }

    /// Classifies and checks an image source string; the error is the message for the author.
    func imageSource(_ s: String) -> Result<ImageSource, ExpressionError> {
        let lower = s.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let u = URL(string: s), let host = u.host, !host.isEmpty else {
                return .failure(ExpressionError("\"\(s)\" is not a valid http(s) URL."))
            }
            return .success(.remote(u))
        }
        if let colon = s.firstIndex(of: ":"), s[..<colon].count > 1,
           s[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "." || $0 == "-" }) {
            return .failure(ExpressionError("the image source \"\(s)\" uses the scheme \"\(s[..<colon])\"; use a path relative to the template folder or an http(s) URL."))
        }
        return file(s).map { .file($0) }
    }

    /// A relative path resolved inside the folder, or why it cannot be.
    func file(_ relative: String) -> Result<String, ExpressionError> {
        if relative.isEmpty { return .failure(ExpressionError("the image path is empty.")) }
        if relative.contains("\0") { return .failure(ExpressionError("the image path contains a NUL character.")) }
        if relative.hasPrefix("/") || relative.hasPrefix("~") || relative.hasPrefix("\\") {
            return .failure(ExpressionError("the image path \"\(relative)\" is absolute; give a path relative to the template folder."))
        }
        let resolved = url.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(url.path + "/") else {
            return .failure(ExpressionError("the image path \"\(relative)\" leads outside the template folder; keep images inside it."))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory) else {
            return .failure(ExpressionError("the image file \"\(relative)\" does not exist in the template folder."))
        }
        if isDirectory.boolValue { return .failure(ExpressionError("the image path \"\(relative)\" is a folder, not an image file.")) }
        return .success(resolved.path)
    }
}
