import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: the class conforms to `PersistentModel` (identity, equality and hashing by object).
public struct ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelMessage.notAClass))
            return []
        }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}

/// `@Attribute`, `@Relationship`, `@Transient`: how a property is stored, which an in-memory store
/// keeps as it is: nothing to generate.
public struct PropertyOptionsMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

enum ModelMessage: String, DiagnosticMessage {
    case notAClass
    var message: String { "@Model applies to a class" }
    var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

import SwiftDiagnostics

@main
struct SwiftDataMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [ModelMacro.self, PropertyOptionsMacro.self]
}
