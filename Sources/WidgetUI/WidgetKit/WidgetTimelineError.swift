/// Why a widget's timelines could not be enumerated.
public enum WidgetTimelineError: Error, Equatable, CustomStringConvertible {
    /// A family was asked for that the widget does not list in `supportedFamilies`.
    case unsupportedFamily(kind: String, family: WidgetFamily, supported: [WidgetFamily])
    /// A completion-handler provider call never called its completion handler.
    case providerDidNotComplete(kind: String, family: WidgetFamily, call: String, seconds: Double)
    /// The widget's `body` does not lead to a StaticConfiguration, IntentConfiguration or
    /// AppIntentConfiguration.
    case noConfiguration(widget: String)
    /// Two widgets of a bundle share a kind, which WidgetKit requires to be unique.
    case duplicateKind(String)

    public var description: String {
        switch self {
        case .unsupportedFamily(let kind, let family, let supported):
            return "The widget \"\(kind)\" does not support \(family.rawValue); it supports "
                + supported.map(\.rawValue).joined(separator: ", ")
                + ". Add .\(family.rawValue) to its .supportedFamilies([…]) or ask for one of those."
        case .providerDidNotComplete(let kind, let family, let call, let seconds):
            return "The provider of \"\(kind)\" (\(family.rawValue)) did not call the completion handler of \(call) within "
                + "\(fmtSeconds(seconds)) s. Call completion exactly once on every path."
        case .noConfiguration(let widget):
            return "\(widget).body is not a StaticConfiguration, IntentConfiguration or AppIntentConfiguration "
                + "(with modifiers); WidgetRender cannot find its provider."
        case .duplicateKind(let kind):
            return "Two widgets in the bundle have the kind \"\(kind)\"; WidgetKit requires each kind to be unique."
        }
    }
}

private func fmtSeconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
