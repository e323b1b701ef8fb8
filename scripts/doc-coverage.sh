#!/usr/bin/env bash
# Lists the public symbols without a doc comment in the documented modules (the three DocC
# catalogs: WidgetRender, WidgetUI, WidgetSnapshotTesting) and in the modules WidgetRender
# re-exports (`@_exported import`), which users see through `import WidgetRender`.
#
# Uses the compiler's own view of the public surface: `swift package dump-symbol-graph`
# (swift-symbolgraph-extract, public and open symbols, members synthesized from protocol
# extensions left out). A symbol counts as documented when its symbol graph entry has a doc
# comment, its own or one inherited from the protocol requirement it implements (as DocC shows
# it). Underscored and unavailable symbols are not in the symbol graph, as they are not in the docs.
#
# Prints, per module, the undocumented count out of the public symbols, then each undocumented
# symbol as `path:line: kind name`. Exits 1 when any remain, so it can guard CI. First checks
# that Tests/PublicVocabularyTests/PublicTypes.swift lists the current public types
# (scripts/public-vocabulary.py).
#   JOBS=2 bash scripts/doc-coverage.sh    # build jobs (default 1)
#   MODULES="WidgetUI WidgetCore" bash scripts/doc-coverage.sh
set -euo pipefail
cd "$(dirname "$0")/.."
modules=${MODULES:-"WidgetRender WidgetUI WidgetSnapshotTesting WidgetCore WidgetText WidgetImageIO WidgetLinks HomeScreen WidgetTemplates WidgetPreviews WidgetServer"}
log=$(mktemp); trap 'rm -f "$log"' EXIT
# The command fails on the package's test modules (`…PackageTests`, `…PackageDiscoveredTests`),
# whose symbol graphs no one needs; any other error stops here.
if ! swift package -j "${JOBS:-1}" dump-symbol-graph --skip-synthesized-members --minimum-access-level public >"$log" 2>&1 &&
    grep '^error: ' "$log" | grep -qv "symbol graph for '[A-Za-z]*Package[A-Za-z]*Tests'"; then
    cat "$log" >&2; exit 2
fi
dir=$(ls -d .build/*/symbolgraph | head -n 1)
# The same symbol graphs say whether Tests/PublicVocabularyTests names every public type.
python3 scripts/public-vocabulary.py "$dir" --check
# …and whether API/apple-surface.tsv states what is declared (scripts/api-surface.py).
python3 scripts/api-surface.py "$dir" --check
python3 - "$dir" "$PWD" $modules <<'PY'
import glob, json, os, sys
from urllib.parse import unquote, urlparse

graph_dir, root, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
missing_total = 0
report = []
for module in modules:
    files = [os.path.join(graph_dir, module + ".symbols.json")] + sorted(glob.glob(os.path.join(graph_dir, module + "@*.symbols.json")))
    seen, total, missing = set(), 0, []
    for path in files:
        if not os.path.exists(path):
            sys.exit(f"doc-coverage: no symbol graph {path}")
        for s in json.load(open(path))["symbols"]:
            ident = s["identifier"]["precise"]
            loc = s.get("location")
            if ident in seen or not loc:
                continue
            file = unquote(urlparse(loc["uri"]).path)
            rel = os.path.relpath(file, root)
            if not rel.startswith(f"Sources/{module}/"):
                continue  # a re-exported or external module's symbol
            seen.add(ident)
            total += 1
            doc = s.get("docComment") or {}
            if any(line["text"].strip() for line in doc.get("lines", [])):
                continue
            line = loc["position"]["line"] + 1
            kind = s["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(s["pathComponents"])
            missing.append((rel, line, kind, name))
    missing_total += len(missing)
    print(f"{module}: {len(missing)} undocumented of {total} public symbols")
    report += sorted(missing)
if report:
    print()
for rel, line, kind, name in report:
    print(f"{rel}:{line}: {kind} {name}")
print(f"\ntotal: {missing_total} undocumented")
sys.exit(1 if missing_total else 0)
PY
