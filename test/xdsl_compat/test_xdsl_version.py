"""`accdialect.xdsl_compat` is written for one xDSL release: importing it with another
installed fails, naming both versions and the one to install."""

import subprocess
import sys
from importlib import metadata

import pytest
import xdsl

from accdialect.xdsl_compat import PINNED, XDSLVersionError, check_version, installed_version
from support.paths import ROOT


def test_the_installed_xdsl_is_the_pinned_one():
    assert str(xdsl.__version__) == PINNED == "0.74.0"
    assert f'"xdsl=={PINNED}"' in (ROOT / "pyproject.toml").read_text()


def test_the_version_is_read_as_importlib_metadata_reads_it():
    assert installed_version() == metadata.version("xdsl")


def test_another_release_is_refused():
    check_version(PINNED)
    with pytest.raises(XDSLVersionError) as error:
        check_version("0.75.0")
    assert str(error.value) == (
        "accdialect reads the internals of xDSL 0.74.0 (accdialect/xdsl_compat), but xDSL "
        "0.75.0 is installed: install xdsl==0.74.0")


def test_importing_the_project_with_another_release_fails_loudly():
    script = ("import pathlib\n"
              "glob = pathlib.Path.glob\n"
              "pathlib.Path.glob = lambda self, pattern: [self / 'xdsl-0.75.0.dist-info'] "
              "if pattern == 'xdsl-*.dist-info' else glob(self, pattern)\n"
              "import accdialect.ir.parser\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 1
    assert done.stderr.splitlines()[-1] == (
        "accdialect.xdsl_compat.XDSLVersionError: accdialect reads the internals of xDSL "
        "0.74.0 (accdialect/xdsl_compat), but xDSL 0.75.0 is installed: install xdsl==0.74.0")
