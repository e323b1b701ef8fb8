#!/usr/bin/env bash
# Installs the system libraries WidgetRender builds against, and the Unicode test files the
# conformance tests read (unicode-data), when they are missing.
# Debian/Ubuntu, as root (or with sudo). Safe to run again: it installs nothing that is present.
set -euo pipefail

packages=(pkg-config libcairo2-dev libfreetype-dev libpng-dev libharfbuzz-dev libjpeg62-turbo-dev libdeflate-dev librsvg2-2 libcurl4-openssl-dev unicode-data)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v swift >/dev/null || { echo "setup: the Swift toolchain (6.0 or newer) is not on PATH" >&2; exit 1; }
