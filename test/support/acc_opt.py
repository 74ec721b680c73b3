"""Running `acc-opt` in the test process, with what it prints captured."""

import io
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass

from accdialect.tools.acc_opt import main


@dataclass
class ToolRun:
    status: int
    stdout: str
    stderr: str


def run_acc_opt(*args: str, stdin: str | None = None) -> ToolRun:
    """Run `acc-opt ARGS` in this process and capture what it prints."""
    out, err = io.StringIO(), io.StringIO()
    saved_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()))
    status = 0
    try:
        with redirect_stdout(out), redirect_stderr(err):
            main(list(args))
    except SystemExit as exit_:
        status = exit_.code if isinstance(exit_.code, int) else 1
    finally:
        sys.stdin = saved_stdin
    return ToolRun(status, out.getvalue(), err.getvalue())
