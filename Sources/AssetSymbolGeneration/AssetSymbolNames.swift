/// The Swift name Xcode gives an asset catalog entry (Xcode 15's generated asset symbols), measured
/// on Xcode's own output, as no document states the rule:
///
/// - Words are split at every character that is not a letter or digit (`color_000000` →
///   `color000000`, `Background1-Dark` → `background1Dark`), namespace folders included
///   (`assets/images/tab1` → `assetsImagesTab1`: Xcode's `GeneratedAssetSymbols.h` spells it
///   `ACImageNameAssetsImagesTab1`).
/// - The first letter is lowercased (`TreeShopBlack` → `treeShopBlack`), a leading run of capitals
///   too, but for the one starting the next word (`URLIcon` → `urlIcon`).
/// - A trailing `Color` or `Image` is dropped, for color and image sets alike (`AccentColor` →
///   `accent`; an image `giftColor` meets `gift`, SwiftGen issue 1078; SwiftFormat issue 1634).
/// - A name starting with a digit gets a leading `_`; a Swift keyword is written in backticks.
public enum AssetSymbolNames {
    /// The symbol for the asset named `name` (`Folder/Name` when namespaced).
    public static func symbol(for name: String) -> String {
        var words = split(name)
        if words.isEmpty { return "_" }
        if let last = words.last {
            for suffix in ["Color", "Image"] where last.hasSuffix(suffix) && (last.count > suffix.count || words.count > 1) {
                let trimmed = String(last.dropLast(suffix.count))
                if trimmed.isEmpty { words.removeLast() } else { words[words.count - 1] = trimmed }
                break
            }
        }
        var result = lowercasedStart(words[0])
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first?.isNumber == true { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    static func split(_ name: String) -> [String] {
        name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    static func lowercasedStart(_ word: String) -> String {
        let chars = Array(word)
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        if upper <= 1 || upper == chars.count { return word.prefix(upper == chars.count ? upper : 1).lowercased() + chars.dropFirst(upper == chars.count ? upper : 1) }
        // `URLIcon`: the last capital starts the next word.
        return String(chars[..<(upper - 1)]).lowercased() + String(chars[(upper - 1)...])
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "catch", "false", "is", "nil", "super", "self", "throw", "throws", "true", "try", "any", "some",
    ]
}
