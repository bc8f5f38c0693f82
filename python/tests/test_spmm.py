"""spgen.plan_spmm / SpmmPlan.apply / SpmmPlan @ X against scipy's A @ X and A.T @ X."""
import numpy as np
import pytest

import spgen

MATRICES = ["poisson3d:10", "rmat:10:8", "random:powerlaw:1500:1200:10:3", "random:empty:300:300:4"]


def check(Y, A, X, alpha=1.0, beta=0.0, Y0=None, transpose=False, dtype=np.float64):
    A64 = A.astype(np.float64)
    op = A64.T if transpose else A64
    X64 = X.astype(np.float64)
    ref = alpha * (op @ X64)
    scale = abs(alpha) * (abs(op) @ np.abs(X64)) + 1e-300
    if Y0 is not None and beta != 0.0:
        ref = ref + beta * Y0.astype(np.float64)
        scale = scale + abs(beta) * np.abs(Y0.astype(np.float64))
    tol = 1e-12 if dtype == np.float64 else 2e-5
    assert Y.shape == ref.shape
    assert np.all(np.abs(Y - ref) <= tol * scale + 1e-300), np.max(np.abs(Y - ref) / scale)


@pytest.mark.parametrize("name", MATRICES)
@pytest.mark.parametrize("transpose", [False, True])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_matches_scipy_both_layouts(name, transpose, dtype, rng):
    A = spgen.load_matrix(name)
    P = spgen.plan_spmm(A, k=33, transpose=transpose, backend="cpu", dtype=dtype)
    assert P.k == 33 and P.transpose == transpose
    xrows = A.shape[0] if transpose else A.shape[1]
    yrows = A.shape[1] if transpose else A.shape[0]
    for k in (1, 8, 33):
        X = rng.standard_normal((xrows, k)).astype(dtype)
        check(P @ X, A, X, transpose=transpose, dtype=dtype)
        # Fortran order (column-major) in and out, alpha and beta.
        Xf = np.asfortranarray(X)
        Y0 = rng.standard_normal((yrows, k)).astype(dtype)
        Yf = np.asfortranarray(Y0.copy())
        out = P.apply(Xf, Yf, alpha=-2.0, beta=0.5)
        assert out is Yf
        check(Yf, A, X, alpha=-2.0, beta=0.5, Y0=Y0, transpose=transpose, dtype=dtype)


def test_strided_views_and_describe(rng):
    A = spgen.load_matrix("poisson3d:8")
    P = spgen.plan_spmm(A, k=16, backend="cpu")
    big = rng.standard_normal((A.shape[1], 40))
    X = big[:, 3:19]  # rows with a stride of 40 elements
    Ybig = np.zeros((A.shape[0], 40))
    Y = Ybig[:, 5:21]
    P.apply(X, Y)
    check(Y, A, np.ascontiguousarray(X))
    assert np.all(Ybig[:, :5] == 0) and np.all(Ybig[:, 21:] == 0)  # nothing outside the view
    d = P.describe()
    assert d["instance"] and "k=16" in d["params"]
    assert d["plan_cache"] in ("miss", "hit (memory)", "hit (disk)", "off")
    assert "SpmmPlan" in repr(P)


def test_errors_name_the_operand(rng):
    A = spgen.load_matrix("poisson3d:6")
    P = spgen.plan_spmm(A, k=8, backend="cpu")
    with pytest.raises(spgen.Error, match="cols"):
        P @ np.ones((A.shape[1], 9))  # more columns than the plan's k
    with pytest.raises(spgen.Error, match="rows"):
        P @ np.ones((A.shape[1] + 1, 4))
    with pytest.raises(spgen.Error, match="two-dimensional"):
        P @ np.ones(A.shape[1])
    with pytest.raises(spgen.Error, match="dtype"):
        P.apply(np.ones((A.shape[1], 4)), np.ones((A.shape[0], 4), dtype=np.float32))
    with pytest.raises(spgen.Error, match="k is 0"):
        spgen.plan_spmm(A, k=0, backend="cpu")
    with pytest.raises(TypeError):
        spgen.plan_spmm(A, k=2.5, backend="cpu")
    with pytest.raises(spgen.Error, match="stream"):
        P.apply(np.ones((A.shape[1], 4)), np.zeros((A.shape[0], 4)), stream=1)
