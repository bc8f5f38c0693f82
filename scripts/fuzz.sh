#!/usr/bin/env bash
# Runs the libFuzzer targets (tests/fuzz/targets.tsv lists them) in a clang
# fuzz build, one process at a time.
#   scripts/fuzz.sh --all SECONDS     every target for SECONDS each
#   scripts/fuzz.sh TARGET SECONDS    one target
#   scripts/fuzz.sh [SECONDS]         the Matrix Market target (default 60 s), corpus
#                                     not written back: CI's short run
#   scripts/fuzz.sh --list            the target names
# Each run starts from tests/fuzz/corpus/<target>/ (plus the extra seed folders
# of targets.tsv) and, unless SPGEN_FUZZ_MERGE=0, merges what it found back
# into that folder with -merge=1: the hand-written seeds stay, and the files the
# fuzzer added (named by their SHA-1) are replaced by a minimal set that keeps
# all the coverage of the old and new ones. Prints executions, time and exec/s
# per target; exits non-zero on any finding (crash, sanitizer report, leak,
# timeout, out-of-memory) or when the fuzzers cannot be built, leaving the
# reproducers in <build>/findings/<target>/.
# Environment: SPGEN_FUZZ_BUILD_DIR (default build-fuzz), SPGEN_FUZZ_JOBS
# (parallel build jobs, default 2), SPGEN_FUZZ_MERGE (0: leave the corpus as it
# is), SPGEN_FUZZ_REPORT (append one JSON line per target run to this file:
# executions, seconds, exec/s, corpus files and bytes, findings, the commit
# the script started at, start time and machine).
set -euo pipefail

# One OpenMP thread per fuzzer unless told otherwise: the generators' parallel
# loops with a thread per core made fuzz_matrix_source 3x slower on 2 cores
# (idle threads spin), and 16 of them per process starved parallel runs on
# 16 cores (scripts/fuzz-device/, bench/results/fuzz.md).
export OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SPGEN_FUZZ_BUILD_DIR:-${root}/build-fuzz}"
jobs="${SPGEN_FUZZ_JOBS:-2}"
table="${root}/tests/fuzz/targets.tsv"

usage() { sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
all_targets() { awk '!/^#/ && NF { print $1 }' "${table}"; }
field() { awk -v t="$1" -v f="$2" '!/^#/ && $1 == t { print $f }' "${table}"; }

merge="${SPGEN_FUZZ_MERGE:-1}"
case "${1:-}" in
  --list) all_targets; exit 0 ;;
  --all) [[ $# -eq 2 ]] || usage; targets=($(all_targets)); seconds="$2" ;;
  ''|[0-9]*) [[ $# -le 1 ]] || usage; targets=(matrix_market); seconds="${1:-60}"; merge=0 ;;
  -*) usage ;;
  *) [[ $# -eq 2 ]] || usage; targets=("$1"); seconds="$2"
     [[ -n "$(field "$1" 1)" ]] || { echo "fuzz.sh: unknown target '$1' (scripts/fuzz.sh --list)" >&2; exit 2; } ;;
esac
[[ "${seconds}" =~ ^[0-9]+$ && "${seconds}" -gt 0 ]] || usage

# Everything built here carries ASan, UBSan and libFuzzer's coverage
# instrumentation, so the runtime code a harness reaches is fuzzed as well.
mkdir -p "${build}"
CC=clang CXX=clang++ cmake -S "${root}" -B "${build}" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSPGEN_SANITIZE=address,undefined \
  -DCMAKE_C_FLAGS=-fsanitize=fuzzer-no-link -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link \
  -DSPGEN_BUILD_FUZZERS=ON -DSPGEN_BUILD_TESTS=OFF -DSPGEN_BUILD_APPS=OFF \
  -DSPGEN_BUILD_EXAMPLES=OFF -DSPGEN_ENABLE_CUDA=OFF >"${build}/configure.log" 2>&1 ||
  { cat "${build}/configure.log"; exit 2; }
ninja -C "${build}" -j "${jobs}" "${targets[@]/#/fuzz_}"

# In memory where possible: some harnesses write and read a file per input.
if [[ -d /dev/shm && -w /dev/shm ]]; then scratch_base=/dev/shm; else scratch_base="${TMPDIR:-/tmp}"; fi
work="$(mktemp -d "${scratch_base}/spgen-fuzz.XXXXXX")"
trap 'rm -rf "${work}"' EXIT
status=0
summary=()
commit="$(git -C "${root}" rev-parse --short HEAD 2>/dev/null || echo unknown)"
machine="$(nproc --all) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(free -g | awk '/^Mem:/ { print $2 }') GiB"
for t in "${targets[@]}"; do
  bin="${build}/tests/fuzz/fuzz_${t}"
  repo_corpus="${root}/tests/fuzz/corpus/${t}"
  mkdir -p "${work}/${t}/corpus" "${work}/${t}/artifacts" "${work}/${t}/cwd" "${repo_corpus}"
  cp -r "${repo_corpus}/." "${work}/${t}/corpus/"
  seeds=("${work}/${t}/corpus")
  for extra in $(field "${t}" 3); do [[ "${extra}" == - ]] || seeds+=("${root}/${extra}"); done
  flags=(-max_total_time="${seconds}" -max_len="$(field "${t}" 2)" -timeout=10 -rss_limit_mb=2048
         -print_final_stats=1 -artifact_prefix="${work}/${t}/artifacts/")
  [[ -f "${root}/tests/fuzz/${t}.dict" ]] && flags+=(-dict="${root}/tests/fuzz/${t}.dict")
  echo "fuzz_${t}: ${seconds} s, corpus $(ls "${work}/${t}/corpus" | wc -l) files"
  start=$(date +%s)
  set +e
  # The harnesses keep any scratch files under their working folder.
  (cd "${work}/${t}/cwd" && SPGEN_FUZZ_SCRATCH="${work}/${t}/cwd" "${bin}" "${flags[@]}" "${seeds[@]}") 2>&1 | tee "${work}/${t}/log" |
    grep -v '^#[0-9]*.*\(NEW\|REDUCE\|pulse\)' || true
  rc=${PIPESTATUS[0]}
  set -e
  elapsed=$(( $(date +%s) - start ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "${work}/${t}/log" | tail -1)
  execs=${execs:-0}
  findings=$(ls "${work}/${t}/artifacts" | wc -l)
  if [[ ${rc} -ne 0 || ${findings} -ne 0 ]]; then
    mkdir -p "${build}/findings/${t}"
    cp "${work}/${t}"/artifacts/* "${build}/findings/${t}/" 2>/dev/null || true
    echo "fuzz.sh: FINDING in ${t} (exit ${rc}, ${findings} reproducers in ${build}/findings/${t}/)" >&2
    status=1
    [[ ${findings} -gt 0 ]] || findings=1
  elif [[ "${merge}" != 0 ]]; then
    # Hand-written seeds (named) stay; fuzzer-found files (SHA-1 names) are re-minimised.
    merged="${work}/${t}/merged"
    mkdir -p "${merged}"
    find "${repo_corpus}" -maxdepth 1 -regextype posix-extended -type f ! -regex '.*/[0-9a-f]{40}' -exec cp {} "${merged}/" \;
    (cd "${work}/${t}/cwd" && SPGEN_FUZZ_SCRATCH="${work}/${t}/cwd" "${bin}" -merge=1 -max_len="$(field "${t}" 2)" -timeout=10 \
       -rss_limit_mb=2048 "${merged}" "${work}/${t}/corpus") >"${work}/${t}/merge.log" 2>&1 ||
      { cat "${work}/${t}/merge.log"; echo "fuzz.sh: merging ${t}'s corpus failed" >&2; status=1; }
    find "${repo_corpus}" -maxdepth 1 -regextype posix-extended -type f -regex '.*/[0-9a-f]{40}' -delete
    find "${merged}" -maxdepth 1 -regextype posix-extended -type f -regex '.*/[0-9a-f]{40}' -exec cp {} "${repo_corpus}/" \;
  fi
  files=$(find "${repo_corpus}" -type f | wc -l)
  bytes=$(find "${repo_corpus}" -type f -printf '%s\n' | awk '{ n += $1 } END { print n + 0 }')
  rate=$(( execs / (elapsed > 0 ? elapsed : 1) ))
  line="fuzz_${t}: ${execs} executions in ${elapsed} s (${rate} exec/s), corpus ${files} files / ${bytes} bytes, findings ${findings}"
  echo "${line}"
  summary+=("${line}")
  if [[ -n "${SPGEN_FUZZ_REPORT:-}" ]]; then
    printf '{"target":"%s","executions":%s,"seconds":%s,"exec_per_s":%s,"corpus_files":%s,"corpus_bytes":%s,"findings":%s,"commit":"%s","started":"%s","machine":"%s"}\n' \
      "${t}" "${execs}" "${elapsed}" "${rate}" "${files}" "${bytes}" "${findings}" "${commit}" \
      "$(date -u -d "@${start}" +%Y-%m-%dT%H:%M:%SZ)" "${machine}" >>"${SPGEN_FUZZ_REPORT}"
  fi
done
printf '%s\n' "${summary[@]}"
if [[ ${status} -ne 0 ]]; then echo "fuzz.sh: FINDING (see above)" >&2; exit 1; fi
echo "fuzz.sh: no finding in ${#targets[@]} target(s), ${seconds} s each"
