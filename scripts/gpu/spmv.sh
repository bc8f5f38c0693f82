#!/usr/bin/env bash
# SpMV instances on the GPU machine, one device call: build (no generator, AOT
# cubins), the tests matching $SPGEN_SPMV_FILTER (ctest regex: the oracle tests
# of the new instances, CUDA and AVX-512), then `spgen bench` of the plan, the
# instances matching $SPGEN_SPMV_VARIANTS and the baselines on
# $SPGEN_SPMV_MATRICES (cuSPARSE on the GPU), f64 and f32, and on the CPU
# (AVX-512, Eigen, $SPGEN_SPMV_CPU_THREADS threads, default 2) the instances
# matching $SPGEN_SPMV_CPU_VARIANTS on $SPGEN_SPMV_CPU_MATRICES. Compact output under $OUT:
# ctest.log, spmv_<backend>_<dtype>.json, summary.txt.
set -u
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="${OUT:-/tmp/spgen-spmv}"
BUILD="${SPGEN_SPMV_BUILD:-$ROOT/build-spmv}"
export SPGEN_MATRIX_DIR="${SPGEN_MATRIX_DIR:-$ROOT/.matrices}"
mkdir -p "$OUT"
step() { echo "== $(date -u +%T) $*"; }
arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n1 | tr -d ' .')"
step "device: $(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1) (sm_${arch:=90}); $(nproc) cores;" \
  "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"

step "configure and build"
{
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSPGEN_BUILD_GENERATOR=OFF \
    -DSPGEN_BUILD_EXAMPLES=OFF -DCMAKE_CUDA_ARCHITECTURES="$arch" -DCMAKE_INCLUDE_PATH="$ROOT/.deps/include" \
    -DSPGEN_MATRIX_DIR_DEFAULT="$SPGEN_MATRIX_DIR" &&
    cmake --build "$BUILD" -j "$(nproc)" --target spgen ${SPGEN_SPMV_TEST_TARGETS:-test_kernel_cuda test_kernel_registry_avx512 test_formats test_plan_cuda}
} >"$OUT/build.log" 2>&1 || { echo "BUILD FAILED"; grep -E "error|FAILED" "$OUT/build.log" | head -n 40; exit 1; }

if [ -n "${SPGEN_SPMV_FILTER:-}" ]; then
  step "tests: $SPGEN_SPMV_FILTER"
  ctest --test-dir "$BUILD" -R "$SPGEN_SPMV_FILTER" --output-on-failure -j "${SPGEN_SPMV_JOBS:-12}" --timeout 300 >"$OUT/ctest.log" 2>&1
  echo "ctest rc $?"
  grep -E "tests passed|tests failed" "$OUT/ctest.log" | tail -n 1
  grep -E "^\s+[0-9]+ - .*\((Failed|Timeout|SEGFAULT|Subprocess)" "$OUT/ctest.log" | head -n 20
fi

export SPGEN_CACHE_DIR="$BUILD/cache-bench"
rm -rf "$SPGEN_CACHE_DIR"
bench() {  # bench BACKEND DTYPE VARIANTS MATRIX...
  local backend="$1" dt="$2" variants="$3"
  shift 3
  step "spgen bench --backend $backend --dtype $dt $*"
  timeout "${SPGEN_SPMV_BENCH_S:-150}" "$BUILD/apps/spgen" bench "$@" --backend "$backend" --dtype "$dt" \
    --variants "$variants" --min-seconds 0.05 --quiet --json "$OUT/spmv_${backend}_$dt.json" \
    >"$OUT/bench_${backend}_$dt.log" 2>&1
  echo "rc $?"
  tail -n 60 "$OUT/bench_${backend}_$dt.log"
}
read -r -a matrices <<<"${SPGEN_SPMV_MATRICES:-poisson3d:128 kron:40:bcsstk32}"
for dt in ${SPGEN_SPMV_DTYPES:-f64 f32}; do bench cuda "$dt" "${SPGEN_SPMV_VARIANTS:-none}" "${matrices[@]}"; done
if [ -n "${SPGEN_SPMV_CPU_MATRICES:-}" ]; then
  read -r -a cpu_matrices <<<"$SPGEN_SPMV_CPU_MATRICES"
  for dt in ${SPGEN_SPMV_DTYPES:-f64 f32}; do OMP_NUM_THREADS="${SPGEN_SPMV_CPU_THREADS:-2}" bench cpu "$dt" "${SPGEN_SPMV_CPU_VARIANTS:-none}" "${cpu_matrices[@]}"; done
fi
step done
