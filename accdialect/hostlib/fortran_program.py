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
- the routines of the project's `openacc` module (accdialect/fortran/openacc.f90,
  OpenACC 3.3 §3.2), which act on the simulated device: `__accdialect_acc_NAME_desc(
  descriptor)` on all the bytes the descriptor describes, `__accdialect_acc_NAME_len(
  address, len)` on `len` bytes, through the runtime's `acc_NAME`; a device type other
  than `acc_device_host` (2) counts the simulated devices, `acc_set_device_num` and
  `acc_get_device_num` set and read the default device, `acc_get_device_type` is
  `acc_device_not_host`; every async queue is complete (constructs run synchronously),
  and waiting tells the checks what the host waited for;
  `__accdialect_acc_attach_SUFFIX(descriptor address)` and
  the `detach`, `detach_finalize` and `_async` ones: the attach or detach action of
  that POINTER or ALLOCATABLE's descriptor (`runtime.fortran_descriptor`, seed 001);
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
from accdialect.interpreter.data_layout import rounding, signed
from accdialect.runtime import Memory
from accdialect.runtime.fortran_descriptor import (
    attach_descriptor,
    data_bytes,
    detach_descriptor,
    read_descriptor,
)

ACC_DEVICE_HOST = 2
"""`acc_device_host` of the `openacc` module."""
ACC_DEVICE_NOT_HOST = 3
"""`acc_device_not_host`: what `acc_get_device_type()` (OpenACC 3.3 §3.2.3) says of
the simulated discrete-memory device (the module names no vendor's type)."""
_INT = signed(32)
"""A Fortran default integer argument, which arrives as its 32-bit pattern."""
ATTACH_SUFFIXES = tuple(f"{t}{attr}" for t in ("i1", "i2", "i4", "i8", "r4", "r8", "c4", "c8",
                                               "l1", "l4") for attr in "pa")
"""The specifics of the `openacc` module's `acc_attach`/`acc_detach` generics: type
and kind, then `p` (POINTER) or `a` (ALLOCATABLE), as ATTACH_SPECIFICS writes them."""
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
                "_FortranAExit": self.exit, **self.openacc_routines(),
                **INTEGER_POWER, **NEAREST_INTEGER}

    def _host(self) -> Memory:
        return self.libc.interpreter.runtime.memory

    def _data(self, desc_addr: int) -> tuple[int, int]:
        """The base address and byte size of the data the descriptor describes."""
        desc = read_descriptor(self._host(), desc_addr)
        return desc.base_addr, data_bytes(desc)

    def openacc_routines(self) -> dict[str, Callable[..., Any]]:
        """The entry points of accdialect/fortran/openacc.f90 (module doc)."""
        runtime = self.libc.interpreter.runtime
        acc = runtime.acc
        table: dict[str, Callable[..., Any]] = {}
        for name in ("copyin", "create", "copyout", "copyout_finalize", "delete",
                     "delete_finalize", "update_device", "update_self", "is_present"):
            routine = getattr(acc, f"acc_{name}")
            table[f"__accdialect_acc_{name}_desc"] = \
                lambda desc, routine=routine: routine(*self._data(desc))
            table[f"__accdialect_acc_{name}_len"] = \
                lambda addr, length, routine=routine: routine(addr, length)
        table.update({
            "__accdialect_acc_deviceptr": lambda desc: acc.acc_deviceptr(self._data(desc)[0]),
            "__accdialect_acc_map_data":
                lambda desc, dev, size: acc.acc_map_data(self._data(desc)[0], dev, size),
            "__accdialect_acc_unmap_data": lambda desc: acc.acc_unmap_data(self._data(desc)[0]),
            "__accdialect_acc_get_num_devices": lambda device_type: (
                1 if device_type == ACC_DEVICE_HOST else runtime.options.num_devices),
            "__accdialect_acc_set_device_num": self.set_device_num,
            "__accdialect_acc_get_device_type": lambda: ACC_DEVICE_NOT_HOST,
            "__accdialect_acc_get_device_num": lambda device_type: (
                0 if device_type == ACC_DEVICE_HOST else acc.device_num()),
            "__accdialect_acc_malloc": lambda size: runtime.device().allocate(size).begin,
            "__accdialect_acc_free": lambda addr: addr and runtime.memory.free(
                addr, runtime.device().region) and None,
            "__accdialect_acc_async_test": lambda queue: self.wait({queue}) or 1,
            "__accdialect_acc_async_test_all": lambda: self.wait(None) or 1,
            "__accdialect_acc_wait": lambda queue: self.wait({queue}),
            "__accdialect_acc_wait_all": lambda: self.wait(None),
        })
        for suffix in ATTACH_SUFFIXES:
            for routine, finalize in (("detach", False), ("detach_finalize", True)):
                table[f"__accdialect_acc_{routine}_{suffix}"] = \
                    lambda desc, finalize=finalize: self.detach(desc, finalize)
                table[f"__accdialect_acc_{routine}_async_{suffix}"] = \
                    lambda desc, queue, finalize=finalize: self.detach(desc, finalize)
            table[f"__accdialect_acc_attach_{suffix}"] = self.attach
            table[f"__accdialect_acc_attach_async_{suffix}"] = lambda desc, queue: self.attach(desc)
        return table

    def wait(self, queues: set[int] | None) -> None:
        """`acc_wait(q)`, `acc_wait_all` (OpenACC 3.3 §3.2.11), and `acc_async_test`,
        `acc_async_test_all` (§3.2.12), which answer that every queue is complete
        (constructs run synchronously): the host has waited for the queues (every
        queue for None), for the checks."""
        checks = self.libc.interpreter.runtime.memory.checks
        if checks is not None:
            checks.deferred.wait(queues and {_INT(q) for q in queues})

    def set_device_num(self, number: int, device_type: int) -> None:
        """`acc_set_device_num` (OpenACC 3.3 §3.2.4): the device the following
        constructs and routines use (acc-current-device-num-var, which acc-run
        shares with OpenMP's default device); a negative number restores the
        default, device 0. The host device type has one device, nothing to set."""
        if device_type == ACC_DEVICE_HOST:
            return
        self.libc.interpreter.runtime.acc.set_device_num(number, f"acc_set_device_num({number})")

    def attach(self, desc_addr: int) -> None:
        """`acc_attach(p)` (§3.2.29): the attach action of the descriptor at
        `desc_addr`, as the `attach(p)` clause performs it (seed 001's counter)."""
        runtime = self.libc.interpreter.runtime
        desc = read_descriptor(self._host(), desc_addr)
        attach_descriptor(runtime.acc, runtime.acc.device(), desc_addr, desc.base_addr, 0,
                          data_bytes(desc))

    def detach(self, desc_addr: int, finalize: bool) -> None:
        """`acc_detach(p)` / `acc_detach_finalize(p)` (§3.2.29): the (immediate) detach
        action of the descriptor at `desc_addr`; at counter 0 the whole device
        descriptor is restored from the host (seed 001)."""
        runtime = self.libc.interpreter.runtime
        desc = read_descriptor(self._host(), desc_addr)
        detach_descriptor(runtime.acc, runtime.acc.device(), desc_addr, desc.base_addr, finalize)

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

