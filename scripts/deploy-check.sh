#!/usr/bin/env bash
# The Kubernetes manifests in deploy/kubernetes, checked without a cluster: each against the
# API's schema (kubernetes-validate from PyPI, strict: an unknown field is an error), and the
# gallery's and the check's Indexed Jobs against their merge Jobs: as many completions and pods
# as the N of --shard, and the merge naming every shard's folder or report once. Then the Jobs'
# own commands run here, as processes (pod i with JOB_COMPLETION_INDEX=i, /app, /gallery and
# /check mapped to folders here): the merged gallery must equal one `widget-render gallery` run
# byte for byte, and the merged check report (summary, SARIF, HTML) one `widget-render check`.
#
#   bash scripts/deploy-check.sh [WIDGET_RENDER]   # default: the debug build (scripts/test.sh builds it)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v kubernetes-validate >/dev/null || python3 -m pip install -q --disable-pip-version-check kubernetes-validate >&2
kubernetes-validate --strict --kubernetes-version 1.33.0 deploy/kubernetes/*.yaml deploy/kubernetes/gallery/*.yaml \
  deploy/kubernetes/check/*.yaml
python3 - <<'PY'
import re, sys, yaml
problems = []
for kind, place in (("gallery", r'/gallery/shard-(\d+)$'), ("check", r'/check/shard-(\d+)\.json$')):
    shards = yaml.safe_load(open(f"deploy/kubernetes/{kind}/{kind}-shards-job.yaml"))
    merge = yaml.safe_load(open(f"deploy/kubernetes/{kind}/{kind}-merge-job.yaml"))
    spec = shards["spec"]
    script = " ".join(spec["template"]["spec"]["containers"][0]["args"])
    n = int(re.search(r'--shard "\$shard/(\d+)"', script).group(1))
    parts = [int(m.group(1)) for a in merge["spec"]["template"]["spec"]["containers"][0]["command"] if (m := re.search(place, a))]
    if spec["completionMode"] != "Indexed": problems.append(f"the {kind} shards' Job is not Indexed")
    if spec["completions"] != n or spec["parallelism"] != n:
        problems.append(f"{kind}: completions {spec['completions']} and parallelism {spec['parallelism']} differ from --shard .../{n}")
    if parts != list(range(1, n + 1)):
        problems.append(f"the {kind} merge names shards {parts}, not 1 … {n}")
    print(f"{kind} Jobs agree: {n} indexed shards, merged from {n} outputs")
for p in problems: print("deploy-check:", p, file=sys.stderr)
if problems: sys.exit(1)
PY

binary=$(realpath "${1:-.build/debug/widget-render}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/gallery"
ln -s "$binary" "$work/bin/widget-render"
# Line 1: the completions; then each command (shards', merge's, one run's) with the container's
# paths replaced by folders here.
python3 - "$work" > "$work/commands" <<'PY'
import re, shlex, sys, yaml
work = sys.argv[1]
def here(text): return text.replace("/app/Templates", "Templates").replace("/gallery", work + "/gallery")
shards = yaml.safe_load(open("deploy/kubernetes/gallery/gallery-shards-job.yaml"))["spec"]
container = shards["template"]["spec"]["containers"][0]
print(shards["completions"])
print(here(shlex.join(container["command"] + container["args"])))
merge = yaml.safe_load(open("deploy/kubernetes/gallery/gallery-merge-job.yaml"))["spec"]["template"]["spec"]["containers"][0]
print(here(shlex.join(merge["command"])))
# The same gallery in one run: the shards' command without --shard, into one folder.
one = " ".join(container["args"])
one = re.sub(r'--shard "\$shard/\d+"', "", one)
one = re.sub(r'--out-dir "/gallery/shard-\$shard"', "--out-dir " + shlex.quote(work + "/one"), one)
print(here(shlex.join(container["command"] + [one])))
PY
completions=$(sed -n 1p "$work/commands")
for ((i = 0; i < completions; i++)); do
    (export JOB_COMPLETION_INDEX=$i PATH="$work/bin:$PATH"; eval "$(sed -n 2p "$work/commands")") >/dev/null
done
(export PATH="$work/bin:$PATH"; eval "$(sed -n 3p "$work/commands")")
(export JOB_COMPLETION_INDEX=0 PATH="$work/bin:$PATH"; eval "$(sed -n 4p "$work/commands")") >/dev/null
diff -r "$work/one" "$work/gallery/site" >&2
echo "the Jobs' commands, run as $completions processes and a merge, give one run's gallery byte for byte ($(ls "$work/one" | wc -l) files)"

# The check's Jobs the same way: shards, merge, and the one run they stand for.
mkdir -p "$work/check" "$work/one-check"
python3 - "$work" > "$work/check-commands" <<'PY'
import re, shlex, sys, yaml
work = sys.argv[1]
# Only paths that start with /check/ (not "check.sarif" under it).
def here(text): return re.sub(r'(^|[\s"\'])/check/', lambda m: m.group(1) + work + "/check/", text.replace("/app/Templates", "Templates"))
shards = yaml.safe_load(open("deploy/kubernetes/check/check-shards-job.yaml"))["spec"]
container = shards["template"]["spec"]["containers"][0]
print(shards["completions"])
print(here(shlex.join(container["command"] + container["args"])))
merge = yaml.safe_load(open("deploy/kubernetes/check/check-merge-job.yaml"))["spec"]["template"]["spec"]["containers"][0]
print(here(shlex.join(merge["command"])))
# One run: the shards' command without --shard and --report, writing what the merge writes.
one = " ".join(container["args"])
one = re.sub(r'--shard "\$shard/\d+"', "", one)
one = re.sub(r'--report "/check/shard-\$shard\.json"', "", one)
one += f" --sarif {shlex.quote(work + '/one-check/check.sarif')} --html {shlex.quote(work + '/one-check/check.html')}"
print(here(shlex.join(container["command"] + [one])))
PY
completions=$(sed -n 1p "$work/check-commands")
for ((i = 0; i < completions; i++)); do
    (export JOB_COMPLETION_INDEX=$i PATH="$work/bin:$PATH"; eval "$(sed -n 2p "$work/check-commands")") >/dev/null
done
(export PATH="$work/bin:$PATH"; eval "$(sed -n 3p "$work/check-commands")") > "$work/check/summary.txt"
(export JOB_COMPLETION_INDEX=0 PATH="$work/bin:$PATH"; eval "$(sed -n 4p "$work/check-commands")") > "$work/one-check/summary.txt"
for f in summary.txt check.sarif check.html; do cmp "$work/one-check/$f" "$work/check/$f" >&2; done
echo "the check Jobs' commands, run as $completions processes and a merge, give one run's summary, SARIF and HTML byte for byte"
