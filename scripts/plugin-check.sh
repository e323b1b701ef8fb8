#!/usr/bin/env bash
# The `swift package widget-render` command plugin, run as a user runs it, in the Shims package on
# its example extension (Shims/Examples/WaterExtension, an @main bundle with #Preview blocks):
# previews, render, check and snapshots (Tests/WaterExtensionTests, committed references) do and
# say what they should; a bad verb and an unknown target are refused with a message. Run by
# scripts/test.sh after the Shims' own tests.
set -euo pipefail
cd "$(dirname "$0")/../Shims"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
plugin() { swift package --allow-writing-to-package-directory widget-render "$@"; }
fail() { echo "plugin-check: $1"; [ -f "$work/log" ] && tail -40 "$work/log"; exit 1; }

plugin previews --target WaterExtension -- --out-dir "$work/previews" > "$work/log" 2>&1 || fail "previews exited $?"
# The two #Preview blocks: a two-entry small timeline (named by file and line) and "Lock Screen".
for file in waterextension-waterwidget.swift-82-small-light.png waterextension-waterwidget.swift-82-small-light-1.png \
            lock-screen-circular-dark.png; do
  [ -s "$work/previews/$file" ] || fail "previews did not write $file"
done
[ "$(ls "$work/previews" | wc -l)" -eq 3 ] || fail "previews wrote $(ls "$work/previews" | wc -l) files, not 3"

# Without --out-dir, render writes to the package's out/<target>/widgets, both schemes.
rm -rf out/WaterExtension
plugin render > "$work/log" 2>&1 || fail "render exited $?"
# small: placeholder, snapshot, 3 entries × light and dark; circular (Lock Screen, dark only): 5.
[ "$(ls out/WaterExtension/widgets/*.png | wc -l)" -eq 15 ] || fail "render wrote $(ls out/WaterExtension/widgets/*.png | wc -l) images, not 15"
[ -s out/WaterExtension/widgets/bundle.json ] || fail "render wrote no bundle.json"
rm -rf out/WaterExtension

plugin check -- --fail-on error > "$work/log" 2>&1 || fail "check exited $?"
grep -q " 0 errors," "$work/log" || fail "check did not print its summary"

# snapshots, after making swift-snapshot-testing's build order go wrong as a user's `swift run`
# before `swift test` does: SnapshotTesting compiled again while the shims' SwiftUI and UIKit
# modules exist fails ("missing required modules"), and the plugin must recover from it.
rm -f .build/debug/Modules/SnapshotTesting.swiftmodule
CI=true plugin snapshots > "$work/log" 2>&1 || fail "snapshots exited $?"
grep -q "building it again without them" "$work/log" || fail "snapshots did not meet (and recover from) the build-order problem"
grep -q "Test run with .* passed" "$work/log" || fail "snapshots did not run swift-testing's tests"
CI=true plugin snapshots -- WaterSnapshotTests/entryView > "$work/log" 2>&1 || fail "snapshots with a filter exited $?"
grep -q "Test run with 1 test" "$work/log" || fail "snapshots did not apply its filter"

if plugin nosuch > "$work/log" 2>&1; then fail "an unknown verb was accepted"; fi
grep -q "unknown verb nosuch" "$work/log" || fail "an unknown verb was not named"
if plugin previews --target Nope > "$work/log" 2>&1; then fail "an unknown target was accepted"; fi
grep -q "no executable target Nope" "$work/log" || fail "an unknown target was not named"
if plugin render --scheme dark > "$work/log" 2>&1; then fail "program arguments before -- were accepted"; fi
grep -q "go after --" "$work/log" || fail "program arguments before -- were not explained"
echo "plugin-check: previews, render, check and snapshots (recovering swift-snapshot-testing's build order) ok; bad verb, target and arguments refused"
