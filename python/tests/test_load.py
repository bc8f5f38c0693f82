"""spgen.load_matrix: generators and Matrix Market files to scipy CSR."""
import gzip

import numpy as np
import pytest
import scipy.io
import scipy.sparse as sp

import spgen


def test_poisson3d():
    A, info = spgen.load_matrix("poisson3d:6", return_info=True)
    assert isinstance(A, sp.csr_matrix)
    assert A.shape == (216, 216)
    assert A.has_sorted_indices
    lengths = np.diff(A.indptr)
    assert lengths.max() == 27 and lengths.min() == 8
    assert info["kind"] == "generated" and info["name"] == "poisson3d:6"
    assert A.dtype == np.float64 and A.indices.dtype == np.int32


def test_generators_deterministic():
    a = spgen.load_matrix("rmat:9:4:7")
    b = spgen.load_matrix("rmat:9:4:7")
    assert (a != b).nnz == 0
    k = spgen.load_matrix("kron:3:banded:20:2")
    assert k.shape == (60, 60)


def test_matrix_market_roundtrip(tmp_path, rng):
    A = sp.random(40, 30, density=0.1, random_state=2, format="coo")
    path = tmp_path / "m.mtx"
    scipy.io.mmwrite(str(path), A)
    B = spgen.load_matrix(str(path))
    assert B.shape == (40, 30)
    np.testing.assert_allclose(B.toarray(), A.toarray(), rtol=1e-15)
    gz = tmp_path / "m.mtx.gz"
    gz.write_bytes(gzip.compress(path.read_bytes()))
    C, info = spgen.load_matrix(gz, return_info=True)
    assert info["kind"] == "file"
    assert (C != B).nnz == 0


def test_symmetric_pattern_file(tmp_path):
    p = tmp_path / "s.mtx"
    p.write_text("%%MatrixMarket matrix coordinate pattern symmetric\n3 3 2\n2 1\n3 3\n")
    A = spgen.load_matrix(str(p))
    np.testing.assert_array_equal(A.toarray(), [[0, 1, 0], [1, 0, 0], [0, 0, 1]])


def test_f32():
    A = spgen.load_matrix("banded:30:2", dtype=np.float32)
    assert A.dtype == np.float32
    with pytest.raises(spgen.Error, match="not supported"):
        spgen.load_matrix("banded:30:2", dtype=np.int32)


def test_matrix_dir_helpers():
    assert isinstance(spgen.matrix_dir(), str)
    assert isinstance(spgen.shared_matrix_names(), list)
