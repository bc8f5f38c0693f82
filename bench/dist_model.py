#!/usr/bin/env python3
"""Seed 003's performance model of distributed SpMV (docs/distributed_model.md).

Per rank and product:
  T_comp(nnz) = B_c * nnz / b_mem                  code balance B_c bytes per nonzero
  T_comm      = m * L + S * V_halo / b_link        m messages, V_halo entries received
  vector mode: T = T_comp + T_comm
  task mode:   T = max(T_comp_local, T_comm) + T_comp_nonlocal
Efficiency: strong E(P) = T(1) / (P * T(P)), weak E(P) = T(1) / T(P).

Row blocks of poisson3d (27-point stencil, n^3 rows, rows in k-fastest order) are
slabs: a rank with two neighbours receives two planes of n^2 entries (slabs at
least one plane thick: n >= P).

  python3 bench/dist_model.py                       # the table of docs/distributed_model.md
  python3 bench/dist_model.py --plot model.png [--measured results.json]
"""
import argparse
import json

S = 8            # bytes per value (f64)
B_C = 12 + 20 / 27  # bytes per nonzero: value + column index, and per row (27 entries) y, row_ptr, x once
B_MEM = 4.2e12   # H200 copy bandwidth measured by spgen bench (bench/results, copy_gbs ~ 4210)
LINKS = {        # (bandwidth per direction in bytes/s, latency per message in s)
    "nvlink": (300e9, 10e-6),   # NCCL send/recv between H200s of one host (NVLink 4, 450 GB/s nominal)
    "ib": (45e9, 15e-6),        # one 400 Gb/s NDR port per GPU between hosts
}
GPUS_PER_NODE = 8
EXPOSED_TASK = 0.0  # fraction of T_comm task mode fails to hide when T_comm < T_comp_local


def rank_time(n, p, mode, gpus_per_node=GPUS_PER_NODE):
    rows = n ** 3 / p
    nnz = 27 * rows                      # interior approximation
    if p == 1:
        return B_C * nnz / B_MEM
    neighbours = min(2, p - 1)           # the middle ranks (two neighbours) set the time
    halo = neighbours * n * n            # one plane from each
    bw, lat = LINKS["nvlink" if p <= gpus_per_node else "ib"]
    t_comm = neighbours * lat + S * halo / bw
    nnz_nonlocal = 9 * halo              # each halo entry feeds 9 rows' stencil across the plane
    t_local = B_C * (nnz - nnz_nonlocal) / B_MEM
    t_nonlocal = B_C * nnz_nonlocal / B_MEM + 5e-6  # its own launch
    if mode == "vector":
        return B_C * nnz / B_MEM + t_comm
    return max(t_local, t_comm) + t_nonlocal


def table(ps=(1, 2, 4, 8, 16, 32, 64)):
    out = []
    for label, kind, n_of in [
        ("strong, poisson3d:128 (56M nnz)", "strong", lambda p: 128),
        ("strong, poisson3d:256 (452M nnz)", "strong", lambda p: 256),
        ("weak, 128^3 rows per GPU", "weak", lambda p: round(128 * p ** (1 / 3))),
    ]:
        for mode in ("vector", "task"):
            t1 = rank_time(n_of(1), 1, mode)
            row = []
            for p in ps:
                tp = rank_time(n_of(p), p, mode)
                e = t1 / (p * tp) if kind == "strong" else (t1 * n_of(p) ** 3 / (p * n_of(1) ** 3)) / tp
                row.append(e)
            out.append((label, mode, row))
    return ps, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plot")
    ap.add_argument("--measured", help="JSON list of {case, mode, gpus, efficiency} points to overlay")
    a = ap.parse_args()
    ps, rows = table()
    print("| case | mode | " + " | ".join(f"{p} GPUs" for p in ps) + " |")
    print("|---|---|" + "---|" * len(ps))
    for label, mode, r in rows:
        print(f"| {label} | {mode} | " + " | ".join(f"{100 * e:.0f}%" for e in r) + " |")
    if a.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(7, 4.2))
        for label, mode, r in rows:
            ax.plot(ps, [100 * e for e in r], marker="o", ls="-" if mode == "task" else "--", label=f"{label}, {mode}")
        if a.measured:
            for m in json.load(open(a.measured)):
                ax.plot(m["gpus"], 100 * m["efficiency"], "k*", ms=10)
                ax.annotate(f'{m["case"]} {m["mode"]}', (m["gpus"], 100 * m["efficiency"]), fontsize=7)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("GPUs (H200; NVLink up to 8, InfiniBand beyond)")
        ax.set_ylabel("parallel efficiency (%)")
        ax.set_ylim(0, 110)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(a.plot)


if __name__ == "__main__":
    main()
