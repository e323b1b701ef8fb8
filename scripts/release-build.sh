#!/usr/bin/env bash
# Builds release products the way they ship, and prints the folder they are in:
#
#   bin=$(bash scripts/release-build.sh widget-render [PRODUCT...])
#
# - The Swift runtime and Foundation are linked statically (--static-swift-stdlib): 28 % less
#   start-up, and a binary that runs where no Swift toolchain is installed.
# - Where Debian's archives are installed (libcairo2-dev ships libcairo.a, libpixman-1-dev
#   libpixman-1.a), cairo and pixman are linked statically too. Debian's libcairo.so.2 is built
#   with its Xlib and XCB surfaces, so linking it loaded ten X11 libraries a command-line tool
#   never uses (issue 14); the archive brings only the image surface and FreeType fonts.
#   librsvg (opened only to draw an SVG) still loads Debian's shared cairo for itself: the
#   static-stdlib link hides every archive's symbols (--exclude-libs), so the executable cannot
#   lend it its own. Both are the same cairo release, and the SVG fixtures render identically.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib)
libdir=$(pkg-config --variable=libdir cairo 2>/dev/null || true)
if [ -n "$libdir" ] && [ -f "$libdir/libcairo.a" ] && [ -f "$libdir/libpixman-1.a" ]; then
  dir="$PWD/.build/static-cairo"
  mkdir -p "$dir"
  # `-l:libcairo.a`: the system folder, which other packages add with -L, holds libcairo.so too.
  cat > "$dir/cairo.pc.new" <<PC
Name: cairo
Description: cairo $(pkg-config --modversion cairo) from its static archive (scripts/release-build.sh)
Version: $(pkg-config --modversion cairo)
Requires: freetype2 fontconfig libpng
Libs: -l:libcairo.a -l:libpixman-1.a -lz -lm
Cflags: $(pkg-config --cflags cairo)
PC
  # Rewritten only when it changes, so SwiftPM does not rebuild for an identical file.
  if cmp -s "$dir/cairo.pc.new" "$dir/cairo.pc"; then rm "$dir/cairo.pc.new"; else mv "$dir/cairo.pc.new" "$dir/cairo.pc"; fi
  export PKG_CONFIG_PATH="$dir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
fi
for product in "$@"; do swift build "${flags[@]}" --product "$product" >&2; done
swift build "${flags[@]}" --show-bin-path
