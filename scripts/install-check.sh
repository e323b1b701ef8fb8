#!/usr/bin/env bash
# Builds the release archive (scripts/install.sh --archive) and checks it on a clean folder, as
# a user who downloaded it would use it: unpacked in an empty folder, run with an empty
# environment from another folder. It checks that
# - packing is deterministic (one build packed twice gives the same bytes) and --prefix installs
#   the same files, byte for byte;
# - every shared library the tools need resolves (ldd);
# - --version names this checkout's commit;
# - the tool draws with the fonts installed beside it, not the checkout's (`widget-render fonts`);
# - a template renders to the same bytes as the build folder's tool renders it from the checkout;
# - `widget-render serve` finds widget-render-server beside it, answers a render, and stops on SIGTERM.
# About 8 minutes from clean on 2 cores (the release build); seconds when it is built.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
work=$(mktemp -d)
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
fail() { echo "install-check: $*" >&2; exit 1; }

archive=$(bash scripts/install.sh --archive "$work/first" | tail -1)
again=$(bash scripts/install.sh --archive "$work/second" | tail -1)
cmp -s "$archive" "$again" || fail "packing the same build twice gave different archives"
name=$(basename "$archive" .tar.gz)
echo "install-check: $(basename "$archive"), $(du -h "$archive" | cut -f1)"

mkdir "$work/clean"
tar -xzf "$archive" -C "$work/clean"
root="$work/clean/$name"
[ "$(ls "$work/clean")" = "$name" ] || fail "the archive has more than one top folder"

bash scripts/install.sh --prefix "$work/prefix" >/dev/null
diff <(cd "$root" && find . -type f -print0 | sort -z | xargs -0 sha256sum) \
     <(cd "$work/prefix" && find . -type f -print0 | sort -z | xargs -0 sha256sum) >/dev/null \
  || fail "--prefix and --archive install different files"

for exe in "$root/bin/widget-render" "$root/bin/widget-render-server"; do
  libs=$(ldd "$exe")
  if grep -q "not found" <<<"$libs"; then echo "$libs" >&2; fail "$(basename "$exe") needs a library that is not installed"; fi
done

# The container's run-time stage installs only the packages deploy/Dockerfile lists after
# FROM debian: they and what they depend on must hold every library the tools load.
runtime=$(awk '/^FROM debian/{on=1} on && /apt-get install/{f=1} f && /rm -rf/{exit} f{print}' deploy/Dockerfile \
  | tr ' \\' '\n\n' | grep -E '^[a-z0-9][a-z0-9.+-]+$' | grep -vE '^(apt-get|install|rm)$' | sort -u)
[ -n "$runtime" ] || fail "could not read the run-time packages from deploy/Dockerfile"
closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces --no-enhances \
  $runtime 2>/dev/null | grep -v '^ ' | sed 's/:.*//' | sort -u)
for lib in $(ldd "$root/bin/widget-render" "$root/bin/widget-render-server" | awk '/=> \//{print $3}' | sort -u); do
  pkg=$(dpkg -S "$(readlink -f "$lib")" 2>/dev/null | head -1 | cut -d: -f1) || pkg=""
  [ -n "$pkg" ] || pkg=$(dpkg -S "$lib" 2>/dev/null | head -1 | cut -d: -f1) || pkg=""
  [ -n "$pkg" ] || fail "no Debian package owns $lib"
  grep -qx "$pkg" <<<"$closure" || fail "$lib ($pkg) is not installed by deploy/Dockerfile's run-time stage"
done

# A user's shell: nothing of ours in the environment, working in a folder of their own.
mkdir "$work/user"
cd "$work/user"
run() { env -i PATH=/usr/bin:/bin HOME="$work/user" "$@"; }

commit=$(git -C "$repo" rev-parse HEAD)
version=$(run "$root/bin/widget-render" --version)
[ "$version" = "$("$(cd "$repo" && bash scripts/release-build.sh)/widget-render" --version)" ] && [[ "$version" == *"(commit $commit)" ]] \
  || fail "--version says '$version', expected the build folder's, at commit $commit"

fonts=$(run "$root/bin/widget-render" fonts --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["bundled"])')
[ "$fonts" = "$root/share/widget-render/Fonts" ] || fail "the installed tool draws with $fonts, not the fonts installed beside it"

run "$root/bin/widget-render" render "$root/share/widget-render/Templates/weather" --family medium --out-dir installed >/dev/null
(cd "$repo" && "$(bash scripts/release-build.sh)/widget-render" render Templates/weather --family medium --out-dir "$work/user/built" >/dev/null)
shopt -s nullglob
built=(built/*.png)
[ ${#built[@]} -gt 0 ] && [ ${#built[@]} -eq "$(ls installed | grep -c '\.png$')" ] || fail "the two tools wrote different images"
for png in "${built[@]}"; do
  cmp -s "$png" "installed/$(basename "$png")" || fail "$(basename "$png") differs between the installed tool and the build folder's"
done
echo "install-check: $(ls installed/*.png | wc -l) renders identical to the build folder's"

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
run "$root/bin/widget-render" serve "$root/share/widget-render/Templates" --port "$port" --no-preview >serve.log 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat serve.log >&2; fail "serve exited before answering"; }
  sleep 0.1
done
curl -sf -o served.png "http://127.0.0.1:$port/v1/render.png?template=weather&family=medium" || { cat serve.log >&2; fail "serve did not render"; }
[ "$(head -c 8 served.png | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "serve's render is not a PNG"
kill -TERM "$server_pid"
for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$server_pid" 2>/dev/null && fail "serve did not stop within 10 s of SIGTERM"
wait "$server_pid" || true
server_pid=""
echo "install-check: ok (archive, --prefix, libraries, --version, fonts, render, serve)"
