#!/usr/bin/env bash
# The whole test suite, from a fresh machine: install what is missing, build,
# check that generated/ matches the specs and templates, run every suite, run
# them again under ASan + UBSan, fuzz the Matrix Market reader for a bounded
# time, build and run the downstream example against the installed package,
# and pip-install the Python package (python/) into a venv and run its pytest
# suite. GPU tests skip with a reason where no GPU is present.
#   SPGEN_FUZZ_SECONDS (default 60) bounds the fuzzing step.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$SPGEN_ROOT"
"$SPGEN_ROOT/scripts/install-deps.sh"

summary=()
passed=0
failed=0
record() {  # record NAME LOGFILE — add ctest's counts from LOGFILE to the totals
  local line total fails
  if grep -q "No tests were found" "$2"; then
    summary+=("$1: FAILED: ctest found no tests (was the build configured with SPGEN_BUILD_TESTS=OFF?)")
    failed=$((failed + 1)); return
  fi
  line=$(grep -E "tests passed, [0-9]+ tests? failed out of [0-9]+" "$2" | tail -n 1 || true)
  if [ -z "$line" ]; then summary+=("$1: ctest did not finish"); failed=$((failed + 1)); return; fi
  total=$(sed -E 's/.*out of ([0-9]+).*/\1/' <<<"$line")
  fails=$(sed -E 's/.* ([0-9]+) tests? failed.*/\1/' <<<"$line")
  passed=$((passed + total - fails)); failed=$((failed + fails))
  summary+=("$1: $line")
}

step() { echo; echo "==> $*"; }

step "build (Release)"
# Forced on whatever an earlier configure cached (run-main.sh builds the CLI
# alone, with the tests off, in the same folder).
spgen_configure "$SPGEN_BUILD" -DSPGEN_BUILD_TESTS=ON -DSPGEN_BUILD_APPS=ON -DSPGEN_BUILD_BENCH=ON
cmake --build "$SPGEN_BUILD" -j "$SPGEN_JOBS"

step "generated/ matches specs and templates"
cmake --build "$SPGEN_BUILD" --target spgen_check_generated

step "tests (Release)"
ctest --test-dir "$SPGEN_BUILD" -j "$SPGEN_JOBS" --output-on-failure 2>&1 | tee "$SPGEN_BUILD/ctest.log" || true
record "release" "$SPGEN_BUILD/ctest.log"

step "build and tests under ASan + UBSan"
# The runtime and its suites at -O1 -g1 (ASan's advice: a quarter of the
# compile time of -O2 -g, full stack traces with lines). Left to the Release
# run above: the CLI and its tests (APPS, BENCH), the CUDA backend (no GPU
# here: its tests only skip) and the generator; and, in the kernel sweeps, the
# real matrices (kernels/kernel_check.hpp: sweep_real_matrices). This keeps
# the stage within CI's time on a 2-core machine.
asan_build="$SPGEN_ROOT/build-asan"
spgen_configure "$asan_build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
  -DSPGEN_SANITIZE=address,undefined -DSPGEN_BUILD_GENERATOR=OFF -DSPGEN_BUILD_BENCH=OFF \
  -DSPGEN_BUILD_APPS=OFF -DSPGEN_BUILD_EXAMPLES=OFF -DSPGEN_ENABLE_CUDA=OFF
cmake --build "$asan_build" -j "$SPGEN_JOBS"
# NVRTC and the CUDA runtime keep process-lifetime allocations LeakSanitizer would report.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$asan_build" -j "$SPGEN_JOBS" --output-on-failure 2>&1 | tee "$asan_build/ctest.log" || true
record "asan+ubsan" "$asan_build/ctest.log"

step "fuzz the Matrix Market reader (${SPGEN_FUZZ_SECONDS:-60} s)"
if "$SPGEN_ROOT/scripts/fuzz.sh" "${SPGEN_FUZZ_SECONDS:-60}"; then
  summary+=("fuzz: no finding"); passed=$((passed + 1))
else
  summary+=("fuzz: FOUND A PROBLEM (see above)"); failed=$((failed + 1))
fi

step "downstream package: install, then build and run examples/downstream"
if "$SPGEN_ROOT/scripts/check-downstream.sh"; then
  summary+=("downstream: ok"); passed=$((passed + 1))
else
  summary+=("downstream: FAILED"); failed=$((failed + 1))
fi

step "python package: pip install and pytest"
# A virtual environment under build-python/ (the system Python stays
# untouched); the extension's CMake build is kept in build-python/cmake so a
# second run only rebuilds what changed. The extension links the Release
# runtime tested above (installed into build-python/spgen-prefix) rather than
# compiling it a second time. pytest's counts join the totals; no tests
# collected (exit 5), or an install that fails, is a failure.
py_dir="$SPGEN_ROOT/build-python"
py_log="$py_dir/pytest.log"
mkdir -p "$py_dir"
set +e
(
  set -e
  [ -x "$py_dir/venv/bin/python" ] || python3 -m venv "$py_dir/venv"
  "$py_dir/venv/bin/python" -m pip install -q --disable-pip-version-check \
    numpy scipy matplotlib pytest "nanobind>=2.0" "scikit-build-core>=0.10"
  rm -rf "$py_dir/spgen-prefix"
  cmake --install "$SPGEN_BUILD" --prefix "$py_dir/spgen-prefix" >/dev/null
  CMAKE_BUILD_PARALLEL_LEVEL="$SPGEN_JOBS" "$py_dir/venv/bin/python" -m pip install -q \
    --disable-pip-version-check --no-build-isolation \
    --config-settings=build-dir="$py_dir/cmake" \
    --config-settings=cmake.define.SPGEN_PREBUILT="$py_dir/spgen-prefix" "$SPGEN_ROOT/python"
)
py_install=$?
py_rc=1
if [ "$py_install" -eq 0 ]; then
  # Run from build-python/ so the source tree's python/spgen (no extension) is not imported.
  (cd "$py_dir" && "$py_dir/venv/bin/python" -m pytest -p no:cacheprovider -rs "$SPGEN_ROOT/python/tests") 2>&1 | tee "$py_log"
  py_rc=${PIPESTATUS[0]}
fi
set -e
if [ "$py_install" -ne 0 ]; then
  summary+=("python: FAILED: pip install of python/ failed (see above)"); failed=$((failed + 1))
elif [ "$py_rc" -eq 5 ]; then
  summary+=("python: FAILED: pytest collected no tests"); failed=$((failed + 1))
else
  py_line=$(grep -E "(passed|failed|error).* in [0-9.]+s" "$py_log" | tail -n 1 | sed -E 's/^=+ //; s/ =+$//' || true)
  py_pass=$(grep -oE "[0-9]+ passed" <<<"$py_line" | grep -oE "[0-9]+" || echo 0)
  py_fail=$(( $(grep -oE "[0-9]+ failed" <<<"$py_line" | grep -oE "[0-9]+" || echo 0) + \
              $(grep -oE "[0-9]+ errors?" <<<"$py_line" | grep -oE "[0-9]+" || echo 0) ))
  if [ "$py_rc" -ne 0 ] && [ "$py_fail" -eq 0 ]; then py_fail=1; fi  # crashed or interrupted
  passed=$((passed + py_pass)); failed=$((failed + py_fail))
  summary+=("python: pytest ${py_line:-did not finish (exit $py_rc)}")
fi

echo
printf '%s\n' "${summary[@]}"
echo "spgen: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
