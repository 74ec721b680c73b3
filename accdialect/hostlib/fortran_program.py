"""What the simulator models of a program compiled by flang: what it must see.

Every other entry point of flang 22's runtime (`_FortranA...`: I/O, ALLOCATE,
assignment, the intrinsics) is flang's runtime itself, called natively
(`hostlib.native`, docs/host-libraries.md). Modelled here:

- `ProgramEndStatement()`, `StopStatement(code, is_error_stop, quiet)`,
  `StopStatementText(text, length, is_error_stop, quiet)`, `Exit(status)`: the end of
  the program, which in flang's runtime calls `exit` and must not end `acc-run`.
  `STOP` writes flang's messages to standard error: `Fortran STOP` for code 0,
  else `Fortran STOP: code N` and an empty line (`ERROR STOP`: `Fortran ERROR STOP:
  code N`, code 1 without one); `Fortran STOP: TEXT` for a text (status 0; `ERROR
  STOP`: 1). The exit status is the code;
- the routines of the project's `openacc` module (`hostlib.openacc_module`);
- `__powisf2(x, n)`, `__powidf2(x, n)`: the compiler runtime's `x**n` for an
  INTEGER(4) `n` (acc-import turns flang's `llvm.intr.powi` into these calls, as LLVM
  lowers it; `accdialect.fortran.integer_power`, whose rule also runs the
  `llvm.intr.powi` of OpenMP host code); `llvm.lround.iN.fM`: NINT.
"""

from collections.abc import Callable
from functools import partial
from typing import Any

from xdsl.dialects.builtin import Float32Type, Float64Type

from accdialect.fortran.integer_power import integer_power
from accdialect.hostlib.libc import CLibrary
from accdialect.hostlib.libm import LIBM
from accdialect.hostlib.openacc_module import OpenACCModule
from accdialect.interpreter.data_layout import rounding

INTEGER_POWER = {"__powisf2": partial(integer_power, rounding(Float32Type())),
                 "__powidf2": partial(integer_power, rounding(Float64Type()))}
"""The compiler runtime's `x**n` of a `real(4)` and of a `real(8)` `x`
(`accdialect.fortran.integer_power`), each product rounded to the type."""
NEAREST_INTEGER = {f"llvm.lround.i{bits}.f{fbits}": LIBM["lround"]
                   for bits in (32, 64) for fbits in (32, 64)}
"""NINT: tco calls LLVM's `llvm.lround.iN.fM` as a function, which LLVM lowers on
x86-64 to the C library's `lround` (halfway cases away from zero), the result cut
to N bits."""


class FortranProgram:
    """The modelled part of the Fortran runtime of one interpreted program."""

    def __init__(self, libc: CLibrary):
        self.libc = libc

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {"_FortranAProgramEndStatement": self.program_end,
                "_FortranAStopStatement": self.stop, "_FortranAStopStatementText": self.stop_text,
                "_FortranAExit": self.exit, **OpenACCModule(self.libc).routines(),
                **INTEGER_POWER, **NEAREST_INTEGER}

    # ---- the end of the program ------------------------------------------------------
    def program_end(self) -> None:
        """The end of the main program: flang's `ProgramEndStatement` would `exit(0)`
        the process; the program's streams are flushed (units 6 and 0 wrote each
        record at once, `hostlib/flang_support.c`) and `main` returns."""
        self.libc.close_streams()

    def _stop(self, message: str | None, status: int) -> None:
        self.libc.stdout.flush()
        if message is not None:
            self.libc.stderr.write(message.encode())
        self.libc.exit(status)

    def stop(self, code: int, is_error_stop: int, quiet: int) -> None:
        kind = "ERROR STOP" if is_error_stop else "STOP"
        message = ("Fortran STOP\n" if code == 0 and not is_error_stop
                   else f"Fortran {kind}: code {code}\n\n")
        self._stop(None if quiet else message, code)

    def stop_text(self, text: int, length: int, is_error_stop: int, quiet: int) -> None:
        kind = "ERROR STOP" if is_error_stop else "STOP"
        words = self.libc.memory.read(text, length).decode(errors="replace")
        self._stop(None if quiet else f"Fortran {kind}: {words}\n", 1 if is_error_stop else 0)

    def exit(self, status: int) -> None:
        self._stop(None, status)

