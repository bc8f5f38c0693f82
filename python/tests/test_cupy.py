"""The CUDA backend on CuPy arrays: zero-copy through __cuda_array_interface__
and DLPack, on the caller's current stream. Skips without CuPy or a GPU."""
import numpy as np
import pytest

import spgen

cp = pytest.importorskip("cupy", reason="CuPy is not installed (the CUDA path needs a GPU machine)")


def _have_gpu():
    try:
        return cp.cuda.runtime.getDeviceCount() > 0
    except Exception:
        return False


pytestmark = pytest.mark.skipif(not _have_gpu(), reason="no CUDA device")


@pytest.fixture(scope="module")
def matrix():
    return spgen.load_matrix("poisson3d:16")


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_cupy_matmul_and_apply(matrix, dtype):
    A = matrix.astype(dtype)
    P = spgen.plan(A, backend="cuda")
    assert P.is_cuda and P.describe()["backend"] == "cuda"
    x = np.random.default_rng(0).standard_normal(A.shape[1]).astype(dtype)
    tol = 1e-12 if dtype == np.float64 else 1e-4
    xd = cp.asarray(x)
    yd = P @ xd
    assert isinstance(yd, cp.ndarray)
    np.testing.assert_allclose(cp.asnumpy(yd), A @ x, rtol=tol, atol=tol)
    y0 = cp.asarray(np.ones(A.shape[0], dtype=dtype))
    ptr = y0.data.ptr
    out = P.apply(xd, y0, alpha=2.0, beta=-1.0)
    assert out is y0 and y0.data.ptr == ptr  # in place, no copy
    np.testing.assert_allclose(cp.asnumpy(y0), 2 * (A @ x) - 1, rtol=tol, atol=tol)
    # host arrays on a CUDA plan are staged through the device
    np.testing.assert_allclose(P @ x, A @ x, rtol=tol, atol=tol)


def test_cupy_current_stream(matrix):
    P = spgen.plan(matrix, backend="cuda")
    x = cp.random.standard_normal(matrix.shape[1])
    s = cp.cuda.Stream(non_blocking=True)
    with s:
        y = cp.empty(matrix.shape[0])
        P.apply(x, y)  # queued on s, CuPy's current stream
        z = y * 2      # same stream: ordered after the product
    s.synchronize()
    np.testing.assert_allclose(cp.asnumpy(z), 2 * (matrix @ cp.asnumpy(x)), rtol=1e-12)
    y2 = cp.zeros(matrix.shape[0])
    P.apply(x, y2, stream=s)  # an explicit stream object
    s.synchronize()
    np.testing.assert_allclose(cp.asnumpy(y2), matrix @ cp.asnumpy(x), rtol=1e-12)


def test_dlpack_only_object(matrix):
    class DLPackOnly:  # hides __cuda_array_interface__: the DLPack route
        def __init__(self, a):
            self._a = a

        def __dlpack__(self, *args, **kwargs):
            return self._a.__dlpack__(*args, **kwargs)

        def __dlpack_device__(self):
            return self._a.__dlpack_device__()

    P = spgen.plan(matrix, backend="cuda")
    x = cp.random.standard_normal(matrix.shape[1])
    y = cp.zeros(matrix.shape[0])
    P.apply(DLPackOnly(x), DLPackOnly(y))
    cp.cuda.get_current_stream().synchronize()
    np.testing.assert_allclose(cp.asnumpy(y), matrix @ cp.asnumpy(x), rtol=1e-12)


def test_device_errors(matrix):
    P = spgen.plan(matrix, backend="cuda")
    with pytest.raises(spgen.Error, match="x has 3 entries"):
        P.apply(cp.zeros(3), cp.zeros(matrix.shape[0]))
    with pytest.raises(spgen.Error, match="dtype float32"):
        P.apply(cp.zeros(matrix.shape[1], dtype=cp.float32), cp.zeros(matrix.shape[0]))
    with pytest.raises(spgen.Error, match="both"):
        P.apply(cp.zeros(matrix.shape[1]), np.zeros(matrix.shape[0]))
    Pc = spgen.plan(matrix, backend="cpu")
    with pytest.raises(spgen.Error, match="CUDA plan"):
        Pc.apply(cp.zeros(matrix.shape[1]), cp.zeros(matrix.shape[0]))


def test_producer_stream_ordered(matrix):
    # x written on one stream, the product queued on another: the plan's stream
    # waits for the producer's (the __cuda_array_interface__ "stream" entry).
    P = spgen.plan(matrix, backend="cuda")
    producer, consumer = cp.cuda.Stream(non_blocking=True), cp.cuda.Stream(non_blocking=True)
    with producer:
        x = cp.arange(matrix.shape[1], dtype=cp.float64) * 0.5
        y = cp.zeros(matrix.shape[0])
    with consumer:
        P.apply(x, y)
    consumer.synchronize()
    np.testing.assert_allclose(cp.asnumpy(y), matrix @ (np.arange(matrix.shape[1]) * 0.5), rtol=1e-12)
