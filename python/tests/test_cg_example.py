"""examples/cg/cg.py: CG with spgen's plan converges to the same solution as the
same CG with scipy.sparse (CPU) and CuPy's cuSPARSE matrix (GPU, skipped
without CuPy and a device), on a generated matrix and on a Matrix Market file."""
import importlib.util
import subprocess
import sys

import numpy as np
import pytest
import scipy.io

import spgen
from conftest import REPO

CG_PY = REPO / "examples" / "cg" / "cg.py"


@pytest.fixture(scope="module")
def cg():
    spec = importlib.util.spec_from_file_location("spgen_cg_example", CG_PY)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def _same_solution(mine, theirs, tol):
    assert mine.converged and theirs.converged
    assert mine.residual <= tol and theirs.residual <= tol
    # The same algorithm: only the summation order of the products differs.
    assert abs(mine.iterations - theirs.iterations) <= 1
    np.testing.assert_allclose(mine.x, theirs.x, rtol=1e-8, atol=1e-8)
    assert mine.error < 1e-6 and theirs.error < 1e-6  # b = A * ones


def test_spgen_and_scipy_agree_on_poisson(cg):
    A = spgen.load_matrix("poisson3d:10")
    tol = 1e-10
    mine = cg.solve_spgen(A, tol, 500, backend="cpu")
    theirs = cg.solve_scipy(A, tol, 500)
    _same_solution(mine, theirs, tol)
    assert mine.plan and mine.setup_ms > 0 and mine.iteration_ms > 0


def test_script_on_a_matrix_market_file(tmp_path):
    path = tmp_path / "spd.mtx"
    scipy.io.mmwrite(str(path), spgen.load_matrix("poisson3d:6"), symmetry="symmetric")
    out = subprocess.run([sys.executable, str(CG_PY), str(path), "--backend", "cpu", "--tol", "1e-10"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith(f"CG on {path} (216 rows, 4096 nonzeros)")
    assert lines[1].split() == ["solver", "iters", "||r||/||b||", "ms/iter", "setup", "ms", "total", "ms",
                                "max|x-1|"]
    assert lines[2].lstrip().startswith("spgen (") and lines[3].lstrip().startswith("scipy.sparse")
    assert "time per iteration: spgen" in out.stdout


@pytest.mark.parametrize("args", [["--tol", "2"], ["--max-iter", "0"], ["--backend", "tpu"]])
def test_script_rejects_bad_options(args):
    out = subprocess.run([sys.executable, str(CG_PY), "poisson3d:4", *args], capture_output=True, text=True)
    assert out.returncode == 2
    assert out.stdout == ""


def test_script_fails_on_a_matrix_that_is_not_square(tmp_path):
    out = subprocess.run([sys.executable, str(CG_PY), "random:uniform:20:30:3", "--backend", "cpu"],
                         capture_output=True, text=True)
    assert out.returncode == 2
    assert out.stderr == "cg.py: error: random:uniform:20:30:3 is not square\n"


def _cupy_or_skip():
    cp = pytest.importorskip("cupy", reason="CuPy is not installed (the CUDA path needs a GPU machine)")
    try:
        if cp.cuda.runtime.getDeviceCount() > 0:
            return cp
    except Exception:
        pass
    pytest.skip("no CUDA device")


def test_spgen_cuda_and_cupy_agree_on_poisson(cg):
    _cupy_or_skip()
    A = spgen.load_matrix("poisson3d:16")
    tol = 1e-10
    mine = cg.solve_spgen(A, tol, 500, backend="cuda")
    theirs = cg.solve_cupy(A, tol, 500)
    assert mine.what == "cuda"
    _same_solution(mine, theirs, tol)
    reference = cg.solve_scipy(A, tol, 500)
    np.testing.assert_allclose(mine.x, reference.x, rtol=1e-8, atol=1e-8)
