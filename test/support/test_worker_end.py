"""The end of a `pytest -n` run says nothing after the results (issue 32, item 8): a
worker whose last garbage collections outlast the 5 s execnet gives it is interrupted
inside hypothesis' callback of the collector, which Python printed as an ignored
`KeyboardInterrupt` (support/worker_end.py). Here a worker holds a million objects and
collects them 50 times at its end (pytest collects twice; a bigger heap on a loaded
machine takes as long): a session with the hook ends clean."""

import subprocess
import sys
from pathlib import Path

from support.paths import ROOT

CONFTEST = '''\
import gc

from support.worker_end import pytest_sessionfinish  # noqa: F401


class Cell:
    __slots__ = ("me",)

    def __init__(self):
        self.me = self


LIVE = []


def pytest_configure(config):
    LIVE.extend(Cell() for _ in range(1_000_000))

    def collect_again():
        for _ in range(50):
            gc.collect()

    config.add_cleanup(collect_again)
'''

TESTS = '''\
from hypothesis import given
from hypothesis import strategies as st


@given(st.integers())
def test_one(n):
    assert n == n


@given(st.integers())
def test_two(n):
    assert n == n
'''


def test_a_worker_s_long_end_is_not_interrupted_in_the_collector(tmp_path: Path):
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_two.py").write_text(TESTS)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider",
                          "--rootdir", str(tmp_path), str(tmp_path)],
                         cwd=tmp_path, capture_output=True, text=True,
                         env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT / "test")})
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 passed" in run.stdout
    assert "Exception ignored" not in run.stdout + run.stderr
    assert "KeyboardInterrupt" not in run.stdout + run.stderr
