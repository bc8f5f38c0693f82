#!/usr/bin/env bash
# Installs the Debian packages spgen needs, only those missing, so a machine
# that has them all does no network access. The CUDA toolkit is expected under
# /usr/local/cuda (it is on the project's machines); without it the CUDA
# backend is simply left out of the build.
set -euo pipefail

packages=(
  cmake ninja-build g++ git pkg-config
  clang clang-14 libclang-14-dev libclang-cpp14-dev llvm-14-dev clang-format-14 libomp-14-dev
  libclang-rt-14-dev
  libyaml-cpp-dev libgtest-dev libgmock-dev libbenchmark-dev
  libeigen3-dev libopenmpi-dev zlib1g-dev
  libcli11-dev nlohmann-json3-dev libxxhash-dev
)

# The Python package (python/, built by scripts/run-tests.sh in a venv) needs
# python3 with the venv module (and ensurepip) and its C headers. The
# project's machines have a pyenv Python with both; a Debian python3 needs
# python3-venv and python3-dev.
if command -v python3 >/dev/null 2>&1; then
  python3 -c "import venv, ensurepip" 2>/dev/null || packages+=(python3-venv)
  python3 -c "import os, sysconfig; raise SystemExit(not os.path.exists(os.path.join(sysconfig.get_paths()['include'], 'Python.h')))" \
    2>/dev/null || packages+=(python3-dev)
else
  packages+=(python3 python3-venv python3-dev)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "install-deps: all packages present"
fi
