#!/usr/bin/env bash
# Installs spgen from the main build into a temporary prefix, then builds and
# runs examples/downstream against it the way a user would: find_package(spgen),
# no generator, no LLVM, no access to the source tree.
set -euo pipefail
source "$(dirname "$0")/env.sh"
prefix=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$prefix" "$work"' EXIT
cmake --install "$SPGEN_BUILD" --prefix "$prefix" >/dev/null
cmake -S "$SPGEN_ROOT/examples/downstream" -B "$work" -G Ninja -DCMAKE_PREFIX_PATH="$prefix"
cmake --build "$work" -j "$SPGEN_JOBS"
"$work/downstream_example"
