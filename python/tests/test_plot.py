"""Pictures: the bandwidth chart from bench JSON and the matrix picture, as PNG and SVG."""
import json
import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
import scipy.sparse as sp

pytest.importorskip("matplotlib", reason="matplotlib is needed for spgen.plot")
import spgen  # noqa: E402
import spgen.plot  # noqa: E402

from conftest import REPO  # noqa: E402

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def rows_for(matrix, copy):
    base = dict(matrix=matrix, backend="avx512", dtype="f64", rows=100, cols=100, nnz=1000,
                copy_gbs=copy, read_gbs=copy * 1.1, device="cpu (avx512, 2 threads)")
    return [
        dict(base, kind="baseline", variant="eigen", gbs=30.0, time_ms=1.0),
        dict(base, kind="baseline", variant="omp-csr", gbs=28.0, time_ms=1.1),
        dict(base, kind="instance", variant="spgen_spmv_csr_g1_f64i32_avx512", gbs=36.0, time_ms=0.9),
        dict(base, kind="instance", variant="spgen_spmv_sellp_b8_g0_f64i32_avx512", gbs=33.0, time_ms=0.95),
        dict(base, kind="instance", variant="broken", gbs=0.0, time_ms=0.0, error="failed"),
        dict(base, kind="plan", variant="plan:spgen_spmv_csr_g1_f64i32_avx512", gbs=35.5, time_ms=0.91),
    ]


@pytest.fixture
def bench_json(tmp_path):
    p = tmp_path / "bench.json"
    p.write_text(json.dumps(rows_for("poisson3d:96", 41.0) + rows_for("rmat:20:16", 41.0)))
    return p


@pytest.fixture
def compact_json(tmp_path):
    rows = rows_for("bcsstk32", 40.0)
    cols = ["matrix", "dtype", "kind", "variant", "gbs", "time_ms"]
    p = tmp_path / "compact.json"
    p.write_text(json.dumps({"compact": 1, "device": "x", "copy_gbs": 40.0, "columns": cols,
                             "rows": [[r[c] for c in cols] for r in rows]}))
    return p


def check_svg(path):
    root = ET.parse(str(path)).getroot()
    assert root.tag.endswith("svg")
    text = pathlib.Path(path).read_text()
    return text


def check_png(path):
    data = pathlib.Path(path).read_bytes()
    assert data[:8] == PNG_MAGIC
    assert data[12:16] == b"IHDR" and len(data) > 1000


def test_load_bench_both_forms(bench_json, compact_json):
    d = spgen.plot.load_bench(bench_json)
    assert len(d["rows"]) == 12 and d["copy_gbs"] == 41.0
    c = spgen.plot.load_bench(compact_json)
    assert len(c["rows"]) == 6 and c["copy_gbs"] == 40.0


def test_cli_svg_and_png(bench_json, tmp_path):
    svg = tmp_path / "roofline.svg"
    r = subprocess.run([sys.executable, "-m", "spgen.plot", str(bench_json), "-o", str(svg)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    text = check_svg(svg)
    assert "poisson3d:96" in text or "poisson3d" in text
    png = tmp_path / "roofline.png"
    r = subprocess.run([sys.executable, "-m", "spgen.plot", str(bench_json), "-o", str(png)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    check_png(png)


def test_compact_and_several_files(bench_json, compact_json, tmp_path):
    out = tmp_path / "both.png"
    assert spgen.plot.main([str(bench_json), str(compact_json), "-o", str(out)]) == 0
    check_png(out)


def test_real_results_if_present(tmp_path):
    # A real run's rows: the f64 sweep of gpu-2026-11-22-run20, whose JSON
    # files are merged into one data.json (a key per former file).
    merged = REPO / "bench" / "results" / "gpu-2026-11-22-run20" / "data.json"
    if not merged.exists():
        pytest.skip("no bench/results/gpu-2026-11-22-run20/data.json in this checkout")
    rows = tmp_path / "gpu_f64.json"
    rows.write_text(json.dumps(json.loads(merged.read_text())["gpu_f64"]))
    out = tmp_path / "gpu.svg"
    spgen.plot.bandwidth(rows, out)
    check_svg(out)


def test_cli_errors(tmp_path, bench_json, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert spgen.plot.main([str(bad), "-o", str(tmp_path / "x.svg")]) == 1
    assert "not JSON" in capsys.readouterr().err
    assert spgen.plot.main([str(bench_json), "-o", str(tmp_path / "x.pdf")]) == 1
    assert ".png or .svg" in capsys.readouterr().err
    empty = tmp_path / "empty.json"
    empty.write_text("[]")
    assert spgen.plot.main([str(empty), "-o", str(tmp_path / "x.svg")]) == 1


@pytest.mark.parametrize("ext", ["png", "svg"])
def test_matrix_picture(tmp_path, ext):
    A = spgen.load_matrix("rmat:10:8")
    out = tmp_path / f"m.{ext}"
    assert spgen.plot.matrix(A, out) == out
    (check_png if ext == "png" else check_svg)(out)


def test_matrix_picture_by_name_and_cli(tmp_path):
    out = tmp_path / "p.svg"
    spgen.plot.matrix("poisson3d:8", out)
    check_svg(out)
    out2 = tmp_path / "q.png"
    assert spgen.plot.main(["--matrix", "banded:500:4", "-o", str(out2)]) == 0
    check_png(out2)
    small = sp.random(50, 3000, density=0.01, random_state=1, format="coo")  # wide, sampled path off
    spgen.plot.matrix(small, tmp_path / "w.png")
    check_png(tmp_path / "w.png")
    big = spgen.load_matrix("poisson3d:24")  # > max_points: drawn from a sample
    spgen.plot.matrix(big, tmp_path / "big.png", max_points=50_000)
    check_png(tmp_path / "big.png")
