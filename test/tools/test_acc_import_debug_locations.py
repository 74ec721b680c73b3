"""`acc-import -g` (issue 14, item 4): a program compiled with debug information
keeps its C file, line and column, and `acc-run` names them in its errors, device
faults and `--trace` lines.

The expected trace lines are those of the native runs of
`test/importers/Inputs/debug_locations.c` on LLVM 22's libomptarget (host plugin):

    clang -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu [-g] debug_locations.c
    LD_LIBRARY_PATH=/usr/lib/llvm-22/lib LIBOMPTARGET_INFO=-1 ./a.out present|extension

With `-g`, libomptarget prints the construct's location from clang's `ident_t`
(`;debug_locations.c;present;15;3;;`) without directories; without it,
`unknown:0:0` and its "Source location information not present" error.

The first tests read the captured `mlir-opt --mlir-print-debuginfo` output of that
program (no LLVM needed); the last ones run LLVM 22 and are skipped without it.
"""

import re
from pathlib import Path

import pytest

from accdialect.tools.acc_import import finish_import, import_program
from accdialect.tools.acc_run import run
from support.llvm22 import needs_llvm

INPUTS = Path(__file__).parents[1] / "importers" / "Inputs"
SOURCE = INPUTS / "debug_locations.c"
FATAL = "omptarget fatal error 1: failure of target construct while offloading is mandatory"
NO_LOCATION = ("omptarget error: Source location information not present. "
               "Compile with -g or -gline-tables-only.")
PRESENT = ("error: device mapping required by 'present' map type modifier does not exist "
           "for host address 0xADDR (16 bytes), variable 'y'")
_HEX = re.compile(r"0x[0-9a-f]+")


def _masked(line: str) -> str:
    """`line` with its addresses (which depend on the length of argv) masked."""
    return _HEX.sub("0xADDR", line)


@pytest.fixture(scope="module")
def imported() -> str:
    """What acc-import writes for the captured mlir-opt output of `debug_locations.c`."""
    return finish_import((INPUTS / "debug_locations.mlir").read_text(), "debug_locations.c")


@pytest.fixture
def program(imported: str, tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.delenv("LIBOMPTARGET_INFO", raising=False)
    path = tmp_path / "prog.mlir"
    path.write_text(imported)
    return path


def test_output_keeps_source_locations_only(imported: str):
    """Operations clang located print `loc("debug_locations.c":L:C)`, the others
    `loc(unknown)`: never a line of mlir-opt's text passed off as one of the C file."""
    assert 'callee = @__tgt_target_kernel' in imported
    kernel_calls = [line for line in imported.splitlines() if "@__tgt_target_kernel," in line]
    assert [line.rsplit(" loc(", 1)[1] for line in kernel_calls] == [
        '"debug_locations.c":15:3)', '"debug_locations.c":23:3)', '"debug_locations.c":31:3)']
    assert "loc(unknown)" in imported and "debug_locations.mlir" not in imported
    assert ':0:0)' not in imported


def test_output_reads_back_the_same(imported: str):
    assert finish_import(imported, "debug_locations.c") == imported


@pytest.mark.parametrize(("case", "line"), [
    ("present", f"debug_locations.c:15:3: {PRESENT}"),
    ("extension", "debug_locations.c:23:3: error: explicit extension not allowed: host address "
                  "specified is 0xADDR (16 bytes), but device allocation maps to host at "
                  "0xADDR (16 bytes), variable 'a[2:4]'"),
    ("fault", "debug_locations.c:32:10: error: device fault: device 0 accessed 4 bytes at "
              "0xADDR at fault_l31: host memory (+0) is not accessible from device 0; "
              "the kernel wrote 's.p[0]' through 's.p', which holds the host address "
              "0xADDR (a host heap block of 16 bytes): 's' is mapped but 's.p' was never "
              "attached to a device copy of what it points to; map that with it: "
              "map(tofrom: s.p[0:4])"),
])
def test_errors_name_the_c_location(program: Path, capsys, case: str, line: str):
    """Runtime errors at the construct's `#pragma`, a device fault at the store
    (`s.p[0] = 1;`, at its `=`), naming the store's object, the unattached pointer
    and the section that maps its 16-byte block (4 ints) for a write."""
    assert run([str(program), "--", case]) == 134
    assert _masked(capsys.readouterr().err.splitlines()[-1]) == line


def test_libomptarget_trace_names_the_construct_as_natively(program: Path, capsys):
    """The lines of the native `-g` run that name the source, in order, but for the
    table's Declaration column: natively `a[0:4] at debug_locations.c:21:7` (the
    location in clang's map name), `unknown:0:0` here (the runtime keeps only the
    variable of a map name)."""
    assert run(["--trace=libomptarget", str(program), "--", "extension"]) == 134
    located = [line for line in capsys.readouterr().err.splitlines()
               if "debug_locations.c" in line]
    assert located == [
        "omptarget device 0 info: Entering OpenMP data region with being_mapper at "
        "debug_locations.c:22:3 with 1 arguments:",
        "omptarget device 0 info: OpenMP Host-Device pointer mappings after block at "
        "debug_locations.c:22:3:",
        "omptarget device 0 info: Entering OpenMP kernel at debug_locations.c:23:3 with 1 "
        "arguments:",
        "omptarget device 0 info: OpenMP Host-Device pointer mappings after block at "
        "debug_locations.c:23:3:",
        f"debug_locations.c:23:3: {FATAL}",
    ]


@needs_llvm
def test_clang_g_end_to_end(tmp_path: Path, capsys, monkeypatch):
    """`acc-import -g src/debug_locations.c`: the error line names the file as
    clang was given it (its debug file name), libomptarget's lines without
    directories (`;src/debug_locations.c;present;15;3;;` prints
    `debug_locations.c:15:3`)."""
    monkeypatch.delenv("LIBOMPTARGET_INFO", raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / SOURCE.name).write_text(SOURCE.read_text())
    program = tmp_path / "prog.mlir"
    program.write_text(import_program(Path("src") / SOURCE.name, ["-g"]))
    assert run([str(program), "--", "present"]) == 134
    line = capsys.readouterr().err.splitlines()[-1]
    assert _masked(line) == f"src/debug_locations.c:15:3: {PRESENT}"
    assert run(["--trace=libomptarget", str(program), "--", "present"]) == 134
    err = capsys.readouterr().err.splitlines()
    assert err[0] == ("omptarget device 0 info: Entering OpenMP kernel at debug_locations.c:15:3 "
                      "with 1 arguments:")
    assert err[-1] == f"debug_locations.c:15:3: {FATAL}"


@needs_llvm
def test_without_g_no_source_location(tmp_path: Path, capsys, monkeypatch):
    """Without `-g`: `unknown:0:0` and libomptarget's error, as natively; acc-run's
    own error line is located in the imported .mlir file, and clang names no
    variable (its map names are `;unknown;unknown;0;0;;`)."""
    monkeypatch.delenv("LIBOMPTARGET_INFO", raising=False)
    program = tmp_path / "prog.mlir"
    text = import_program(SOURCE, [])
    assert "loc(" not in text
    program.write_text(text)
    assert run(["--trace=libomptarget", str(program), "--", "present"]) == 134
    err = capsys.readouterr().err.splitlines()
    assert err[0] == ("omptarget device 0 info: Entering OpenMP kernel at unknown:0:0 with 1 "
                      "arguments:")
    assert err[-2:] == [NO_LOCATION, FATAL]
    assert run([str(program), "--", "present"]) == 134
    line = _masked(capsys.readouterr().err.splitlines()[-1])
    assert line.startswith(f"{program}:")
    assert line.endswith(PRESENT.removesuffix(", variable 'y'"))
