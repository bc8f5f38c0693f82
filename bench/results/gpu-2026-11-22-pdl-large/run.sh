#!/usr/bin/env bash
# PDL on/off on large matrices (experiment)
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
B=build-gpu
cmake -S . -B $B -G Ninja -DCMAKE_BUILD_TYPE=Release -DSPGEN_BUILD_GENERATOR=OFF -DSPGEN_BUILD_TESTS=OFF \
  -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_INCLUDE_PATH=$PWD/.deps/include >$OUT/build.log 2>&1 && cmake --build $B -j16 --target spgen >>$OUT/build.log 2>&1 || { tail -30 $OUT/build.log; exit 1; }
export SPGEN_MATRIX_DIR=$PWD/.matrices SPGEN_CACHE_DIR=$B/cache
for pdl in 0 1; do
  for dt in f64 f32; do
    SPGEN_DISABLE_PDL=$pdl $B/apps/spgen bench poisson3d:128 kron:40:bcsstk32 rmat:22:16 ct2010 --backend cuda --dtype $dt --min-seconds 0.05 \
      --variants '*csrstream_b128_s[48]*' --json $OUT/pdl${pdl}_$dt.json >>$OUT/bench.log 2>&1
  done
done
python3 - $OUT <<'PY'
import json,sys,glob
out=sys.argv[1]
for dt in ['f64','f32']:
  for pdl in ['0','1']:
    rows=json.load(open(f'{out}/pdl{pdl}_{dt}.json'))
    print(dt,'disable_pdl='+pdl,' | '.join('%s %s %.2f'%(r['matrix'][:8],r['variant'].replace('spgen_spmv_','')[:18],r['speedup']) for r in rows if r['kind']!='baseline'))
PY
