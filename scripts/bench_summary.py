#!/usr/bin/env python3
"""Markdown summary of `spgen bench --json` files: per matrix, the baseline,
the runtime's plan and the fastest instance, with the speedups the targets
talk about; SpMM rows (`--op spmm|spmm-t`) one line per k. Usage:
bench_summary.py OUT.md FILE.json [FILE.json ...]"""
import json
import sys


def fmt_ms(v):
    return f"{v:.4f}" if v else "-"


def matrix_label(r):
    """The matrix, with the op and k for SpMM rows (one line per k; compact
    files keep k but not the op, and SpMV rows have k = 1)."""
    op, k = r.get("op", "spmv"), r.get("k", 1) or 1
    if op != "spmv":
        return f"{r['matrix']} {op} k={k}"
    return f"{r['matrix']} k={k}" if k > 1 else r["matrix"]


def summarize(rows):
    by = {}
    for r in rows:
        by.setdefault((matrix_label(r), r["dtype"]), []).append(r)
    out = []
    out.append("| matrix | dtype | rows | nnz | baseline | base ms | plan | plan ms | plan x | plan x, ordinary launch | plan x, values stored | best instance | best ms | best x | best %bw | setup ms (plan) | setup products |")
    out.append("|---|---|---:|---:|---|---:|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|")
    for (m, dt), rs in by.items():
        failed = [r for r in rs if r.get("kind") == "matrix"]
        if failed:
            out.append(f"| {m} | {dt} | | | failed: {failed[0].get('error', '')[:80]} | | | | | | | | | | | | |")
            continue
        ok = [r for r in rs if not r.get("error") and r.get("time_ms", 0) > 0]
        base = [r for r in ok if r["kind"] == "baseline"]
        # The plan's own row first (SpMM Aᵀ·X also lists its atomic plan as a plan row).
        plan = sorted((r for r in ok if r["kind"] == "plan"), key=lambda r: not r["variant"].startswith("plan:"))
        ordinary = [r for r in ok if r["kind"] == "plan-ordinary-launch"]
        # Where the plan coded its values, the plan that keeps them (issue 16: beside, never instead).
        stored = [r for r in ok if r["kind"] == "plan-stored-values"]
        inst = [r for r in ok if r["kind"] == "instance"]
        any_row = rs[0]
        b = min(base, key=lambda r: r["time_ms"]) if base else None
        p = plan[0] if plan else None
        o = ordinary[0] if ordinary else None
        best = min(inst, key=lambda r: r["time_ms"]) if inst else None
        sv = stored[0] if stored else None
        out.append("| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |".format(
            m, dt, any_row.get("rows", ""), any_row.get("nnz", ""),
            b["variant"] if b else "-", fmt_ms(b["time_ms"]) if b else "-",
            p["variant"].replace("plan:", "") if p else "-", fmt_ms(p["time_ms"]) if p else "-",
            f"{p['speedup']:.2f}" if p else "-", f"{o['speedup']:.2f}" if o else "-",
            f"{sv['speedup']:.2f}" if sv else "-",
            best["variant"] if best else "-", fmt_ms(best["time_ms"]) if best else "-",
            f"{best['speedup']:.2f}" if best else "-",
            f"{100 * best['bw_fraction']:.1f}%" if best else "-",
            f"{p['setup_ms']:.2f}" if p else "-", f"{p['setup_products']:.0f}" if p else "-"))
    errors = [r for r in rows if r.get("error") and r.get("kind") != "matrix"]
    if errors:
        out.append("")
        out.append(f"{len(errors)} variant(s) failed:")
        for r in errors[:20]:
            out.append(f"- {r['matrix']} {r['dtype']} {r['variant']}: {r['error'][:160]}")
    out += small_matrix_target(by)
    return "\n".join(out)


def small_matrix_target(by):
    """Issue 4's target: on real matrices under 1M nonzeros, a product takes at
    most 0.6x cuSPARSE's time. Counted per matrix and as the median."""
    lines = []
    for kind in ("plan", "plan-ordinary-launch"):
        ratios = []
        for (m, dt), rs in by.items():
            ok = [r for r in rs if not r.get("error") and r.get("time_ms", 0) > 0]
            p = [r for r in ok if r["kind"] == kind]
            if ":" in m or " " in m or not p or p[0].get("nnz", 0) >= 1_000_000 or not p[0].get("baseline_ms"):
                continue
            ratios.append((p[0]["time_ms"] / p[0]["baseline_ms"], m))
        if not ratios:
            continue
        ratios.sort()
        met = [m for q, m in ratios if q <= 0.6]
        missed = [f"{m} {q:.2f}" for q, m in ratios if q > 0.6]
        median = ratios[len(ratios) // 2][0] if len(ratios) % 2 else \
            (ratios[len(ratios) // 2 - 1][0] + ratios[len(ratios) // 2][0]) / 2
        lines.append(f"- {kind}: time / baseline time on real matrices under 1M nonzeros: "
                     f"median {median:.2f}, at most 0.6 on {len(met)}/{len(ratios)}"
                     + (f" (over: {', '.join(missed)})" if missed else ""))
    return ["", "Small-matrix target (time per product <= 0.6x the baseline's):"] + lines if lines else []


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    parts = []
    for path in sys.argv[2:]:
        with open(path) as f:
            rows = json.load(f)
        if isinstance(rows, dict) and rows.get("compact"):  # scripts/compact_results.py's form
            run = {k: v for k, v in rows.items() if k not in ("columns", "rows")}
            rows = [dict(run, **dict(zip(rows["columns"], r))) for r in rows["rows"]]
        dev = rows[0].get("device", "") if rows else ""
        copy = rows[0].get("copy_gbs", 0) if rows else 0
        floor = rows[0].get("launch_floor_ms", 0) if rows else 0
        floor_text = f"; empty-kernel launch {floor * 1000:.2f} us per product" if floor else ""
        parts.append(f"## {path.split('/')[-1]}\n\ndevice: {dev}; copy bandwidth {copy:.1f} GB/s{floor_text}\n\n"
                     + summarize(rows))
    text = "\n\n".join(parts) + "\n"
    with open(sys.argv[1], "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
