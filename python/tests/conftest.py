import os
import pathlib

import numpy as np
import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True, scope="session")
def _isolated_caches(tmp_path_factory):
    # Kernel and plan caches in a temporary folder: tests neither read nor fill the user's.
    os.environ.setdefault("SPGEN_CACHE_DIR", str(tmp_path_factory.mktemp("spgen-cache")))


def shared_matrix_dir():
    """$SPGEN_MATRIX_DIR, else ../shared/matrices beside the repository; None if absent."""
    env = os.environ.get("SPGEN_MATRIX_DIR")
    d = pathlib.Path(env) if env else REPO.parent / "shared" / "matrices"
    return d if d.is_dir() else None


@pytest.fixture
def rng():
    return np.random.default_rng(1234)
