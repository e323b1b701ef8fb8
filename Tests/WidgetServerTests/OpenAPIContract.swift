import Foundation
import Testing
import Yams

/// The repository's `openapi.yaml`, and a check that an answer matches it: the status is one the
/// operation documents, the content type one that status lists, and a JSON body has every
/// required field of its schema (following `$ref`, `allOf` and nested objects and arrays).
struct OpenAPIContract: @unchecked Sendable {  // read-only after init
    static let shared = OpenAPIContract()
    let document: [String: Any]

    init() {
        let url = TestServer.repository.appendingPathComponent("Sources/WidgetServer/Resources/openapi.yaml")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        document = ((try? Yams.load(yaml: text)) as? [String: Any]) ?? [:]
    }

    /// Problems with `answer` for `method` on the documented `path`; empty when it conforms.
    func violations(_ answer: Answer, method: String, path: String) -> [String] {
        guard let paths = document["paths"] as? [String: Any], let item = paths[path] as? [String: Any],
              let operation = item[method.lowercased()] as? [String: Any],
              let responses = operation["responses"] as? [String: Any] else {
            return ["\(method) \(path) is not in openapi.yaml"]
        }
        guard var response = responses[String(answer.status)] as? [String: Any] else {
            return ["status \(answer.status) is not documented for \(method) \(path)"]
        }
        if let ref = response["$ref"] as? String { response = resolve(ref) }
        var problems: [String] = []
        if let headers = response["headers"] as? [String: Any] {
            for (name, spec) in headers where (spec as? [String: Any])?["required"] as? Bool == true {
                if answer.headers[name.lowercased()] == nil { problems.append("header \(name) is missing") }
            }
        }
        guard let content = response["content"] as? [String: Any] else { return problems }
        let media = answer.contentType.split(separator: ";").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        guard let entry = content[media] as? [String: Any] else {
            return problems + ["content type \(media) is not documented for \(answer.status) (\(content.keys.sorted()))"]
        }
        if media.hasSuffix("json"), let schema = entry["schema"] as? [String: Any] {
            let value = (try? JSONSerialization.jsonObject(with: answer.body, options: [.fragmentsAllowed])) ?? NSNull()
            problems += check(value, against: schema, at: "")
        }
        return problems
    }

    func resolve(_ ref: String) -> [String: Any] {
        var node: Any = document
        for part in ref.dropFirst(2).split(separator: "/") { node = (node as? [String: Any])?[String(part)] ?? [:] }
        return node as? [String: Any] ?? [:]
    }

    func check(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let ref = schema["$ref"] as? String { return check(value, against: resolve(ref), at: path) }
        if let all = schema["allOf"] as? [[String: Any]] { return all.flatMap { check(value, against: $0, at: path) } }
        var problems: [String] = []
        switch schema["type"] as? String {
        case "object":
            guard let object = value as? [String: Any] else { return ["\(path): expected an object"] }
            for key in schema["required"] as? [String] ?? [] where object[key] == nil || object[key] is NSNull {
                problems.append("\(path)/\(key) is required")
            }
            for (key, sub) in schema["properties"] as? [String: Any] ?? [:] {
                if let v = object[key], !(v is NSNull), let s = sub as? [String: Any] { problems += check(v, against: s, at: "\(path)/\(key)") }
            }
        case "array":
            guard let array = value as? [Any] else { return ["\(path): expected an array"] }
            if let items = schema["items"] as? [String: Any] {
                for (i, v) in array.enumerated() { problems += check(v, against: items, at: "\(path)/\(i)") }
            }
        case "string":
            if !(value is String) { problems.append("\(path): expected a string") }
            if let allowed = schema["enum"] as? [String], let s = value as? String, !allowed.contains(s) { problems.append("\(path): \(s) not in \(allowed)") }
        case "integer", "number":
            if !(value is NSNumber) { problems.append("\(path): expected a number") }
        default: break
        }
        return problems
    }
}

/// Fails the test with every way `answer` departs from the OpenAPI document.
func expectConforms(_ answer: Answer, _ method: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = OpenAPIContract.shared.violations(answer, method: method, path: path)
    #expect(problems.isEmpty, "\(method) \(path) → \(answer.status): \(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
}
