#!/usr/bin/env bash
# Builds widget-render for release and installs it, or packs it as a release archive:
#
#   bash scripts/install.sh [--prefix DIR]          # default /usr/local
#   bash scripts/install.sh --archive DIR           # writes DIR/widget-render-<version>-<commit>-linux-<arch>.tar.gz
#
# The layout, in the prefix and in the archive's one top folder:
#   bin/widget-render            the command-line tool (static Swift runtime, static cairo: scripts/release-build.sh)
#   bin/widget-render-server     what `widget-render serve` runs, found beside the tool
#   share/widget-render/Fonts/   the bundled fonts; an installed tool finds them from its own path
#   share/widget-render/Templates/  the example templates
#   share/widget-render/README.md
# At run time the tools need the shared libraries deploy/Dockerfile's runtime stage installs
# (FreeType, fontconfig, HarfBuzz, libpng, libjpeg, libdeflate, librsvg, libcurl); no Swift
# toolchain. Packing is deterministic: the archive's bytes depend only on the build (sorted
# names, the commit's time, fixed owners, gzip without a time stamp).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
archive_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --archive) archive_dir="${2:?--archive needs a folder}"; shift 2 ;;
    --archive=*) archive_dir="${1#--archive=}"; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (use --prefix DIR or --archive DIR)" >&2; exit 2 ;;
  esac
done

bash scripts/setup.sh
bin=$(bash scripts/release-build.sh widget-render widget-render-server)

# Copies the layout into $1 (which must not exist yet, or be empty).
stage() {
  local root="$1"
  install -d "$root/bin" "$root/share/widget-render"
  install -m 755 "$bin/widget-render" "$bin/widget-render-server" "$root/bin/"
  # The fonts without their rebuild scripts; every folder keeps its licence.
  (cd Fonts && find . -type f ! -name '*.py' -print0 | sort -z | while IFS= read -r -d '' f; do
     install -D -m 644 "$f" "$root/share/widget-render/Fonts/$f"; done)
  (cd Templates && find . -type f -print0 | sort -z | while IFS= read -r -d '' f; do
     install -D -m 644 "$f" "$root/share/widget-render/Templates/$f"; done)
  install -m 644 README.md "$root/share/widget-render/README.md"
}

if [ -n "$archive_dir" ]; then
  version=$("$bin/widget-render" --version)              # widget-render 0.1.0 (commit <hash>)
  number=$(echo "$version" | awk '{print $2}')
  commit=$(echo "$version" | sed -n 's/.*commit \([0-9a-f]\{7\}\).*/\1/p')
  name="widget-render-${number}${commit:+-$commit}-linux-$(uname -m)"
  mkdir -p "$archive_dir"
  archive_dir=$(cd "$archive_dir" && pwd)
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  stage "$work/$name"
  # The commit's time, not the build's, so two builds of one commit pack the same bytes.
  mtime="@$(git log -1 --format=%ct 2>/dev/null || echo 0)"
  tar --sort=name --mtime="$mtime" --owner=0 --group=0 --numeric-owner --format=gnu \
      -C "$work" -cf - "$name" | gzip -n -9 > "$archive_dir/$name.tar.gz.partial"
  mv "$archive_dir/$name.tar.gz.partial" "$archive_dir/$name.tar.gz"
  echo "$archive_dir/$name.tar.gz"
else
  mkdir -p "$prefix"
  prefix=$(cd "$prefix" && pwd)
  # Replace an earlier install's share folder whole, so removed templates do not linger.
  rm -rf "$prefix/share/widget-render"
  stage "$prefix"
  echo "installed: $prefix/bin/widget-render ($("$prefix/bin/widget-render" --version))"
fi
