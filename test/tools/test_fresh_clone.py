"""A plain clone works on its own (issue 14, item 1): the README's two commands,
`make demo` and `make test-all`, pass in a clone of the repository that has no
`../shared/` beside it and no virtual environment yet.

Slow (a fresh venv and a whole test run): `make test` and `make test-all` leave it
out (marker `slow`); `.ci/run` runs it with `make test-clone`.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from support.paths import ROOT

pytestmark = pytest.mark.slow

DEMO_OUTPUT_LINE = "#>     4  202"
"""The line of `make demo`'s trace that holds what examples/omp_struct_member_pointer.mlir
prints (its header's C program: `printf(" %4.0f %4.0f\\n", S.p[0], S.p[N-1])` with
p[i] = 2i + 4)."""


def _clean_environment() -> dict[str, str]:
    """The environment of a new shell: no venv of this run on PATH, nothing that
    would point the clone back at this checkout."""
    venv_bin = str(Path(sys.executable).parent)
    path = os.pathsep.join(p for p in os.environ["PATH"].split(os.pathsep) if p != venv_bin)
    drop = {"VIRTUAL_ENV", "PYTHONPATH", "PYTEST_ADDOPTS", "LIBOMPTARGET_INFO"}
    return {**{k: v for k, v in os.environ.items() if k not in drop}, "PATH": path}


def test_readme_commands_pass_in_a_clone_without_shared(tmp_path: Path):
    if shutil.which("git") is None or shutil.which("make") is None:
        pytest.skip("needs git and make")
    clone = tmp_path / "accdialect"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    assert not (clone.parent / "shared").exists()
    env = _clean_environment()
    demo = subprocess.run(["make", "demo"], cwd=clone, env=env, capture_output=True, text=True)
    assert demo.returncode == 0, demo.stdout + demo.stderr
    assert DEMO_OUTPUT_LINE + "\n" in demo.stdout
    test = subprocess.run(["make", "test-all"], cwd=clone, env=env, capture_output=True, text=True)
    assert test.returncode == 0, (test.stdout + test.stderr)[-4000:]
    assert " passed" in test.stdout
