#!/usr/bin/env python3
"""Apple's API surface for widget extensions against WidgetRender's: writes (or, with --check,
verifies) API/apple-surface.tsv and API/README.md.

API/apple-surface.tsv lists every public symbol of WidgetKit, ActivityKit, SwiftUI, the App
Intents subset widgets use and Swift Charts, read from Apple's SDK interface listings (sources
in its `source` column and in API/README.md), with WidgetRender's status for each:

  declared     a public declaration with Apple's name and argument labels (rendered, or accepted
               with a diagnostic; DifferencesFromSwiftUI.md says which do nothing)
  unavailable  declared `@available(*, unavailable, message:)`: the compiler names what is missing
  labels       the name is declared on the same type with other argument labels
  missing      not declared: a file using it fails with "cannot find in scope"

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public` wrote
(unavailable declarations are not in symbol graphs, so those are read from the sources).
Usage: python3 scripts/api-surface.py SYMBOLGRAPH_DIR [--check]
"""
import collections, json, os, re, sys

MODULES = ["WidgetCore", "WidgetText", "WidgetImageIO", "WidgetUI", "WidgetLinks", "HomeScreen",
           "WidgetTemplates", "WidgetRender"]
TABLE = "API/apple-surface.tsv"
README = "API/README.md"
SOURCES = ["Sources/WidgetCore", "Sources/WidgetUI", "Sources/WidgetRender", "Sources/WidgetTemplates", "Shims/Sources"]


# Members a conformance gives a type without a declaration of its own (synthesized, or a default
# implementation of the standard library's): symbol graphs written with --skip-synthesized-members
# leave them out.
CONFORMANCE_MEMBERS = {
    "CaseIterable": ["allCases"],
    "RawRepresentable": ["rawValue", "init(rawValue:)"],
    "Hashable": ["hashValue", "hash(into:)"],
    "Identifiable": ["id"],
    "CustomStringConvertible": ["description"],
    "Encodable": ["encode(to:)"],
    "Decodable": ["init(from:)"],
    "ExpressibleByArrayLiteral": ["init(arrayLiteral:)"],
    "ExpressibleByStringLiteral": ["init(stringLiteral:)"],
    "ExpressibleByIntegerLiteral": ["init(integerLiteral:)"],
    "ExpressibleByFloatLiteral": ["init(floatLiteral:)"],
    "ExpressibleByStringInterpolation": ["StringInterpolation", "init(stringInterpolation:)"],
    "SetAlgebra": ["init()", "init(_:)", "init(arrayLiteral:)", "contains(_:)", "union(_:)", "intersection(_:)",
                   "symmetricDifference(_:)", "insert(_:)", "remove(_:)", "update(with:)", "formUnion(_:)",
                   "formIntersection(_:)", "formSymmetricDifference(_:)", "subtracting(_:)", "subtract(_:)",
                   "isSubset(of:)", "isSuperset(of:)", "isDisjoint(with:)", "isStrictSubset(of:)",
                   "isStrictSuperset(of:)", "isEmpty"],
}


def declared(graph_dir):
    names, paths, aliases = set(), {}, {}
    for f in sorted(os.listdir(graph_dir)):
        module = f.split("@")[0].split(".")[0]
        if module not in MODULES or not f.endswith(".symbols.json"):
            continue
        graph = json.load(open(os.path.join(graph_dir, f)))
        for s in graph["symbols"]:
            path = ".".join(s["pathComponents"])
            names.add(path)
            paths[s["identifier"]["precise"]] = path
            if s["kind"]["identifier"] == "swift.typealias":
                # `Font.Weight = FontWeight`: the alias names every member of its target.
                targets = [x["preciseIdentifier"] for x in s.get("declarationFragments", [])
                           if x["kind"] == "typeIdentifier" and "preciseIdentifier" in x]
                if len(targets) == 1:
                    aliases[path] = targets[0]
        for r in graph.get("relationships", []):
            protocol = r.get("targetFallback", r["target"]).split(".")[-1]
            if r["kind"] == "conformsTo" and r["source"] in paths:
                for p in ["SetAlgebra"] if protocol == "OptionSet" else [protocol]:
                    names.update(paths[r["source"]] + "." + m for m in CONFORMANCE_MEMBERS.get(p, []))
    for alias, target in aliases.items():
        if target in paths:
            prefix = paths[target] + "."
            names.update(alias + "." + n[len(prefix):] for n in list(names) if n.startswith(prefix))
    return names


def split_top(params):
    """The comma-separated parts of a parameter list, not splitting inside brackets."""
    depth, current, parts = 0, "", []
    for ch in params:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip()); current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def labels(params):
    """`(_ a: Int, b c: T = x, d: (Int) -> Void)` -> `_:b:d:`."""
    out = ""
    for p in split_top(params):
        head = p.split(":")[0].strip().split()
        head = [h for h in head if not h.startswith("@") and h not in ("inout", "borrowing", "consuming", "isolated")]
        if head:
            out += head[0] + ":"
    return out


def balanced(text, start):
    """The text inside the parentheses opening at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
    return ""


DECL = re.compile(r"\b(struct|class|enum|protocol|typealias|actor)\s+(\w+)|\b(func)\s+`?(\w+)`?\s*(<[^(]*>)?\s*\(|\b(init)\??\s*(<[^(]*>)?\s*\(|\b(var|let)\s+`?(\w+)`?|\bcase\s+`?(\w+)`?")


SCOPE = re.compile(r"\b(extension|struct|class|enum|protocol|actor)\s+([\w.]+)[^{;]*\{")


def unavailable(exclude=None):
    """`Owner.name(labels:)` of every `@available(*, unavailable…)` declaration in the sources."""
    return scan(SOURCES, "@available(*, unavailable", exclude)


def shims():
    """`Owner.name(labels:)` of every public declaration of the Shims package (SwiftUI's
    `StateObject`, `ObservedObject`… live in its `SwiftUI` module, next to Combine's), but for
    those it declares unavailable (UIKit's trait types)."""
    return scan(["Shims/Sources"], "public ") - scan(["Shims/Sources"], "@available(*, unavailable")


def scan(roots, marker, exclude=None):
    names = set()
    for root in roots:
        for dirpath, _, files in os.walk(root):
            if exclude and os.path.commonpath([dirpath, exclude]) == exclude:
                continue
            for f in files:
                if not f.endswith(".swift"):
                    continue
                text = open(os.path.join(dirpath, f)).read()
                # The owner of a declaration: the innermost enclosing `extension X`/`struct X` by brace depth.
                opens = {m.end() - 1: m.group(2) for m in SCOPE.finditer(text)}
                stack = []
                for pos, ch in enumerate(text):
                    if ch == "{":
                        stack.append(opens.get(pos))
                    elif ch == "}" and stack:
                        stack.pop()
                    elif ch == marker[0] and text.startswith(marker, pos) and (marker[0] == "@" or text[pos - 1] in " \n\t"):
                        end = text.find(")", pos) if marker[0] == "@" else pos + len(marker) - 2
                        # Skip the message (it may hold parentheses): to the closing `")`.
                        msg = text.find('message:', pos)
                        if msg != -1 and msg < text.find("\n", pos):
                            end = text.find('")', msg) + 1
                        m = DECL.search(text, end + 1)
                        if not m:
                            continue
                        owner = next((o for o in reversed(stack) if o), None)
                        if m.group(1):
                            name = m.group(2)
                            names.add(name)
                            if owner:
                                names.add(owner + "." + name)
                        elif m.group(3):
                            params = balanced(text, m.end() - 1)
                            names.add((owner + "." if owner else "") + m.group(4) + "(" + labels(params) + ")")
                        elif m.group(6):
                            params = balanced(text, m.end() - 1)
                            names.add((owner + "." if owner else "") + "init(" + labels(params) + ")")
                        elif m.group(8):
                            names.add((owner + "." if owner else "") + m.group(9))
                        elif m.group(10):
                            names.add((owner + "." if owner else "") + m.group(10))
    return names


def base(symbol):
    return symbol.split("(")[0]


def owners(path):
    parts = path.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def classify(rows, ours, gone):
    by_base = collections.defaultdict(set)
    for n in ours | gone:
        by_base[base(n)].add(n)
    out = []
    for r in rows:
        s = r["symbol"]
        if s in ours:
            status = "declared"
        elif s in gone:
            status = "unavailable"
        elif "(" in s and by_base.get(base(s)):
            status = "labels"
        elif any(p in gone for p in owners(base(s))):
            status = "unavailable"   # a member of a type declared unavailable
        else:
            status = "missing"
        out.append(dict(r, status=status))
    return out


def render_table(rows):
    lines = ["framework\tkind\tsymbol\tintroduced\tstatus\tsource"]
    for r in rows:
        lines.append("\t".join([r["framework"], r["kind"], r["symbol"], r["introduced"], r["status"], r["source"]]))
    return "\n".join(lines) + "\n"


def render_readme(rows):
    frameworks = ["WidgetKit", "ActivityKit", "SwiftUI", "AppIntents", "Charts"]
    statuses = ["declared", "labels", "unavailable", "missing"]
    count = collections.Counter((r["framework"], r["status"]) for r in rows)
    total = collections.Counter(r["status"] for r in rows)
    lines = [
        "# Apple's API surface for widget extensions",
        "",
        "Generated by `scripts/api-surface.py` from `apple-surface.tsv` and the symbol graphs; CI checks it is",
        "current. `apple-surface.tsv` lists every public symbol of WidgetKit, ActivityKit, SwiftUI, the App",
        "Intents subset widgets use and Swift Charts, one row per name and argument labels, read from",
        "Apple's SDK interface listings: SwiftUI iOS 18.1 (`ipedro/swiftui-sessions`, `SDK/SwiftUI.swiftinterface`",
        "and `SwiftUICore.swiftinterface`), WidgetKit, ActivityKit and Charts iOS 26.0 (`SunnyM00n/iOS-SDKs`) merged",
        "with iOS 17.4 (`danpashin/sdks` v17.4), App Intents iOS 17.4 (`danpashin/sdks`) plus Apple's documentation",
        "pages for iOS 18 and 26 additions (each row's `source` names its listing or page). Declarations the",
        "listings print that are not public (the cases of internal and package enums such as `Text.Storage`,",
        "`Path.Storage` or `InterpolationMethod.Storage`, internal classes such as `AnyLocation`) are left out.",
        "",
        "Status: **declared** — a public declaration with Apple's name and argument labels (drawn, or accepted",
        "with a diagnostic); **labels** — the name is declared with other argument labels; **unavailable** —",
        "declared `@available(*, unavailable, message:)`, so the compiler says what is not supported;",
        "**missing** — not declared: code using it fails with \"cannot find in scope\".",
        "",
        "Every row not declared by hand is declared unavailable by `scripts/unavailable-api.py` in",
        "`Sources/WidgetUI/Unavailable/`, with Apple's signature where it compiles against WidgetRender's types",
        "(generic arguments otherwise, `unavailable-fallbacks.txt`) and the reason `unavailable-reasons.tsv`",
        "gives. Symbols of SwiftUI's Combine wrappers (`StateObject`, `ObservedObject`, `EnvironmentObject`)",
        "are declared by the `SwiftUI` module of the Shims package.",
        "",
        "| framework | " + " | ".join(statuses) + " | rows |",
        "|---|" + "---|" * (len(statuses) + 1),
    ]
    for f in frameworks:
        n = sum(count[(f, s)] for s in statuses)
        lines.append(f"| {f} | " + " | ".join(str(count[(f, s)]) for s in statuses) + f" | {n} |")
    lines.append("| **all** | " + " | ".join(f"**{total[s]}**" for s in statuses) + f" | **{len(rows)}** |")
    missing = [r for r in rows if r["status"] == "missing"]
    if not missing:
        lines += ["", "Every row is declared: code using any of these names compiles, or fails with a message saying",
                  "what is not supported and what to do. SwiftUI's initializers of UIKit trait types",
                  "(`UIUserInterfaceStyle(colorScheme)`…) are declared unavailable by the Shims package's `UIKit`",
                  "module; Xcode's `Preview` values are unavailable in favour of WidgetRender's `#Preview`."]
    else:
        lines += ["", "## Not declared yet, by framework", ""]
        for f in frameworks:
            names = [r["symbol"] for r in missing if r["framework"] == f]
            if names:
                lines.append(f"- **{f}** ({len(names)}): " + ", ".join(f"`{m}`" for m in names))
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    graph_dir, check = sys.argv[1], "--check" in sys.argv
    src = TABLE if os.path.exists(TABLE) else None
    rows = []
    with open(src or "/tmp/apple-symbols.tsv") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            cells = line.rstrip("\n").split("\t")
            r = dict(zip(header, cells))
            rows.append({k: r.get(k, "") for k in ("framework", "kind", "symbol", "introduced", "source")})
    rows = classify(rows, declared(graph_dir) | shims(), unavailable())
    table, readme = render_table(rows), render_readme(rows)
    if check:
        stale = [p for p, t in ((TABLE, table), (README, readme)) if not os.path.exists(p) or open(p).read() != t]
        if stale:
            sys.exit("api-surface: " + ", ".join(stale) + " out of date; run python3 scripts/api-surface.py " + graph_dir)
        return
    open(TABLE, "w").write(table)
    open(README, "w").write(readme)
    c = collections.Counter(r["status"] for r in rows)
    print("api-surface:", dict(c), "of", len(rows))


if __name__ == "__main__":
    main()
