#!/usr/bin/env bash
# Eight concurrent renders of the same widget in one process, under ThreadSanitizer: every image
# must be byte-identical and TSan must report nothing.
#
#   bash scripts/tsan.sh
#
# Builds widget-render with --sanitize=thread in .build-tsan (kept apart from .build), renders
# an eight-entry timeline of identical entries of Templates/countdown (photo, text, dates,
# links) with --jobs 8, and compares the eight PNGs.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-tsan
swift build -c debug --sanitize=thread --scratch-path "$scratch" --product widget-render >&2
bin=$(swift build -c debug --sanitize=thread --scratch-path "$scratch" --show-bin-path)/widget-render

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
entry=$(tr -d '\n' < Templates/countdown/sample.json)
{ printf '['; for i in 1 2 3 4 5 6 7 8; do printf '%s%s' "$entry" "$([ $i -lt 8 ] && echo ,)"; done; printf ']'; } > "$work/eight.json"

export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
if ! "$bin" render Templates/countdown --data "$work/eight.json" --family medium --scheme dark --jobs 8 \
        --out-dir "$work/out" 2>"$work/stderr"; then
    cat "$work/stderr" >&2
    echo "tsan.sh: the render failed or ThreadSanitizer reported a race (above)" >&2
    exit 1
fi
if grep -q "ThreadSanitizer" "$work/stderr"; then cat "$work/stderr" >&2; exit 1; fi
files=("$work"/out/*.png)
[ "${#files[@]}" -eq 8 ] || { echo "tsan.sh: expected 8 images, got ${#files[@]}" >&2; exit 1; }
for f in "${files[@]}"; do
    cmp -s "${files[0]}" "$f" || { echo "tsan.sh: $(basename "$f") differs from $(basename "${files[0]}")" >&2; exit 1; }
done
echo "tsan.sh: 8 concurrent renders, byte-identical ($(sha256sum "${files[0]}" | cut -c1-16)…), no ThreadSanitizer report"
