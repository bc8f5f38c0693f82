#!/usr/bin/env bash
# compute-sanitizer's four tools over the CUDA tests and `spgen bench`, on a
# GPU machine, within a time budget; a compact summary per tool and target.
#
#   scripts/gpu/sanitize.sh [BUILD_DIR] [OUT_DIR]
#     BUILD_DIR  a build with the CUDA backend, tests and bench (default build-gpu)
#     OUT_DIR    where summary.json, summary.md and logs.tar.gz go (default sanitize-out)
#   On the lent GPU machine, after the build: SPGEN_GPU_SANITIZE=1 scripts/gpu/run.sh
#
# Targets, each under memcheck, racecheck, initcheck and synccheck (racecheck
# only checks shared memory, which the CSR-Stream and AXTCH1 kernels use (and
# the row-segment and COO combines through their helpers): it runs every
# instance of CSR-Stream, AXTCH1 and COO and one or two of each other format):
#   kernels[k/N]  test_kernel_cuda, every CUDA instance against the oracle on the
#                 standard matrices and three small real ones, in N shards (gtest
#                 sharding) run side by side
#   plan:TEST     test_plan_cuda, one job per test (plans through NVRTC and AOT,
#                 host and device pointers, the rule's branches, dependent
#                 launch); not JitInstancesF64I32 / F32I32 (below)
#   nvrtc         test_nvrtc (memcheck only: the loader's API calls)
#   bench-f64[-k], bench-f32
#                 spgen bench --backend cuda --variants '*' --min-seconds 0 on the
#                 shared matrices in $SPGEN_MATRIX_DIR (memcheck: all of them in
#                 f64, in groups; the other tools: the smallest six; f32: the
#                 smallest few). Only spgen's own kernels are checked
#                 (--kernel-name kns=spgen_): cuSPARSE's baseline kernels, and
#                 anything else it launches, are excluded.
# Every sanitizer runs with --error-exitcode 86; the application's own exit
# status (a failed test, a bench row out of bounds) is reported beside it.
#
# Exit status: 0 when every target ran to the end with 0 errors and its
# program succeeded; 1 otherwise (errors, a failed program, a target cut by
# the budget); 2 when it cannot run here (no GPU, no compute-sanitizer, no
# build).
#
# Environment:
#   SPGEN_SAN_BUDGET_S  wall-clock seconds for all targets (default 420): a
#                       target is cut at the deadline, and not started with
#                       under 30 s left; either is reported
#   SPGEN_SAN_JOBS      sanitizer processes at a time (default 10)
#   SPGEN_SAN_SHARDS    shards of test_kernel_cuda per tool (default 4)
#   SPGEN_SAN_PLAN_TESTS  the test_plan_cuda tests to run (default: all but the two above)
#   SPGEN_SAN_TOOLS     default "memcheck racecheck initcheck synccheck"
#   SPGEN_SAN_ONLY      a grep -E pattern over "tool/target" to run a subset
#   SPGEN_SAN_DRY_RUN=1 print the jobs and exit
#   SPGEN_SAN_WORK      scratch folder (default BUILD_DIR/sanitize-work)
#   COMPUTE_SANITIZER   the tool (default: compute-sanitizer on PATH or in /usr/local/cuda/bin)
#   SPGEN_SAN_FORCE=1   run without a GPU (to test this script with a stand-in tool)
#   SPGEN_MATRIX_DIR    the shared matrices (default .matrices, else ../shared/matrices)
#   SPGEN_SAN_COMMIT    the commit to record (default: git rev-parse, where .git is there)
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(realpath -m "${1:-$ROOT/build-gpu}")"
OUT="$(realpath -m "${2:-$ROOT/sanitize-out}")"
BUDGET="${SPGEN_SAN_BUDGET_S:-420}"
JOBS="${SPGEN_SAN_JOBS:-10}"
SHARDS="${SPGEN_SAN_SHARDS:-4}"
read -r -a TOOLS <<<"${SPGEN_SAN_TOOLS:-memcheck racecheck initcheck synccheck}"
export PATH="/usr/local/cuda/bin:$PATH"
SAN="${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || true)}"
t0=$SECONDS

die() { echo "sanitize: $1" >&2; exit "${2:-2}"; }

if [ "${SPGEN_SAN_FORCE:-0}" != 1 ]; then
  where="run it on the lent GPU machine: SPGEN_GPU_SANITIZE=1 scripts/gpu/run.sh"
  command -v nvidia-smi >/dev/null || die "no GPU here (no nvidia-smi); $where"
  gpu="$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | head -n 1)"
  nvidia-smi -L >/dev/null 2>&1 && [ -n "$gpu" ] || die "no GPU here (nvidia-smi: ${gpu:-no device}); $where"
else
  gpu="none (SPGEN_SAN_FORCE=1)"
fi
[ -n "$SAN" ] && [ -x "$SAN" ] || die "no compute-sanitizer (set COMPUTE_SANITIZER or put it on PATH)"
for exe in tests/kernels/test_kernel_cuda tests/runtime/test_plan_cuda tests/runtime/test_nvrtc apps/spgen; do
  [ -x "$BUILD/$exe" ] || die "no $BUILD/$exe: build with the CUDA backend, SPGEN_BUILD_TESTS and SPGEN_BUILD_BENCH"
done

MATRICES="${SPGEN_MATRIX_DIR:-}"
[ -z "$MATRICES" ] && for d in "$ROOT/.matrices" "$ROOT/../shared/matrices"; do
  [ -d "$d" ] && { MATRICES="$d"; break; }
done
# Shared matrices, smallest file first; qc324 is complex, which the reader rejects by design.
mapfile -t by_size < <(ls -Sr "$MATRICES" 2>/dev/null | sed -n 's/\.mtx\.gz$//p' | grep -vx qc324)

WORK="$(realpath -m "${SPGEN_SAN_WORK:-$BUILD/sanitize-work}")"  # logs, caches, bench JSON: not in OUT
rm -rf "$WORK"
mkdir -p "$WORK/logs" "$WORK/jobs" "$WORK/small-matrices"
# The kernel tests' real matrices: three small ones (every instance runs on each).
for m in gr_30_30 pde900 1138_bus; do
  [ -f "$MATRICES/$m.mtx.gz" ] && cp "$MATRICES/$m.mtx.gz" "$WORK/small-matrices/"
done

# ---- the jobs ------------------------------------------------------------------
# One file per job: "$id.sh" runs the sanitizer; "$id.meta" holds "tool target".
njobs=0
add_job() {  # add_job TOOL TARGET FILTER_ARGS -- ENV... -- COMMAND...
  local tool="$1" target="$2" id
  shift 2
  local filters=() envs=() cmd=()
  while [ "$1" != "--" ]; do filters+=("$1"); shift; done
  shift
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  cmd=("$@")
  # Longest first (the kernel tests, then bench), so the pool ends together.
  local prio=3
  case "$target" in kernels*) prio=0 ;; bench*) prio=1 ;; plan*) prio=2 ;; esac
  id="$prio$(printf '%02d' "$njobs")-$tool-$(tr -c 'A-Za-z0-9_.\n-' '_' <<<"$target")"
  if [ -n "${SPGEN_SAN_ONLY:-}" ] && ! grep -qE "$SPGEN_SAN_ONLY" <<<"$tool/$target"; then return; fi
  njobs=$((njobs + 1))
  echo "$tool $target" >"$WORK/jobs/$id.meta"
  {
    echo "cd $(printf '%q' "$WORK")"
    echo "export SPGEN_CACHE_DIR=$(printf '%q' "$WORK/cache-$id")"
    for e in "${envs[@]}"; do echo "export $(printf '%q' "$e")"; done
    # A distinct port base per job: several sanitizers run side by side.
    printf 'exec %q --tool %q --error-exitcode 86 --check-exit-code no --print-limit 50 --port %d' \
      "$SAN" "$tool" $((30000 + 50 * njobs))
    printf ' --log-file %q' "$WORK/logs/$id.san"
    printf ' %q' "${filters[@]}" -- "${cmd[@]}"
    echo
  } >"$WORK/jobs/$id.sh"
}

KT="$BUILD/tests/kernels/test_kernel_cuda"
PT="$BUILD/tests/runtime/test_plan_cuda"
NT="$BUILD/tests/runtime/test_nvrtc"
SPGEN="$BUILD/apps/spgen"
small_env="SPGEN_MATRIX_DIR=$WORK/small-matrices"
race_filter='*csrstream*:*_axt_ch1_*:*_coo_*:*_csr_t32_r8_f64i32*:*_csr_t1_r128_f32i64*:*_ell_r128_f64i32*:*_rowseg_t8_s4_r32_f64i32*:*_sellp_b32_t2_u2_f64i32*:*_sellp_b8_t4_u1_f32i32*'
bench_args=(--backend cuda --variants '*' --min-seconds 0 --quiet)
only_spgen=(--kernel-name kns=spgen_)
# test_plan_cuda one test per job. JitInstancesF64I32 and F32I32 are left out:
# they plan and run each i32 instance on the standard and real matrices, as
# test_kernel_cuda does with the same kernels, about 1,200 plans each, and did
# not finish in 240 s under any of the four tools (first run, 2026-11-23).
read -r -a PLAN_TESTS <<<"${SPGEN_SAN_PLAN_TESTS:-JitInstancesF64I64 JitInstancesF32I64 AotMatchesJit HostDeviceAndStream \
  SecondContextCompilesAndSelectsNothing RuleBranches DependentLaunchChainsMatchSynchronisedProductsF64 \
  DependentLaunchChainsMatchSynchronisedProductsF32}"

for tool in "${TOOLS[@]}"; do
  n="$SHARDS"
  gfilter=()
  if [ "$tool" = racecheck ]; then n=2; gfilter=("--gtest_filter=$race_filter"); fi
  for ((k = 0; k < n; ++k)); do
    add_job "$tool" "kernels[$((k + 1))/$n]" -- "$small_env" GTEST_TOTAL_SHARDS=$n GTEST_SHARD_INDEX=$k -- \
      "$KT" "${gfilter[@]}"
  done
  for t in "${PLAN_TESTS[@]}"; do
    add_job "$tool" "plan:$t" -- "$small_env" -- "$PT" "--gtest_filter=CudaPlan.$t"
  done
  if [ "$tool" = memcheck ]; then
    add_job "$tool" nvrtc -- -- "$NT"
    # Every shared matrix in f64, in three groups of about equal work.
    for g in 0 1 2; do
      group=()
      for ((i = g; i < ${#by_size[@]}; i += 3)); do group+=("${by_size[i]}"); done
      [ "${#group[@]}" -gt 0 ] &&
        add_job "$tool" "bench-f64-$((g + 1))" "${only_spgen[@]}" -- "SPGEN_MATRIX_DIR=$MATRICES" -- \
          "$SPGEN" bench "${group[@]}" --dtype f64 "${bench_args[@]}" --json "$WORK/$tool-f64-$g.json"
    done
    f32=("${by_size[@]:0:6}")
  else
    [ "${#by_size[@]}" -gt 0 ] &&
      add_job "$tool" bench-f64 "${only_spgen[@]}" -- "SPGEN_MATRIX_DIR=$MATRICES" -- \
        "$SPGEN" bench "${by_size[@]:0:6}" --dtype f64 "${bench_args[@]}" --json "$WORK/$tool-f64.json"
    f32=("${by_size[@]:0:3}")
  fi
  [ "${#f32[@]}" -gt 0 ] &&
    add_job "$tool" bench-f32 "${only_spgen[@]}" -- "SPGEN_MATRIX_DIR=$MATRICES" -- \
      "$SPGEN" bench "${f32[@]}" --dtype f32 "${bench_args[@]}" --json "$WORK/$tool-f32.json"
done

echo "sanitize: $njobs jobs, $JOBS at a time, budget ${BUDGET} s; GPU: $gpu"
echo "sanitize: shared matrices (smallest first) in $MATRICES: ${by_size[*]:-none}"
if [ "${SPGEN_SAN_DRY_RUN:-0}" = 1 ]; then
  for f in "$WORK"/jobs/*.sh; do echo "--- $(cat "${f%.sh}.meta")"; tail -n 1 "$f"; done
  exit 0
fi
[ "$njobs" -gt 0 ] || die "no job matches SPGEN_SAN_ONLY=${SPGEN_SAN_ONLY:-}"

# ---- run them, at most $JOBS at a time, all within the deadline -----------------
deadline=$((t0 + BUDGET))
for f in "$WORK"/jobs/*.sh; do
  id="$(basename "$f" .sh)"
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
  left=$((deadline - SECONDS))
  if [ "$left" -lt 30 ]; then
    echo "skipped 0" >"$WORK/logs/$id.rc"
    continue
  fi
  (
    s=$SECONDS
    timeout -k 10 "$left" bash "$f" >"$WORK/logs/$id.app" 2>&1
    rc=$?
    echo "$rc $((SECONDS - s))" >"$WORK/logs/$id.rc"
    echo "  [$((SECONDS - t0)) s] $(cat "$WORK/jobs/$id.meta"): exit $rc after $((SECONDS - s)) s"
  ) &
done
wait

san_version="$("$SAN" --version 2>/dev/null | grep -i version | head -n 1)"
python3 - "$WORK" "$OUT" "$gpu" "$san_version" "$BUDGET" "$((SECONDS - t0))" "${SPGEN_SAN_COMMIT:-$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)}" <<'PY'
import glob, json, os, re, sys, time
work, out, gpu, version, budget, wall, commit = sys.argv[1:8]
INFO = ("COMPUTE-SANITIZER", "ERROR SUMMARY", "RACECHECK SUMMARY", "LEAK SUMMARY", "Target application returned",
        "Saved host backtrace", "Note:", "This tool", "Tool ")

def sanitizer(path):
    """errors, warnings, whether the sanitizer finished, up to three distinct reports"""
    try:
        lines = open(path, errors="replace").read().splitlines()
    except OSError:
        return 0, 0, False, []
    errors = warnings = 0
    summary = None
    first = []
    for i, line in enumerate(lines):
        m = re.search(r"ERROR SUMMARY: (\d+) error", line)
        if m:
            summary = (int(m.group(1)), summary[1] if summary else None)
        m = re.search(r"RACECHECK SUMMARY: \d+ hazards? displayed \((\d+) errors?, (\d+) warnings?\)", line)
        if m:
            summary = (int(m.group(1)) if summary is None else summary[0], int(m.group(2)))
        if not line.startswith("========= ") or line[10:11] in (" ", "") or line[10:].startswith(INFO):
            continue
        head = line[10:].strip()
        if head.startswith("Warning"):
            warnings += 1
        else:
            errors += 1
        where = next((l[10:].strip() for l in lines[i + 1:i + 6]
                      if l.startswith("=========     ") and "Saved host backtrace" not in l), "")
        report = (head + (" | " + where if where else ""))[:240]
        if len(first) < 3 and report not in first:
            first.append(report)
    if summary:
        errors = summary[0]
        if summary[1] is not None:
            warnings = summary[1]
    return errors, warnings, summary is not None, first

def program(path):
    """gtest counts, or the program's last error line"""
    try:
        text = open(path, errors="replace").read()
    except OSError:
        return {}
    res = {}
    for key, tag in (("passed", "OK"), ("failed", "FAILED"), ("skipped", "SKIPPED")):
        names = set(re.findall(r"^\[\s*" + tag + r"\s*\] (\S+)", text, re.M))
        if names:
            res[key] = len(names)
    if "failed" in res:
        res["failed_tests"] = sorted(set(re.findall(r"^\[\s*FAILED\s*\] (\S+)", text, re.M)))[:10]
    errs = [l for l in text.splitlines() if l.startswith("spgen: error:")]
    if errs:
        res["error"] = errs[-1][:300]
    return res

rows = []
for meta in sorted(glob.glob(os.path.join(work, "jobs", "*.meta"))):
    jid = os.path.basename(meta)[:-5]
    tool, target = open(meta).read().split()
    try:
        rc_text, secs = open(os.path.join(work, "logs", jid + ".rc")).read().split()
    except (OSError, ValueError):
        rc_text, secs = "missing", "0"
    errors, warnings, finished, first = sanitizer(os.path.join(work, "logs", jid + ".san"))
    prog = program(os.path.join(work, "logs", jid + ".app"))
    if rc_text == "skipped":
        status = "not run (budget)"
    elif rc_text in ("124", "137"):
        status = "cut at the deadline"
    elif rc_text == "missing":
        status = "no result"
    elif errors > 0 or rc_text == "86":
        status = "errors"
    elif rc_text != "0" or not finished:
        status = "program failed (exit %s)" % rc_text
    elif prog.get("skipped") and not prog.get("passed"):
        status = "every test skipped"  # no device seen: nothing was checked
    else:
        status = "clean"
    row = {"tool": tool, "target": target, "status": status, "errors": errors, "warnings": warnings,
           "seconds": int(secs), "exit": rc_text, "program": prog}
    if first:
        row["first_reports"] = first
    rows.append(row)

tools = []
for r in rows:
    if r["tool"] not in tools:
        tools.append(r["tool"])
totals = {t: {k: sum(r[k] for r in rows if r["tool"] == t) for k in ("errors", "warnings")} for t in tools}
for t in tools:
    mine = [r for r in rows if r["tool"] == t]
    totals[t]["targets"] = len(mine)
    totals[t]["clean"] = sum(r["status"] == "clean" for r in mine)
ok = all(r["status"] == "clean" for r in rows)
doc = {"date": time.strftime("%Y-%m-%d"), "commit": commit, "gpu": gpu, "sanitizer": version,
       "budget_s": int(budget), "wall_s": int(wall), "all_clean": ok, "totals": totals, "targets": rows}
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "summary.json"), "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")

def prog_text(r):
    p = r["program"]
    if "passed" in p or "failed" in p or "skipped" in p:
        s = "%d passed" % p.get("passed", 0)
        if p.get("failed"):
            s += ", %d failed" % p["failed"]
        if p.get("skipped"):
            s += ", %d skipped" % p["skipped"]
        return s
    return "exit %s" % r["exit"] + (": " + p["error"][len("spgen: error: "):][:100] if r["exit"] != "0" and "error" in p else "")

md = ["# compute-sanitizer: CUDA tests and spgen bench", "",
      "GPU: %s; %s; commit %s; %s; budget %s s, took %s s." % (gpu, version or "compute-sanitizer", commit, doc["date"], budget, wall), "",
      "| tool | targets clean | errors | warnings |", "|---|---:|---:|---:|"]
md += ["| %s | %d / %d | %d | %d |" % (t, v["clean"], v["targets"], v["errors"], v["warnings"]) for t, v in totals.items()]
md += ["", "| tool | target | status | errors | warnings | s | program |", "|---|---|---|---:|---:|---:|---|"]
md += ["| %s | %s | %s | %d | %d | %d | %s |" % (r["tool"], r["target"], r["status"], r["errors"], r["warnings"],
                                               r["seconds"], prog_text(r)) for r in rows]
reports = [(r["tool"], r["target"], x) for r in rows for x in r.get("first_reports", [])]
if reports:
    md += ["", "First reports:", ""] + ["- %s %s: %s" % x for x in reports[:20]]
with open(os.path.join(out, "summary.md"), "w") as f:
    f.write("\n".join(md) + "\n")
sys.exit(0 if ok else 1)
PY
status=$?
tar -C "$WORK" -czf "$OUT/logs.tar.gz" logs jobs 2>/dev/null
cat "$OUT/summary.md"
exit "$status"
