#!/usr/bin/env bash
# Runs libFuzzer targets on a machine without clang (the GPU machine's CPU
# cores, through the device tool), in parallel, each in fork mode with its own
# number of workers. The fuzzers are built here with scripts/fuzz.sh's build
# (clang, CUDA off), debug info stripped, and travel with the shared libraries
# the other machine lacks:
#   scripts/fuzz-device/pack.sh TARGET...  # -> .fz18/bin, .fz18/lib (git-ignored)
#   device (carry .fz18): bash scripts/fuzz-device/run.sh SECONDS TARGET:WORKERS ...
# Same flags as scripts/fuzz.sh (targets.tsv's max_len and seed folders,
# -timeout=10 -rss_limit_mb=2048, the dictionaries), plus -fork=WORKERS and
# -ignore_crashes/timeouts/ooms=1 so that one finding does not stop the rest
# of a target's run (each is kept as a reproducer). Writes to $OUT (or ./out):
#   fuzz-device.tar.gz  per target: new/ (the corpus files the run added),
#                       artifacts/ (reproducers), log (status lines)
#   summary.txt         per target: executions (libFuzzer's last status line),
#                       seconds, findings, workers, and the machine
# Then merge new/ into tests/fuzz/corpus/<target>/ with -merge=1 here
# (scripts/fuzz-device/merge.sh).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pack="${SPGEN_FUZZ_PACK:-${root}/.fz18}"
out="${OUT:-${root}/out}"
seconds="$1"; shift
table="${root}/tests/fuzz/targets.tsv"
field() { awk -v t="$1" -v f="$2" '!/^#/ && $1 == t { print $f }' "${table}"; }
# One OpenMP thread per fuzzer process: with a thread per core in each of 16
# processes (spinning between parallel loops) the first run here starved
# itself (plan_record 50 exec/s a worker against 4,000 on one quiet core).
export OMP_NUM_THREADS=1
export LD_LIBRARY_PATH="${pack}/lib${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}"
if [[ -d /dev/shm && -w /dev/shm ]]; then base=/dev/shm; else base="${TMPDIR:-/tmp}"; fi
work="$(mktemp -d "${base}/spgen-fuzz-device.XXXXXX")"
trap 'rm -rf "${work}"' EXIT
mkdir -p "${out}"
machine="$(nproc --all) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(awk '/^MemTotal/ { printf "%d", $2 / 1048576 }' /proc/meminfo) GiB"
echo "machine: ${machine}"
pids=()
for spec in "$@"; do
  t="${spec%%:*}"; k="${spec##*:}"
  d="${work}/${t}"
  mkdir -p "${d}/new" "${d}/artifacts" "${d}/cwd"
  seeds=("${d}/new" "${root}/tests/fuzz/corpus/${t}")
  for extra in $(field "${t}" 3); do [[ "${extra}" == - ]] || seeds+=("${root}/${extra}"); done
  flags=(-fork="${k}" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -max_total_time="${seconds}"
         -max_len="$(field "${t}" 2)" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
         -artifact_prefix="${d}/artifacts/")
  [[ -f "${root}/tests/fuzz/${t}.dict" ]] && flags+=(-dict="${root}/tests/fuzz/${t}.dict")
  (cd "${d}/cwd" && date +%s >"${d}/start" &&
   SPGEN_FUZZ_SCRATCH="${d}/cwd" TMPDIR="${d}/cwd" timeout -s INT $((seconds + 40)) \
     "${pack}/bin/fuzz_${t}" "${flags[@]}" "${seeds[@]}" >"${d}/full.log" 2>&1;
   echo $? >"${d}/rc"; date +%s >"${d}/end") &
  pids+=($!)
done
wait "${pids[@]}"
{
  echo "machine: ${machine}"
  echo "started: $(date -u -d "@$(cat "${work}"/*/start | sort -n | head -1)" +%Y-%m-%dT%H:%M:%SZ)"
  for spec in "$@"; do
    t="${spec%%:*}"; k="${spec##*:}"; d="${work}/${t}"
    # Fork mode's status lines: "#EXECS: cov: .. ft: .. corp: .. exec/s: .. oom/timeout/crash: A/B/C time: Ns ..."
    grep -E '^#[0-9]+: cov' "${d}/full.log" >"${d}/log" || true
    last="$(tail -1 "${d}/log")"
    execs="$(sed -n 's/^#\([0-9]*\):.*/\1/p' <<<"${last}")"
    otc="$(sed -n 's/.*oom\/timeout\/crash: \([0-9\/]*\).*/\1/p' <<<"${last}")"
    echo "${t} workers=${k} executions=${execs:-0} seconds=$(( $(cat "${d}/end") - $(cat "${d}/start") )) oom/timeout/crash=${otc:-?} artifacts=$(ls "${d}/artifacts" | wc -l) new_files=$(ls "${d}/new" | wc -l) rc=$(cat "${d}/rc")"
    tail -c 4000 "${d}/full.log" >"${d}/tail.log"
    rm -f "${d}/full.log"
  done
} | tee "${out}/summary.txt"
(cd "${work}" && tar czf "${out}/fuzz-device.tar.gz" --exclude=cwd --exclude=start --exclude=end .)
ls -la "${out}"
