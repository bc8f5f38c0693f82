"""C++ errors surface as spgen.Error with the library's message."""
import numpy as np
import pytest
import scipy.sparse as sp

import spgen


@pytest.fixture(scope="module")
def plan10():
    return spgen.plan(spgen.load_matrix("banded:10:1"))


def test_error_class():
    assert issubclass(spgen.Error, Exception)
    assert spgen.Error is spgen._core.Error


def test_wrong_x_length(plan10):
    with pytest.raises(spgen.Error, match=r"apply: x has 9 entries \(want 10\)"):
        plan10 @ np.ones(9)


def test_wrong_y_length(plan10):
    with pytest.raises(spgen.Error, match=r"y has 11"):
        plan10.apply(np.ones(10), np.zeros(11))


def test_wrong_y_dtype_and_layout(plan10):
    with pytest.raises(spgen.Error, match="dtype float32"):
        plan10.apply(np.ones(10), np.zeros(10, dtype=np.float32))
    with pytest.raises(spgen.Error, match="contiguous"):
        plan10.apply(np.ones(10), np.zeros(20)[::2])
    with pytest.raises(spgen.Error, match="one-dimensional"):
        plan10.apply(np.ones((10, 2)), np.zeros(10))


def test_bad_variant_name():
    A = spgen.load_matrix("banded:10:1")
    with pytest.raises(spgen.Error, match="no instance named 'spgen_spmv_nope'"):
        spgen.plan(A, variant="spgen_spmv_nope")


def test_bad_format_param():
    A = spgen.load_matrix("banded:10:1")
    if not spgen._core.cpu_has_avx512():
        pytest.skip("format parameters of an AVX-512 instance need an AVX-512 CPU")
    with pytest.raises(spgen.Error, match="sigma"):
        spgen.plan(A, backend="cpu", variant="spgen_spmv_sellp_b8_g1_f64i32_avx512",
                   format_params={"sigma": -3})


def test_bad_backend():
    with pytest.raises(spgen.Error, match="unknown backend 'gpu'"):
        spgen.plan(sp.eye(3, format="csr"), backend="gpu")


def test_cuda_backend_without_device():
    if not spgen._core.cuda_unavailable_reason():
        pytest.skip("a CUDA device is present")
    with pytest.raises(spgen.Error):
        spgen.plan(sp.eye(3, format="csr"), backend="cuda")


def test_not_sparse():
    with pytest.raises(TypeError, match="scipy.sparse"):
        spgen.plan(np.eye(3))


def test_complex_rejected():
    with pytest.raises(spgen.Error, match="complex"):
        spgen.plan(sp.eye(3, format="csr", dtype=np.complex128))


def test_malformed_file(tmp_path):
    bad = tmp_path / "bad.mtx"
    bad.write_text("%%MatrixMarket matrix coordinate real general\n3 3 2\n1 1 1.0\n2 2\n")
    with pytest.raises(spgen.Error) as e:
        spgen.load_matrix(str(bad))
    msg = str(e.value)
    assert "bad.mtx:4" in msg and "expected" in msg, msg


def test_malformed_banner(tmp_path):
    bad = tmp_path / "banner.mtx"
    bad.write_text("%%MatrixMarket matrix array real general\n2 2\n1\n2\n3\n4\n")
    with pytest.raises(spgen.Error, match="banner.mtx:1"):
        spgen.load_matrix(bad)  # a pathlib.Path works too


def test_missing_file_and_bad_spec():
    with pytest.raises(spgen.Error):
        spgen.load_matrix("/nonexistent/dir/m.mtx")
    with pytest.raises(spgen.Error, match="poisson3d"):
        spgen.load_matrix("poisson3d:notanumber")
