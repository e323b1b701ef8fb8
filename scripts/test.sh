#!/usr/bin/env bash
# Runs the whole test suite, with the `Previews` trait on (the #Preview macros and their tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests --traits Previews
swift test --skip-build --traits Previews "$@"
