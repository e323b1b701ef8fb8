#!/usr/bin/env bash
# Runs the whole test suite, with the trait `Previews` on (the #Preview macros and their tests;
# `PreviewServer`, which gives WidgetPreviews programs `serve`, is left off as a user's build has
# it, and scripts/browser-test.sh builds and drives it),
# then the compiler's messages for Apple API WidgetRender does not support (scripts/unavailable-check.sh),
# then the Shims package's (a widget extension compiled with its Apple imports unchanged), then the
# `swift package widget-render` command plugin on the Shims' example extension (scripts/plugin-check.sh). With
# arguments (`--filter …`), only the main suite runs, with them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests --traits Previews
swift test --skip-build --traits Previews "$@"
if [ $# -eq 0 ]; then
  bash scripts/unavailable-check.sh
  (cd Shims && swift build --build-tests && swift test --skip-build)
  bash scripts/plugin-check.sh
fi
