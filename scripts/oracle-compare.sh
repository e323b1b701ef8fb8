#!/usr/bin/env bash
# Compares our renders of the ported home-assistant/iOS tile widget with the real iOS renders in
# ../shared/oracles/home-assistant-ios (or $WIDGETRENDER_ORACLES) and prints, per widget, the
# median and worst ink-box offset in points (method: Tests/WidgetRenderTests/HomeAssistantOracle/InkBoxes.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
ORACLE_REPORT=1 swift test --skip-build --filter OracleComparisonTests 2>&1 | grep -v '^\[' 
