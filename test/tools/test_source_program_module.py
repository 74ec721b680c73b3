"""`acc-run prog.c` imported anew runs the module the import made, located as
`parse_file` locates the import's file when it reads it (`printed_positions.as_read`): the same
operations, attributes, types and locations, for C (with and without debug
locations), C++, LLVM IR, OpenACC Fortran and OpenMP Fortran. Needs LLVM 22 (and
flang 22 for Fortran); skipped, saying so, without."""

from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp

from accdialect.ir.printer import AccPrinter
from accdialect.tools.acc_import import compile_c
from accdialect.tools.loading import make_context, parse_file
from accdialect.tools.source_program import cached_import
from fortran.flang22 import needs_flang
from support.llvm22 import needs_llvm

TEST = Path(__file__).resolve().parents[1]
PROGRAMS = TEST / "checks" / "programs"


def _everything(module: ModuleOp) -> tuple[str, list[str]]:
    """The module printed with its locations, and each block argument's location."""
    out = StringIO()
    AccPrinter(stream=out, print_generic_format=True, print_debuginfo=True).print_op(module)
    arguments = [str(arg.location) for op in module.walk() for region in op.regions
                 for block in region.blocks for arg in block.args]
    return out.getvalue(), arguments


def _same_as_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, source: Path,
                  flags: list[str]) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    local = tmp_path / source.name
    local.write_bytes(source.read_bytes())
    monkeypatch.chdir(tmp_path)
    path, module = cached_import(Path(local.name), flags)
    assert module is not None, "the import's module is located without reading its file"
    assert _everything(module) == _everything(parse_file(str(path), make_context()))
    assert cached_import(Path(local.name), flags) == (path, None)  # now from the cache


@needs_llvm
@pytest.mark.parametrize(("source", "flags"), [
    (TEST / "faults" / "member_pointer.c", []),
    (TEST / "faults" / "member_pointer.c", ["-g0"]),
    (PROGRAMS / "bounds_heap_update.c", ["-O2", "-g"]),
    (TEST / "faults" / "member_function.cpp", []),
    (PROGRAMS / "cxx_leaked_new.cpp", ["-g0"]),
], ids=lambda value: value.name if isinstance(value, Path) else " ".join(value) or "default")
def test_c_and_cxx(tmp_path, monkeypatch, source, flags):
    _same_as_read(tmp_path, monkeypatch, source, flags)


@needs_llvm
def test_llvm_ir(tmp_path, monkeypatch):
    (tmp_path / "compiled").mkdir()
    ll = compile_c(PROGRAMS / "leaked_heap.c", [], tmp_path / "compiled" / "leaked_heap.ll")
    _same_as_read(tmp_path, monkeypatch, ll, [])


@needs_llvm
@needs_flang
@pytest.mark.parametrize("source", [
    TEST / "faults" / "acc_component.f90",
    PROGRAMS / "acc_race_async.f90",
    TEST.parent / "examples" / "fortran" / "array_of_structs.f90",
    PROGRAMS / "omp_stale_host_to.f90",
], ids=lambda path: path.name)
def test_fortran(tmp_path, monkeypatch, source):
    _same_as_read(tmp_path, monkeypatch, source, [])
