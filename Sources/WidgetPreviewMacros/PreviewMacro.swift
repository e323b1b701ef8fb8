import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` as Xcode declares it, expanded into a uniquely named enum whose members hold the
/// preview's pieces as written, so the compiler type-checks them as Xcode does, and a
/// `PreviewDeclaration` that WidgetRender can render:
///
/// - `#Preview("name") { view }` (also `body:`): a view preview;
/// - `#Preview(as: .content, using: attributes) { Widget() } contentStates: { states }`: a Live
///   Activity preview (also `as: .dynamicIsland(.compact)`, `.expanded`, `.minimal`);
/// - `#Preview(as: .systemSmall) { Widget() } timeline: { entries }`,
///   `… using: intent) { Widget() } timeline: { entries }` and
///   `… { Widget() } timelineProvider: { Provider() }`: a widget preview.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var family: ExprSyntax?
        var intent: ExprSyntax?
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        for argument in node.arguments {
            switch argument.label?.text {
            case nil:
                if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append((nil, closure)) } else { name = argument.expression }
            case "as": family = argument.expression
            case "using": intent = argument.expression
            case "body", "widget", "timeline", "timelineProvider", "contentStates":
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else { throw PreviewError.closureExpected(argument.label?.text ?? "") }
                closures.append((argument.label?.text, closure))
            case "traits": continue
            case let other?: throw PreviewError.unsupportedArgument(other)
            }
        }
        if let trailing = node.trailingClosure { closures.append((nil, trailing)) }
        for extra in node.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }

        let type = context.makeUniqueName("Preview")
        let line: ExprSyntax
        if let location = context.location(of: node) { line = location.line } else { line = "0" }

        guard let family else {
            // A view preview: the first closure is its body.
            guard let body = closures.first?.closure else { throw PreviewError.missingClosure("the preview's view") }
            return ["""
                enum \(type): DeclaredPreview {
                    @MainActor @ViewBuilder static func body() -> some View {
                        \(body.statements)
                    }
                    static var declaration: PreviewDeclaration { PreviewDeclaration(name: \(name), fileID: #fileID, line: \(line)) { AnyView(body()) } }
                }
                """]
        }
        // A widget preview: the widget, then its timeline (entries or a provider).
        guard let widget = closures.first(where: { $0.label == nil || $0.label == "widget" })?.closure else {
            throw PreviewError.missingClosure("the widget")
        }
        if let states = closures.first(where: { $0.label == "contentStates" })?.closure {
            guard let intent else { throw PreviewError.missingClosure("using: the activity's attributes") }
            return ["""
                enum \(type): DeclaredPreview {
                    @MainActor static func widget() -> some Widget {
                        \(widget.statements)
                    }
                    static var declaration: PreviewDeclaration {
                        PreviewDeclaration(name: \(name), fileID: #fileID, line: \(line), activity: \(family), attributes: \(intent),
                                           widget: { widget() }, contentStates: {
                                               \(states.statements)
                                           })
                    }
                }
                """]
        }
        let intentArgument: ExprSyntax = intent ?? "nil"
        if let timeline = closures.first(where: { $0.label == "timeline" })?.closure {
            return ["""
                enum \(type): DeclaredPreview {
                    @MainActor static func widget() -> some Widget {
                        \(widget.statements)
                    }
                    @MainActor @PreviewTimelineBuilder static func timeline() -> [any TimelineEntry] {
                        \(timeline.statements)
                    }
                    static var declaration: PreviewDeclaration {
                        PreviewDeclaration(name: \(name), fileID: #fileID, line: \(line), family: \(family), intent: \(intentArgument),
                                           widget: { widget() }, entries: { timeline() })
                    }
                }
                """]
        }
        if let provider = closures.first(where: { $0.label == "timelineProvider" })?.closure, let intent {
            return ["""
                enum \(type): DeclaredPreview {
                    @MainActor static func widget() -> some Widget {
                        \(widget.statements)
                    }
                    static var declaration: PreviewDeclaration {
                        // The provider in place, not behind `some`: its Intent must be the intent's type.
                        PreviewDeclaration(name: \(name), fileID: #fileID, line: \(line), family: \(family), intent: \(intent),
                                           widget: { widget() }, provider: {
                                               \(provider.statements)
                                           })
                    }
                }
                """]
        }
        if let provider = closures.first(where: { $0.label == "timelineProvider" })?.closure {
            return ["""
                enum \(type): DeclaredPreview {
                    @MainActor static func widget() -> some Widget {
                        \(widget.statements)
                    }
                    @MainActor static func provider() -> some TimelineProvider {
                        \(provider.statements)
                    }
                    static var declaration: PreviewDeclaration {
                        PreviewDeclaration(name: \(name), fileID: #fileID, line: \(line), family: \(family),
                                           widget: { widget() }, provider: { provider() })
                    }
                }
                """]
        }
        throw PreviewError.missingClosure("timeline: or timelineProvider:")
    }
}

/// What a `#Preview` the macro cannot read gets, as a compile-time error.
enum PreviewError: Error, CustomStringConvertible {
    case closureExpected(String)
    case unsupportedArgument(String)
    case missingClosure(String)

    var description: String {
        switch self {
        case .closureExpected(let label): return "#Preview's \(label): argument must be a closure written in place."
        case .unsupportedArgument(let label):
            return "#Preview(\(label):) is not supported on Linux; preview the view, the widget (as: family) or the Live Activity (as: .content, using: attributes)."
        case .missingClosure(let what): return "#Preview needs \(what) as a closure."
        }
    }
}

@main
struct WidgetPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
