"""spgen.plan_in_own_basis: products of B = P A Pᵀ in the plan's basis, entered
and left through to_plan_basis / from_plan_basis, against scipy's A @ x."""
import numpy as np
import pytest
import scipy.sparse as sp

import spgen


def through_basis(G, x, y0=None, alpha=1.0, beta=0.0):
    """alpha*A*x + beta*y0 computed as the caller would with a plan in its own basis."""
    xb = G.to_plan_basis(x)
    yb = G.to_plan_basis(y0) if y0 is not None else np.empty(G.shape[0], dtype=G.dtype)
    G.apply(xb, yb, alpha=alpha, beta=beta)
    return G.from_plan_basis(yb)


@pytest.mark.parametrize("reorder", ["by_degree", "format", "automatic"])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_products_in_the_plan_basis_match_scipy(reorder, dtype, rng):
    A = spgen.load_matrix("rmat:11:8", dtype=dtype)
    G = spgen.plan_in_own_basis(A, reorder=reorder, backend="cpu")
    assert isinstance(G, spgen.OwnBasisPlan)
    n = A.shape[0]
    perm = G.permutation
    assert perm.shape == (n,) and np.array_equal(np.sort(perm), np.arange(n)), "a permutation of the rows"
    x = rng.standard_normal(n).astype(dtype)
    y0 = rng.standard_normal(n).astype(dtype)
    A64 = A.astype(np.float64)
    tol = 1e-12 if dtype == np.float64 else 2e-5
    scale = np.abs(A64) @ np.abs(x.astype(np.float64)) + np.abs(y0.astype(np.float64)) + 1e-300
    for alpha, beta in [(1.0, 0.0), (-0.5, 2.0)]:
        ref = alpha * (A64 @ x.astype(np.float64)) + beta * y0.astype(np.float64)
        y = through_basis(G, x, y0, alpha, beta)
        assert y.dtype == dtype
        assert np.all(np.abs(y - ref) <= tol * (1 + abs(alpha) + abs(beta)) * scale), reorder
    # B itself: B[p, q] = A[perm[p], perm[q]].
    B = A64[perm][:, perm]
    np.testing.assert_allclose(G @ x, (B @ x.astype(np.float64)).astype(dtype), rtol=tol * 10, atol=tol * 10)
    assert G.describe()["basis"].startswith("own"), G.describe()["basis"]


def test_by_degree_puts_the_longest_rows_first(rng):
    A = spgen.load_matrix("rmat:10:8")
    G = spgen.plan_in_own_basis(A, reorder="by_degree", backend="cpu")
    lengths = np.diff(A.indptr)[G.permutation]
    assert np.all(lengths[:-1] >= lengths[1:]), "rows longest first"
    assert "longest first" in G.describe()["basis"], G.describe()["basis"]


def test_automatic_renumbers_skewed_rows_for_enough_products():
    A = spgen.load_matrix("rmat:10:8")
    G = spgen.plan_in_own_basis(A, reorder="automatic", backend="cpu")
    assert "longest first" in G.describe()["basis"] and "Reorder::automatic" in G.describe()["basis"]
    few = spgen.plan_in_own_basis(A, reorder="automatic", backend="cpu", expected_products=10)
    assert np.array_equal(few.permutation, np.arange(A.shape[0])), "too few products: the caller's order"
    assert few.describe()["basis"].startswith("own, the caller's order"), few.describe()["basis"]
    even = spgen.plan_in_own_basis(spgen.load_matrix("poisson3d:8"), reorder="automatic", backend="cpu")
    assert "cv" in even.describe()["basis"], even.describe()["basis"]


def test_round_trip_and_errors(rng):
    A = spgen.load_matrix("poisson3d:6")
    G = spgen.plan_in_own_basis(A, reorder="by_degree", backend="cpu")
    x = rng.standard_normal(A.shape[0])
    np.testing.assert_array_equal(G.from_plan_basis(G.to_plan_basis(x)), x)
    with pytest.raises(spgen.Error, match="shape"):
        G.to_plan_basis(np.ones(A.shape[0] + 1))
    with pytest.raises(spgen.Error, match="entries"):
        G.apply(np.ones(3), np.empty(A.shape[0]))
    with pytest.raises(spgen.Error, match="reorder"):
        spgen.plan_in_own_basis(A, reorder="rcm")
    with pytest.raises(spgen.Error, match="square"):
        spgen.plan_in_own_basis(sp.random(30, 20, density=0.2, format="csr", random_state=1), reorder="by_degree")
