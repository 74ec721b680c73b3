"""`acc-import -g prog.f90` (issue 32, item 1): a Fortran OpenACC program imported with
debug information keeps the place flang's FIR gives each operation, its file named as
the debug information names it (`prog.f90:LINE:COL`), and flang's declarations of its
variables (`llvm.intr.dbg.declare` of an `#llvm.di_local_variable`: a derived type with
its components). The lowering is then tco's pipeline run by fir-opt
(accdialect/importers/tco_pipeline.py), compared here with tco 22's own: its passes, and
what they make of a program at each level.
Needs flang 22; skipped, saying so, without."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import FileLineColLoc, UnregisteredOp, f32, f64
from xdsl.ir import Operation

from accdialect.importers import flang, tco_pipeline
from accdialect.ir.parser import LocatedParser
from accdialect.tools.acc_import import find_tool, import_program
from accdialect.tools.loading import make_context
from fortran.flang22 import needs_flang

pytestmark = needs_flang

PROGRAMS = Path(__file__).parents[1] / "checks" / "programs"
LEVELS = ("-O0", "-O1", "-O2", "-O3")

# A module fir-to-llvm-ir cannot lower (it has no pattern for memref.alloca): tco
# stops there and writes its crash reproducer, which holds the pipeline it ran.
UNLOWERABLE = """\
func.func @f() -> memref<4xi32> {
  %0 = memref.alloca() : memref<4xi32>
  return %0 : memref<4xi32>
}
"""

# tco's entries fir-opt cannot run as printed (tco_pipeline's module doc): passes
# fir-opt 22 does not register, and options tco sets in C++ (`fir::FIRToLLVMPassOptions`
# from its config: alias analysis on, compiler-generated names converted; the inliner's
# canonicalizer from `addCanonicalizerPassWithoutRegionSimplification`).
NOT_IN_FIR_OPT = ("convert-scf-to-cf", "reconcile-unrealized-casts",
                  "omp-offload-privatization-prepare")
SET_IN_CPP = {
    "fir-to-llvm-ir{apply-tbaa=false datalayout= target= target-cpu= target-features= "
    "tune-cpu= type-descriptors-renamed-for-assembly=false}":
    "fir-to-llvm-ir{apply-tbaa=true datalayout= target= target-cpu= target-features= "
    "tune-cpu= type-descriptors-renamed-for-assembly=true}",
    "inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }":
    f"inline{{default-pipeline={{{tco_pipeline.CANONICALIZE}}} inlining-threshold=4294967295 "
    "max-iterations=4}",
}


def _tool(name: str) -> str:
    return find_tool(name, flang.FLANG_INSTALL_HINT)


def _entries(pipeline: str) -> list[str]:
    """The top-level entries of `builtin.module(a, b{...}, func.func(c))`."""
    entries, depth, entry = [], 0, ""
    for char in pipeline.removeprefix("builtin.module(").removesuffix(")"):
        depth += (char in "({") - (char in ")}")
        if char == "," and depth == 0:
            entries.append(entry.strip())
            entry = ""
        else:
            entry += char
    return [*entries, entry.strip()]


def _tco_pipeline(level: str, tmp_path: Path) -> list[str]:
    """The pipeline `tco --emit-final-mlir LEVEL` runs, from its crash reproducer."""
    (tmp_path / "f.fir").write_text(UNLOWERABLE)
    reproducer = tmp_path / "reproducer.mlir"
    subprocess.run([_tool("tco"), "--emit-final-mlir", level, str(tmp_path / "f.fir"),
                    "-o", "-", f"--mlir-pass-pipeline-crash-reproducer={reproducer}"],
                   capture_output=True, text=True)
    found = re.search(r'pipeline: "([^"]*)"', reproducer.read_text())
    assert found is not None
    return _entries(found[1])


@pytest.mark.parametrize("level", LEVELS)
def test_the_pipeline_is_the_one_tco_runs(level: str, tmp_path: Path):
    tco = [SET_IN_CPP.get(entry, entry) for entry in _tco_pipeline(level, tmp_path)
           if entry.partition("{")[0] not in NOT_IN_FIR_OPT]
    assert tco_pipeline.passes(level, None) == tco


def _legal_fir(source: Path, tmp_path: Path) -> Path:
    """Steps 1 and 2 of the import (flang, then fir-opt's OpenACC passes)."""
    fir, legal = tmp_path / "p.fir", tmp_path / "p.acc.fir"
    subprocess.run([_tool("flang"), *flang.FLANG_FLAGS, "-module-dir", str(tmp_path),
                    str(source), "-o", str(fir)], check=True)
    subprocess.run([_tool("fir-opt"), *flang.ACC_PASSES, str(fir), "-o", str(legal)], check=True)
    return legal


@pytest.mark.parametrize("level", LEVELS)
def test_fir_opt_lowers_a_program_as_tco_does(level: str, tmp_path: Path):
    """A module, a subroutine, `enter data`, a reduction: the same text (tco prints
    with local scope)."""
    legal = _legal_fir(PROGRAMS / "acc_dangling_local.f90", tmp_path)
    tco = subprocess.run([_tool("tco"), *flang.TCO_FLAGS, level, str(legal), "-o", "-"],
                         check=True, capture_output=True, text=True).stdout
    fir_opt = subprocess.run(
        [_tool("fir-opt"), "--mlir-print-local-scope",
         f"--pass-pipeline={tco_pipeline.pipeline(level, None)}", str(legal), "-o", "-"],
        check=True, capture_output=True, text=True).stdout
    assert fir_opt == tco


def _place(source: Path, statement: str, token: str) -> tuple[int, int]:
    """(line, column) of `token` in the line of `source` that holds `statement`."""
    (line_number, line), = [(n, line) for n, line in enumerate(source.read_text().splitlines(), 1)
                            if statement in line]
    return line_number, line.index(token) + 1


def _module(text: str, name: str):
    return LocatedParser(make_context(allow_unregistered=True), text, name).parse_module()


def _place_of(op: Operation) -> tuple[str, int, int]:
    loc = op.location
    assert isinstance(loc, FileLineColLoc), op
    return loc.filename.data, loc.line.data, loc.column.data


def _name(op: Operation) -> str:
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def test_g_places_the_data_clauses_and_the_kernel_at_their_source():
    """`parallel loop copyin(x)`: the construct at the directive's name, the clause's
    actions (`acc.copyin`, `acc.delete`) at its variable; the kernel's loads at their
    statement, `x(i) = 2 * x(i)`; the host's load of x(2) at its reference."""
    source = PROGRAMS / "acc_stale_host_copyin.f90"
    text = import_program(source, ["-g"])
    module = _module(text, "imported.mlir")
    directive = "!$acc parallel loop copyin(x)"
    places = {_name(op): _place_of(op)[1:] for op in module.walk()
              if _name(op) in ("acc.parallel", "acc.copyin", "acc.delete")}
    assert places == {"acc.parallel": _place(source, directive, "parallel"),
                      "acc.copyin": _place(source, directive, "x)"),
                      "acc.delete": _place(source, directive, "x)")}
    (parallel,) = [op for op in module.walk() if op.name == "acc.parallel"]
    kernel_loads = {_place_of(op) for op in parallel.walk() if isinstance(op, llvm.LoadOp)}
    assert kernel_loads == {(source.name, *_place(source, "x(i) = 2 * x(i)", "x(i) ="))}
    host_loads = [_place_of(op) for op in module.walk() if isinstance(op, llvm.LoadOp)
                  and op.dereferenced_value.type == f64 and not parallel.is_ancestor(op)]
    assert host_loads == [(source.name, *_place(source, "print *, x(2)", "x(2)"))]
    files = set(re.findall(r'loc\("([^"]*)"', text))
    assert files == {source.name}


DERIVED = """\
module shapes
  type grid
    real :: u(4)
    integer :: n
  end type
end module
program derived
  use shapes
  implicit none
  type(grid) :: g
  integer :: i
  g%n = 4
  !$acc parallel loop copy(g)
  do i = 1, 4
    g%u(i) = i * g%n
  end do
  print *, g%u
end program
"""


def _declared(text: str) -> dict[str, str]:
    """The variables the import declares (`llvm.intr.dbg.declare`), by name, with
    their debug information."""
    declared = {}
    for op in _module(text, "imported.mlir").walk():
        if _name(op) == "llvm.intr.dbg.declare":
            info = str(op.properties["varInfo"])
            name = re.search(r'>, name = "(\w+)", file = ', info)
            assert name is not None, info
            declared[name[1]] = info
    return declared


def test_g_declares_a_derived_type_with_its_components(tmp_path: Path):
    source = tmp_path / "derived.f90"
    source.write_text(DERIVED)
    declared = _declared(import_program(source, ["-g"]))
    assert sorted(declared) == ["g", "i"]
    members = re.findall(r'tag = DW_TAG_member, name = "(\w+)"', declared["g"])
    assert (re.search(r'DW_TAG_structure_type, name = "grid"', declared["g"]) is not None
            and members == ["u", "n"])


def test_line_tables_only_places_without_declaring(tmp_path: Path):
    """`-gline-tables-only` (the command line): the places, no variable."""
    source = tmp_path / "derived.f90"
    source.write_text(DERIVED)
    out = tmp_path / "derived.mlir"
    subprocess.run([Path(sys.executable).parent / "acc-import", "-gline-tables-only",
                    str(source), "-o", str(out)], check=True)
    text = out.read_text()
    assert _declared(text) == {}
    (store,) = [op for op in _module(text, "derived.mlir").walk()
                if isinstance(op, llvm.StoreOp) and op.value.type == f32]
    assert _place_of(store) == (source.name, *_place(source, "g%u(i) = i * g%n", "g%u(i)"))


def test_optimized_g_is_tcos_level_with_debug_information(tmp_path: Path):
    source = tmp_path / "derived.f90"
    source.write_text(DERIVED)
    text = import_program(source, ["-O2", "-g"])
    assert "isOptimized = true" in text and sorted(_declared(text)) == ["g", "i"]
