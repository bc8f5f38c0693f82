#!/usr/bin/env python3
"""Compacts `spgen bench --json` files for bench/results/.

A full bench JSON holds every row of a run (every registry instance on every
matrix: about 1 MB per run and dtype). What the results folder keeps is the
summary a reader needs: per matrix, the plan rows, the baselines and the
fastest instance of each format, with the run-wide figures (device, copy
bandwidth, launch floor) once. The full rows stay in git history.

    scripts/compact_results.py FILE.json [...]      # rewrites each file in place
    scripts/compact_results.py --check FILE.json    # exit 1 if a file is not compact

A compact file is a JSON object:
    {"compact": 1, "device": ..., "copy_gbs": ..., "read_gbs": ...,
     "launch_floor_ms": ..., "columns": [...], "rows": [[...], ...],
     "dropped_rows": N}
"""
import json
import os
import sys
import tempfile

COLUMNS = ["matrix", "dtype", "kind", "variant", "rows", "cols", "nnz", "k", "time_ms", "gbs", "bw_fraction",
           "speedup", "relerr", "setup_ms", "setup_products", "bytes_per_nnz", "values", "params",
           "sm_occupancy", "registers", "basis", "error"]
RUN_FIELDS = ["device", "backend", "copy_gbs", "read_gbs", "launch_floor_ms", "context_ms"]
# Every plan row ("plan", "plan-by-degree", "plan-atomic", ...) and the baselines.
def kept_kind(kind):
    # instance-device-matrix rows are kept whole: their setup is what they measure.
    return kind in ("baseline", "instance-device-matrix") or str(kind).startswith("plan")


def significant(v):
    """Floats to 4 significant digits: timings are medians of noisy samples."""
    if isinstance(v, float):
        return float(f"{v:.4g}")
    return v


def instance_format(variant):
    """spgen_spmv_<format>_<tags>_<types>_<backend> -> <format>."""
    parts = variant.split("_")
    return parts[2] if len(parts) > 3 and parts[0] == "spgen" else variant


def compact(rows):
    if isinstance(rows, dict) and rows.get("compact"):
        return rows
    kept, best = [], {}
    for r in rows:
        if kept_kind(r.get("kind")) or r.get("error"):
            kept.append(r)
            continue
        key = (r.get("matrix"), r.get("dtype"), instance_format(r.get("variant", "")))
        if r.get("time_ms", 0) > 0 and (key not in best or r["time_ms"] < best[key]["time_ms"]):
            best[key] = r
    kept += best.values()
    order = {m: i for i, m in enumerate(dict.fromkeys(r.get("matrix") for r in rows))}
    kept.sort(key=lambda r: (order.get(r.get("matrix"), 0), r.get("dtype", ""), r.get("kind", ""),
                             r.get("variant", "")))
    out = {"compact": 1}
    for f in RUN_FIELDS:
        vals = [r[f] for r in rows if f in r and r[f] not in ("", 0, 0.0)]
        if vals:
            out[f] = significant(vals[0])
    out["columns"] = COLUMNS
    out["rows"] = [[significant(r.get(c, "")) for c in COLUMNS] for r in kept]
    out["dropped_rows"] = len(rows) - len(kept)
    return out


def write_atomically(path, data):
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), suffix=".tmp")
    with os.fdopen(fd, "w") as f:
        f.write("{\n")
        head = [k for k in data if k != "rows"]
        for k in head:
            f.write(f"  {json.dumps(k)}: {json.dumps(data[k])},\n")
        f.write('  "rows": [\n')
        f.write(",\n".join("    " + json.dumps(r, separators=(",", ":")) for r in data["rows"]))
        f.write("\n  ]\n}\n")
    os.replace(tmp, path)


def main(argv):
    check = "--check" in argv
    files = [a for a in argv if a != "--check"]
    if not files:
        print(__doc__, file=sys.stderr)
        return 2
    bad = 0
    for path in files:
        with open(path) as f:
            data = json.load(f)
        if check:
            if not (isinstance(data, dict) and data.get("compact")):
                print(f"{path}: not compact", file=sys.stderr)
                bad += 1
            continue
        before = os.path.getsize(path)
        write_atomically(path, compact(data))
        print(f"{path}: {before // 1024} KB -> {os.path.getsize(path) // 1024} KB")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
