"""What a command-line tool does when the reader of its output goes away.

`acc-run prog.mlir | head -1`: `head` exits after one line and the next write to
the pipe fails. A C program (and so the program `acc-run` simulates, and
`mlir-opt`, and `flang`) is then killed by SIGPIPE, silently, and the shell
reports status 141 (128 + 13). CPython instead ignores SIGPIPE and raises
`BrokenPipeError` from the write, which would surface as a traceback (or as
`acc-run: internal error`) and a second one when the streams are flushed at exit.

The tools therefore take SIGPIPE's default action back at start-up, as a C
program has it: the process ends at the failing write, with no message, and its
parent sees it killed by SIGPIPE (`subprocess` reports -13, a shell 141). The
tools open no sockets, the only other writers SIGPIPE could stop.
"""

import signal


def end_quietly_on_closed_pipe() -> None:
    """Give SIGPIPE its default disposition (terminate), as a C program has it."""
    if hasattr(signal, "SIGPIPE"):  # POSIX; elsewhere there is no such signal
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
