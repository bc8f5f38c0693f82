#!/usr/bin/env python3
"""Retrains RS-SpMM's heavy-threshold tree (runtime/data/rsspmm_heavy_tree.txt).

Input: `spgen bench --op spmm --json` files from a GPU sweep of the rsspmm
instances over heavy thresholds, e.g. per k (the instance the rule takes for k):

    spgen bench MATRICES --op spmm --k 32 --backend cuda --variants '*rsspmm_w64_r4_l8_cf4_f64i32*' \\
        --sweep heavy_threshold=1000,2,4,8,16,32 --json sweep_k32.json

A threshold above the panel width (1000) makes every row light. Each row's
`params` carries the tree's features (features{d1=... log2_k=...}). A sample is
one (matrix, k): its label is the fastest threshold when that beats all-light
by at least --min-gain, else 0 (no heavy segments). A scikit-learn decision tree
(pip install scikit-learn; not a build dependency) is fitted and written in the
runtime's text form; the runtime reads it at build time (runtime/CMakeLists.txt).

    python3 scripts/train_heavy_tree.py sweep_k8.json sweep_k32.json sweep_k128.json \\
        --source 'H100, bench/results/gpu-2026-11-27-rsspmm' -o runtime/data/rsspmm_heavy_tree.txt
"""
import argparse
import json
import re
import sys
from collections import defaultdict

FEATURES = ["d1", "d4", "d16", "d64", "d256", "d1024", "seg_mean", "heavy4", "heavy16", "mean_row", "log2_k"]
ALL_LIGHT = 1000


def samples(paths, min_gain):
    """(features, label, detail) per (matrix, dtype, k) swept."""
    times = defaultdict(dict)  # (matrix, dtype, k) -> {threshold: ms}
    feats = {}
    for path in paths:
        with open(path) as f:
            rows = json.load(f)
        for r in rows:
            if r.get("kind") != "instance" or r.get("error") or not r.get("time_ms"):
                continue
            m = re.search(r"heavy_threshold=(\d+)", r.get("variant", ""))
            f_m = re.search(r"features\{([^}]*)\}", r.get("params", ""))
            if not m or not f_m:
                continue
            key = (r["matrix"], r.get("dtype", ""), r.get("k", 0))
            times[key][int(m.group(1))] = r["time_ms"]
            feats[key] = {kv.split("=")[0]: float(kv.split("=")[1]) for kv in f_m.group(1).split()}
    out = []
    for key, by_t in sorted(times.items()):
        if ALL_LIGHT not in by_t or len(by_t) < 2:
            continue
        light = by_t[ALL_LIGHT]
        best = min((t for t in by_t if t != ALL_LIGHT), key=lambda t: by_t[t])
        gain = light / by_t[best]
        label = best if gain >= min_gain else 0
        out.append(([feats[key][n] for n in FEATURES], label, f"{key[0]} {key[1]} k={key[2]}: gain {gain:.2f} at {best}"))
    return out


def export(tree, classes, source, nsamples, min_gain):
    """The runtime's text form: node ID FEATURE VALUE LEFT RIGHT / leaf ID THRESHOLD.
    A split whose subtrees all give one threshold is written as that leaf."""
    t = tree.tree_

    def label(node):
        return int(classes[t.value[node][0].argmax()])

    def uniform(node):  # the subtree's one threshold, or None
        if t.children_left[node] == -1:
            return label(node)
        left, right = uniform(t.children_left[node]), uniform(t.children_right[node])
        return left if left is not None and left == right else None

    body, ids = [], {}

    def emit(node):
        ids[node] = len(ids)
        me = ids[node]
        only = uniform(node)
        if only is not None:
            body.append(f"leaf {me} {only}")
            return
        at = len(body)
        body.append(None)  # filled once the children have their ids
        emit(t.children_left[node])
        emit(t.children_right[node])
        body[at] = (f"node {me} {FEATURES[t.feature[node]]} {t.threshold[node]:.6g} "
                    f"{ids[t.children_left[node]]} {ids[t.children_right[node]]}")

    emit(0)
    lines = [
        "spgen-rsspmm-tree-1",
        "# RS-SpMM's heavy threshold (runtime/src/formats/rsspmm/heavy_tree.hpp); leaves are",
        "# thresholds, 0 = no heavy segments. Written by scripts/train_heavy_tree.py from",
        f"# {nsamples} swept (matrix, k) samples, {source}; a label is the fastest threshold",
        f"# where it beat all-light rows by at least {min_gain:.2f}x, else 0.",
    ]
    return "\n".join(lines + body) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("json", nargs="+", help="spgen bench --json files of a --sweep heavy_threshold=... run")
    ap.add_argument("-o", "--output", default="runtime/data/rsspmm_heavy_tree.txt")
    ap.add_argument("--source", default="measured", help="where the sweep ran, for the file's header")
    ap.add_argument("--min-gain", type=float, default=1.03, help="speedup over all-light that makes a label heavy")
    ap.add_argument("--max-depth", type=int, default=3)
    args = ap.parse_args()
    try:
        from sklearn.tree import DecisionTreeClassifier
    except ImportError:
        sys.exit("train_heavy_tree.py needs scikit-learn: pip install scikit-learn")
    data = samples(args.json, args.min_gain)
    if not data:
        sys.exit("no swept rows with features and an all-light (heavy_threshold=1000) time in the input")
    x = [d[0] for d in data]
    y = [d[1] for d in data]
    # Leaves of at least two samples: one matrix at one k does not make a rule.
    tree = DecisionTreeClassifier(max_depth=args.max_depth, min_samples_leaf=2, random_state=0).fit(x, y)
    text = export(tree, tree.classes_, args.source, len(data), args.min_gain)
    with open(args.output, "w") as f:
        f.write(text)
    predicted = tree.predict(x)
    for (_, label, detail), p in zip(data, predicted):
        print(f"{'ok ' if p == label else 'MIS'} label {label:3d} tree {int(p):3d}  {detail}")
    print(f"{sum(p == l for p, l in zip(predicted, y))}/{len(y)} samples labelled as measured; wrote {args.output}")


if __name__ == "__main__":
    main()
