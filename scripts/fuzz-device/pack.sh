#!/usr/bin/env bash
# Packs the fuzzers of the local fuzz build for scripts/fuzz-device/run.sh on
# a machine without clang: debug info stripped (reproduce findings here, with
# the full binaries), plus the shared libraries they need beyond the C/C++
# runtime and zlib (libomp from LLVM; libyaml-cpp 0.7 for fuzz_spec, whose
# soname differs from the 0.8 of Ubuntu 24.04). Build them first with
# scripts/fuzz.sh (any run of a target builds it).
#   scripts/fuzz-device/pack.sh TARGET...     -> .fz18/bin, .fz18/lib (git-ignored)
# Then, with the device tool: run "bash scripts/fuzz-device/run.sh SECONDS
# TARGET:WORKERS ..." carrying .fz18 (64 MiB with the working tree at most).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${SPGEN_FUZZ_BUILD_DIR:-${root}/build-fuzz}"
pack="${SPGEN_FUZZ_PACK:-${root}/.fz18}"
[[ $# -gt 0 ]] || { sed -n '2,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
exclude="$(git -C "${root}" rev-parse --git-path info/exclude)"
[[ "${exclude}" = /* ]] || exclude="${root}/${exclude}"
rel="/${pack#"${root}"/}/"
grep -qxF "${rel}" "${exclude}" 2>/dev/null || echo "${rel}" >>"${exclude}"
rm -rf "${pack}"
mkdir -p "${pack}/bin" "${pack}/lib"
for t in "$@"; do
  strip --strip-debug -o "${pack}/bin/fuzz_${t}" "${build}/tests/fuzz/fuzz_${t}"
  ldd "${build}/tests/fuzz/fuzz_${t}" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' |
    grep -v -E '/(libc|libm|libstdc\+\+|libgcc_s|libz|libpthread|libdl|librt)\.so' |
    while read -r lib; do cp -L "${lib}" "${pack}/lib/"; done
done
du -sh "${pack}"
