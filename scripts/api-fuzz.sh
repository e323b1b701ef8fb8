#!/usr/bin/env bash
# Property-based tests of the HTTP API against its own OpenAPI document (schemathesis, every
# check): each operation gets at most $EXAMPLES generated requests (default 50), valid and
# invalid, and every answer must match the document (status, content type, headers, schema),
# refuse what the schema forbids and never be a 5xx. One check is left out: "positive data
# acceptance" expects every schema-valid body to render, but whether one does depends on what
# this server holds (a device of its catalog, a wallpaper of its folder, an entry inside the
# template's timeline, an inline template that draws), which no schema can say: those are
# answered 400 or 422 with a located problem, and the conformance checks hold them to the document.
# schemathesis runs in its own virtual environment (.build/api-fuzz/venv) on the newest Python
# there is: on CPython 3.11.7 Hypothesis trips "AST constructor recursion depth mismatch" (a
# CPython bug) while it describes a strategy, a tool crash rather than an answer of ours.
# Runs the debug server built by scripts/test.sh (or builds it). Installs schemathesis (pinned)
# when missing. Exits non-zero on any failure; the report is in .build/api-fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
EXAMPLES=${EXAMPLES:-50}
VERSION=4.32.5
venv=.build/api-fuzz/venv
if ! "$venv/bin/st" --version 2>/dev/null | grep -q "$VERSION"; then
  python=python3
  for candidate in "$HOME"/.pyenv/versions/3.13*/bin/python3 "$HOME"/.pyenv/versions/3.12*/bin/python3 python3.13 python3.12; do
    if "$candidate" -c 'import venv' >/dev/null 2>&1; then python=$candidate; break; fi
  done
  mkdir -p .build/api-fuzz
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION"
fi
swift build --product widget-render-server
server=$(swift build --show-bin-path)/widget-render-server
port=$((20000 + RANDOM % 20000))
log=.build/api-fuzz/server.log
mkdir -p .build/api-fuzz
"$server" Templates --port "$port" --no-preview --wallpapers Examples/Wallpapers --render-timeout 10000 >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.2
done
"$venv/bin/st" run "http://127.0.0.1:$port/openapi.yaml" --checks all --exclude-checks positive_data_acceptance --max-examples "$EXAMPLES" --seed 2026 \
  --workers 2 --request-timeout 30 --no-color --generation-database none \
  --report junit --report-dir .build/api-fuzz
kill -0 $pid  # the server is still up
