"""spgen: specialised sparse matrix-vector products from Python.

    import numpy as np, scipy.sparse as sp, spgen
    A = spgen.load_matrix("poisson3d:16")        # or any scipy.sparse matrix
    P = spgen.plan(A)                            # select, convert, compile: paid once
    y = P @ np.ones(A.shape[1])                  # y = A x
    P.apply(x, y, alpha=2.0, beta=1.0)           # y = 2 A x + y, in place
    print(P.describe()["instance"])
    M = spgen.plan_spmm(A, k=32)                 # Y = A X for up to 32 columns
    Y = M @ np.ones((A.shape[1], 32))
    G = spgen.plan_in_own_basis(A, reorder="by_degree")  # products in a renumbered basis
    xb = G.to_plan_basis(x); yb = G @ xb; y = G.from_plan_basis(yb)

Plans run on the CPU backend for NumPy arrays and on the CUDA backend for
device arrays (CuPy or anything with ``__cuda_array_interface__`` or DLPack),
zero-copy, on the caller's current CuPy stream unless ``stream=`` says
otherwise. Errors of the C++ library are raised as :class:`spgen.Error`.
"""
from __future__ import annotations

import os
import sys
from typing import Any, Mapping, Optional, Union

import numpy as np

from . import _core
from ._core import Error

__all__ = ["Error", "Plan", "OwnBasisPlan", "SpmmPlan", "plan", "plan_in_own_basis", "plan_spmm", "load_matrix",
           "matrix_dir", "shared_matrix_names"]
__version__ = "0.1.0"

_I32_MAX = np.iinfo(np.int32).max
_BACKENDS = ("auto", "cpu", "cuda")


def _sparse():
    import scipy.sparse as sp
    return sp


def _to_csr(A, dtype=None):
    """A scipy.sparse matrix or array (any format) as canonical CSR arrays:
    (nrows, ncols, indptr, indices, data) with f32/f64 values and i32 indices
    (i64 when the sizes need it)."""
    sp = _sparse()
    if not sp.issparse(A):
        raise TypeError(f"spgen.plan: expected a scipy.sparse matrix, got {type(A).__name__}")
    if A.ndim != 2:
        raise Error(f"plan: the matrix must be two-dimensional, got {A.ndim} dimensions")
    if dtype is None:
        dtype = np.float32 if A.dtype == np.float32 else np.float64
    dtype = np.dtype(dtype)
    if dtype not in (np.dtype(np.float32), np.dtype(np.float64)):
        raise Error(f"plan: value type {dtype} is not supported (want float32 or float64)")
    if np.issubdtype(A.dtype, np.complexfloating):
        raise Error(f"plan: complex matrices are not supported ({A.dtype})")
    C = A.tocsr()
    if C is A:  # never reorder the caller's arrays in place
        C = A.copy() if not A.has_canonical_format else A
    if not C.has_canonical_format:
        C.sum_duplicates()  # sorted column indices, no duplicates (spgen's CSR invariants)
    nrows, ncols = C.shape
    big = max(nrows, ncols, C.nnz) > _I32_MAX
    itype = np.int64 if big else np.int32
    indptr = np.ascontiguousarray(C.indptr, dtype=itype)
    indices = np.ascontiguousarray(C.indices, dtype=itype)
    data = np.ascontiguousarray(C.data, dtype=dtype)
    return nrows, ncols, indptr, indices, data


def _maker(dtype, itype, kind="Plan"):
    v = "F32" if np.dtype(dtype) == np.float32 else "F64"
    i = "I64" if np.dtype(itype) == np.int64 else "I32"
    return getattr(_core, f"make_{kind}{v}{i}")


def _current_stream() -> int:
    """The caller's current CUDA stream as an integer: CuPy's current stream
    when CuPy is loaded, else the default stream (0)."""
    cp = sys.modules.get("cupy")
    if cp is not None:
        try:
            return int(cp.cuda.get_current_stream().ptr)
        except Exception:  # pragma: no cover - no device
            return 0
    return 0


def _stream_handle(stream) -> int:
    if stream is None:
        return _current_stream()
    if isinstance(stream, int):
        return stream
    for attr in ("ptr", "cuda_stream", "handle"):
        if hasattr(stream, attr):
            return int(getattr(stream, attr))
    raise TypeError(f"stream: expected an int, a CuPy stream or an object with .ptr, got {type(stream).__name__}")


def _wait_for_producer(producer, stream: int) -> None:
    """__cuda_array_interface__ v3: an array's "stream" is where its data is
    still being written; order our stream after it (an event, no host wait).
    Needs CuPy for the event; without it the caller orders the streams."""
    if producer is None or int(producer) == stream:
        return
    cp = sys.modules.get("cupy")
    if cp is None:
        return
    rt = cp.cuda.runtime
    ev = rt.eventCreateWithFlags(getattr(rt, "eventDisableTiming", 2))
    try:
        rt.eventRecord(ev, int(producer))
        rt.streamWaitEvent(stream, ev, 0)
    finally:
        rt.eventDestroy(ev)


def _is_device_array(a) -> bool:
    if hasattr(a, "__cuda_array_interface__"):
        return True
    if hasattr(a, "__dlpack_device__") and not isinstance(a, np.ndarray):
        try:
            dev_type, _ = a.__dlpack_device__()
        except Exception:
            return False
        return int(dev_type) in (2, 3, 13)  # kDLCUDA, kDLCUDAHost, kDLCUDAManaged
    return False


def _device_view(a, want_dtype, name):
    """(pointer, length) of a one-dimensional, contiguous device array, zero-copy."""
    cai = getattr(a, "__cuda_array_interface__", None)
    if cai is not None:
        shape = tuple(cai["shape"])
        if len(shape) != 1:
            raise Error(f"apply: {name} must be one-dimensional, got shape {shape}")
        typestr = np.dtype(cai["typestr"])
        if typestr != want_dtype:
            raise Error(f"apply: {name} has dtype {typestr}, the plan's values are {want_dtype}")
        strides = cai.get("strides")
        if strides is not None and shape[0] > 1 and strides[0] != want_dtype.itemsize:
            raise Error(f"apply: {name} must be contiguous (stride {strides[0]} bytes)")
        ptr, readonly = cai["data"]
        if name == "y" and readonly:
            raise Error("apply: y is read-only")
        return int(ptr), int(shape[0]), cai.get("stream")
    ptr, n, kind, _dev_type, _dev_id, contiguous = _core.array_info(a)
    want = f"f{want_dtype.itemsize * 8}"
    if kind != want:
        raise Error(f"apply: {name} has element type {kind}, the plan's values are {want_dtype}")
    if not contiguous:
        raise Error(f"apply: {name} must be contiguous")
    return int(ptr), int(n), None


class _PlanBase:
    """What SpMV and SpMM plans share: the C++ plan, the matrix's shape and
    types, the backend asked for, and describe()."""

    def __init__(self, impl, shape, dtype, index_dtype, backend):
        self._impl = impl
        self.shape = shape
        self.dtype = np.dtype(dtype)
        self.index_dtype = np.dtype(index_dtype)
        self.backend = backend

    @property
    def is_cuda(self) -> bool:
        """True when products run on the CUDA backend (device arrays in and out)."""
        return bool(self._impl.cuda)

    def describe(self) -> dict:
        """The C++ PlanDescription as a dict: device, backend, format, params,
        instance, kernel_source, launch, selection, plan_cache, plan_cache_hit, tuning,
        stored_bytes, beta, setup (features_ms, selection_ms, conversion_ms,
        jit_ms, other_ms, total_ms: plan()'s wall time, their sum), product_ms, setup_products, and text (the summary)."""
        self._description = self._impl.describe()
        return dict(self._description)


class Plan(_PlanBase):
    """An SpMV plan y = alpha*A*x + beta*y, built once by :func:`plan`."""

    def apply(self, x, y, alpha: float = 1.0, beta: float = 0.0, stream=None):
        """y = alpha*A*x + beta*y in place; returns y.

        NumPy arrays (host) on either backend; device arrays (CuPy, or any
        object with ``__cuda_array_interface__`` or DLPack) on the CUDA
        backend, zero-copy. ``stream`` (an int cudaStream_t, or a CuPy stream)
        defaults to CuPy's current stream; the call returns once the product
        is queued on it."""
        if _is_device_array(x) or _is_device_array(y):
            if not (_is_device_array(x) and _is_device_array(y)):
                raise Error("apply: x and y must both be device arrays or both host arrays")
            if not self.is_cuda:
                raise Error("apply: device arrays need a CUDA plan (spgen.plan(A, backend='cuda'))")
            xp, xn, xs = _device_view(x, self.dtype, "x")
            yp, yn, ys = _device_view(y, self.dtype, "y")
            s = _stream_handle(stream)
            for producer in (xs, ys):
                _wait_for_producer(producer, s)
            self._impl.apply_ptr(float(alpha), xp, xn, float(beta), yp, yn, s)
            return y
        if stream is not None:
            raise Error("apply: stream= is for device arrays")
        if not isinstance(y, np.ndarray):
            raise TypeError(f"apply: y must be a NumPy array, got {type(y).__name__}")
        if y.dtype != self.dtype:
            raise Error(f"apply: y has dtype {y.dtype}, the plan's values are {self.dtype}")
        if y.ndim != 1:
            raise Error(f"apply: y must be one-dimensional, got shape {y.shape}")
        if not y.flags.c_contiguous or not y.flags.writeable:
            raise Error("apply: y must be a writeable contiguous array")
        xa = np.ascontiguousarray(x, dtype=self.dtype)
        if xa.ndim != 1:
            raise Error(f"apply: x must be one-dimensional, got shape {xa.shape}")
        self._impl.apply_host(float(alpha), xa, float(beta), y)
        return y

    def __matmul__(self, x):
        """A @ x as a new array (NumPy in, NumPy out; CuPy in, CuPy out)."""
        if _is_device_array(x):
            import cupy as cp  # the device path allocates y with CuPy
            y = cp.empty(self.shape[0], dtype=self.dtype)
            return self.apply(x, y)
        xa = np.asarray(x)
        if xa.ndim == 2 and xa.shape[1] == 1:
            xa = xa[:, 0]
        y = np.empty(self.shape[0], dtype=self.dtype)
        return self.apply(xa, y)

    def __repr__(self) -> str:
        # describe() times products on its first call: repr names the instance once it ran.
        d = getattr(self, "_description", None)
        what = f"{d['backend']} {d['format']} {d['instance']}" if d else f"backend={self.backend}"
        return f"<spgen.Plan {self.shape[0]}x{self.shape[1]} {self.dtype} {what}>"


def plan(A, backend: str = "auto", variant: Optional[str] = None,
         format_params: Optional[Mapping[str, int]] = None, dtype=None,
         compress_values: bool = True, partition: Union[str, int] = "automatic",
         expected_products: float = 200) -> Plan:
    """Plans y = A x for a scipy.sparse matrix A (CSR, CSC, COO or any format
    scipy converts to CSR): selection, conversion and kernel preparation are
    paid here, once.

    backend: "auto" (CUDA when a device answers, else CPU), "cpu" or "cuda"
    (spgen.Error when no device). variant: a registry instance name, e.g.
    "spgen_spmv_csr_g1_f64i32_avx512", or "portable"; None for the selection
    rule. format_params: conversion parameters by name, e.g. {"sigma": 1024}.
    dtype: float32 or float64 (default: float32 for a float32 matrix, else
    float64). compress_values: let the rule store a matrix with few distinct
    values as dictionary codes, or a matrix of ones as its pattern alone
    (products bit-identical); False keeps every value stored. partition: an
    int N puts the rows longer than N in a second part with a format of its
    own (applied after the first at beta = 1); "never"; or "automatic" (one
    format: plans that time candidates may also split, from C++).
    expected_products: how many products the plan will run; a plan that times
    candidates keeps the one with the least conversion + expected_products x
    product time (0: the fastest product, whatever its conversion costs)."""
    if backend not in _BACKENDS:
        raise Error(f"plan: unknown backend '{backend}' (want auto, cpu or cuda)")
    if isinstance(partition, bool) or not isinstance(partition, (str, int, np.integer)) or \
            partition not in ("automatic", "never") and isinstance(partition, str):
        raise Error(f"plan: partition must be 'automatic', 'never' or a row length, got {partition!r}")
    mode, threshold = (partition, 0) if isinstance(partition, str) else ("at_threshold", int(partition))
    nrows, ncols, indptr, indices, data = _to_csr(A, dtype)
    params = {str(k): int(v) for k, v in (format_params or {}).items()}
    impl = _maker(data.dtype, indptr.dtype)(backend, nrows, ncols, indptr, indices, data,
                                            variant or "", params, bool(compress_values),
                                            "format", mode, threshold, float(expected_products))
    return Plan(impl, (nrows, ncols), data.dtype, indptr.dtype, backend)


class OwnBasisPlan(Plan):
    """An SpMV plan in its own basis, built by :func:`plan_in_own_basis`:
    y = alpha*B*x + beta*y with B = P A Pᵀ, the matrix renumbered (rows and
    columns alike) in the order ``permutation`` gives: position p holds the
    caller's row and column ``permutation[p]``. ``apply`` and ``@`` take and
    give vectors in that basis; nothing can check that a vector is in it, so
    enter through :meth:`to_plan_basis` and leave through
    :meth:`from_plan_basis`, once per solve rather than once per product (dot
    products and vector updates of a solver work in any basis)."""

    @property
    def permutation(self) -> np.ndarray:
        """P as an array: entry p is the caller's index at plan position p."""
        if getattr(self, "_permutation", None) is None:
            self._permutation = self._impl.permutation()
        return self._permutation

    def to_plan_basis(self, x):
        """The caller's vector x in the plan basis: x[permutation] (a new
        array; NumPy or CuPy, as given)."""
        if _is_device_array(x):
            import cupy as cp
            return cp.asarray(x, dtype=self.dtype)[cp.asarray(self.permutation)]
        xa = np.asarray(x, dtype=self.dtype)
        if xa.shape != (self.shape[0],):
            raise Error(f"to_plan_basis: x has shape {xa.shape}, want ({self.shape[0]},)")
        return xa[self.permutation]

    def from_plan_basis(self, v, out=None):
        """v (in the plan basis) in the caller's order: out[permutation] = v.
        Returns out (a new array unless given)."""
        if _is_device_array(v):
            import cupy as cp
            out = cp.empty(self.shape[0], dtype=self.dtype) if out is None else out
            out[cp.asarray(self.permutation)] = v
            return out
        va = np.asarray(v)
        if va.shape != (self.shape[0],):
            raise Error(f"from_plan_basis: v has shape {va.shape}, want ({self.shape[0]},)")
        out = np.empty(self.shape[0], dtype=self.dtype) if out is None else out
        out[self.permutation] = va
        return out

    def __repr__(self) -> str:
        d = getattr(self, "_description", None)
        what = f"{d['backend']} {d['format']} {d['instance']}, {d['basis']}" if d else f"backend={self.backend}"
        return f"<spgen.OwnBasisPlan {self.shape[0]}x{self.shape[1]} {self.dtype} {what}>"


def plan_in_own_basis(A, reorder: str = "format", backend: str = "auto", variant: Optional[str] = None,
                      format_params: Optional[Mapping[str, int]] = None, dtype=None,
                      compress_values: bool = True, expected_products: float = 200) -> OwnBasisPlan:
    """Plans y = B x with B = P A Pᵀ for a square scipy.sparse matrix A, kept
    in a basis of its own (see :class:`OwnBasisPlan`).

    reorder: "format" lets a format that sorts rows (pJDS) keep its order;
    "by_degree" renumbers rows and columns longest first, then plans P A Pᵀ as
    :func:`plan` plans any matrix: on a power-law graph the hub vertices' x
    entries, which most rows read, then share a few cache lines. Forming
    P A Pᵀ is part of the setup that ``describe()`` reports. "automatic"
    renumbers by degree where that is expected to pay within
    ``expected_products`` products (skewed row lengths; on a GPU only for
    very many products), else keeps the caller's order; ``describe()["basis"]``
    says which and why. The other arguments are :func:`plan`'s."""
    if backend not in _BACKENDS:
        raise Error(f"plan_in_own_basis: unknown backend '{backend}' (want auto, cpu or cuda)")
    if reorder not in ("format", "by_degree", "automatic"):
        raise Error(f"plan_in_own_basis: unknown reorder '{reorder}' (want format, by_degree or automatic)")
    nrows, ncols, indptr, indices, data = _to_csr(A, dtype)
    params = {str(k): int(v) for k, v in (format_params or {}).items()}
    impl = _maker(data.dtype, indptr.dtype, "OwnPlan")(backend, nrows, ncols, indptr, indices, data,
                                                       variant or "", params, bool(compress_values), reorder,
                                                       "automatic", 0, float(expected_products))
    return OwnBasisPlan(impl, (nrows, ncols), data.dtype, indptr.dtype, backend)


def _device_matrix_view(a, want_dtype, name):
    """(pointer, rows, cols, row stride in elements, producer stream) of a
    two-dimensional device array with contiguous rows, zero-copy."""
    cai = getattr(a, "__cuda_array_interface__", None)
    if cai is None:
        raise Error(f"apply: {name} must expose __cuda_array_interface__ (a two-dimensional CuPy array)")
    shape = tuple(cai["shape"])
    if len(shape) != 2:
        raise Error(f"apply: {name} must be two-dimensional, got shape {shape}")
    typestr = np.dtype(cai["typestr"])
    if typestr != want_dtype:
        raise Error(f"apply: {name} has dtype {typestr}, the plan's values are {want_dtype}")
    strides = cai.get("strides")
    item = want_dtype.itemsize
    ld = shape[1]
    if strides is not None:
        if shape[1] > 1 and strides[1] != item:
            raise Error(f"apply: {name} on the device must be row-major (contiguous rows); "
                        "column-major operands are host arrays only")
        if shape[0] > 1:
            ld = strides[0] // item
    ptr, readonly = cai["data"]
    if name == "Y" and readonly:
        raise Error("apply: Y is read-only")
    return int(ptr), int(shape[0]), int(shape[1]), int(ld), cai.get("stream")


class SpmmPlan(_PlanBase):
    """An SpMM plan Y = alpha*op(A)*X + beta*Y (op(A) = A, or Aᵀ when
    transpose), built once by :func:`plan_spmm` for up to k columns."""

    @property
    def k(self) -> int:
        """The most columns of X and Y a product takes."""
        return int(self._impl.k)

    @property
    def transpose(self) -> bool:
        return bool(self._impl.transpose)

    def _rows(self):
        """(rows of X, rows of Y)."""
        return (self.shape[0], self.shape[1]) if self.transpose else (self.shape[1], self.shape[0])

    def apply(self, X, Y, alpha: float = 1.0, beta: float = 0.0, stream=None):
        """Y = alpha*op(A)*X + beta*Y in place; returns Y. X and Y have the
        same number of columns, at most k. NumPy arrays in C or Fortran order
        (any row or column stride) on either backend; two-dimensional CuPy
        arrays with contiguous rows on the CUDA backend, zero-copy, on
        ``stream`` (default: CuPy's current stream)."""
        if _is_device_array(X) or _is_device_array(Y):
            if not (_is_device_array(X) and _is_device_array(Y)):
                raise Error("apply: X and Y must both be device arrays or both host arrays")
            if not self.is_cuda:
                raise Error("apply: device arrays need a CUDA plan (spgen.plan_spmm(A, k, backend='cuda'))")
            xp, xr, xc, ldx, xs = _device_matrix_view(X, self.dtype, "X")
            yp, yr, yc, ldy, ys = _device_matrix_view(Y, self.dtype, "Y")
            s = _stream_handle(stream)
            for producer in (xs, ys):
                _wait_for_producer(producer, s)
            self._impl.apply_ptr(float(alpha), xp, xr, xc, ldx, float(beta), yp, yr, yc, ldy, s)
            return Y
        if stream is not None:
            raise Error("apply: stream= is for device arrays")
        if not isinstance(Y, np.ndarray):
            raise TypeError(f"apply: Y must be a NumPy array, got {type(Y).__name__}")
        if Y.dtype != self.dtype:
            raise Error(f"apply: Y has dtype {Y.dtype}, the plan's values are {self.dtype}")
        if Y.ndim != 2:
            raise Error(f"apply: Y must be two-dimensional, got shape {Y.shape}")
        if not Y.flags.writeable:
            raise Error("apply: Y must be writeable")
        Xa = np.asarray(X)
        if Xa.dtype != self.dtype:
            Xa = Xa.astype(self.dtype)
        if Xa.ndim != 2:
            raise Error(f"apply: X must be two-dimensional, got shape {Xa.shape}")
        self._impl.apply_host(float(alpha), Xa, float(beta), Y)
        return Y

    def __matmul__(self, X):
        """op(A) @ X as a new array (NumPy in, NumPy out; CuPy in, CuPy out)."""
        yrows = self._rows()[1]
        if _is_device_array(X):
            import cupy as cp  # the device path allocates Y with CuPy
            return self.apply(X, cp.empty((yrows, X.shape[1]), dtype=self.dtype))
        Xa = np.asarray(X)
        if Xa.ndim != 2:
            raise Error(f"apply: X must be two-dimensional, got shape {Xa.shape}")
        return self.apply(Xa, np.empty((yrows, Xa.shape[1]), dtype=self.dtype))

    def __repr__(self) -> str:
        d = getattr(self, "_description", None)
        what = f"{d['backend']} {d['format']} {d['instance']}" if d else f"backend={self.backend}"
        op = "A^T" if self.transpose else "A"
        return f"<spgen.SpmmPlan Y = {op} X, {self.shape[0]}x{self.shape[1]}, k <= {self.k}, {self.dtype} {what}>"


def plan_spmm(A, k: int, transpose: bool = False, deterministic: bool = True, backend: str = "auto",
              variant: Optional[str] = None, format_params: Optional[Mapping[str, int]] = None,
              dtype=None) -> SpmmPlan:
    """Plans Y = op(A) X for a scipy.sparse matrix A and up to k columns (1 to
    4096): op(A) = A, or Aᵀ with transpose=True (never formed). deterministic:
    Aᵀ·X on CUDA bit-identical between runs (False allows floating-point
    atomics there; every other path is deterministic anyway). backend,
    variant, format_params and dtype as for :func:`plan`."""
    if backend not in _BACKENDS:
        raise Error(f"plan_spmm: unknown backend '{backend}' (want auto, cpu or cuda)")
    if isinstance(k, bool) or not isinstance(k, (int, np.integer)):
        raise TypeError(f"plan_spmm: k must be an integer, got {type(k).__name__}")
    nrows, ncols, indptr, indices, data = _to_csr(A, dtype)
    v = "F32" if data.dtype == np.float32 else "F64"
    i = "I64" if indptr.dtype == np.int64 else "I32"
    params = {str(key): int(val) for key, val in (format_params or {}).items()}
    impl = getattr(_core, f"make_SpmmPlan{v}{i}")(backend, nrows, ncols, indptr, indices, data, int(k),
                                                  bool(transpose), bool(deterministic), variant or "", params)
    return SpmmPlan(impl, (nrows, ncols), data.dtype, indptr.dtype, backend)


def load_matrix(name_or_path, dtype=np.float64, return_info: bool = False):
    """A Matrix Market file (.mtx, .mtx.gz), a shared matrix by short name
    (bcsstk32, from $SPGEN_MATRIX_DIR or ../shared/matrices) or a generator
    expression (poisson3d:16, rmat:12:8, banded:N:W, kron:K:NAME,
    random:DIST:ROWS:COLS:MEANLEN[:SEED]) as a scipy.sparse.csr_matrix.
    With return_info=True, also a dict: name, kind, path, load_seconds."""
    sp = _sparse()
    spec = os.fspath(name_or_path)
    f32 = np.dtype(dtype) == np.float32
    if not f32 and np.dtype(dtype) != np.float64:
        raise Error(f"load_matrix: value type {np.dtype(dtype)} is not supported (want float32 or float64)")
    try:
        nrows, ncols, indptr, indices, data, info = _core.load_matrix(spec, f32, False)
    except Error as e32:
        # Sizes beyond 32-bit indices: try 64-bit ones; any other error is the same again.
        try:
            nrows, ncols, indptr, indices, data, info = _core.load_matrix(spec, f32, True)
        except Error:
            raise e32 from None
    A = sp.csr_matrix((data, indices, indptr), shape=(nrows, ncols))
    return (A, info) if return_info else A


def matrix_dir() -> str:
    """The folder short matrix names are looked up in."""
    return _core.matrix_dir()


def shared_matrix_names() -> list:
    """Short names of the Matrix Market files in matrix_dir()."""
    return list(_core.shared_matrix_names())
