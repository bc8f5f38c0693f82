#!/usr/bin/env bash
# The CPU benchmark recorded in bench/results/: spgen bench on the CPU backend
# (AVX-512 where CPUID reports it) over poisson3d:96, rmat:20:16 and every
# shared matrix (qc324 excluded: complex), f64 and f32, against the OpenMP CSR
# loop and Eigen.   SPGEN_BUILD=build-rt scripts/cpu-bench.sh [extra bench args]
# Writes bench/results/cpu_f64.json, cpu_f32.json, cpu.md (summary) and cpu.log.
set -euo pipefail
source "$(dirname "$0")/env.sh"
results="$SPGEN_ROOT/bench/results"
mkdir -p "$results"
if [ ! -x "$SPGEN_BUILD/apps/spgen" ]; then
  spgen_configure "$SPGEN_BUILD" -DSPGEN_BUILD_TESTS=OFF
fi
cmake --build "$SPGEN_BUILD" --target spgen -j "$SPGEN_JOBS"
export SPGEN_MATRIX_DIR="${SPGEN_MATRIX_DIR:-$SPGEN_ROOT/../shared/matrices}"
mapfile -t shared < <(ls "$SPGEN_MATRIX_DIR" 2>/dev/null | sed -n 's/\.mtx\.gz$//p' | grep -vx qc324)
matrices=(poisson3d:96 rmat:20:16 "${shared[@]}")
: >"$results/cpu.log"
for dt in f64 f32; do
  "$SPGEN_BUILD/apps/spgen" bench "${matrices[@]}" --backend cpu --dtype "$dt" \
    --json "$results/cpu_$dt.json" "$@" 2>>"$results/cpu.log" | tee -a "$results/cpu.log"
done
{
  echo "# CPU SpMV benchmark"
  echo
  echo "Machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $(date -u +%Y-%m-%dT%H:%MZ)."
  echo "Command: scripts/cpu-bench.sh (spgen bench --backend cpu). Baseline = the faster of omp-csr and eigen."
  echo
} >"$results/cpu.md"
python3 "$SPGEN_ROOT/scripts/bench_summary.py" "$results/cpu_summary.tmp" "$results/cpu_f64.json" "$results/cpu_f32.json" >/dev/null
cat "$results/cpu_summary.tmp" >>"$results/cpu.md"
rm -f "$results/cpu_summary.tmp"
echo "wrote $results/cpu.md"
