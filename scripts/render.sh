#!/usr/bin/env bash
# The main job: renders every template in Templates/ for its families, light and dark, in full
# colour, tinted and clear (Lock Screen families in vibrant),
# over the example home-screen wallpapers, into out/gallery (open out/gallery/index.html), and
# the Swift examples into out/examples, and the Swift previews of PreviewsExample into
# out/previews. Uses the release build (scripts/release-build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bin="$(bash scripts/release-build.sh widget-render CountdownExample FamilySwitchExample ShowcaseExample PreviewsExample WidgetExtensionExample)"
"$bin/widget-render" gallery Templates --out-dir out/gallery \
  --wallpaper Examples/Wallpapers/wallpaper-1290x2796-light.png \
  --wallpaper-dark Examples/Wallpapers/wallpaper-1290x2796-dark.png \
  --rendering-mode all
"$bin/CountdownExample" out/examples
"$bin/FamilySwitchExample" out/examples
"$bin/ShowcaseExample" out/examples
"$bin/PreviewsExample" render --out-dir out/previews
"$bin/WidgetExtensionExample" render --out-dir out/examples/widget-extension --scheme all
echo "Open out/gallery/index.html; the examples are in out/examples, the Swift previews in out/previews."
