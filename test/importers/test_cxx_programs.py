"""C++ programs through `acc-import` (clang++ 22) and `acc-run` (issue 11, cause 2),
beyond the conformance programs of test/conformance/omp-cxx: what natively ends in
an exception or in `exit`. Expected outputs are those of the programs compiled by
clang++ 22 and run on libomptarget 22 (written in each input's header)."""

import subprocess
import sys
from pathlib import Path

from accdialect.tools.acc_import import import_program
from support.llvm22 import needs_llvm

INPUTS = Path(__file__).parent / "Inputs"
ACC_RUN = Path(sys.executable).parent / "acc-run"

pytestmark = needs_llvm


def _run(source: Path, tmp_path: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    program = tmp_path / f"{source.stem}.mlir"
    program.write_text(import_program(source, list(flags)))
    return subprocess.run([str(ACC_RUN), str(program)], capture_output=True, text=True)


def test_a_throw_is_one_located_error(tmp_path: Path):
    """`throw` (natively caught: "caught too big") is not supported: one line at the
    throw expression, status 1, the output before it kept."""
    source = INPUTS / "cxx_throw.cpp"
    run = _run(source, tmp_path, "-g")
    file, location = run.stderr.split(":", 1)
    assert Path(file).resolve() == source.resolve()  # as clang names it (relative here)
    assert location == ("5:14: error: a C++ exception is thrown "
                        "(__cxa_allocate_exception): C++ exceptions are not supported\n")
    assert run.returncode == 1
    assert run.stdout == ""


def test_exit_runs_handlers_and_static_destructors(tmp_path: Path):
    """A `.cc` file is C++; `exit(3)` runs `atexit` functions and the destructors
    registered with `__cxa_atexit` (also of a function-local static), last first."""
    run = _run(INPUTS / "cxx_exit_handlers.cc", tmp_path)
    assert run.stdout == ("x 42\nsecond registered\nfirst registered\n~Noisy 2\n~Noisy 1\n")
    assert (run.returncode, run.stderr) == (3, "")
