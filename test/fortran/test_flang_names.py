"""flang's internal names read back as the program's (issue 32, item 5a): the scheme of
flang/docs/BijectiveInternalNameUniquing.md and `fir::NameUniquer::deconstruct`
(flang/lib/Optimizer/Support/InternalNames.cpp), on the names flang 22 gives the
entities of `Inputs/names.f90` (`flang -fc1 -fopenacc -emit-fir`), and the traces of
a Fortran program, whose globals are named as the source names them."""

import io
import re
import subprocess
from pathlib import Path

import pytest
from flang22 import import_example, needs_flang

from accdialect.abi.flang_names import fortran_name
from accdialect.importers.flang import FLANG_INSTALL_HINT
from accdialect.tools.acc_import import find_tool

INPUTS = Path(__file__).parent / "Inputs"

NAMES = {
    "_QFEbuf": "buf",                       # a main program's variable
    "_QFEd": "d",
    "_QFB1Einblk": "inblk",                 # in the main program's first BLOCK
    "_QMmymodEmodvar": "modvar",            # a module's variable
    "_QMmymodECk": "k",                     # a module's named constant
    "_QMmymodFsubEsaved": "saved",          # SAVE of a module procedure
    "_QMmymodFsubEx": "x",                  # its dummy argument
    "_QMmymodFsubFinnerEdeep": "deep",      # SAVE of a procedure contained in it
    "_QMmymodPsub": "sub",                  # procedures
    "_QMmymodFsubPinner": "inner",
    "_QPext": "ext",
    "_QFextEes": "es",                      # SAVE of an external procedure
}
"""Internal names flang 22 gives `Inputs/names.f90`'s entities, and the source's names."""

OWN_NAMES = [
    "_QQmain",                              # the main program's code: compiler-made
    "_QQclX2F746D702F6E616D65732E66393000",  # a string literal (its bytes in hex)
    "_QFE.dt.t", "_QFE.n.a", "_QFE.c.t",    # type information of `t`
    "_QFEXdtXt",                            # the same once the dots are replaced
    "_QFTt",                                # the type `t` itself
    "_QM__fortran_builtinsT__builtin_c_ptr",
    "_QMmodDTt", "_QTyourtypeK4KN6",        # a dispatch table; kind parameters
    "blk_", "ext_", "main", "_Q", "_QZz",   # not (or no longer) flang's internal names
]


@pytest.mark.parametrize(("symbol", "name"), NAMES.items())
def test_an_entity_is_named_as_the_source_names_it(symbol: str, name: str):
    assert fortran_name(symbol) == name


@pytest.mark.parametrize("symbol", OWN_NAMES)
def test_a_symbol_no_fortran_name_stands_for_is_its_own_name(symbol: str):
    assert fortran_name(symbol) == symbol


@needs_flang
def test_the_names_are_flang_22s(tmp_path: Path):
    """flang 22 gives `Inputs/names.f90` the names above (its `uniq_name`s and
    globals), every one a variable, constant or procedure of the source reads as that."""
    flang = find_tool("flang", FLANG_INSTALL_HINT)
    fir = subprocess.run([flang, "-fc1", "-fopenacc", "-emit-fir", str(INPUTS / "names.f90"),
                          "-o", "-"], cwd=tmp_path, capture_output=True, text=True, check=True)
    symbols = set(re.findall(r'uniq_name = "(_Q[^"]+)"', fir.stdout))
    symbols |= set(re.findall(r"@(_Q[\w.]+)", fir.stdout))
    assert set(NAMES) <= symbols
    assert "_QQmain" in symbols and "_QFE.dt.t" in symbols


@needs_flang
def test_a_fortran_trace_names_the_main_programs_variables(tmp_path: Path):
    """`examples/fortran/openacc_attach_detach.f90`: the descriptors of `d`'s
    components (flang's global `_QFEd`: `p` at 0, 48 bytes; `s`, 24; `a` at 72) and
    `t` (`_QFEt`) by their Fortran names."""
    from accdialect.tools.acc_run import run

    mlir = import_example("openacc_attach_detach", tmp_path)
    trace = tmp_path / "trace.txt"
    assert run([str(mlir), "--trace", "--symbolic", "--trace-file", str(trace)],
               stdout=io.StringIO()) == 0
    attached = [line.split("info: ")[1] for line in trace.read_text().splitlines()
                if "AttachCount" in line]
    assert attached[:2] == [
        "Attached pointer HstPtr=d+0x48, TgtPtr=dev(d+0x48), Size=48, "
        "PointeeBase=dev(d%a+0x0), AttachCount=1",
        "Attached pointer HstPtr=d+0x0, TgtPtr=dev(d+0x0), Size=48, "
        "PointeeBase=dev(t+0x0), AttachCount=1",
    ]
    assert "_QF" not in trace.read_text()
