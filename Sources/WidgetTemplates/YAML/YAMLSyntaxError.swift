import Yams

/// Yams (libyaml) syntax errors as located issues in the house style: what is wrong, and what to do.
enum YAMLSyntaxError {
    /// The issue for a Yams error while reading `text` from `file`.
    static func issue(_ error: YamlError, file: String, text: String) -> TemplateIssue {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return TemplateIssue(file: file, pointer: .root, position: SourcePosition(line: mark.line, column: mark.column),
                                 message: message(problem, context))
        case .reader(let problem, let offset, _, _):
            return TemplateIssue(file: file, pointer: .root, position: offset.map { position(ofCharacter: $0, in: text) },
                                 message: "is not valid YAML text: \(problem); remove the character or write it as an escape in a double-quoted string.")
        default:
            return TemplateIssue(file: file, pointer: .root, message: "cannot be read as YAML: \(error).")
        }
    }

    /// libyaml's problem, with a hint for the common ones.
    static func message(_ problem: String, _ context: YamlError.Context?) -> String {
        let hint: String
        switch problem {
        case "mapping values are not allowed in this context":
            hint = "a ':' followed by a space is not allowed here; put the text in quotes, or start the mapping on its own line."
        case "did not find expected key":
            hint = "expected a key at this indentation; line it up with the keys above it."
        case "did not find expected '-' indicator":
            hint = "expected a list item '- ' at this indentation; line it up with the items above it."
        case "found character that cannot start any token":
            hint = "found a character that cannot start a value here (a tab used for indentation, or '@' or '`'); indent with spaces and quote such text."
        case "found undefined alias":
            hint = "uses an alias that no anchor defines before it; define '&name' first, or fix the name."
        case "found unexpected end of stream":
            hint = "ends inside a quoted string; add the closing quote."
        case "did not find expected ',' or ']'":
            hint = "expected ',' or ']' in a [ ] list; add the missing one."
        case "did not find expected ',' or '}'":
            hint = "expected ',' or '}' in a { } mapping; add the missing one."
        case "did not find expected node content":
            hint = "expected a value here; write one, or quote text that starts with a YAML indicator."
        default:
            hint = "is not valid YAML: \(problem); check the indentation and quoting here."
        }
        // libyaml's context reads "while parsing a block mapping"; "for the next token" says nothing.
        guard let context, !context.text.hasSuffix("for the next token") else { return hint }
        let what = context.text.replacingOccurrences(of: "while parsing ", with: "").replacingOccurrences(of: "while scanning ", with: "")
        return hint + " (In \(what) that starts at \(context.mark.line):\(context.mark.column).)"
    }

    /// The 1-based line and column of the character at `offset` (in characters) of `text`.
    static func position(ofCharacter offset: Int, in text: String) -> SourcePosition {
        var line = 1, column = 1
        for c in text.prefix(offset) {
            if c == "\n" || c == "\r\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourcePosition(line: line, column: column)
    }
}
