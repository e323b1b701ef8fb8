import Foundation
import WidgetRender

/// The one place an error becomes what the user reads: a paragraph on stderr, `widget-render: …`,
/// and with `--json` a document `{"error": {"kind": …, "message": …}}` on stdout.
struct FailureReport: Encodable {
    /// Which stage failed: `template`, `homeScreen`, `render`, `output`, `usage`, `input`, `merge`.
    var kind: String
    var message: String

    /// Whether `error` is one of the library's or the tool's (anything else is ArgumentParser's).
    static func describes(_ error: any Error) -> Bool {
        error is CLIError || error is OutputError || error is RenderError || error is TemplateError
            || error is HomeScreenError || error is ImageIOError || error is CocoaError || error is MergeError
    }

    init(_ error: any Error) {
        switch error {
        case let e as CLIError: kind = "usage"; message = e.message
        case let e as OutputError: kind = "output"; message = e.description
        case let e as RenderError:
            switch e {
            case .template: kind = "template"
            case .homeScreen: kind = "homeScreen"
            case .encoding: kind = "output"
            default: kind = "render"
            }
            message = e.description
        case let e as TemplateError: kind = "template"; message = e.description
        case let e as HomeScreenError: kind = "homeScreen"; message = e.description
        case let e as ImageIOError: kind = "input"; message = e.description
        case let e as MergeError: kind = "merge"; message = e.description
        case let e as CocoaError:
            kind = "output"
            let path = (e.userInfo[NSFilePathErrorKey] as? String).map { " (\($0))" } ?? ""
            message = "A file operation failed\(path): \(e.localizedDescription)"
        default: kind = "render"; message = String(describing: error)
        }
    }

    func print(json: Bool) {
        FileHandle.standardError.write(Data("widget-render: \(message)\n".utf8))
        if json { try? printJSON(["error": self]) }
    }
}
