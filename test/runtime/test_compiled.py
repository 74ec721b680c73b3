"""The runtime's map operations compiled by mypyc (`accdialect/runtime/compiled.py`): the
install builds them where a C compiler is present, a build older than its sources is
never used, and the compiled and the source modules run a program alike."""

import importlib.machinery
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.runtime import compiled

ROOT = Path(__file__).resolve().parents[2]
RUNTIME = ROOT / "accdialect" / "runtime"
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def _fake_package(directory: Path, *, built: tuple[str, ...], newer_source: str = "") -> None:
    """Empty sources of the group in `directory`, an extension for the modules `built`
    (an hour after the sources), `newer_source` edited after its build."""
    def touch(path: Path, hour: int) -> None:
        when = 10**18 + hour * 3600 * 10**9
        os.utime(path, ns=(when, when))
    for name in compiled.MODULES:
        (directory / f"{name}.py").write_text("")
        touch(directory / f"{name}.py", 0)
    for name in built:
        (directory / f"{name}{SUFFIX}").write_bytes(b"")
        touch(directory / f"{name}{SUFFIX}", 1)
    if newer_source:
        touch(directory / f"{newer_source}.py", 2)


def test_a_complete_build_newer_than_its_sources_is_used(tmp_path: Path):
    _fake_package(tmp_path, built=compiled.MODULES)
    assert compiled.built(str(tmp_path)) is True


def test_a_source_edited_after_the_build_makes_it_stale(tmp_path: Path):
    _fake_package(tmp_path, built=compiled.MODULES, newer_source="mapping")
    assert compiled.built(str(tmp_path)) is False


def test_a_build_missing_a_module_is_not_used(tmp_path: Path):
    _fake_package(tmp_path, built=compiled.MODULES[1:])
    assert compiled.built(str(tmp_path)) is False


def test_without_any_extension_the_install_is_source_only(tmp_path: Path):
    _fake_package(tmp_path, built=())
    assert compiled.built(str(tmp_path)) is None


def test_the_source_finder_gives_the_group_from_its_sources():
    spec = compiled.SourceFinder.find_spec("accdialect.runtime.mapping")
    assert spec is not None and spec.origin == str(RUNTIME / "mapping.py")
    assert compiled.SourceFinder.find_spec("accdialect.runtime.memory") is None
    assert compiled.SourceFinder.find_spec("mapping") is None


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler: the install compiles nothing")
def test_the_install_compiled_the_runtime():
    """Where a C compiler is present `make` builds the group: a failed build, or a
    source edited since (run `make` to build it again), runs at Python's speed."""
    assert compiled.COMPILED, ("accdialect.runtime runs from source: its build is missing or "
                               "older than a source (run `make` to build it again)")
    from accdialect.runtime import mapping
    assert mapping.__file__ is not None and mapping.__file__.endswith(SUFFIX)


@pytest.mark.parametrize("example", ["omp_struct_member_pointer.mlir",
                                     "acc_descriptor_allocatable.mlir",
                                     "omp_attach_spp_chain.mlir"])
def test_compiled_and_source_modules_trace_a_program_alike(example: str):
    """The same trace, event for event, from the build and from the sources
    (`ACCDIALECT_PURE_PYTHON=1` loads them)."""
    def run(**env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "accdialect.tools.acc_run",
                               str(ROOT / "examples" / example), "--trace"],
                              capture_output=True, text=True, env={**os.environ, **env})
    build, source = run(), run(ACCDIALECT_PURE_PYTHON="1")
    loaded = subprocess.run([sys.executable, "-c", "from accdialect.runtime import mapping; "
                             "print(mapping.__file__)"], capture_output=True, text=True,
                            env={**os.environ, "ACCDIALECT_PURE_PYTHON": "1"}, check=True)
    assert loaded.stdout.strip() == str(RUNTIME / "mapping.py")
    assert source.returncode == build.returncode
    assert "Creating new map entry" in build.stderr + build.stdout
    assert (source.stdout, source.stderr) == (build.stdout, build.stderr)
