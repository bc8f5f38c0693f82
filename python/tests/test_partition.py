"""spgen.plan(..., partition=N): rows longer than N in a second part with a
format of its own, products against scipy's A @ x; "never"; bad values."""
import numpy as np
import pytest
import scipy.sparse as sp

import spgen


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_a_split_plan_matches_scipy(dtype, rng):
    A = spgen.load_matrix("denserows:4:1500:rmat:11:8", dtype=dtype)
    lengths = np.diff(A.indptr)
    P = spgen.plan(A, backend="cpu", partition=64)
    d = P.describe()
    assert d["format"] == "partition", d
    assert "rows longer than 64" in d["params"], d["params"]
    assert f"({int((lengths > 64).sum())} rows" in d["params"], d["params"]
    x = rng.standard_normal(A.shape[1]).astype(dtype)
    y0 = rng.standard_normal(A.shape[0]).astype(dtype)
    A64 = A.astype(np.float64)
    tol = 1e-12 if dtype == np.float64 else 2e-5
    scale = np.abs(A64) @ np.abs(x.astype(np.float64)) + np.abs(y0.astype(np.float64)) + 1e-300
    for alpha, beta in [(1.0, 0.0), (-0.5, 2.0)]:
        ref = alpha * (A64 @ x.astype(np.float64)) + beta * y0.astype(np.float64)
        y = y0.copy()
        P.apply(x, y, alpha=alpha, beta=beta)
        assert np.all(np.abs(y - ref) <= tol * (1 + abs(alpha) + abs(beta)) * scale)


def test_never_and_bad_values(rng):
    A = spgen.load_matrix("denserows:4:1500:rmat:11:8")
    assert spgen.plan(A, backend="cpu", partition="never").describe()["format"] != "partition"
    for bad in ["sometimes", 1.5, True, None]:
        with pytest.raises(spgen.Error, match="partition"):
            spgen.plan(A, backend="cpu", partition=bad)
    with pytest.raises(spgen.Error, match="partition_threshold >= 0"):
        spgen.plan(A, backend="cpu", partition=-1)
