"""A tool whose reader goes away ends as a C program does: killed by SIGPIPE at
the failing write, nothing on standard error (`acc-run prog.mlir | head -1`).

POSIX (write(2), EPIPE): a write to a pipe with no reader sends SIGPIPE to the
writer, whose default action terminates it; a shell reports 128 + 13 = 141.
Each test reads the first line, closes its end of the pipe as `head -1` does and
waits: the tool must die of SIGPIPE (returncode -13) with an empty stderr, where
CPython's default would be a BrokenPipeError traceback.
"""

import signal
import subprocess
import sys
from pathlib import Path

from support.llvm22 import needs_llvm

INPUTS = Path(__file__).parent / "Inputs"
BIN = Path(sys.executable).parent


def _first_line_then_close(argv: list[str]) -> tuple[bytes, int, bytes]:
    """Run `argv | head -1`: its first line, its returncode and its stderr."""
    with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        first = proc.stdout.readline()
        proc.stdout.close()
        err = proc.stderr.read()
        return first, proc.wait(timeout=120), err


def test_acc_run_killed_by_sigpipe() -> None:
    first, status, err = _first_line_then_close(
        [str(BIN / "acc-run"), str(INPUTS / "print_many_lines.mlir")])
    assert first == b"line 0\n"
    assert status == -signal.SIGPIPE
    assert err == b""


def test_acc_run_trace_killed_by_sigpipe() -> None:
    """The same with the libomptarget trace streamed to stderr (the program's
    output still goes to the closed pipe)."""
    first, status, err = _first_line_then_close(
        [str(BIN / "acc-run"), str(INPUTS / "print_many_lines.mlir"), "--trace=libomptarget"])
    assert first == b"line 0\n"
    assert status == -signal.SIGPIPE
    assert b"Traceback" not in err and b"error" not in err


def _large_module(path: Path, functions: int) -> Path:
    path.write_text("".join(f"func.func @f{i}(%a: i64) -> i64 {{\n  func.return %a : i64\n}}\n"
                            for i in range(functions)))
    return path


def test_acc_opt_killed_by_sigpipe(tmp_path: Path) -> None:
    source = _large_module(tmp_path / "large.mlir", 3000)  # about 200 KB printed
    first, status, err = _first_line_then_close([str(BIN / "acc-opt"), str(source)])
    assert first == b"module {\n"
    assert status == -signal.SIGPIPE
    assert err == b""


@needs_llvm
def test_acc_import_killed_by_sigpipe(tmp_path: Path) -> None:
    source = tmp_path / "large.ll"
    source.write_text("".join(f"define i64 @f{i}(i64 %a) {{\n  ret i64 %a\n}}\n"
                              for i in range(3000)))
    first, status, err = _first_line_then_close([str(BIN / "acc-import"), str(source)])
    assert first.startswith(b'"builtin.module"()')
    assert status == -signal.SIGPIPE
    assert err == b""

