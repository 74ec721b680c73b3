"""`acc-run prog.c`: a source runs as it is, imported first with acc-import's steps
into the user's cache (tools/source_program.py, docs/acc-run.md): located reports
without a flag (C, C++ and OpenACC Fortran with `-g`, OpenMP Fortran with `-fopenmp
-g`), the compiler flags passed on, the cache reused, an import that fails said in one
line, and
a source with nothing to offload run with a note saying so.
Needs LLVM 22 (clang-22, flang-22, mlir-22-tools); skipped, saying so, without."""

import os
import re
import subprocess
import sys
from pathlib import Path

from support.llvm22 import needs_llvm

ACC_RUN = Path(sys.executable).parent / "acc-run"
PROGRAMS = Path(__file__).parents[1] / "checks" / "programs"
EXAMPLES = Path(__file__).parents[2] / "examples" / "fortran"

pytestmark = needs_llvm


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    return subprocess.run([str(ACC_RUN), *args], capture_output=True, text=True, env=env,
                          cwd=tmp_path)


def _imports(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache" / "accdialect" / "imports").glob("*.mlir"))


def test_a_c_source_runs_with_its_lines_and_is_imported_once(tmp_path: Path):
    source = tmp_path / "stale.c"
    source.write_text((PROGRAMS / "stale_host_release.c").read_text())
    first = _run(tmp_path, "stale.c")
    assert (first.returncode, first.stdout) == (0, "0\n")
    assert first.stderr.startswith("stale.c:12:18: stale host data: 'a': 4 bytes at offset 8")
    [imported] = _imports(tmp_path)
    stamp = imported.stat().st_mtime_ns
    again = _run(tmp_path, "stale.c", "--check=none")
    assert (again.returncode, again.stdout, again.stderr) == (0, "0\n", "")
    assert _imports(tmp_path) == [imported] and imported.stat().st_mtime_ns == stamp


def test_compiler_flags_go_to_the_import_and_key_the_cache(tmp_path: Path):
    (tmp_path / "n.c").write_text(
        "#include <stdio.h>\n#ifndef N\n#define N 1\n#endif\n"
        "int main(void) {\n  int x = 0;\n#pragma omp target map(tofrom : x)\n  x = N * 7;\n"
        "  printf(\"%d\\n\", x);\n  return 0;\n}\n")
    assert _run(tmp_path, "n.c").stdout == "7\n"
    assert _run(tmp_path, "n.c", "-DN=6", "-O2").stdout == "42\n"
    assert len(_imports(tmp_path)) == 2


def test_a_fortran_openmp_source_is_imported_for_openmp_with_its_lines(tmp_path: Path):
    source = tmp_path / "omp_stale_host_to.f90"
    source.write_text((PROGRAMS / "omp_stale_host_to.f90").read_text())
    run = _run(tmp_path, source.name)
    assert run.stdout == " 0\n"
    assert run.stderr.splitlines()[0].startswith(
        "omp_stale_host_to.f90:13:12: stale host data: ")


def test_a_fortran_openacc_source_runs(tmp_path: Path):
    source = tmp_path / "acc_stale_host_copyin_fixed.f90"
    source.write_text((PROGRAMS / "acc_stale_host_copyin_fixed.f90").read_text())
    run = _run(tmp_path, source.name)
    assert (run.returncode, run.stderr) == (0, "")
    assert run.stdout == "".join(
        line.removeprefix("! OUT: ") + "\n" for line in source.read_text().splitlines()
        if line.startswith("! OUT:"))


def _line_of(source: Path, statement: str) -> str:
    """`NAME:LINE:COL` of the statement `statement` in `source`, at its first character."""
    (number, line), = [(n, line) for n, line in enumerate(source.read_text().splitlines(), 1)
                       if line.strip() == statement]
    return f"{source.name}:{number}:{line.index(statement) + 1}"


def test_a_fortran_openacc_fault_names_its_line_and_g0_the_imported_module(tmp_path: Path):
    """The kernel's store through h%v's host address faults at `h%v(1) = 2`; with
    `-g0` the import has no source place (a second import: the flags key the cache)."""
    source = tmp_path / "unattached_component_fault.f90"
    source.write_text((EXAMPLES / source.name).read_text())
    run = _run(tmp_path, source.name)
    assert run.returncode == 134
    assert run.stderr.startswith(f"{_line_of(source, 'h%v(1) = 2')}: error: device fault: ")
    plain = _run(tmp_path, source.name, "-g0")
    assert plain.returncode == 134
    assert re.match(r"\S+/imports/unattached_component_fault-\w+\.mlir:\d+:\d+: error: device "
                    r"fault: ", plain.stderr)
    assert len(_imports(tmp_path)) == 2


OMP_FAULT = """\
program omp_pointer_component
  implicit none
  type :: holder
    real, pointer :: p(:)
  end type
  type(holder) :: h
  real, target :: t(4)
  t = 1
  h%p => t
  !$omp target map(to: h)
  h%p(2) = 5
  !$omp end target
  print *, t
end program
"""


def test_a_fortran_openmp_fault_names_its_line(tmp_path: Path):
    """`map(to: h)` maps h%p's descriptor, not its target: the kernel's store through it
    reaches host memory."""
    source = tmp_path / "omp_pointer_component.f90"
    source.write_text(OMP_FAULT)
    run = _run(tmp_path, source.name)
    assert run.returncode == 134
    assert run.stderr.startswith(f"{_line_of(source, 'h%p(2) = 5')}: error: device fault: ")


def test_an_import_that_fails_is_one_line_and_status_1(tmp_path: Path):
    (tmp_path / "bad.c").write_text("int main(void) { return 0 }\n")
    run = _run(tmp_path, "bad.c")
    assert run.returncode == 1
    assert run.stderr == "bad.c:1:26: error: expected ';' after return statement (clang)\n"


def test_compiler_flags_are_refused_for_an_mlir_file(tmp_path: Path):
    (tmp_path / "p.mlir").write_text("builtin.module {}\n")
    run = _run(tmp_path, "p.mlir", "-DN=3")
    assert run.returncode == 2
    assert "compiler flags (-DN=3) are for a source file, not p.mlir" in run.stderr


def test_a_source_without_offload_construct_runs_with_a_note(tmp_path: Path):
    (tmp_path / "host.c").write_text(
        '#include <stdio.h>\nint main(void) {\n  printf("%d\\n", 6 * 7);\n  return 0;\n}\n')
    run = _run(tmp_path, "host.c")
    assert (run.returncode, run.stdout) == (0, "42\n")
    assert run.stderr == "acc-run: note: host.c has no offload construct: it runs on the host alone\n"
