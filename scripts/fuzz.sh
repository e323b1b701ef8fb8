#!/usr/bin/env bash
# Fuzzes WidgetRender's input readers with libFuzzer (the harnesses in Fuzz/).
#
#   bash scripts/fuzz.sh TARGET|all SECONDS
#   FUZZ_RUNS=1000000 bash scripts/fuzz.sh TARGET SECONDS   # stop after that many executions
#   FUZZ_TIMEOUT=60 ...   # seconds one input may take (default 10; raise it on a busy machine)
#
# Builds Fuzz/ with -sanitize=fuzzer,address, seeds each target from the repository's own
# templates, data files, images and geometry (plus Fuzz/Corpus/<Target>), and runs it for
# SECONDS. The corpus grows in Fuzz/.work/corpus/<Target>; a crash is saved in
# Fuzz/.work/artifacts and the script exits non-zero. Prints the executions of each target.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(FuzzTemplateJSON FuzzTemplateYAML FuzzBinding FuzzEntryData FuzzImage FuzzScreenshot FuzzGeometry)
which=${1:?usage: fuzz.sh TARGET|all SECONDS}
seconds=${2:?usage: fuzz.sh TARGET|all SECONDS}
if [ "$which" = all ]; then run=("${targets[@]}"); else run=("$which"); fi

# lld: gold fails on the sanitizer runtimes. libFuzzer's archive brings its own main, which calls
# LLVMFuzzerTestOneInput; the harnesses define it and also start libFuzzer from their own main.
flags=(-c debug -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)
# Product by product: a plain `swift build` would also link the root package's executables.
for target in "${run[@]}"; do swift build --package-path Fuzz "${flags[@]}" --product "$target" >&2; done
bin=$(swift build --package-path Fuzz "${flags[@]}" --show-bin-path)

work=Fuzz/.work
mkdir -p "$work/artifacts"

# Seeds from the repository, per target.
seed() {
    local target=$1 dir=$work/seeds/$1
    rm -rf "$dir"; mkdir -p "$dir"
    case $target in
        FuzzTemplateJSON) for f in Templates/*/template.json; do cp "$f" "$dir/$(basename "$(dirname "$f")").json"; done ;;
        FuzzTemplateYAML) for f in Templates/*/template.yaml; do cp "$f" "$dir/$(basename "$(dirname "$f")").yaml"; done ;;
        FuzzBinding)      grep -ohE '\{\{[^}]*\}\}' Templates/*/template.* | sed -E 's/^\{\{ ?//; s/ ?\}\}$//' | sort -u |
                              split -l 1 - "$dir/expr-" ;;
        FuzzEntryData)    for f in Templates/*/sample*.json Templates/*/timeline.json; do
                              [ -f "$f" ] && cp "$f" "$dir/$(basename "$(dirname "$f")")-$(basename "$f")"; done ;;
        FuzzImage)        cp Tests/WidgetImageIOTests/Fixtures/*.png Tests/WidgetImageIOTests/Fixtures/*.jpg "$dir/"
                          cp Templates/*/*.png "$dir/" ;;
        FuzzScreenshot)   cp Examples/Wallpapers/* "$dir/" ;;
        FuzzGeometry)     cp Sources/HomeScreen/Resources/device-catalog.json "$dir/" ;;
    esac
    if [ -d "Fuzz/Corpus/$target" ]; then cp Fuzz/Corpus/"$target"/* "$dir/"; fi
}

status=0
for target in "${run[@]}"; do
    seed "$target"
    corpus=$work/corpus/$target
    mkdir -p "$corpus"
    dict=()
    case $target in FuzzTemplate*|FuzzBinding|FuzzEntryData) dict=(-dict=Fuzz/template.dict) ;; esac
    log=$work/$target.log
    # No leak detection: the library keeps bounded caches (parsed template strings, formatters)
    # whose Swift enums store their tags in pointer spare bits, which LeakSanitizer cannot follow,
    # so it reports the cached values as leaked. Memory is bounded by -rss_limit_mb instead.
    if ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/$target" "$corpus" "$work/seeds/$target" "${dict[@]}" -max_total_time="$seconds" ${FUZZ_RUNS:+-runs=$FUZZ_RUNS} -timeout="${FUZZ_TIMEOUT:-10}" \
        -detect_leaks=0 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" >"$log" 2>&1; then
        runs=$(grep -aoE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
        took=$(grep -aoE 'Done [0-9]+ runs in [0-9]+ second' "$log" | grep -oE 'in [0-9]+' | grep -oE '[0-9]+' || echo "$seconds")
        echo "$target: $runs executions in ${took}s, no crash"
    else
        echo "$target: FAILED, see $log and $work/artifacts" >&2
        tail -40 "$log" >&2
        status=1
    fi
done
exit $status
