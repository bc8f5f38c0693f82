# Sourced by the scripts: common paths and the build folder.
SPGEN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="/usr/local/cuda/bin:$PATH"
SPGEN_BUILD="${SPGEN_BUILD:-$SPGEN_ROOT/build}"
SPGEN_JOBS="${SPGEN_JOBS:-$(nproc)}"

spgen_configure() {  # spgen_configure BUILD_DIR [cmake args...]
  local dir="$1"; shift
  cmake -S "$SPGEN_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
}
