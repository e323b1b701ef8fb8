#!/usr/bin/env bash
# The Kubernetes manifests in deploy/kubernetes, checked without a cluster: each against the
# API's schema (kubernetes-validate from PyPI, strict: an unknown field is an error), and the
# gallery's Indexed Job against its merge Job: as many completions and pods as the N of --shard,
# and the merge naming every shard's folder once. Then the two Jobs' own commands run here, as
# processes (pod i with JOB_COMPLETION_INDEX=i, /app and /gallery mapped to folders here), and
# the merged gallery must equal one `widget-render gallery` run byte for byte.
#
#   bash scripts/deploy-check.sh [WIDGET_RENDER]   # default: the debug build (scripts/test.sh builds it)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v kubernetes-validate >/dev/null || python3 -m pip install -q --disable-pip-version-check kubernetes-validate >&2
kubernetes-validate --strict --kubernetes-version 1.33.0 deploy/kubernetes/*.yaml deploy/kubernetes/gallery/*.yaml
python3 - <<'PY'
import re, sys, yaml
shards = yaml.safe_load(open("deploy/kubernetes/gallery/gallery-shards-job.yaml"))
merge = yaml.safe_load(open("deploy/kubernetes/gallery/gallery-merge-job.yaml"))
spec = shards["spec"]
script = " ".join(spec["template"]["spec"]["containers"][0]["args"])
n = int(re.search(r'--shard "\$shard/(\d+)"', script).group(1))
folders = [a for a in merge["spec"]["template"]["spec"]["containers"][0]["command"] if a.startswith("/gallery/shard-")]
problems = []
if spec["completionMode"] != "Indexed": problems.append("the shards' Job is not Indexed")
if spec["completions"] != n or spec["parallelism"] != n:
    problems.append(f"completions {spec['completions']} and parallelism {spec['parallelism']} differ from --shard .../{n}")
if folders != [f"/gallery/shard-{i}" for i in range(1, n + 1)]:
    problems.append(f"the merge names {folders}, not /gallery/shard-1 … /gallery/shard-{n}")
for p in problems: print("deploy-check:", p, file=sys.stderr)
if problems: sys.exit(1)
print(f"gallery Jobs agree: {n} indexed shards, merged from {n} folders")
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
