#!/usr/bin/env python3
"""Issue 14's model targets from `spgen bench --variants '*'` JSON.

For each (matrix, dtype): the plan's time (what the model chose, `selected_by`
"model"), the fastest instance of the sweep, and the model's prediction for the
plan. Prints a markdown table and the two shares the issue asks for:
  - the model's choice within 10% of the exhaustive best instance;
  - the predicted time within 25% of the achieved one.
Where the run confirmed its fastest rows (GPU sweeps: `confirmed_ms`, the plan
and the sweep's three fastest instances timed again together, in interleaved
rounds), the choice is judged on those times: the plan against the fastest of
the confirmed instances. The sweep-only ratio is printed beside it.

usage: scripts/model_report.py BENCH.json [...] [--json OUT]
Reads full or compact bench JSON (scripts/compact_results.py).
"""
import argparse
import json
import sys


def rows_of(path):
    d = json.load(open(path))
    if isinstance(d, dict) and d.get("compact"):
        cols = d["columns"]
        return [dict(zip(cols, r)) for r in d["rows"]]
    return d["rows"] if isinstance(d, dict) else d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--json")
    args = ap.parse_args()
    by = {}
    for f in args.files:
        for r in rows_of(f):
            if r.get("error") or r.get("skipped") or not r.get("time_ms"):
                continue
            by.setdefault((r["matrix"], r["dtype"]), []).append(r)
    out = []
    print("| matrix | dtype | plan (by) | plan ms | best instance | best ms | plan/best | sweep plan/best | predicted ms | predicted/achieved |")
    print("|---|---|---|---:|---|---:|---:|---:|---:|---:|")
    for (m, dt), rows in sorted(by.items()):
        plans = [r for r in rows if r["kind"] == "plan"]
        inst = [r for r in rows if r["kind"] == "instance"]
        if not plans or not inst:
            continue
        p = plans[0]
        sweep_best = min(inst + [p], key=lambda r: r["time_ms"])
        sweep_ratio = p["time_ms"] / sweep_best["time_ms"]
        confirmed = [r for r in inst if r.get("confirmed_ms")]
        if p.get("confirmed_ms") and confirmed:
            t = lambda r: r["confirmed_ms"]
            best = min(confirmed + [p], key=t)
        else:
            t = lambda r: r["time_ms"]
            best = sweep_best
        ratio = t(p) / t(best)
        pred = p.get("predicted_ms", 0) or 0
        pr = pred / t(p) if pred else None
        out.append({"matrix": m, "dtype": dt, "plan": p["variant"], "selected_by": p.get("selected_by", ""),
                    "plan_ms": t(p), "best": best["variant"], "best_ms": t(best), "plan_over_best": ratio,
                    "confirmed": bool(p.get("confirmed_ms") and confirmed), "sweep_plan_over_best": sweep_ratio,
                    "predicted_ms": pred, "predicted_over_achieved": pr})
        print(f"| {m} | {dt} | {p['variant'].removeprefix('plan:')} ({p.get('selected_by', '')}) | {t(p):.4g} | "
              f"{best['variant'].removeprefix('plan:')} | {t(best):.4g} | {ratio:.3f} | {sweep_ratio:.3f} | "
              f"{pred:.4g} | {'' if pr is None else f'{pr:.2f}'} |")
    if not out:
        sys.exit("no matrix has both a plan row and instance rows (run bench with --variants '*')")
    within = sum(1 for o in out if o["plan_over_best"] <= 1.10)
    sweep_within = sum(1 for o in out if o["sweep_plan_over_best"] <= 1.10)
    n_confirmed = sum(1 for o in out if o["confirmed"])
    predicted = [o for o in out if o["predicted_over_achieved"]]
    close = sum(1 for o in predicted if abs(o["predicted_over_achieved"] - 1) <= 0.25)
    print(f"\nmodel choice within 10% of the best instance: {within}/{len(out)} ({100 * within / len(out):.0f}%; target 90%)"
          f" ({n_confirmed} on confirmed times; on the sweep's own times: {sweep_within}/{len(out)})")
    if predicted:
        print(f"predicted within 25% of achieved: {close}/{len(predicted)} ({100 * close / len(predicted):.0f}%; target 80%)")
    if args.json:
        json.dump({"rows": out, "within_10pct": within, "sweep_within_10pct": sweep_within, "confirmed": n_confirmed,
                   "matrices": len(out), "predicted_within_25pct": close,
                   "predicted": len(predicted)}, open(args.json, "w"), indent=1)


if __name__ == "__main__":
    main()
