#!/usr/bin/env bash
# SpMM on the GPU machine (issue 15), one device call: build (no generator,
# AOT cubins), the oracle tests of the CUDA SpMM instances matching
# $SPGEN_SPMM_FILTER (gtest filter), then `spgen bench --op spmm` against the
# best of cuSPARSE's SpMM algorithms and layouts on $SPGEN_SPMM_MATRICES for
# k = $SPGEN_SPMM_K, f64 and f32. Compact output under $OUT.
set -u
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="${OUT:-/tmp/spgen-spmm}"
BUILD="${SPGEN_SPMM_BUILD:-$ROOT/build-spmm}"
export SPGEN_MATRIX_DIR="${SPGEN_MATRIX_DIR:-$ROOT/.matrices}"
mkdir -p "$OUT"
step() { echo "== $(date -u +%T) $*"; }
arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n1 | tr -d ' .')"
step "device: $(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1) (sm_${arch:=90}); $(nproc) cores"

step "configure and build"
{
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSPGEN_BUILD_GENERATOR=OFF \
    -DSPGEN_BUILD_EXAMPLES=OFF -DCMAKE_CUDA_ARCHITECTURES="$arch" -DCMAKE_INCLUDE_PATH="$ROOT/.deps/include" \
    -DSPGEN_MATRIX_DIR_DEFAULT="$SPGEN_MATRIX_DIR" &&
    cmake --build "$BUILD" -j "$(nproc)" --target spgen test_kernel_cuda
} >"$OUT/build.log" 2>&1 || { echo "BUILD FAILED"; grep -E "error|FAILED" "$OUT/build.log" | head -n 40; exit 1; }

if [ -n "${SPGEN_SPMM_FILTER:-}" ]; then
  step "oracle tests: $SPGEN_SPMM_FILTER"
  ctest --test-dir "$BUILD" -R "$SPGEN_SPMM_FILTER" -j "${SPGEN_SPMM_JOBS:-12}" --timeout 300 >"$OUT/ctest.log" 2>&1
  echo "ctest rc $?"
  grep -E "tests passed|tests failed" "$OUT/ctest.log" | tail -n 1
  grep -E "^\s+[0-9]+ - .*\((Failed|Timeout|SEGFAULT|Subprocess)" "$OUT/ctest.log" | head -n 20
fi

export SPGEN_CACHE_DIR="$BUILD/cache-bench"
rm -rf "$SPGEN_CACHE_DIR"
read -r -a matrices <<<"${SPGEN_SPMM_MATRICES:-poisson3d:128 kron:40:bcsstk32}"
for dt in ${SPGEN_SPMM_DTYPES:-f64 f32}; do
  step "spgen bench --op spmm --dtype $dt ${matrices[*]}"
  timeout "${SPGEN_SPMM_BENCH_S:-200}" "$BUILD/apps/spgen" bench "${matrices[@]}" --op spmm --k "${SPGEN_SPMM_K:-8,32,128}" \
    --dtype "$dt" --backend cuda --min-seconds 0.05 --quiet --json "$OUT/spmm_$dt.json" >"$OUT/bench_$dt.log" 2>&1
  echo "rc $?"
  tail -n 40 "$OUT/bench_$dt.log"
done
step done
