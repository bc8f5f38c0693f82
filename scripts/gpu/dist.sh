#!/usr/bin/env bash
# Distributed SpMV on a multi-GPU machine (issue 17), one call of the device
# tool on nvidia-h200-x2:
#   1. configure (no generator, AOT cubins for the GPU's sm_XY, MPI and NCCL
#      required) and build the CLI and the distributed tests;
#   2. mpirun -np 2 test_dist_mpi (CPU ranks, then one GPU per rank over NCCL
#      and over MPI);
#   3. spgen bench --distributed: one GPU, then two, every mode and transport,
#      on poisson3d:128 (strong scaling) and poisson3d:161 (weak: 2.09M vs
#      2.10M rows per GPU); JSON per run under $OUT/json.
# NVLink multicast stays off (KINDS.md): NCCL_NVLS_ENABLE=0, passed to every rank.
set -u
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="${OUT:-/tmp/spgen-dist}"
BUILD="${SPGEN_DIST_BUILD:-$ROOT/build-dist}"
JOBS="$(nproc)"
export NCCL_NVLS_ENABLE=0
export SPGEN_MATRIX_DIR="${SPGEN_MATRIX_DIR:-$ROOT/.matrices}"
mkdir -p "$OUT/json"
MPIRUN=(mpirun --allow-run-as-root --oversubscribe -x NCCL_NVLS_ENABLE -x SPGEN_MATRIX_DIR)
for v in NCCL_MAX_CTAS NCCL_MIN_CTAS NCCL_P2P_USE_CUDA_MEMCPY NCCL_DEBUG; do  # experiments, when set
  [ -n "${!v:-}" ] && MPIRUN+=(-x "$v")
done
step() { echo "== $(date -u +%T) $*"; }

arch="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n1 | tr -d ' .')"
arch="${arch:-90}"
step "devices: $(nvidia-smi --query-gpu=name --format=csv,noheader | sort | uniq -c | tr -s ' ')(sm_$arch); $(nproc) cores"
nvidia-smi topo -m 2>/dev/null | head -n 4

step "configure and build"
{
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSPGEN_BUILD_GENERATOR=OFF \
    -DSPGEN_BUILD_BENCH=ON -DSPGEN_BUILD_EXAMPLES=OFF -DSPGEN_ENABLE_MPI=ON -DSPGEN_ENABLE_NCCL=ON \
    -DCMAKE_CUDA_ARCHITECTURES="$arch" -DCMAKE_INCLUDE_PATH="$ROOT/.deps/include" \
    -DSPGEN_MATRIX_DIR_DEFAULT="$SPGEN_MATRIX_DIR" &&
    cmake --build "$BUILD" -j "$JOBS" --target spgen test_dist_mpi
} >"$OUT/build.log" 2>&1 || { echo "BUILD FAILED"; grep -E "error|FAILED" "$OUT/build.log" | head -n 40; exit 1; }
SPGEN="$BUILD/apps/spgen"  # the CLI's binary sits beside its sources' folder name
echo "spgen: $SPGEN"

if [ "${SPGEN_DIST_SKIP_TESTS:-0}" != 1 ]; then
  step "mpirun -np 2 test_dist_mpi"
  timeout 300 "${MPIRUN[@]}" -np 2 "$BUILD/tests/dist/test_dist_mpi" >"$OUT/tests.log" 2>&1
  echo "rc $?"
  grep -E "PASSED|FAILED|SKIPPED|tests ran" "$OUT/tests.log" | head -n 40
fi

run() {  # run NP MATRIX MODE TRANSPORT DTYPE
  local name="$2-np$1-$3-$4-$5${SPGEN_DIST_TAG:-}"
  step "bench $name"
  timeout 180 "${MPIRUN[@]}" -np "$1" "$SPGEN" bench --distributed --backend cuda --mode "$3" --transport "$4" \
    --dtype "$5" "$2" --min-seconds "${SPGEN_DIST_SECONDS:-0.3}" --json "$OUT/json/${name//:/_}.json" 2>&1 |
    grep -E "aggregate|^ +[0-9]+ |balance|local:|error" | head -n 12
}
RUNS="${SPGEN_DIST_RUNS:-all}"
if [ "$RUNS" = all ]; then
  run 1 poisson3d:128 vector automatic f64
  for m in vector naive task; do run 2 poisson3d:128 $m nccl f64; done
  for m in naive task; do run 2 poisson3d:128 $m mpi f64; done
  run 1 poisson3d:128 vector automatic f32
  for m in vector task; do run 2 poisson3d:128 $m nccl f32; done
  for m in vector naive task; do run 2 poisson3d:161 $m nccl f64; done
else  # "NP:MATRIX:MODE:TRANSPORT:DTYPE ..." (matrix names with ':' as '@')
  for r in $RUNS; do IFS=: read -r np mat mode tr dt <<<"$r"; run "$np" "${mat//@/:}" "$mode" "$tr" "$dt"; done
fi
# One compact file of every run (the device tool brings back few files).
python3 - "$OUT/json" >"$OUT/summary.json" <<'PY'
import json, pathlib, sys
runs = []
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.json")):
    j = json.loads(f.read_text())
    runs.append({"run": f.stem, **{k: j[k] for k in ("matrix", "dtype", "mode", "ranks", "rows", "nnz", "device",
                                                    "exchange", "transport", "balance", "repetitions", "aggregate")},
                 "per_rank": [{k: round(v, 5) if isinstance(v, float) else v for k, v in r.items()}
                              for r in j["per_rank"]],
                 "plans_rank0": j["plans_rank0"]})
print(json.dumps(runs, indent=1))
PY
rm -rf "$OUT/json"
step done
