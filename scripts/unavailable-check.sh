#!/usr/bin/env bash
# Type-checks Tests/UnavailableDiagnostics/*.swift with `swiftc -verify`: each use of Apple API that
# WidgetRender does not support must fail with the message its `expected-error` names. Needs a
# debug build (`swift build`; scripts/test.sh makes one).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
flags=()
for map in Sources/C*/module.modulemap Sources/C*/include/module.modulemap "$bin"/*.build/module.modulemap; do
  [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$map")
done
for include in /usr/include/cairo /usr/include/freetype2 /usr/include/harfbuzz; do
  flags+=(-Xcc "-I$include")
done
status=0
for file in Tests/UnavailableDiagnostics/*.swift; do
  if swiftc -typecheck -parse-as-library -I "$bin/Modules" "${flags[@]}" \
      -Xfrontend -verify -Xfrontend -verify-ignore-unrelated "$file"; then
    echo "unavailable-check: $file: every use names what is not supported"
  else
    status=1
  fi
done
exit $status
