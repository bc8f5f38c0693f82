#!/usr/bin/env bash
# The CPU benchmark recorded in bench/results/: spgen bench on the CPU backend
# (AVX-512 where CPUID reports it) over poisson3d:96, rmat:20:16 and every
# shared matrix (qc324 excluded: complex), f64 and f32, against the OpenMP CSR
# loop and Eigen.   SPGEN_BUILD=build-rt scripts/cpu-bench.sh [extra bench args]
# Writes bench/results/<tag>_f64.json, <tag>_f32.json, <tag>.md (summary) and
# <tag>.log, tag = $SPGEN_RESULTS_TAG (default cpu); e.g. SPGEN_RESULTS_TAG=cpu_1thread
# OMP_NUM_THREADS=1 for a run less sensitive to other load on a shared machine.
set -euo pipefail
source "$(dirname "$0")/env.sh"
results="$SPGEN_ROOT/bench/results"
tag="${SPGEN_RESULTS_TAG:-cpu}"
mkdir -p "$results"
if [ ! -x "$SPGEN_BUILD/apps/spgen" ]; then
  spgen_configure "$SPGEN_BUILD" -DSPGEN_BUILD_TESTS=OFF
fi
cmake --build "$SPGEN_BUILD" --target spgen -j "$SPGEN_JOBS"
export SPGEN_MATRIX_DIR="${SPGEN_MATRIX_DIR:-$SPGEN_ROOT/../shared/matrices}"
mapfile -t shared < <(ls "$SPGEN_MATRIX_DIR" 2>/dev/null | sed -n 's/\.mtx\.gz$//p' | grep -vx qc324)
matrices=(poisson3d:96 rmat:20:16 "${shared[@]}")
: >"$results/$tag.log"
for dt in f64 f32; do
  "$SPGEN_BUILD/apps/spgen" bench "${matrices[@]}" --backend cpu --dtype "$dt" --variants '*' \
    --json "$results/${tag}_$dt.json" "$@" 2>>"$results/$tag.log" | tee -a "$results/$tag.log"
done
{
  echo "# CPU SpMV benchmark"
  echo
  echo "Machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores, OMP_NUM_THREADS=${OMP_NUM_THREADS:-unset}; $(date -u +%Y-%m-%dT%H:%MZ); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo "Command: scripts/cpu-bench.sh (spgen bench --backend cpu). Baseline = the faster of omp-csr and eigen."
  echo
} >"$results/$tag.md"
python3 "$SPGEN_ROOT/scripts/bench_summary.py" "$results/${tag}_summary.tmp" "$results/${tag}_f64.json" "$results/${tag}_f32.json" >/dev/null
cat "$results/${tag}_summary.tmp" >>"$results/$tag.md"
rm -f "$results/${tag}_summary.tmp"
echo "wrote $results/$tag.md"
