#!/usr/bin/env bash
# The main job: install what is missing, build, and run `spgen bench` (on a
# default matrix generated in code unless matrices are given as arguments).
#   scripts/run-main.sh                      # default generated matrix
#   scripts/run-main.sh bcsstk32 poisson3d:96 --dtype f32
set -euo pipefail
source "$(dirname "$0")/env.sh"
"$SPGEN_ROOT/scripts/install-deps.sh"
spgen_configure "$SPGEN_BUILD" -DSPGEN_BUILD_TESTS=OFF
cmake --build "$SPGEN_BUILD" --target spgen -j "$SPGEN_JOBS"
exec "$SPGEN_BUILD/apps/spgen" bench "$@"
