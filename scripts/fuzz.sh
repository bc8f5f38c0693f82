#!/usr/bin/env bash
# Runs the Matrix Market libFuzzer target for SECONDS (default 60) on a copy of
# the seed corpus. Exits non-zero on any finding (crash, leak, sanitizer report,
# timeout, out-of-memory) or when the fuzzer cannot be built.
#   scripts/fuzz.sh [SECONDS]
# Environment: SPGEN_FUZZ_BUILD_DIR (default build-fuzz), SPGEN_FUZZ_JOBS
# (parallel build jobs, default 2).
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SPGEN_FUZZ_BUILD_DIR:-${root}/build-fuzz}"
jobs="${SPGEN_FUZZ_JOBS:-2}"

mkdir -p "${build}"
CC=clang CXX=clang++ cmake -S "${root}" -B "${build}" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSPGEN_BUILD_FUZZERS=ON -DSPGEN_BUILD_TESTS=OFF -DSPGEN_BUILD_APPS=OFF \
  -DSPGEN_BUILD_BENCH=OFF -DSPGEN_ENABLE_CUDA=OFF >"${build}/configure.log" 2>&1 ||
  { cat "${build}/configure.log"; exit 2; }
ninja -C "${build}" -j "${jobs}" fuzz_matrix_market

work="$(mktemp -d "${TMPDIR:-/tmp}/spgen-fuzz.XXXXXX")"
trap 'rm -rf "${work}"' EXIT
mkdir -p "${work}/corpus" "${work}/artifacts"
cp "${root}"/tests/fuzz/corpus/* "${work}/corpus/"
# The malformed samples are good seeds too: each reaches a distinct error path.
find "${root}/tests/data/bad" -maxdepth 1 -type f -exec cp {} "${work}/corpus/" \;

echo "fuzz_matrix_market: ${seconds} s, corpus $(ls "${work}/corpus" | wc -l) files"
set +e
"${build}/tests/fuzz/fuzz_matrix_market" "${work}/corpus" \
  -max_total_time="${seconds}" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -print_final_stats=1 -artifact_prefix="${work}/artifacts/" \
  -dict="${root}/tests/fuzz/matrix_market.dict"
rc=$?
set -e
findings=$(ls "${work}/artifacts" | wc -l)
if [[ ${rc} -ne 0 || ${findings} -ne 0 ]]; then
  mkdir -p "${build}/findings"
  cp "${work}"/artifacts/* "${build}/findings/" 2>/dev/null || true
  echo "fuzz.sh: FINDING (exit ${rc}, ${findings} artifacts copied to ${build}/findings/)" >&2
  exit 1
fi
echo "fuzz.sh: no finding in ${seconds} s"
