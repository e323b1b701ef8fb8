#!/usr/bin/env python3
"""Declares every symbol of API/apple-surface.tsv that WidgetRender does not declare by hand as
`@available(*, unavailable, message:)`, so code using it gets a compile-time message saying what
is not supported and what to do, never "cannot find in scope".

Writes Sources/WidgetUI/Unavailable/Unavailable<Framework>.swift. Signatures are Apple's, read from
the SDK interface listings API/README.md names (pass their paths); argument types Apple declares
and WidgetRender does not fall back to generic parameters, found by compiling (`--compile`). The
reason each message gives comes from API/unavailable-reasons.tsv (first matching pattern wins).

Usage: python3 scripts/unavailable-api.py SYMBOLGRAPH_DIR INTERFACE... [--compile]
A developer tool: the listings are Apple's and are not in this repository; CI checks the result
(scripts/api-surface.py --check), not this script.
"""
import collections, csv, importlib.util, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("api_surface", os.path.join(HERE, "api-surface.py"))
api_surface = importlib.util.module_from_spec(spec)
spec.loader.exec_module(api_surface)

OUT_DIR = "Sources/WidgetUI/Unavailable"
REASONS = "API/unavailable-reasons.tsv"
FALLBACKS = "API/unavailable-fallbacks.txt"
FRAMEWORKS = ["WidgetKit", "ActivityKit", "SwiftUI", "AppIntents", "Charts"]
MODULE_PREFIX = re.compile(
    r"\b(?:SwiftUICore|SwiftUI|Swift|Foundation|CoreFoundation|CoreGraphics|_Concurrency|WidgetKit|Charts|"
    r"AppIntents|ActivityKit|_AppIntents_SwiftUI|_AppIntents_UIKit|Combine|UIKit|CoreText|CoreTransferable|"
    r"UniformTypeIdentifiers|Observation|Darwin|ObjectiveC|Dispatch|os|Spatial|simd|Accessibility|"
    r"CoreData|CoreLocation|_LocationEssentials|Intents|Symbols|QuartzCore|CoreImage|AVFoundation|"
    r"DeveloperToolsSupport|MapKit|Contacts|EventKit|_SwiftData_SwiftUI|SwiftData)\.(?=[A-Za-z_])")
DROP_ATTRIBUTES = re.compile(
    r"@(?:inlinable|_alwaysEmitIntoClient|_transparent|_effects\([^)]*\)|_semantics\([^)]*\)|preconcurrency|"
    r"MainActor|_Concurrency\.MainActor|usableFromInline|_spi\([^)]*\)|backDeployed\([^)]*\)|objc|"
    r"_implicitSelfCapture|_inheritActorContext|_unsafeInheritExecutor|_disfavoredOverload|"
    r"_originallyDefinedIn\([^)]*\)|_hasMissingDesignatedInitializers|_silgen_name\([^)]*\)|"
    r"inline\(__always\)|_specialize\([^)]*\)|frozen|_fixed_layout|_marker|_typeEraser\([^)]*\)|"
    r"_nonoverride|_lifetime\([^)]*\)|_unsafeNonescapableResult|_hasStorage|_staticInitializeObjCMetadata|"
    r"_weakLinked|_documentation\([^)]*\)|_show_in_interface|_exported|_implementationOnly|"
    r"discardableResult|_unavailableFromAsync[^ ]*)\s*")
KEYWORDS_DROP = re.compile(r"\b(?:nonisolated|final|dynamic|override|open|__owned|__shared|borrowing|consuming|"
                           r"required|convenience|optional|indirect|isolated|sending)\s+")
VIEW_PROTOCOLS = ("View", "Shape", "InsettableShape")
# Foundation's types that SwiftUI extends and Linux's Foundation has too.
FOUNDATION_OWNERS = {"AttributeScopes": "enum", "FormatStyle": "protocol"}
BUILDERS = set()       # the result builders WidgetRender declares; Apple's others are dropped from signatures


# ---------------------------------------------------------------------------------------------
# Reading Apple's interface listings.

Decl = collections.namedtuple("Decl", "key owner kind name head where generics wrapper")


def unqualified(text):
    previous = None
    while previous != text:
        previous, text = text, MODULE_PREFIX.sub("", text)
    return text


def strip_attributes(text):
    text = re.sub(r"@available\([^)]*\)\s*", "", text)
    return KEYWORDS_DROP.sub("", DROP_ATTRIBUTES.sub("", text)).strip()


def extension_target(line):
    m = re.match(r"extension\s+([\w.]+)(?:\s*:\s*[^{]*?)?(\s+where\s+[^{]*)?\s*\{", line)
    return (unqualified(m.group(1)), unqualified(m.group(2) or "").strip()) if m else (None, None)


def type_header(line):
    m = re.search(r"\b(struct|class|enum|protocol|actor)\s+(\w+)\s*(<[^{]*?>)?", line)
    return m


def read_interface(path):
    """Every public declaration, keyed `Owner.name(labels:)` as apple-surface.tsv spells symbols."""
    decls = {}
    scopes = []          # (owner name or None for a body, where clause)
    body_depth = 0
    skipping_else = False
    attributes = []
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if body_depth:
            body_depth += line.count("{") - line.count("}")
            continue
        if line.startswith("#if"):
            continue
        if line.startswith("#else"):
            skipping_else = True
            continue
        if line.startswith("#endif"):
            skipping_else = False
            continue
        if skipping_else or not line or line.startswith("//") or line.startswith("import "):
            continue
        if line.startswith("}"):
            if scopes:
                scopes.pop()
            continue
        if line.startswith("@") and not re.search(r"\b(func|init|var|let|case|subscript|struct|class|enum|protocol|typealias|actor|extension)\b", strip_attributes(line)):
            attributes.append(line)
            continue
        attrs, attributes = attributes, []
        text = strip_attributes(line)
        if "@available(*, unavailable" in " ".join(attrs) + line or re.search(r"@available\(iOS[^)]*unavailable", " ".join(attrs) + line):
            if line.endswith("{"):
                scopes.append((None, ""))
            continue
        owner = ".".join(s[0] for s in scopes if s[0]) if scopes and all(s[0] for s in scopes) else None
        where = scopes[-1][1] if scopes else ""
        if text.startswith("extension "):
            target, clause = extension_target(text)
            scopes.append((target, clause))
            continue
        m = type_header(text)
        if m and re.sub(r"@\w+(\([^)]*\))?\s*", "", text.split(m.group(1))[0]).strip() in ("public", ""):
            name = m.group(2)
            key = (owner + "." if owner else "") + name
            if "public" in text.split(m.group(1))[0] or scopes:
                wrapper = "@propertyWrapper" in " ".join(attrs) + line
                decls.setdefault(key, Decl(key, owner, "protocol" if m.group(1) == "protocol" else "type", name, text, where, m.group(3) or "", wrapper))
            if text.endswith("{"):
                scopes.append((name, ""))
            continue
        if scopes and scopes[-1][0] is None:
            continue
        if not text.startswith("public ") and not (scopes and re.match(r"(static |class )?(func|init|var|let|case|subscript|typealias|associatedtype)\b", text)):
            if text.endswith("{") and not text.endswith("{}"):
                body_depth = 1
            continue
        key = declaration_key(text, owner)
        if key:
            decls.setdefault(key[0], Decl(key[0], owner, key[1], key[2], text, where, "", False))
        if text.endswith("{") and not re.search(r"\{\s*(get|set)", text):
            body_depth = 1
    return decls


def declaration_key(text, owner):
    prefix = (owner + ".") if owner else ""
    m = re.search(r"\bfunc\s+([\w]+)\s*(<[^(]*>)?\s*\(", text)
    if m:
        return prefix + m.group(1) + "(" + api_surface.labels(api_surface.balanced(text, m.end() - 1)) + ")", "func", m.group(1)
    m = re.search(r"\binit[?!]?\s*(<[^(]*>)?\s*\(", text)
    if m:
        return prefix + "init(" + api_surface.labels(api_surface.balanced(text, m.end() - 1)) + ")", "init", "init"
    m = re.search(r"\b(var|let)\s+(\w+)\s*:", text)
    if m:
        return prefix + m.group(2), "var", m.group(2)
    m = re.search(r"\bcase\s+(\w+)\s*(\()?", text)
    if m:
        if m.group(2):
            params = api_surface.balanced(text, m.end() - 1)
            labelled = ",".join(p if ":" in p else "_: " + p for p in split_top(params))
            return prefix + m.group(1) + "(" + api_surface.labels(labelled) + ")", "case", m.group(1)
        return prefix + m.group(1), "case", m.group(1)
    m = re.search(r"\btypealias\s+(\w+)", text)
    if m:
        return prefix + m.group(1), "typealias", m.group(1)
    return None


split_top = api_surface.split_top



# ---------------------------------------------------------------------------------------------
# What WidgetRender declares.

def our_types(graph_dir):
    """Type path -> kind identifier for every public type of the modules `import WidgetRender` brings."""
    kinds = {}
    for f in sorted(os.listdir(graph_dir)):
        if f.split("@")[0].split(".")[0] not in api_surface.MODULES or not f.endswith(".symbols.json"):
            continue
        for s in json.load(open(os.path.join(graph_dir, f)))["symbols"]:
            kind = s["kind"]["identifier"].split(".")[-1]
            if kind in ("struct", "class", "enum", "protocol", "typealias"):
                kinds[".".join(s["pathComponents"])] = kind
    return kinds


def shim_names():
    """Names the Shims package declares (SwiftUI's Combine-backed wrappers, SwiftData…): not ours to declare."""
    names = set()
    for dirpath, _, files in os.walk("Shims/Sources"):
        for f in files:
            if f.endswith(".swift"):
                text = open(os.path.join(dirpath, f)).read()
                names |= set(re.findall(r"\b(?:struct|class|enum|protocol|typealias|func|var|case)\s+(\w+)", text))
    return names


def internal_types():
    """Type names the sources declare at any access level (a public one of the same name would clash
    with it inside WidgetUI, which imports the engine's modules)."""
    names = set()
    for dirpath, _, files in os.walk("Sources"):
        if os.path.commonpath([dirpath, OUT_DIR]) == OUT_DIR:
            continue
        for f in files:
            if f.endswith(".swift"):
                names |= set(re.findall(r"\b(?:struct|class|enum|protocol|typealias)\s+(\w+)", open(os.path.join(dirpath, f)).read()))
    return names


def reasons():
    rules = []
    with open(REASONS) as f:
        f.readline()
        for line in f:
            pattern, reason = line.rstrip("\n").split("\t")
            rules.append((re.compile(pattern), reason))
    return rules


def reason_for(symbol, rules):
    return next(reason for pattern, reason in rules if pattern.search(symbol))


# ---------------------------------------------------------------------------------------------
# Writing declarations.

def generic_names(generics):
    """`<Label, V> where …` or `<V : View>` -> `<Label, V>` without constraints."""
    if not generics:
        return ""
    inner = generics.strip()[1:-1]
    names = [p.split(":")[0].split("=")[0].strip() for p in split_top(inner)]
    names = [n.replace("each ", "") for n in names if n]
    return "<" + ", ".join(names) + ">" if names else ""


KEYWORDS = {"default", "repeat", "in", "is", "as", "self", "Self", "init", "switch", "case", "where", "while",
            "for", "if", "else", "return", "throw", "try", "do", "catch", "static", "class", "struct", "enum",
            "protocol", "extension", "func", "var", "let", "import", "operator", "subscript", "defer", "guard",
            "break", "continue", "fallthrough", "inout", "internal", "private", "public", "true", "false", "nil"}


def identifier(name):
    return f"`{name}`" if name in KEYWORDS else name


def attribute(message):
    return f'@available(*, unavailable, message: "{message}")'


def signature_parameters(params, defaults):
    out = []
    for p in split_top(params):
        if "=" in p and defaults:
            depth = 0
            for i, ch in enumerate(p):
                if ch in "([<{":
                    depth += 1
                elif ch in ")]>}":
                    depth -= 1
                elif ch == "=" and depth == 0 and p[i - 1] not in "-=<>!" and (i + 1 >= len(p) or p[i + 1] != "="):
                    p = p[:i].rstrip() + " = _unavailableArgument()"
                    break
        out.append(p)
    return ", ".join(out)


def from_interface(decl, owner_kind, owner):
    """Apple's declaration as an unavailable one of ours, or None when it cannot be written from it."""
    text = unqualified(decl.head)
    text = re.sub(r"@(\w+Builder)\s+", lambda m: m.group(0) if m.group(1) in BUILDERS else "", text)
    text = re.sub(r"^public\s+", "", text)
    text = re.sub(r"\s*\{\s*$", "", text) if not re.search(r"\{\s*(get|set)", text) else text
    static = "static " if re.match(r"(static|class)\s", text) else ""
    text = re.sub(r"^(static|class)\s+", "", text)
    mutating = "mutating " if text.startswith("mutating ") else ""
    text = re.sub(r"^(mutating|nonmutating)\s+", "", text)
    if decl.kind in ("func", "init"):
        m = re.search(r"\b(func\s+\w+|init[?!]?)\s*(<[^(]*>)?\s*\(", text)
        if not m:
            return None
        params = api_surface.balanced(text, m.end() - 1)
        rest = text[m.end() + len(params) + 1:]
        rest = rest.split("{")[0].rstrip() if "{" in rest else rest
        head = text[:m.end()] + signature_parameters(params, True) + ")" + rest
        result = re.search(r"->\s*(.*?)(\s+where\s+.*)?$", rest)
        returns = result.group(1).strip() if result else ""
        if decl.kind == "init":
            prefix = "convenience " if owner_kind == "class" else ""
            return f"@_disfavoredOverload public {prefix}{head} {{ unavailableBody() }}"
        if returns.startswith("some ") and not static and (owner == returns[5:] or (returns == "some View" and owner in VIEW_PROTOCOLS)):
            return f"@_disfavoredOverload public {mutating}{head} {{ self }}"
        if "some " in returns:
            head = head[:len(head) - len(rest)] + rest.replace(returns, returns.replace("some ", "any "), 1)
        return f"@_disfavoredOverload public {static}{mutating}{head} {{ unavailableBody() }}"
    if decl.kind in ("var", "case"):
        if decl.kind == "case":
            m = re.match(r"case\s+(\w+)\s*(\(.*\))?", text)
            if m.group(2):
                params = ", ".join(p if ":" in p else "_ " + f"v{i}: " + p for i, p in enumerate(split_top(m.group(2)[1:-1])))
                return f"@_disfavoredOverload public static func {identifier(m.group(1))}({params}) -> Self {{ unavailableBody() }}"
            return f"@_disfavoredOverload public static var {identifier(m.group(1))}: Self {{ unavailableBody() }}"
        m = re.match(r"(?:var|let)\s+(\w+)\s*:\s*(.*?)\s*(\{.*\})?\s*$", text)
        if not m:
            return None
        name, type_, accessors = identifier(m.group(1)), m.group(2), m.group(3) or ""
        settable = "set" in accessors or (text.startswith("var") and not accessors and owner_kind != "protocol")
        if type_.startswith("some "):
            type_ = "any " + type_[5:]
        body = "{ get { unavailableBody() } set { } }" if settable else "{ unavailableBody() }"
        if settable and owner_kind in ("protocol", "class"):
            body = "{ get { unavailableBody() } nonmutating set { } }" if owner_kind == "protocol" else body
        return f"@_disfavoredOverload public {static}var {name}: {type_} {body}"
    return None


def label_subsets(labels):
    """Apple's defaulted arguments are unknown here: every order-keeping subset of up to four labels
    (the full list first), so `.glassEffect()` meets the declaration as `.glassEffect(_:in:)` does."""
    if len(labels) > 4:
        return [labels]
    return [[l for i, l in enumerate(labels) if mask >> i & 1] for mask in range(2 ** len(labels) - 1, -1, -1)]


def fallback(row, name, owner_kind, static=None):
    """Declarations from the row's name and argument labels alone, each argument a generic parameter:
    [(signature, declaration)], one per subset of the labels."""
    symbol, is_init, name = row["symbol"], name == "init", identifier(name)
    if "(" not in symbol:
        if row["kind"] == "environment" or symbol.startswith("EnvironmentValues.") or static is False:
            return [(("var", name), f"@_disfavoredOverload public var {name}: Never {{ get {{ unavailableBody() }} set {{ }} }}")]
        return [(("static var", name), f"@_disfavoredOverload public static var {name}: Self {{ unavailableBody() }}")]
    out = []
    for labels in label_subsets(symbol[symbol.index("(") + 1:-1].split(":")[:-1]):
        gen = "<" + ", ".join(f"A{i}" for i in range(len(labels))) + ">" if labels else ""
        params = ", ".join(f"{l} a{i}: A{i}" for i, l in enumerate(labels))
        key = "".join(l + ":" for l in labels)
        if is_init:
            prefix = "convenience " if owner_kind == "class" else ""
            out.append((("init", key), f"@_disfavoredOverload public {prefix}init{gen}({params}) {{ unavailableBody() }}"))
        elif static is False or (static is None and (row["kind"] == "modifier" or owner_kind == "protocol")):
            out.append((("func", name, key), f"@_disfavoredOverload public func {name}{gen}({params}) -> Self {{ self }}"))
        else:
            out.append((("static func", name, key), f"@_disfavoredOverload public static func {name}{gen}({params}) -> Self {{ unavailableBody() }}"))
    return out


# ---------------------------------------------------------------------------------------------
# Planning and writing the files.

HEADER = """// Generated by scripts/unavailable-api.py from API/apple-surface.tsv: do not edit.
// Apple's {framework} API that WidgetRender does not draw or accept, declared unavailable so the
// compiler says so and why ({reasons}).
"""


def load_levels():
    levels = {}
    if os.path.exists(FALLBACKS):
        for line in open(FALLBACKS):
            if line.strip() and not line.startswith("#"):
                symbol, level = line.rstrip("\n").split("\t")
                levels[symbol] = int(level)
    return levels


def save_levels(levels):
    with open(FALLBACKS, "w") as f:
        f.write("# symbol<TAB>level: 1 Apple's signature without its extension's where clause, 2 generic\n"
                "# arguments from the labels alone, 3 not declared (written by scripts/unavailable-api.py --compile)\n")
        for symbol in sorted(levels):
            if levels[symbol]:
                f.write(f"{symbol}\t{levels[symbol]}\n")


def prefixes(path):
    parts = path.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def clashes(signatures, signature):
    """A property and a method without arguments of one name are one declaration to Swift."""
    kind, name = signature[0], signature[1]
    if kind.endswith("var"):
        return any(s[0].endswith("func") and s[1] == name and s[2] == "" for s in signatures)
    if kind.endswith("func") and signature[2] == "":
        return any(s[0].endswith("var") and s[1] == name for s in signatures)
    return False


def plan(graph_dir, interface_paths, levels):
    """[(framework, owner, where, symbol, declaration lines)] for every row left undeclared."""
    rows = [r for r in csv.DictReader(open(api_surface.TABLE), delimiter="\t")]
    rows = [{k: r[k] for k in ("framework", "kind", "symbol", "introduced", "source")} for r in rows]
    hand_gone = api_surface.unavailable(exclude=OUT_DIR)
    hand_declared = api_surface.declared(graph_dir)
    rows = api_surface.classify(rows, hand_declared, hand_gone)
    apple = {}
    for path in interface_paths:
        for key, decl in read_interface(path).items():
            apple.setdefault(key, decl)
    ours = our_types(graph_dir)
    ours.update(FOUNDATION_OWNERS)
    BUILDERS.update(name for name in ours if name.endswith("Builder"))
    for name in hand_gone:
        if "(" not in name:
            ours.setdefault(name, "struct")
    shims, rules, internal = shim_names(), reasons(), internal_types()
    generated_types, out = set(), []
    struct_members = {}     # a generated struct -> its members' (signature, declaration): implicit member
                            # expressions (`.basedOnSize`) and calls must resolve to reach the message
    seen = set()
    todo = [r for r in rows if r["status"] in ("missing", "labels")]
    todo.sort(key=lambda r: (r["kind"] not in ("type", "protocol"), r["symbol"].split("(")[0].count("."), r["symbol"]))
    for r in todo:
        symbol = r["symbol"]
        path = symbol.split("(")[0]
        owner, _, name = path.rpartition(".")
        level = levels.get(symbol, 0)
        if level >= 3 or name in shims or path in shims:
            continue
        decl = apple.get(symbol)
        if owner in struct_members and r["kind"] not in ("type", "protocol"):
            static = None if not decl else bool(re.match(r"(public\s+)?(static|class)\s", decl.head) or decl.kind == "case")
            for signature, declaration in fallback(r, name, "struct", static):
                if not clashes(struct_members[owner], signature):
                    struct_members[owner].setdefault(signature, declaration.replace("@_disfavoredOverload ", ""))
            continue
        if any(p in generated_types or (p in hand_gone and "(" not in p) for p in prefixes(path)):
            continue        # a member of a type declared unavailable: the type's message covers it
        message = reason_for(symbol, rules)
        if r["kind"] in ("type", "protocol") and "(" not in symbol:
            if path in ours or (not owner and name in internal):
                continue
            if owner and owner not in ours and owner not in generated_types:
                continue
            generics = generic_names(decl.generics) if decl else ""
            owner_kind = ours.get(owner)
            if owner_kind == "protocol" and name in ours:
                continue    # `AppIntent.Parameter`: WidgetRender's top-level type of that name is what it means
            if owner_kind == "protocol":
                line = f"public typealias {name} = Never"
            elif r["kind"] == "protocol" and not owner:
                line = f"public protocol {name} {{}}"
            else:
                is_view = bool(decl and re.search(r":[^{]*\bView\b", unqualified(decl.head).split(" where ")[0]))
                line = f"public struct {name}{generics}{': View' if is_view else ''} {{}}"
                struct_members[path] = collections.OrderedDict()
                if is_view:
                    # `ShortcutsLink()` in a view builder must reach the type's message.
                    struct_members[path][("var", "body")] = "public var body: Never { unavailableBody() }"
                if decl and decl.wrapper:
                    # `@AccessibilityFocusState var focused: Bool` must reach the type's message.
                    line = "@propertyWrapper " + line
                    value = generics[1:-1].split(",")[0].strip() if generics else "Never"
                    struct_members[path][("var", "wrappedValue")] = f"public var wrappedValue: {value} {{ get {{ unavailableBody() }} nonmutating set {{ }} }}"
                    struct_members[path][("init", "")] = "public init() { unavailableBody() }"
                    struct_members[path][("init", "wrappedValue:")] = f"public init(wrappedValue: {value}) {{ unavailableBody() }}"
            generated_types.add(path)
            out.append((r["framework"], owner, "", symbol, [attribute(message), line]))
            continue
        outer, _, inner = owner.rpartition(".")
        if owner and owner not in ours and outer in ours and inner not in internal and ours[outer] != "protocol":
            # A member of a nested type the table has no row for (`Path.Storage`): the type goes.
            generated_types.add(owner)
            out.append((r["framework"], outer, "", owner, [attribute(reason_for(owner, rules)), f"public struct {inner} {{}}"]))
            continue
        if not owner or owner not in ours:
            continue        # an extension of another framework's type (UIKit, Foundation) or a free function
        owner_kind = ours[owner]
        body = from_interface(decl, owner_kind, owner) if decl and level < 2 else None
        where = decl.where if decl and level == 0 else ""
        if body is not None:
            out.append((r["framework"], owner, where, symbol, [attribute(message), body]))
            continue
        lines = []
        for signature, declaration in fallback(r, name, owner_kind):
            labels = signature[-1] if "(" in symbol else None
            if labels == "" and signature[0].endswith("func") and f"{owner}.{name}" in hand_declared:
                continue    # `Animation.spring()` would be `Animation.spring`, declared
            if (owner, signature) in seen or clashes({k[1]: None for k in seen if k[0] == owner}, signature) or (labels is not None and f"{owner}.{'init' if signature[0] == 'init' else name}({labels})" in hand_declared):
                continue
            seen.add((owner, signature))
            lines += [attribute(message), declaration]
        if lines:
            out.append((r["framework"], owner, "", symbol, lines))
    for i, (framework, owner, where, symbol, lines) in enumerate(out):
        members = struct_members.get(symbol)
        if members:
            head = lines[1][:-2].rstrip() + " "     # `public struct Name<G> {}` without `{}`
            out[i] = (framework, owner, where, symbol, [lines[0], head + "{"] + ["    " + m for m in members.values()] + ["}"])
        elif members is not None:
            out[i] = (framework, owner, where, symbol, lines)
    return out


def write(planned):
    """Writes the files; returns {(file, line): symbol} for reading the compiler's errors back."""
    os.makedirs(OUT_DIR, exist_ok=True)
    lines_of = {}
    for framework in FRAMEWORKS:
        items = [p for p in planned if p[0] == framework]
        path = os.path.join(OUT_DIR, f"Unavailable{framework}.swift")
        if not items:
            if os.path.exists(path):
                os.remove(path)
            continue
        text = HEADER.format(framework=framework, reasons="API/unavailable-reasons.tsv").rstrip("\n").split("\n")
        text += ["", "import Foundation", "import WidgetCore", ""]
        groups = collections.OrderedDict()
        for _, owner, where, symbol, decl in sorted(items, key=lambda p: (p[1], p[2], p[3])):
            groups.setdefault((owner, where), []).append((symbol, decl))
        for (owner, where), members in groups.items():
            if owner:
                text.append(f"extension {owner}{(' ' + where) if where else ''} {{")
                lines_of[(path, len(text))] = [s for s, _ in members]
            for symbol, decl in members:
                for line in decl:
                    text.append(("    " if owner else "") + line)
                    lines_of[(path, len(text))] = [symbol]
            if owner:
                text.append("}")
            text.append("")
        open(path, "w").write("\n".join(text) + "\n")
    return lines_of


ERROR = re.compile(r"^(/[^:]+):(\d+):\d+: error: (.*)$")


def compile_errors():
    proc = subprocess.run(["swift", "build", "-j", "2", "--target", "WidgetUI"], capture_output=True, text=True)
    errors = []
    for line in (proc.stdout + proc.stderr).splitlines():
        m = ERROR.match(line)
        if m:
            errors.append((os.path.relpath(m.group(1)), int(m.group(2)), m.group(3)))
    return proc.returncode, errors


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) < 2:
        sys.exit(__doc__)
    graph_dir, interfaces = args[0], args[1:]
    levels = load_levels()
    for attempt in range(40):
        planned = plan(graph_dir, interfaces, levels)
        lines_of = write(planned)
        print(f"unavailable-api: {len(planned)} declarations written")
        if "--compile" not in sys.argv:
            return
        status, errors = compile_errors()
        if status == 0:
            break
        bumped, foreign = set(), []
        for path, line, message in errors:
            symbols = lines_of.get((path, line))
            if symbols:
                bumped.update(symbols)
                continue
            foreign.append(f"{path}:{line}: {message}")
            # A clash with a declaration of ours the symbol graph does not show (internal, or a
            # witness of a conformance): the generated declaration of that name goes.
            named = re.search(r"(?:redeclaration of|unavailable [\w ]+) '(\w+)", message)
            if named:
                for _, _, _, symbol, _ in planned:
                    if symbol.split("(")[0].rpartition(".")[2] == named.group(1):
                        levels[symbol] = 3
                        bumped.add(symbol)
        for symbol in bumped:
            level = levels.get(symbol, 0)
            unknown = any(k in " ".join(m for p, l, m in errors if symbol in lines_of.get((p, l), []))
                          for k in ("cannot find type", "is not a member type", "cannot specialize"))
            levels[symbol] = 3 if level >= 2 else (2 if unknown else level + 1)
        print(f"  attempt {attempt + 1}: {len(errors)} errors, {len(bumped)} declarations simplified")
        save_levels(levels)
        if foreign and not bumped:
            sys.exit("unavailable-api: errors outside the generated declarations:\n" + "\n".join(foreign[:40]))
    save_levels(levels)


if __name__ == "__main__":
    main()
