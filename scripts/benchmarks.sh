#!/usr/bin/env bash
# The performance guards of issue 14, run by CI:
#   1. allocation counts of every benchmark in Benchmarks/ against Benchmarks/Thresholds/
#      (ordo-one/benchmark; `cd Benchmarks && swift package benchmark` prints the full tables);
#   2. instruction counts of the peer scene and the countdown under callgrind against
#      Benchmarks/instruction-thresholds.json (scripts/bench-instructions.sh).
# After an intended change, update both and commit them:
#   (cd Benchmarks && swift package --allow-writing-to-package-directory benchmark thresholds update)
#   bash scripts/bench-instructions.sh --update
# (then keep only "mallocCountTotal" in the Thresholds/*.json files: time is not a threshold).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
(cd Benchmarks && swift package benchmark thresholds check --no-progress)
bash scripts/bench-instructions.sh
