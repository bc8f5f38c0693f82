"""spgen.plan / Plan.apply / Plan @ x against scipy's A @ x."""
import numpy as np
import pytest
import scipy.sparse as sp

import spgen
from conftest import shared_matrix_dir

GENERATED = ["poisson3d:12", "rmat:10:8", "banded:3000:7", "random:powerlaw:2000:1500:12:3",
             "random:empty:500:500:4", "random:denserow:1000:1000:6"]
REAL = ["bcsstk16", "1138_bus", "email-enron", "ex5"]


def check(P, A, rng, dtype=np.float64, rtol=None):
    x = rng.standard_normal(A.shape[1]).astype(dtype)
    ref = (A.astype(np.float64) @ x.astype(np.float64))
    y = P @ x
    assert y.dtype == dtype and y.shape == (A.shape[0],)
    tol = rtol or (1e-12 if dtype == np.float64 else 2e-5)
    scale = np.abs(A.astype(np.float64)) @ np.abs(x.astype(np.float64)) + 1e-300
    assert np.all(np.abs(y - ref) <= tol * scale + 1e-300), np.max(np.abs(y - ref) / scale)


@pytest.mark.parametrize("name", GENERATED)
def test_generated_matches_scipy(name, rng):
    A = spgen.load_matrix(name)
    P = spgen.plan(A, backend="cpu")
    check(P, A, rng)


@pytest.mark.parametrize("name", REAL)
def test_real_matrix_matches_scipy(name, rng):
    d = shared_matrix_dir()
    if d is None:
        pytest.skip("no real matrices: set SPGEN_MATRIX_DIR or provide ../shared/matrices")
    path = d / f"{name}.mtx.gz"
    if not path.exists():
        pytest.skip(f"{path} not present")
    A = spgen.load_matrix(str(path))
    assert A.nnz > 0
    check(spgen.plan(A, backend="cpu"), A, rng)
    # by short name too, through matrix_dir()
    if spgen.matrix_dir() and name in spgen.shared_matrix_names():
        B = spgen.load_matrix(name)
        assert (B != A).nnz == 0


def test_random_scipy_matrix_rectangular(rng):
    A = sp.random(300, 170, density=0.05, format="csr", random_state=7)
    check(spgen.plan(A), A, rng)


@pytest.mark.parametrize("fmt", ["csr", "csc", "coo", "bsr", "lil"])
def test_input_formats(fmt, rng):
    A = sp.random(400, 400, density=0.02, format=fmt, random_state=3)
    P = spgen.plan(A, backend="cpu")
    check(P, A.tocsr(), rng)


def test_sparse_array_and_int_values(rng):
    A = sp.csr_array(sp.random(200, 200, density=0.05, random_state=4))
    check(spgen.plan(A), sp.csr_matrix(A), rng)
    B = sp.random(100, 100, density=0.1, random_state=5, format="csr")
    B.data = np.round(B.data * 10).astype(np.int64)
    P = spgen.plan(B)
    assert P.dtype == np.float64
    check(P, B.astype(np.float64), rng)


def test_unsorted_and_duplicate_entries_do_not_modify_input(rng):
    # COO with duplicates and a CSR with unsorted column indices.
    rows = np.array([0, 0, 1, 2, 2, 2])
    cols = np.array([1, 1, 0, 2, 0, 2])
    vals = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
    A = sp.coo_matrix((vals, (rows, cols)), shape=(3, 3))
    check(spgen.plan(A), A.tocsr(), rng)
    C = sp.csr_matrix((np.array([2.0, 1.0, 3.0]), np.array([2, 0, 1]), np.array([0, 2, 3, 3])), shape=(3, 3))
    before = C.indices.copy()
    check(spgen.plan(C), C, rng)
    assert np.array_equal(C.indices, before)  # the caller's arrays are untouched


def test_alpha_beta(rng):
    A = spgen.load_matrix("poisson3d:10")
    P = spgen.plan(A)
    x = rng.standard_normal(A.shape[1])
    y0 = rng.standard_normal(A.shape[0])
    for alpha, beta in [(1.0, 0.0), (2.5, 0.0), (1.0, 1.0), (-0.5, 3.0), (0.0, 2.0)]:
        y = y0.copy()
        out = P.apply(x, y, alpha=alpha, beta=beta)
        assert out is y
        np.testing.assert_allclose(y, alpha * (A @ x) + beta * y0, rtol=1e-12, atol=1e-12)


def test_beta_zero_ignores_nan_in_y(rng):
    A = spgen.load_matrix("banded:200:3")
    P = spgen.plan(A)
    x = rng.standard_normal(200)
    y = np.full(200, np.nan)
    P.apply(x, y, beta=0.0)
    np.testing.assert_allclose(y, A @ x, rtol=1e-12)


def test_f32(rng):
    A = spgen.load_matrix("poisson3d:10", dtype=np.float32)
    assert A.dtype == np.float32
    P = spgen.plan(A)
    assert P.dtype == np.float32
    check(P, A, rng, dtype=np.float32)
    d = P.describe()
    assert "f32" in d["instance"] or d["backend"] == "portable"
    # a float64 matrix planned in float32
    B = sp.random(300, 300, density=0.03, random_state=9, format="csr")
    P32 = spgen.plan(B, dtype=np.float32)
    check(P32, B.astype(np.float32), rng, dtype=np.float32)


def test_x_conversion_and_column_vector(rng):
    A = spgen.load_matrix("banded:50:2")
    P = spgen.plan(A)
    x = list(range(50))  # any array-like converts
    np.testing.assert_allclose(P @ x, A @ np.arange(50.0))
    np.testing.assert_allclose(P @ np.arange(50.0).reshape(50, 1), A @ np.arange(50.0))


def test_variants_and_format_params(rng):
    A = spgen.load_matrix("poisson3d:10")
    P = spgen.plan(A, backend="cpu", variant="portable")  # the portable loop is a CPU instance
    assert P.describe()["backend"] == "portable"
    check(P, A, rng)
    if spgen._core.cpu_has_avx512():
        P = spgen.plan(A, backend="cpu", variant="spgen_spmv_sellp_b8_g1_f64i32_avx512",
                       format_params={"sigma": 1})
        d = P.describe()
        assert d["format"] == "sellp" and "sigma=1" in d["params"]
        check(P, A, rng)


def test_compress_values(rng):
    # A stencil (few distinct values) and its pattern (every value 1): the rule
    # may code the values or drop them (bit-identical products, tested in C++);
    # compress_values=False keeps them stored. Both match scipy.
    stencil = spgen.load_matrix("poisson3d:12")
    for A in (stencil, (stencil != 0).astype(np.float64).tocsr()):
        x = rng.standard_normal(A.shape[1])
        for compress in (True, False):
            P = spgen.plan(A, backend="cpu", compress_values=compress)
            np.testing.assert_allclose(P @ x, A @ x, rtol=1e-12, atol=1e-12)
            if not compress:
                assert P.describe()["values"] == "stored", P.describe()["params"]


def test_plan_cache_second_plan(rng):
    A = spgen.load_matrix("poisson3d:9")
    spgen.plan(A, backend="cpu").describe()
    d = spgen.plan(A.copy(), backend="cpu").describe()
    assert d["plan_cache_hit"] is True or d["plan_cache"] == "off"


def test_describe_keys():
    P = spgen.plan(spgen.load_matrix("poisson3d:8"))
    d = P.describe()
    for key, typ in [("device", str), ("backend", str), ("format", str), ("params", str),
                     ("instance", str), ("kernel_source", str), ("launch", str), ("selection", str),
                     ("plan_cache", str), ("plan_cache_hit", bool), ("tuning", str), ("stored_bytes", int),
                     ("bytes_per_nnz", float), ("values", str), ("basis", str),
                     ("beta", float), ("sm_occupancy", float), ("registers", int),
                     ("setup", dict), ("product_ms", float),
                     ("setup_products", float), ("text", str)]:
        assert isinstance(d[key], typ), key
    assert set(d["setup"]) == {"features_ms", "selection_ms", "conversion_ms", "jit_ms", "other_ms",
                               "total_ms"}
    assert d["setup"]["total_ms"] == pytest.approx(
        sum(d["setup"][k] for k in ("features_ms", "selection_ms", "conversion_ms", "jit_ms", "other_ms")))
    assert d["backend"] in ("cuda", "avx512", "portable")
    assert d["basis"] == "caller"
    assert 0.0 <= d["sm_occupancy"] <= 1.0 and (d["sm_occupancy"] > 0) == (d["backend"] == "cuda")
    assert d["stored_bytes"] > 0 and 0 < d["beta"] <= 1.0
    assert d["bytes_per_nnz"] == pytest.approx(d["stored_bytes"] / spgen.load_matrix("poisson3d:8").nnz)
    assert d["instance"] in repr(P)


def test_empty_and_tiny_matrices(rng):
    Z = sp.csr_matrix((5, 7))
    P = spgen.plan(Z)
    np.testing.assert_array_equal(P @ np.ones(7), np.zeros(5))
    one = sp.csr_matrix(np.array([[3.0]]))
    assert (spgen.plan(one) @ np.array([2.0]))[0] == 6.0


def test_expected_products_is_checked_and_zero_keeps_the_fastest_product():
    A = spgen.load_matrix("poisson3d:8")
    P = spgen.plan(A, backend="cpu", expected_products=0)
    assert "least conversion" not in P.describe()["selection"]
    x = np.ones(A.shape[1])
    assert np.allclose(P @ x, A @ x)
    for bad in [-1.0, float("nan"), float("inf")]:
        with pytest.raises(spgen.Error, match="expected_products"):
            spgen.plan(A, backend="cpu", expected_products=bad)
