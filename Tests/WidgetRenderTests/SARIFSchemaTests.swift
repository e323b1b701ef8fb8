import Foundation
import Testing
import WidgetRender

/// `CheckReport.sarif()` against OASIS's SARIF 2.1.0 JSON schema (Fixtures/README.md), checked
/// offline by `JSONSchemaValidator`.
@MainActor @Suite("SARIF schema")
struct SARIFSchemaTests {
    /// The validator for the schema fixture.
    static func validator() throws -> JSONSchemaValidator {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/sarif-schema-2.1.0.json")
        return JSONSchemaValidator(schema: try JSONSerialization.jsonObject(with: Data(contentsOf: url)))
    }

    /// The SARIF log of a check of Templates/weather (as in CheckTests' `sarifNamesTheTemplateLine`),
    /// made once for the tests that read it.
    static let weatherSARIF = Result<Data, any Error> {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates/weather")
        let template = try WidgetTemplate.load(from: folder, displayName: "Templates/weather")
        var matrix = RenderMatrix(families: [.systemSmall], colorSchemes: [.light], appearances: [nil])
        matrix.devices = RenderMatrix.check.devices
        let report = try WidgetRenderer.check(TemplateSource(try BoundTemplate(template)), name: "Templates/weather", matrix: matrix, threads: 1)
        return try report.sarif()
    }

    /// The `results` of a log's first run.
    static func results(of log: Any) -> [Any]? {
        ((log as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
    }

    @Test("The SARIF log of a check with findings validates against the SARIF 2.1.0 schema")
    func checkWithFindingsValidates() throws {
        let log = try JSONSerialization.jsonObject(with: try Self.weatherSARIF.get())
        let results = try #require(Self.results(of: log))
        #expect(results.count >= 1, "the check found nothing: the validation below would prove little")
        #expect(try Self.validator().errors(in: log) == [])
    }

    @Test("The validator rejects a log SARIF forbids")
    func forbiddenLogIsRejected() throws {
        var log = try #require(try JSONSerialization.jsonObject(with: try Self.weatherSARIF.get()) as? [String: Any])
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        try #require(!results.isEmpty)
        results[0]["level"] = "fatal"
        runs[0]["results"] = results
        runs[0]["tool"] = nil
        log["runs"] = runs
        let errors = try Self.validator().errors(in: log)
        #expect(errors.contains { $0.hasPrefix("/runs/0/results/0/level: enum: \"fatal\" is not one of") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("/runs/0: required: missing property \"tool\"") }, "\(errors)")
        #expect(errors.count == 2, "\(errors)")
    }

    @Test("The SARIF log of a check with no findings validates too")
    func emptyReportValidates() throws {
        let log = try JSONSerialization.jsonObject(with: CheckReport(findings: [], cellsRendered: 0, sources: []).sarif())
        #expect(Self.results(of: log)?.isEmpty == true)
        #expect(try Self.validator().errors(in: log) == [])
    }

    @Test("The validator tells JSON true from 1 (on Linux a parsed 1 also casts to Bool)")
    func booleansAreNotNumbers() throws {
        func invocation(_ successful: String) throws -> Any {
            try JSONSerialization.jsonObject(with: Data(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "invocations": [{"executionSuccessful": \#(successful)}]}]}"#.utf8))
        }
        let validator = try Self.validator()
        #expect(validator.errors(in: try invocation("true")) == [])
        let errors = validator.errors(in: try invocation("1"))
        #expect(errors.count == 1 && errors[0].hasPrefix("/runs/0/invocations/0/executionSuccessful: type: expected boolean, found integer"),
                "\(errors)")
    }

    @Test("A template in a folder with a space, an accent or a colon is still a valid URI reference, percent-encoded")
    func awkwardPathsAreEncoded() throws {
        let finding = { (file: String) in
            CheckFinding(rule: "textTruncated", severity: .info, message: "Cut off.", location: "Text(\"a\")",
                         sourceLocation: SourceLocation(file: file, line: 3, column: 5, pointer: "/body"), source: "x", cells: ["small-light"])
        }
        let report = CheckReport(findings: ["My Widgets/Météo/template.json", "c:weird/template.json"].map(finding), cellsRendered: 1, sources: ["x"])
        let log = try JSONSerialization.jsonObject(with: report.sarif())
        #expect(try Self.validator().errors(in: log) == [])
        let uris = (Self.results(of: log) as? [[String: Any]])?.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["My%20Widgets/M%C3%A9t%C3%A9o/template.json", "./c:weird/template.json"])
    }
}
