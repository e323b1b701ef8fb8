#!/usr/bin/env bash
# Instructions per render, counted under callgrind, checked against the committed thresholds in
# Benchmarks/instruction-thresholds.json (issue 14). Counts do not depend on the load of the
# machine, so this guards the speed of the pipeline where wall-clock thresholds could not.
#
#   bash scripts/bench-instructions.sh            # check: exit 1 when a scenario regressed
#   bash scripts/bench-instructions.sh --update   # write the current counts as the thresholds
#
# Each scenario runs once and 1 + N times (Benchmarks' InstructionCounts executable); the
# difference over N is one warm repetition, the single run is the cold first render.
# valgrind does not run AVX-512 and hides it from the program, so these are the counts of the
# AVX2 builds of the PNG code (the bytes are the same on every path; FastPNGEncoderTests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
command -v valgrind >/dev/null || {
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo" || sudo_cmd=""
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends valgrind >/dev/null
}
mode="${1:-check}"
thresholds=Benchmarks/instruction-thresholds.json
repetitions=5
(cd Benchmarks && swift build -c release --product InstructionCounts >/dev/null)
binary="$(cd Benchmarks && swift build -c release --show-bin-path)/InstructionCounts"
# valgrind 3.19 cannot read the DWARF 5 of today's toolchains: count a copy without it.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/InstructionCounts"
strip --strip-debug "$work/InstructionCounts"

count() { # scenario repetitions → instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/InstructionCounts" "$1" "$2" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

results="$work/results.json"
echo "{" > "$results"
first=1
for scenario in peer-view-to-pixels peer-pixels-to-png peer-view-to-png countdown-view-to-png extension-two-view-to-png clipped-images-to-pixels weather-template-to-png weather-six-colour-cells-to-png; do
  one=$(count "$scenario" 1)
  many=$(count "$scenario" $((1 + repetitions)))
  [ -n "$one" ] && [ -n "$many" ] || { echo "bench-instructions: callgrind gave no count for $scenario" >&2; exit 1; }
  warm=$(( (many - one) / repetitions ))
  printf "%-28s warm %'14d   cold (first render, with start-up) %'14d\n" "$scenario" "$warm" "$one"
  [ $first -eq 1 ] || echo "," >> "$results"
  first=0
  printf '  "%s": {"warm": %d, "cold": %d}' "$scenario" "$warm" "$one" >> "$results"
done
printf '\n}\n' >> "$results"

if [ "$mode" = "--update" ]; then
  cp "$results" "$thresholds"
  echo "wrote $thresholds"
  exit 0
fi
python3 - "$thresholds" "$results" <<'PY'
import json, sys
limits, now = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
# Counts repeat exactly for one binary; 3 % leaves room for toolchain and library updates.
tolerance = 0.03
failed = []
for name, counts in now.items():
    for kind in ("warm", "cold"):
        limit = limits.get(name, {}).get(kind)
        if limit is None:
            failed.append(f"{name} {kind}: no threshold (run with --update and commit it)")
            continue
        change = counts[kind] / limit - 1
        verdict = "REGRESSED" if change > tolerance else ("improved: consider --update" if change < -tolerance else "ok")
        print(f"{name:28} {kind:5} {counts[kind]:>14,} vs {limit:>14,}  {change:+.1%}  {verdict}")
        if change > tolerance:
            failed.append(f"{name} {kind}: {change:+.1%}")
# Issue 31: a colour-only cell of a matrix after the first (layout shared, shadows kept).
one, six = now.get("weather-template-to-png"), now.get("weather-six-colour-cells-to-png")
if one and six:
    further = (six["warm"] - one["warm"]) / 5
    print(f"each further colour-only cell of the weather matrix: {further:,.0f} instructions, {further / one['warm']:.2f} of the first")
if failed:
    print("bench-instructions: over the thresholds in " + sys.argv[1] + ": " + "; ".join(failed), file=sys.stderr)
    sys.exit(1)
PY
