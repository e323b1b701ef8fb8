#!/usr/bin/env bash
# Builds the documentation of the public modules (DocC) and fails on any warning.
# Output: .build/plugins/Swift-DocC/outputs/<Module>.doccarchive. Preview one with
#   swift package --disable-sandbox preview-documentation --target WidgetRender
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --disable-sandbox generate-documentation \
    --target WidgetRender --target WidgetUI --target WidgetSnapshotTesting \
    --warnings-as-errors "$@"
