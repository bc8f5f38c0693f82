#!/usr/bin/env bash
# Hardware counters of one SpMV kernel launch per (matrix, dtype, instance), by
# Nsight Compute, on the GPU machine (Firecracker runtime: ncu reads counters
# there; clocks left alone, METHOD.md). For each case `spgen bench` runs the
# instance and ncu profiles its 21st launch (past the warm-up). What comes
# back is one compact CSV row per case: time, DRAM bytes read and written
# (what the product really moved), L2 sectors requested by the SMs (x's
# gathers that miss L1 included), their L2 hit rate, achieved occupancy,
# registers, and the main warp stall reasons.
#   scripts/gpu/ncu_spmv.sh BUILD_DIR OUT_CSV "MATRIX:DTYPE:INSTANCE ..."
set -u
BUILD="$1"
CSV="$2"
CASES="$3"
SPGEN="$BUILD/apps/spgen"
NCU="$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -n1)"
[ -n "$NCU" ] || { echo "ncu not found"; exit 1; }
metrics=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum
metrics+=,lts__t_sector_op_read_hit_rate.pct,sm__warps_active.avg.pct_of_peak_sustained_active
metrics+=,launch__registers_per_thread,launch__block_size,launch__grid_size,smsp__inst_executed.sum
metrics+=,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio
metrics+=,smsp__average_warp_latency_issue_stalled_lg_throttle.ratio
metrics+=,smsp__average_warp_latency_issue_stalled_wait.ratio
echo "matrix,dtype,instance,metric,unit,value" >"$CSV"
for c in $CASES; do
  IFS=: read -r -a parts <<<"$c"
  inst="${parts[-1]}"
  dt="${parts[-2]}"
  matrix="$(IFS=:; echo "${parts[*]:0:${#parts[@]}-2}")"
  raw="$(mktemp)"
  # A generated kernel's name is its instance's name, so ncu counts that
  # kernel's launches alone (the plan's too where it picked the same one).
  "$NCU" --clock-control none --launch-skip 20 --launch-count 1 --metrics "$metrics" --csv --page raw \
    --kernel-name "$inst" \
    "$SPGEN" bench "$matrix" --dtype "$dt" --variants "$inst" --min-seconds 0 --quiet >"$raw" 2>&1
  python3 - "$raw" "$matrix" "$dt" "$inst" >>"$CSV" <<'EOF'
import csv, sys
raw, matrix, dt, inst = sys.argv[1:]
# ncu's table starts at its header row (first cell "ID"); spgen's own lines
# before it may hold commas too.
rows = [r for r in csv.reader(open(raw)) if len(r) > 5]
rows = rows[[r[0] for r in rows].index("ID"):] if "ID" in [r[0] for r in rows] else []
if len(rows) < 3:
    print(f"{matrix},{dt},{inst},error,,{open(raw).read()[-300:]!r}")
    sys.exit()
head, units, data = rows[0], rows[1], rows[-1]
for name, unit, value in zip(head, units, data):
    if "__" in name or name in ("Kernel Name",):
        print(f"{matrix},{dt},{inst},{name},{unit},{value.replace(',', '')}")
EOF
  rm -f "$raw"
done
