"""Pictures of spgen results (matplotlib, Agg backend; PNG or SVG by the file's extension).

    python -m spgen.plot bench.json -o roofline.svg     # from `spgen bench --json bench.json`
    spgen.plot.bandwidth("bench.json", "roofline.png")  # the same from Python
    spgen.plot.matrix(A, "matrix.png")                  # row-length histogram and sparsity pattern

The bandwidth chart shows, per matrix, the achieved bandwidth (GB/s: the
bytes a product must move over its time, as `spgen bench` computes them) of
the plan, of each timed instance and of the baselines (cuSPARSE on the GPU,
Eigen and an OpenMP CSR loop on the CPU), with the measured copy bandwidth
as the ceiling. It reads both the row list `spgen bench --json` writes and
the compact {"columns", "rows"} form kept in bench/results/.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Iterable, List, Optional, Sequence

import numpy as np

__all__ = ["load_bench", "bandwidth", "roofline", "matrix", "main"]

_KIND_ORDER = {"plan": 0, "plan-ordinary-launch": 1, "plan-stored-values": 1, "plan-by-degree": 1, "instance": 2,
               "baseline": 3}


def _pyplot():
    import matplotlib
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt
    return plt


def _format_of(path: str) -> str:
    ext = os.path.splitext(os.fspath(path))[1].lower().lstrip(".")
    if ext not in ("png", "svg"):
        raise ValueError(f"{path}: the output must end in .png or .svg")
    return ext


def load_bench(paths) -> dict:
    """Reads one or more bench JSON files into {"rows": [dict, ...], "copy_gbs": float|None,
    "device": str}. Rows keep the fields matrix, dtype, kind, variant, gbs, time_ms,
    bw_fraction (those present)."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    rows: List[dict] = []
    copy = []
    devices = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            try:
                data = json.load(f)
            except json.JSONDecodeError as e:
                raise ValueError(f"{path}: not JSON: {e}") from None
        if isinstance(data, dict) and "columns" in data and "rows" in data:
            cols = list(data["columns"])
            file_rows = [dict(zip(cols, r)) for r in data["rows"]]
            for r in file_rows:
                r.setdefault("copy_gbs", data.get("copy_gbs"))
                r.setdefault("device", data.get("device", ""))
        elif isinstance(data, list):
            file_rows = [r for r in data if isinstance(r, dict)]
        elif isinstance(data, dict) and isinstance(data.get("rows"), list):
            file_rows = data["rows"]
        else:
            raise ValueError(f"{path}: not a spgen bench JSON (want a list of rows or "
                             "an object with columns and rows)")
        for r in file_rows:
            if "matrix" not in r or "gbs" not in r:
                raise ValueError(f"{path}: a row lacks 'matrix' or 'gbs': {r}")
            rows.append(r)
            if r.get("copy_gbs"):
                copy.append(float(r["copy_gbs"]))
            if r.get("device"):
                devices.append(str(r["device"]))
    if not rows:
        raise ValueError(f"{', '.join(map(str, paths))}: no result rows")
    return {
        "rows": rows,
        "copy_gbs": float(np.median(copy)) if copy else None,
        "device": devices[0] if devices else "",
    }


def _label(row) -> str:
    kind = row.get("kind", "")
    v = str(row.get("variant", ""))
    if kind.startswith("plan"):
        inst = v.split(":", 1)[1] if ":" in v else v
        short = inst.replace("spgen_spmv_", "")
        return f"{kind} ({short})" if short else kind
    return v.replace("spgen_spmv_", "")


def bandwidth(bench, path, title: Optional[str] = None, max_instances: int = 6,
              matrices: Optional[Sequence[str]] = None, per_panel: int = 7):
    """Draws achieved bandwidth per matrix against the copy bandwidth into `path`
    (.png or .svg). `bench`: a path, a list of paths, or load_bench()'s result.
    At most `max_instances` instances per matrix are drawn (the fastest); the
    plan and the baselines always are; `per_panel` matrices per row of panels.
    Returns the path."""
    fmt = _format_of(path)
    data = bench if isinstance(bench, dict) and "rows" in bench else load_bench(bench)
    rows = [r for r in data["rows"] if not r.get("error") and r.get("gbs") is not None]
    if not rows:
        raise ValueError("bandwidth: every row has an error; nothing to draw")
    order = []
    for r in rows:
        key = (r["matrix"], r.get("dtype", ""))
        if key not in order:
            order.append(key)
    if matrices:
        order = [k for k in order if k[0] in set(matrices)]
    plt = _pyplot()
    colours = {"plan": "#d62728", "plan-ordinary-launch": "#ff9896",
               "instance": "#9ecae1", "baseline": "#2ca02c"}
    groups = []
    for key in order:
        rs = [r for r in rows if (r["matrix"], r.get("dtype", "")) == key]
        inst = sorted((r for r in rs if r.get("kind") == "instance"), key=lambda r: -float(r["gbs"]))
        keep = [r for r in rs if r.get("kind") != "instance"] + inst[:max_instances]
        keep.sort(key=lambda r: (_KIND_ORDER.get(r.get("kind", ""), 9), -float(r["gbs"])))
        groups.append((key, keep))
    copy = data.get("copy_gbs")
    ymax = max([float(r["gbs"]) for _, g in groups for r in g] + [copy or 0.0])
    per_row = max(1, int(per_panel))
    panels = [groups[i:i + per_row] for i in range(0, len(groups), per_row)]
    widest = max(sum(len(g) + 1 for _, g in p) for p in panels)
    fig_w = max(7.0, min(18.0, 0.2 * widest + 2.5))
    fig, axes = plt.subplots(len(panels), 1, figsize=(fig_w, 3.6 * len(panels) + 0.6), squeeze=False)
    seen = set()
    for ax, panel in zip(axes[:, 0], panels):
        x = 0.0
        centers, names = [], []
        for (name, dtype), keep in panel:
            start = x
            for r in keep:
                kind = r.get("kind", "instance")
                lab = kind if kind not in seen else None
                seen.add(kind)
                ax.bar(x, float(r["gbs"]), width=0.9, color=colours.get(kind, "#7f7f7f"),
                       edgecolor="black", linewidth=0.3, label=lab)
                x += 1.0
            centers.append((start + x - 1.0) / 2.0)
            names.append(f"{name} ({dtype})" if dtype else name)
            x += 1.0
        if copy:
            lab = f"copy bandwidth {copy:.0f} GB/s" if "copy" not in seen else None
            seen.add("copy")
            ax.axhline(copy, color="black", linestyle="--", linewidth=1.0, label=lab)
        ax.set_xticks(centers)
        ax.set_xticklabels(names, rotation=20, ha="right", fontsize=8)
        ax.set_xlim(-1.0, max(x - 1.0, 1.0))
        ax.set_ylabel("GB/s")
        ax.grid(axis="y", alpha=0.3)
        ax.set_ylim(0, ymax * 1.12 if ymax > 0 else 1.0)
    axes[0, 0].set_title(title or f"SpMV achieved bandwidth (bytes moved / time): "
                                  f"{data.get('device') or 'spgen bench'}", fontsize=10)
    handles, labels = [], []
    for ax in axes[:, 0]:
        h, l = ax.get_legend_handles_labels()
        handles += h
        labels += l
    axes[0, 0].legend(handles, labels, fontsize=8, loc="upper left", ncol=len(labels))
    fig.tight_layout()
    fig.savefig(path, format=fmt, dpi=120)
    plt.close(fig)
    return path


roofline = bandwidth  # the name the CLI's example output uses


def matrix(A, path, title: Optional[str] = None, max_points: int = 200_000, bins: int = 50):
    """Row-length histogram and sparsity pattern of a scipy.sparse matrix (or a
    name load_matrix accepts) into `path` (.png or .svg). Large matrices are
    drawn from a sample of at most `max_points` nonzeros. Returns the path."""
    fmt = _format_of(path)
    if isinstance(A, (str, os.PathLike)):
        from . import load_matrix
        name = os.fspath(A)
        A = load_matrix(name)
        title = title or name
    import scipy.sparse as sp
    if not sp.issparse(A):
        raise TypeError(f"matrix: expected a scipy.sparse matrix, got {type(A).__name__}")
    C = A.tocsr()
    nrows, ncols = C.shape
    lengths = np.diff(C.indptr)
    plt = _pyplot()
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 5))
    ax1.hist(lengths, bins=max(1, min(bins, int(lengths.max(initial=0)) + 1)), color="#1f77b4",
             edgecolor="black", linewidth=0.3, log=bool(lengths.size and lengths.max() > 10 * max(1.0, lengths.mean())))
    mean = float(lengths.mean()) if lengths.size else 0.0
    ax1.set_xlabel("nonzeros per row")
    ax1.set_ylabel("rows")
    ax1.set_title(f"row lengths: mean {mean:.1f}, max {int(lengths.max(initial=0))}")
    rows = np.repeat(np.arange(nrows), lengths)
    cols = C.indices
    if rows.size > max_points:
        pick = np.random.default_rng(0).choice(rows.size, size=max_points, replace=False)
        rows, cols = rows[pick], cols[pick]
    ms = max(0.05, min(4.0, 2000.0 / max(1, math.sqrt(rows.size) * 10)))
    if rows.size > 20000:
        ax2.plot(cols, rows, ",", color="black")
    else:
        ax2.scatter(cols, rows, s=ms, marker="s", color="black", linewidths=0)
    ax2.set_xlim(-0.5, ncols - 0.5)
    ax2.set_ylim(nrows - 0.5, -0.5)
    ax2.set_aspect("equal" if max(nrows, ncols) <= 20 * min(nrows, ncols) else "auto")
    ax2.set_title(f"pattern: {nrows} x {ncols}, {C.nnz} nonzeros")
    ax2.set_xlabel("column")
    ax2.set_ylabel("row")
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, format=fmt, dpi=120)
    plt.close(fig)
    return path


def main(argv: Optional[Iterable[str]] = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m spgen.plot",
        description="Achieved SpMV bandwidth per matrix (plan, instances, baselines) against the "
                    "measured copy bandwidth, from `spgen bench --json` files; or, with --matrix, "
                    "a matrix's row-length histogram and sparsity pattern.")
    p.add_argument("inputs", nargs="+", help="bench JSON file(s), or matrix names/paths with --matrix")
    p.add_argument("-o", "--output", required=True, help="output file, .png or .svg")
    p.add_argument("--matrix", action="store_true", help="draw the matrix named by the input instead")
    p.add_argument("--title", default=None)
    p.add_argument("--max-instances", type=int, default=6,
                   help="fastest instances drawn per matrix (default 6)")
    args = p.parse_args(list(argv) if argv is not None else None)
    try:
        if args.matrix:
            if len(args.inputs) != 1:
                p.error("--matrix takes one matrix")
            matrix(args.inputs[0], args.output, title=args.title)
        else:
            bandwidth(args.inputs, args.output, title=args.title, max_instances=args.max_instances)
    except (ValueError, OSError, TypeError) as e:
        print(f"spgen.plot: error: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # spgen.Error from load_matrix
        if type(e).__name__ == "Error":
            print(f"spgen.plot: error: {e}", file=sys.stderr)
            return 1
        raise
    print(args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
