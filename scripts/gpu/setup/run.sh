#!/usr/bin/env bash
# Plan setup from a matrix in device memory, one device call: build spgen (no
# generator, AOT cubins, no tests), install it, build first_plan and floor
# against it, then for each matrix and type two processes with
# SPGEN_TRACE_SETUP=1: "cold" (an empty cache directory: the process's first
# plan, then the same arrays viewed and planned twice more) and "warm" (the
# next process on that cache: a plan-cache hit on disk). Everything lands in
# $OUT (floor.txt, cold_M_D_R.txt, warm_M_D_R.txt with each plan's
# timeline and a RESULT line). bench/results/gpu-2026-12-01-small-plan-setup/
# shows how the lines were read.
#   scripts/gpu/setup/run.sh            (device tool: carry [".deps", ".matrices"])
# SPGEN_SETUP_MATRICES (default: six small shared matrices and the two large
# generated ones), SPGEN_SETUP_ROUNDS (default 2).
set -u
ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
OUT="${OUT:-/tmp/spgen-setup}"
BUILD="${SPGEN_SETUP_BUILD:-$ROOT/build-setup}"
export PATH="/usr/local/cuda/bin:$PATH" SPGEN_MATRIX_DIR="${SPGEN_MATRIX_DIR:-$ROOT/.matrices}"
mkdir -p "$OUT"
arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n1 | tr -d ' .')"
arch="${arch:-90}"
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSPGEN_BUILD_GENERATOR=OFF -DSPGEN_BUILD_TESTS=OFF \
  -DSPGEN_BUILD_EXAMPLES=OFF -DCMAKE_CUDA_ARCHITECTURES="$arch" -DCMAKE_INCLUDE_PATH="$ROOT/.deps/include" \
  -DSPGEN_MATRIX_DIR_DEFAULT="$SPGEN_MATRIX_DIR" > "$OUT/configure.log" 2>&1 &&
  cmake --build "$BUILD" -j "$(nproc)" > "$OUT/build.log" 2>&1 &&
  cmake --install "$BUILD" --prefix "$BUILD/install" > /dev/null 2>&1 &&
  cmake -S "$ROOT/scripts/gpu/setup" -B "$BUILD/measure" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$BUILD/install" -DSPGEN_SETUP_ARCH="$arch" > /dev/null 2>&1 &&
  cmake --build "$BUILD/measure" > "$OUT/measure-build.log" 2>&1 || { echo "build failed: see $OUT"; exit 1; }
"$BUILD/measure/floor" > "$OUT/floor.txt" 2>&1
cat "$OUT/floor.txt"
read -r -a matrices <<<"${SPGEN_SETUP_MATRICES:-gr_30_30 ct2010 delaunay_n16 cage10 bcsstk32 email-enron poisson3d:128 kron:40:bcsstk32}"
for round in $(seq 1 "${SPGEN_SETUP_ROUNDS:-2}"); do
  for m in "${matrices[@]}"; do
    for dt in f64 f32; do
      cache="$BUILD/cache-$m-$dt-$round"
      rm -rf "$cache" && mkdir -p "$cache"
      SPGEN_TRACE_SETUP=1 SPGEN_CACHE_DIR="$cache" timeout 60 "$BUILD/measure/first_plan" "$m" "$dt" 3 \
        > "$OUT/cold_${m}_${dt}_${round}.txt" 2>&1
      SPGEN_TRACE_SETUP=1 SPGEN_CACHE_DIR="$cache" timeout 60 "$BUILD/measure/first_plan" "$m" "$dt" 2 \
        > "$OUT/warm_${m}_${dt}_${round}.txt" 2>&1
      grep -h RESULT "$OUT/cold_${m}_${dt}_${round}.txt" "$OUT/warm_${m}_${dt}_${round}.txt" | sed 's/^RESULT //'
    done
  done
done
