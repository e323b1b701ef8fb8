#!/usr/bin/env bash
# The image codecs on aarch64 (issue 31): builds the C files of the CImageCodecs target with
# Tests/CodecCrossArch/codec_check.c for this machine and, cross-compiled with Debian's
# gcc-aarch64-linux-gnu against Debian's arm64 libpng, libjpeg-turbo and libdeflate, for
# aarch64; runs the aarch64 build under qemu-aarch64 (Debian's qemu-user). Each build checks
# itself (every code path the same bytes, every PNG decoding back to its pixels exactly); then
# the two outputs are compared file for file: the same pixels give the same PNG bytes, and the
# same files decode to the same pixels, on both CPUs.
#
#   bash scripts/codec-cross-arch.sh          # installs what it needs when missing (root, apt)
#
# Inputs: generated samples, the decoder fixtures and the committed snapshot references.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v aarch64-linux-gnu-gcc >/dev/null || need+=(gcc-aarch64-linux-gnu)
command -v qemu-aarch64 >/dev/null || need+=(qemu-user)
command -v file >/dev/null || need+=(file)
for lib in libdeflate libpng16 libjpeg; do
    [ -f "/usr/lib/aarch64-linux-gnu/$lib.a" ] || need+=(libdeflate-dev:arm64 libpng-dev:arm64 libjpeg62-turbo-dev:arm64)
done
if [ ${#need[@]} -gt 0 ]; then
    echo "installing: $(printf '%s\n' "${need[@]}" | sort -u | tr '\n' ' ')" >&2
    dpkg --add-architecture arm64
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        $(printf "%s\n" "${need[@]}" | sort -u) libc6-dev-arm64-cross libdeflate-dev libpng-dev libjpeg62-turbo-dev pkg-config >/dev/null
fi

work=.build-cross-arch
rm -rf "$work"
mkdir -p "$work/x86_64" "$work/aarch64"
sources=(Sources/CImageCodecs/*.c Tests/CodecCrossArch/codec_check.c)
flags=(-std=c11 -O2 -ISources/CImageCodecs/include -ISources/CImageCodecs)
libs=(-lpng16 -lz -ljpeg -ldeflate -lpthread -lm)

gcc "${flags[@]}" "${sources[@]}" "${libs[@]}" -o "$work/codec_check-x86_64"
aarch64-linux-gnu-gcc "${flags[@]}" -static "${sources[@]}" "${libs[@]}" -o "$work/codec_check-aarch64"
file "$work/codec_check-aarch64" | grep -q "ARM aarch64" || { echo "the cross build is not an aarch64 program" >&2; exit 1; }

# The package's other C code for aarch64 too: the SVG and HTTP loaders, and the module headers of
# the system libraries (the same headers on every architecture; these compiles stop at syntax).
system_headers=($(pkg-config --cflags cairo freetype2 harfbuzz))
for c in Sources/CSVG/*.c Sources/CHTTP/*.c; do
    aarch64-linux-gnu-gcc -std=gnu11 -fsyntax-only "${system_headers[@]}" -I"$(dirname "$c")/include" "$c"
done
for module in CCairo CFreeType CHarfBuzz CPNG CJPEG CDeflate; do
    echo '#include "shim.h"' | aarch64-linux-gnu-gcc -x c -fsyntax-only "${system_headers[@]}" -I"Sources/$module" -
done

inputs=(Tests/WidgetImageIOTests/Fixtures/*.png Tests/WidgetImageIOTests/Fixtures/*.jpg)
while IFS= read -r -d '' png; do inputs+=("$png"); done < <(find Tests -path '*__Snapshots__*' -name '*.png' -print0 | sort -z)

"$work/codec_check-x86_64" "$work/x86_64" "${inputs[@]}"
QEMU_LD_PREFIX=/usr/aarch64-linux-gnu qemu-aarch64 "$work/codec_check-aarch64" "$work/aarch64" "${inputs[@]}"

if ! diff -u "$work/x86_64/manifest.txt" "$work/aarch64/manifest.txt" >&2; then
    echo "aarch64 and x86-64 differ (lines above: name, bytes, FNV-1a 64)" >&2
    exit 1
fi
diff -r -q "$work/x86_64" "$work/aarch64" >&2
files=$(grep -vc refused "$work/x86_64/manifest.txt")
echo "aarch64 under qemu and x86-64: the same bytes in all $files PNGs and decoded images (${#inputs[@]} input files, 14 samples)"
