#!/usr/bin/env bash
# The fidelity report: renders every ported oracle widget (the home-assistant/iOS tiles in
# ../shared/oracles/home-assistant-ios or $WIDGETRENDER_ORACLES, and the sets in
# Tests/OracleTests and Tests/PortedOracleTests) and compares them with the real iOS renders by ink boxes
# (method: Tests/OracleSupport/InkBoxes.swift). Prints each widget's median and worst
# offset in points and writes side-by-side pages to out/fidelity/<set>/index.html.
# CI runs the same comparisons in the test suite, which fails past each set's bounds.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${OUT:-out/fidelity}"
rm -rf "$OUT"; mkdir -p "$OUT"
swift build --build-tests --traits Previews
ORACLE_REPORT=1 ORACLE_REPORT_DIR="$PWD/$OUT" swift test --skip-build --traits Previews --filter 'Oracle' 2>&1 | grep -v '^\['
{
  echo '<!doctype html><meta charset="utf-8"><title>WidgetRender fidelity</title><h1>Fidelity against real iOS renders</h1><ul>'
  for d in "$OUT"/*/; do n=$(basename "$d"); echo "<li><a href=\"$n/index.html\">$n</a></li>"; done
  echo '</ul>'
} > "$OUT/index.html"
echo "report: $OUT/index.html"
