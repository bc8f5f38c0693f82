#!/usr/bin/env bash
# The GPU run, in one device call of at most 10 minutes (it stops starting new
# steps past SPGEN_GPU_BUDGET_S, default 540 s, and always prints its summary):
#   1. configure (no generator, AOT cubins for the GPU's sm_XY) and build, -j16;
#   2. ctest, every label (cuda included)                       -> $OUT/ctest.log
#   3. spgen bench over every shared matrix (from .matrices/, qc324 excluded:
#      complex) plus poisson3d:128, rmat:22:16, kron:40:bcsstk32, f64 then f32
#                                                               -> $OUT/gpu_f64.json, gpu_f32.json, bench.log
#   4. the kernel cache with NVRTC (SPGEN_DISABLE_AOT=1): a cold run and a
#      second run on the same matrix, which must compile nothing -> $OUT/cache.log
#   5. a markdown summary                                       -> $OUT/gpu_summary.md
# Needs, carried: .deps/include (CLI11, nlohmann/json, xxhash headers) and
# .matrices/ (the shared *.mtx.gz). From the repository root:
#   scripts/gpu/run.sh            (device tool: carry [".deps", ".matrices"])
# SPGEN_GPU_SANITIZE=1: after the build, scripts/gpu/sanitize.sh (compute-sanitizer's
# four tools over the CUDA tests and spgen bench) instead of steps 2-5.
# For partial re-runs and dry runs: SPGEN_GPU_SKIP_BUILD=1 (use the existing
# build), SPGEN_GPU_SKIP_CTEST=1, SPGEN_GPU_MATRICES="a b c" (instead of the
# list above), SPGEN_GPU_BACKEND=cpu (exercise the script without a GPU).
set -uo pipefail
t0=$SECONDS
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
OUT="${OUT:-$ROOT/gpu-out}"
mkdir -p "$OUT"
BUILD="${SPGEN_GPU_BUILD:-$ROOT/build-gpu}"
JOBS="${SPGEN_JOBS:-16}"
BUDGET="${SPGEN_GPU_BUDGET_S:-540}"
export PATH="/usr/local/cuda/bin:$PATH"
export SPGEN_MATRIX_DIR="${SPGEN_MATRIX_DIR:-$ROOT/.matrices}"
SPGEN="$BUILD/apps/spgen"
BACKEND="${SPGEN_GPU_BACKEND:-cuda}"
notes=()

left() { echo $((BUDGET - (SECONDS - t0))); }
step() { echo; echo "==> [$((SECONDS - t0)) s] $*"; }
have_time() {  # have_time SECONDS NAME: skip a step that cannot finish in the budget
  if [ "$(left)" -lt "$1" ]; then
    notes+=("skipped $2: only $(left) s of the ${BUDGET} s budget left")
    echo "skipping $2 (time budget)"
    return 1
  fi
}

arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n1 | tr -d ' .')"
arch="${arch:-90}"
step "device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n1) (sm_$arch); $(nproc) cores"

step "configure and build (sm_$arch AOT cubins, no generator)"
if [ "${SPGEN_GPU_SKIP_BUILD:-0}" = 1 ]; then
  echo "skipped (SPGEN_GPU_SKIP_BUILD=1)" >"$OUT/build.log"
else {
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSPGEN_BUILD_GENERATOR=OFF -DSPGEN_BUILD_TESTS=ON \
    -DCMAKE_CUDA_ARCHITECTURES="$arch" -DCMAKE_INCLUDE_PATH="$ROOT/.deps/include" \
    -DSPGEN_MATRIX_DIR_DEFAULT="$SPGEN_MATRIX_DIR" &&
  if [ "${SPGEN_GPU_SANITIZE:-0}" = 1 ]; then  # what the sanitizers run, nothing else
    cmake --build "$BUILD" -j "$JOBS" --target spgen test_kernel_cuda test_plan_cuda test_nvrtc
  else
    cmake --build "$BUILD" -j "$JOBS"
  fi
} >"$OUT/build.log" 2>&1
fi
build_rc=$?
tail -n 5 "$OUT/build.log"
if [ "$build_rc" -ne 0 ] || [ ! -x "$SPGEN" ]; then
  echo "BUILD FAILED (rc $build_rc); errors:"
  grep -E "error|FAILED" "$OUT/build.log" | head -n 40
  exit 1
fi

if [ "${SPGEN_GPU_SANITIZE:-0}" = 1 ]; then
  step "compute-sanitizer (scripts/gpu/sanitize.sh) instead of ctest and bench"
  SPGEN_SAN_BUDGET_S="${SPGEN_SAN_BUDGET_S:-$(( $(left) - 20 ))}" "$ROOT/scripts/gpu/sanitize.sh" "$BUILD" "$OUT" 2>&1 |
    tee "$OUT/sanitize.log"
  exit "${PIPESTATUS[0]}"
fi

step "ctest (all labels, cuda included)"
if [ "${SPGEN_GPU_SKIP_CTEST:-0}" = 1 ]; then
  echo "skipped (SPGEN_GPU_SKIP_CTEST=1)"
elif have_time 200 ctest; then
  # A private cache per test run: results never come from an older build.
  SPGEN_CACHE_DIR="$BUILD/cache-ctest" timeout "$(( $(left) - 150 ))" \
    ctest --test-dir "$BUILD" -j 8 --timeout 240 --output-on-failure >"$OUT/ctest.log" 2>&1
  echo "ctest rc $?"
  grep -E "tests passed|tests failed" "$OUT/ctest.log" | tail -n 1
  grep -E "^\s+[0-9]+ - .*\((Failed|Timeout|SEGFAULT|Subprocess)" "$OUT/ctest.log" | head -n 30
  grep -E "\[ timing \]" "$OUT/ctest.log" | head -n 5
fi

mapfile -t shared < <(ls "$SPGEN_MATRIX_DIR" 2>/dev/null | sed -n 's/\.mtx\.gz$//p' | grep -vx qc324)
matrices=("${shared[@]}" poisson3d:128 rmat:22:16 kron:40:bcsstk32)
if [ -n "${SPGEN_GPU_MATRICES:-}" ]; then read -r -a matrices <<<"$SPGEN_GPU_MATRICES"; fi
echo "matrices: ${matrices[*]}"

# A fresh cache per run: plans are selected (and timed) by this build, not
# remembered from an earlier run on a machine that stayed up.
export SPGEN_CACHE_DIR="$BUILD/cache-bench"
rm -rf "$SPGEN_CACHE_DIR"
for dt in f64 f32; do
  step "spgen bench --backend $BACKEND --dtype $dt"
  if have_time 60 "bench $dt"; then
    # The f64 run leaves time for the rest; the f32 run takes what is left.
    limit=$(( $(left) - 30 ))
    [ "$dt" = f64 ] && limit=$(( ($(left) - 40) * 6 / 10 ))
    timeout "$limit" "$SPGEN" bench "${matrices[@]}" --backend "$BACKEND" --dtype "$dt" --variants '*' \
      --min-seconds 0.05 --json "$OUT/gpu_$dt.json" >>"$OUT/bench.log" 2>&1
    rc=$?
    [ "$rc" -eq 124 ] && notes+=("bench $dt cut at ${limit} s: the JSON holds the matrices finished")
    echo "bench $dt rc $rc"
  fi
  if [ "$dt" = f64 ]; then
    step "kernel cache through NVRTC: cold run, then a second run on the same matrix"
    if have_time 40 "cache demo"; then
      demo="$BUILD/cache-demo"
      rm -rf "$demo"
      for run in 1 2; do
        echo "--- run $run" >>"$OUT/cache.log"
        SPGEN_CACHE_DIR="$demo" SPGEN_DISABLE_AOT=1 timeout 60 "$SPGEN" bench poisson3d:64 \
          --backend "$BACKEND" --dtype f64 --min-seconds 0.02 --quiet --json "$BUILD/cache_run$run.json" \
          >>"$OUT/cache.log" 2>&1
      done
      python3 - "$BUILD/cache_run1.json" "$BUILD/cache_run2.json" >>"$OUT/cache.log" 2>&1 <<'PY'
import json, statistics, sys
for i, path in enumerate(sys.argv[1:], 1):
    rows = [r for r in json.load(open(path)) if r.get("kind") in ("plan", "instance") and not r.get("error")]
    by = {}
    for r in rows:
        by.setdefault(r["kernel_source"], []).append(r["jit_ms"])
    for src, v in sorted(by.items()):
        print(f"run {i}: {len(v):3d} kernels from {src:13s} jit_ms min {min(v):8.3f} median {statistics.median(v):8.3f} max {max(v):8.3f}")
    plan = [r for r in rows if r["kind"] == "plan"]
    if plan:
        p = plan[0]
        print(f"run {i}: plan {p['variant']}: plan cache {p['plan_cache']}, kernel {p['kernel_source']}, "
              f"selection {p['selection_ms']:.3f} ms, jit {p['jit_ms']:.3f} ms")
PY
      grep -E "^run |kernel cache:" "$OUT/cache.log"
    fi
  fi
done

step "summary"
jsons=()
for f in "$OUT/gpu_f64.json" "$OUT/gpu_f32.json"; do [ -s "$f" ] && jsons+=("$f"); done
if [ "${#jsons[@]}" -gt 0 ]; then
  python3 "$ROOT/scripts/bench_summary.py" "$OUT/gpu_summary.md" "${jsons[@]}" >/dev/null
fi
echo "ctest:  $(grep -E 'tests passed' "$OUT/ctest.log" 2>/dev/null | tail -n 1)"
grep -E "kernel cache:|slowest" "$OUT/bench.log" 2>/dev/null | sed 's/^/bench:  /'
grep -E "^run |kernel cache:" "$OUT/cache.log" 2>/dev/null | sed 's/^/cache:  /'
for n in "${notes[@]}"; do echo "note:   $n"; done
echo "total ${SECONDS}s"
[ -s "$OUT/gpu_summary.md" ] && cat "$OUT/gpu_summary.md"
exit 0
