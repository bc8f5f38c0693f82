#!/usr/bin/env python3
"""Conjugate gradient with spgen's plan API from Python: plan once, apply every
iteration, as an iterative solver uses spgen. The same CG runs beside it with
the usual library of the backend: scipy.sparse's product on the CPU, CuPy's
cuSPARSE matrix on the GPU (when CuPy and a device are present). Both are
printed side by side, as examples/cg/spgen_cg (C++) prints them: iterations,
final residual, time per iteration, setup and total time, and the error.

    python examples/cg/cg.py [MATRIX] [--backend auto|cpu|cuda] [--tol 1e-8] [--max-iter 2000]

MATRIX is any matrix spec spgen.load_matrix reads (a .mtx/.mtx.gz file, a
shared matrix name, or a generator such as poisson3d:N), default poisson3d:48;
it must be symmetric positive definite. b = A * ones and x0 = 0, so the exact
solution is all ones and max|x-1| is printed too. Exit code 0 when both
solvers converge to the tolerance, 1 when either does not, 2 on bad input.
"""
from __future__ import annotations

import argparse
import dataclasses
import math
import sys
import time
from typing import Callable, Optional

import numpy as np

import spgen


@dataclasses.dataclass
class Result:
    what: str               # "cpu", "cuda", "scipy.sparse", "CuPy (cuSPARSE)"
    x: np.ndarray           # the solution, on the host
    iterations: int
    residual: float         # final ||r|| / ||b||
    converged: bool
    setup_ms: float         # paid once: the plan (spgen), the matrix's own copy (the others)
    solve_ms: float         # the iterations
    plan: str = ""          # spgen: the plan's instance and format
    device: str = ""        # spgen: the device the plan runs on

    @property
    def iteration_ms(self) -> float:
        return self.solve_ms / self.iterations if self.iterations > 0 else 0.0

    @property
    def total_ms(self) -> float:
        return self.setup_ms + self.solve_ms

    @property
    def error(self) -> float:
        return float(np.max(np.abs(self.x - 1.0))) if self.x.size else 0.0


def cg(matvec: Callable, b, tol: float, max_iter: int, xp=np, sync: Callable = lambda: None):
    """Unpreconditioned CG from x0 = 0 until ||r|| / ||b|| <= tol, the same
    loop for every product: matvec(d, q) writes q = A d. Returns
    (x, iterations, ||r|| / ||b||, milliseconds)."""
    x = xp.zeros_like(b)
    r = b.copy()
    d = b.copy()
    q = xp.empty_like(b)
    rr = float(xp.dot(r, r))
    bnorm = math.sqrt(rr)
    sync()
    t0 = time.perf_counter()
    k = 0
    while k < max_iter and math.sqrt(rr) > tol * bnorm:
        matvec(d, q)
        alpha = rr / float(xp.dot(d, q))
        x += alpha * d
        r -= alpha * q
        rr_new = float(xp.dot(r, r))
        d *= rr_new / rr
        d += r
        rr = rr_new
        k += 1
    sync()
    ms = (time.perf_counter() - t0) * 1e3
    return x, k, (math.sqrt(rr) / bnorm if bnorm > 0 else 0.0), ms


def _ms_since(t0: float) -> float:
    return (time.perf_counter() - t0) * 1e3


def _result(what, x, k, res, setup_ms, solve_ms, tol, plan="", device="") -> Result:
    return Result(what, x, k, res, res <= tol, setup_ms, solve_ms, plan, device)


def rhs(A) -> np.ndarray:
    """b = A * ones (row sums): the exact solution is all ones."""
    return np.asarray(A.sum(axis=1), dtype=np.float64).ravel()


def solve_spgen(A, tol: float, max_iter: int, backend: str = "cpu") -> Result:
    """CG with spgen's plan for A*d: NumPy vectors on the CPU, CuPy ones on CUDA."""
    t0 = time.perf_counter()
    P = spgen.plan(A, backend=backend)
    setup = _ms_since(t0)
    d = P.describe()
    plan = f"{d['instance']} ({d['format']})"
    b = rhs(A)
    if P.is_cuda:
        cp = _cupy()
        x, k, res, ms = cg(lambda v, w: P.apply(v, w), cp.asarray(b), tol, max_iter, cp, _cuda_sync)
        x = cp.asnumpy(x)
    else:
        x, k, res, ms = cg(lambda v, w: P.apply(v, w), b, tol, max_iter)
    return _result(d["backend"], x, k, res, setup, ms, tol, plan, d["device"])


def solve_scipy(A, tol: float, max_iter: int) -> Result:
    """The same CG with scipy.sparse's CSR product (A @ d into q)."""
    t0 = time.perf_counter()
    M = A.tocsr(copy=True)  # its own copy of the matrix, as Eigen's import in the C++ example
    M.sort_indices()
    setup = _ms_since(t0)

    def matvec(v, w):
        w[:] = M @ v

    x, k, res, ms = cg(matvec, rhs(A), tol, max_iter)
    return _result("scipy.sparse", x, k, res, setup, ms, tol)


def solve_cupy(A, tol: float, max_iter: int) -> Result:
    """The same CG on the GPU with CuPy's CSR matrix (cuSPARSE SpMV)."""
    cp = _cupy()
    import cupyx.scipy.sparse as csp

    t0 = time.perf_counter()
    M = csp.csr_matrix(A)  # the upload is its setup, as spgen's plan uploads too
    b = cp.asarray(rhs(A))
    try:  # cuSPARSE's SpMV straight into q, where this CuPy has it
        from cupyx import cusparse

        probe = cp.empty_like(b)
        cusparse.spmv(M, b, y=probe)

        def matvec(v, w):
            cusparse.spmv(M, v, y=w)
    except Exception:
        def matvec(v, w):
            cp.copyto(w, M @ v)
    _cuda_sync()
    setup = _ms_since(t0)
    x, k, res, ms = cg(matvec, b, tol, max_iter, cp, _cuda_sync)
    return _result("CuPy (cuSPARSE)", cp.asnumpy(x), k, res, setup, ms, tol)


def _cupy():
    """CuPy when it is installed and sees a CUDA device, else None."""
    try:
        import cupy as cp

        return cp if cp.cuda.runtime.getDeviceCount() > 0 else None
    except Exception:
        return None


def _cuda_sync() -> None:
    _cupy().cuda.Device().synchronize()


def pick_backend(want: str) -> str:
    if want == "cpu":
        return "cpu"
    if _cupy() is None:
        if want == "cuda":
            raise spgen.Error("--backend cuda needs CuPy and a CUDA device")
        return "cpu"
    return "cuda"


def _tol(s: str) -> float:
    v = float(s)
    if not 0 < v < 1:
        raise argparse.ArgumentTypeError(f"must be in (0, 1), not '{s}'")
    return v


def _max_iter(s: str) -> int:
    v = int(s)
    if not 1 <= v <= 10_000_000:
        raise argparse.ArgumentTypeError(f"must be an integer in [1, 10^7], not '{s}'")
    return v


def _row(r: Result) -> str:
    who = r.what if r.plan == "" else f"spgen ({r.what})"
    return (f"  {who:<22} {r.iterations:6d} {r.residual:12.3e} {r.iteration_ms:10.4f} "
            f"{r.setup_ms:12.3f} {r.total_ms:12.3f} {r.error:10.2e}")


def main(argv: Optional[list] = None) -> int:
    ap = argparse.ArgumentParser(prog="cg.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("matrix", nargs="?", default="poisson3d:48", help="matrix spec (default poisson3d:48)")
    ap.add_argument("--backend", choices=("auto", "cpu", "cuda"), default="auto")
    ap.add_argument("--tol", type=_tol, default=1e-8, help="stop at ||r|| / ||b|| <= TOL (default 1e-8)")
    ap.add_argument("--max-iter", type=_max_iter, default=2000)
    args = ap.parse_args(argv)
    try:
        backend = pick_backend(args.backend)
        A = spgen.load_matrix(args.matrix)
        if A.shape[0] != A.shape[1]:
            raise spgen.Error(f"{args.matrix} is not square")
        mine = solve_spgen(A, args.tol, args.max_iter, backend)
        theirs = solve_cupy(A, args.tol, args.max_iter) if backend == "cuda" else \
            solve_scipy(A, args.tol, args.max_iter)
    except spgen.Error as e:
        print(f"cg.py: error: {e}", file=sys.stderr)
        return 2
    print(f"CG on {args.matrix} ({A.shape[0]} rows, {A.nnz} nonzeros), {mine.device}, "
          f"tolerance {args.tol:.1e} on ||r|| / ||b||")
    print(f"  {'solver':<22} {'iters':>6} {'||r||/||b||':>12} {'ms/iter':>10} {'setup ms':>12} "
          f"{'total ms':>12} {'max|x-1|':>10}")
    print(_row(mine))
    print(_row(theirs))
    print(f"spgen's plan: {mine.plan}")
    if theirs.iteration_ms > 0:
        print(f"time per iteration: spgen {mine.iteration_ms / theirs.iteration_ms:.2f}x of {theirs.what}'s; "
              f"total with setup: {mine.total_ms / theirs.total_ms:.2f}x")
    if not (mine.converged and theirs.converged):
        print(f"cg.py: a solver did not converge within {args.max_iter} iterations", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
