#!/usr/bin/env bash
# Merges what scripts/fuzz-device/run.sh brought back into the repository's
# corpora, as scripts/fuzz.sh does after a run: hand-written seeds (named)
# stay, and the fuzzer-found files (SHA-1 names) of the old corpus and the new
# ones are replaced by a minimal set that keeps all their coverage (-merge=1),
# using the fuzzers of the local fuzz build.
#   scripts/fuzz-device/merge.sh DIR TARGET...   (DIR: fuzz-device.tar.gz unpacked)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${SPGEN_FUZZ_BUILD_DIR:-${root}/build-fuzz}"
from="$1"; shift
table="${root}/tests/fuzz/targets.tsv"
field() { awk -v t="$1" -v f="$2" '!/^#/ && $1 == t { print $f }' "${table}"; }
if [[ -d /dev/shm && -w /dev/shm ]]; then base=/dev/shm; else base="${TMPDIR:-/tmp}"; fi
work="$(mktemp -d "${base}/spgen-fuzz-merge.XXXXXX")"
trap 'rm -rf "${work}"' EXIT
for t in "$@"; do
  repo_corpus="${root}/tests/fuzz/corpus/${t}"
  merged="${work}/${t}/merged"
  mkdir -p "${merged}" "${work}/${t}/cwd"
  find "${repo_corpus}" -maxdepth 1 -regextype posix-extended -type f ! -regex '.*/[0-9a-f]{40}' -exec cp {} "${merged}/" \;
  (cd "${work}/${t}/cwd" && SPGEN_FUZZ_SCRATCH="${work}/${t}/cwd" "${build}/tests/fuzz/fuzz_${t}" -merge=1 \
     -max_len="$(field "${t}" 2)" -timeout=10 -rss_limit_mb=2048 "${merged}" "${repo_corpus}" "${from}/${t}/new") \
    >"${work}/${t}/merge.log" 2>&1 || { cat "${work}/${t}/merge.log"; echo "merge.sh: merging ${t} failed" >&2; exit 1; }
  find "${repo_corpus}" -maxdepth 1 -regextype posix-extended -type f -regex '.*/[0-9a-f]{40}' -delete
  find "${merged}" -maxdepth 1 -regextype posix-extended -type f -regex '.*/[0-9a-f]{40}' -exec cp {} "${repo_corpus}/" \;
  echo "${t}: corpus $(find "${repo_corpus}" -type f | wc -l) files / $(find "${repo_corpus}" -type f -printf '%s\n' | awk '{ n += $1 } END { print n + 0 }') bytes"
done
