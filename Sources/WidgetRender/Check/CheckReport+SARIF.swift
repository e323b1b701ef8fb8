import Foundation

extension CheckReport {
    /// The findings as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the
    /// format GitHub code scanning reads: one run of the tool `widget-render`, a rule per rule
    /// id, and a result per finding located at its template file, line and column (or at
    /// `file(source)` when the finding has no line), with the node path as its logical location
    /// and the cells it happens in in its message.
    public func sarif(file: (String) -> String = { $0 }) throws -> Data {
        let ruleIDs = Array(Set(findings.map(\.rule))).sorted()
        let rules = ruleIDs.map { id in
            SARIF.Rule(id: id, shortDescription: .init(text: findings.first { $0.rule == id }.map { Self.firstSentence($0.message) } ?? id))
        }
        let results = findings.map { f -> SARIF.Result in
            let uri = Self.uriReference(f.sourceLocation?.file ?? file(f.source))
            let region = f.sourceLocation.map { SARIF.Region(startLine: max(1, $0.line), startColumn: max(1, $0.column)) }
            // SARIF wants the logical locations unique.
            let names = [f.location, f.sourceLocation?.pointer].compactMap { $0 }
            let logical = names.enumerated().filter { !names[..<$0.offset].contains($0.element) }
                .map { SARIF.LogicalLocation(fullyQualifiedName: $0.element) }
            let cells = f.cells.count > 8 ? f.cells.prefix(8).joined(separator: ", ") + " and \(f.cells.count - 8) more" : f.cells.joined(separator: ", ")
            return SARIF.Result(ruleId: f.rule, ruleIndex: ruleIDs.firstIndex(of: f.rule) ?? 0, level: Self.level(f.severity),
                                message: .init(text: "\(f.message) (in \(cells))"),
                                locations: [SARIF.Location(physicalLocation: .init(artifactLocation: .init(uri: uri), region: region),
                                                           logicalLocations: logical.isEmpty ? nil : logical)])
        }
        let log = SARIF.Log(runs: [SARIF.Run(tool: .init(driver: .init(name: "widget-render", rules: rules)), results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(log)
    }

    /// A file path as the relative URI reference SARIF's `artifactLocation.uri` takes (RFC 3986):
    /// spaces, non-ASCII letters and other reserved characters percent-encoded, and `./` before
    /// a first segment with a colon (it would read as a scheme).
    static func uriReference(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=:@")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        let first = encoded.split(separator: "/", omittingEmptySubsequences: false).first ?? ""
        return first.contains(":") && !encoded.hasPrefix("/") ? "./" + encoded : encoded
    }

    static func level(_ s: Diagnostic.Severity) -> String {
        switch s {
        case .info: return "note"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    static func firstSentence(_ text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }
}

/// The SARIF 2.1.0 objects `check` writes (a subset of the schema: every property it requires).
enum SARIF {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable { var name: String; var rules: [Rule] }
    struct Rule: Encodable { var id: String; var shortDescription: Message }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }
    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
    }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region? }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }
    struct LogicalLocation: Encodable { var fullyQualifiedName: String }
}
